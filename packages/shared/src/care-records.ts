/**
 * Bookings, payments and claims (issue 12): their statuses, the transitions allowed between them and
 * their public references, written once here and enforced by the server (an illegal transition is 409).
 * docs/decisions/2026-11-23-bookings-payments-claims.md maps the spec's `processing` and `completed`.
 */

/** A transition table: for each status, the statuses it may move to. */
type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingTransitions: Transitions<BookingStatus> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled', 'no_show'],
  completed: [],
  cancelled: [],
  no_show: [],
};
/** A booking in one of these holds its doctor's slot; a cancelled one frees it. */
export const slotHoldingBookingStatuses = ['pending', 'confirmed', 'completed', 'no_show'] as const;
/** The spec's order state (§ "Order row"): `completed` once done, `processing` while it is still to happen. */
export const orderStateOf = (status: BookingStatus): 'processing' | 'completed' | 'cancelled' =>
  status === 'completed' ? 'completed' : status === 'cancelled' || status === 'no_show' ? 'cancelled' : 'processing';
/** Bookings start on the hour or the half hour and last one slot. */
export const BOOKING_SLOT_MINUTES = 30;

export const paymentStatuses = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentTransitions: Transitions<PaymentStatus> = {
  pending: ['paid', 'failed'],
  paid: [],
  failed: [],
};
export const paymentMethods = ['mtn_momo', 'orange_money', 'cash', 'card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** A refund is a new, negative entry pointing at the payment it returns; the paid entry is never edited. */
export const paymentKinds = ['payment', 'refund'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const claimStatuses = ['open', 'in_progress', 'resolved', 'rejected'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];
/** A decided claim can be reopened (issue 36), with the reason as the step's note. */
export const claimTransitions: Transitions<ClaimStatus> = {
  open: ['in_progress'],
  in_progress: ['resolved', 'rejected'],
  resolved: ['open'],
  rejected: ['open'],
};

export const isAllowedTransition = <S extends string>(table: Transitions<S>, from: S, to: S): boolean =>
  table[from].includes(to);

/**
 * References shown to people: a prefix and the record's id (identity ids are never reused, so neither
 * are references). `CLM` and at least three digits, as the spec's claims; the others alike.
 */
const referencePrefixes = { booking: 'BKG', payment: 'PAY', claim: 'CLM' } as const;
export type ReferenceKind = keyof typeof referencePrefixes;
export const referenceOf = (kind: ReferenceKind, id: number): string =>
  `${referencePrefixes[kind]}${String(id).padStart(3, '0')}`;
/** The id a reference (or a bare number) names, whatever its case and spacing; null when it names none. */
export function idOfReference(kind: ReferenceKind, text: string): number | null {
  const match = new RegExp(`^\\s*(?:${referencePrefixes[kind]}[-\\s]?)?0*(\\d{1,9})\\s*$`, 'i').exec(text);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
