import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  fieldError,
  isAllowedTransition,
  paymentTransitions,
  referenceOf,
  type Payment,
  type PaymentCreate,
  type PaymentDetail,
  type PaymentListQuery,
  type PaymentRefund,
  type PaymentTransition,
} from '@hc/shared';
import type { Config } from '../../config';
import { AppError, conflictingField, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { regionScopeOf, signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { providerFor, type RequestHeaders } from './providers';
import {
  committedOfBooking,
  findBooking,
  findBookingForPayment,
  findPayment,
  findPaymentByProviderReference,
  insertNotification,
  insertPayment,
  insertPaymentEvent,
  isProviderReferenceTaken,
  listPaymentEvents,
  listPayments,
  listRefundsOf,
  paidOfBooking,
  refundedOf,
  settleNotification,
  updatePaymentStatus,
  type PaymentEventRow,
  type PaymentRecord,
} from './payments.repository';
import { createVersionMemo } from '../../lib/version-memo';

export function toPayment(row: PaymentRecord): Payment {
  return {
    id: row.id,
    reference: referenceOf('payment', row.id),
    booking: { id: row.bookingId, reference: referenceOf('booking', row.bookingId) },
    kind: row.kind,
    refundOf: row.refundOf,
    method: row.method,
    providerReference: row.providerReference,
    amountCfa: row.amountCfa,
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const toEvent = (row: PaymentEventRow): PaymentDetail['events'][number] => ({
  id: row.id,
  from: row.fromStatus,
  to: row.toStatus,
  note: row.note,
  who: row.userId === null ? null : { id: row.userId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() },
  provider: row.provider,
  at: row.at.toISOString(),
});

/** A unique index refused the entry: another payment took the provider's reference meanwhile. */
function referenceConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw referenceTaken();
  throw error;
}
const referenceTaken = () =>
  conflictingField(
    'providerReference',
    'provider_reference_taken',
    'Another payment already has this reference for this method',
  );

const describe = (row: PaymentRecord) =>
  `${referenceOf('payment', row.id)} (${Math.abs(row.amountCfa)} CFA, ${row.method}, booking ${referenceOf('booking', row.bookingId)})`;
/** What `describe` says, as the params of a system log event. */
const paymentParams = (row: PaymentRecord) => ({
  reference: referenceOf('payment', row.id),
  amount: Math.abs(row.amountCfa),
  method: row.method,
  booking: referenceOf('booking', row.bookingId),
});

export type NotificationOutcome = 'applied' | 'replayed' | 'already_final';

/**
 * The back-office Payments section (spec 02 "Payments") and the providers' notifications. Money moves
 * only by a member of staff's action or a provider's verified notification: nothing here marks a
 * payment paid on its own. Each change locks the payment's row, writes its history (payment_events)
 * and, once committed, the system log (source PAYMENT). A refund is a new negative entry; the refunds
 * of a payment never exceed it, so a booking's net paid total never goes below zero.
 */
export function createPaymentsService(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock, config } = deps;
  // Totals per filter set for one version of the entries and their bookings, checked on every list.
  const listTotals = createVersionMemo<number>();

  async function loadDetail(source: Db, id: number, scope: number | null): Promise<PaymentDetail> {
    const payment = await findPayment(source, id);
    if (!payment) throw notFound('Payment');
    const booking = await findBooking(source, payment.bookingId);
    if (!booking || (scope !== null && booking.regionId !== scope)) throw notFound('Payment');
    const events = await listPaymentEvents(source, id);
    const refunds = await listRefundsOf(source, id);
    const refunded = await refundedOf(source, id);
    const paidCfa = await paidOfBooking(source, booking.id);
    const isRefundable = payment.kind === 'payment' && payment.status === 'paid';
    return {
      ...toPayment(payment),
      note: payment.note,
      events: events.map(toEvent),
      refunds: refunds.map(toPayment),
      refundableCfa: isRefundable ? payment.amountCfa - refunded : 0,
      booking: {
        id: booking.id,
        reference: referenceOf('booking', booking.id),
        amountCfa: booking.amountCfa,
        paidCfa,
      },
    };
  }

  return {
    async list(context: RequestContext, query: PaymentListQuery) {
      const { rows, total, page } = await listPayments(db, query, regionScopeOf(context.session), listTotals);
      return { data: rows.map(toPayment), meta: { total, page, pageSize: ADMIN_PAGE_SIZE } };
    },

    get: (context: RequestContext, id: number) => loadDetail(db, id, regionScopeOf(context.session)),

    async create(context: RequestContext, input: PaymentCreate): Promise<Payment> {
      const userId = signedInSession(context).user.id;
      const scope = regionScopeOf(context.session);
      const now = clock();
      const created = await db
        .transaction(async (tx) => {
          const booking = await findBookingForPayment(tx, input.bookingId);
          if (!booking || (scope !== null && booking.regionId !== scope))
            throw invalidField('bookingId', 'invalid', 'No booking has this id');
          if (booking.status === 'cancelled')
            throw invalidField('bookingId', 'booking_cancelled', 'A cancelled booking cannot take a new payment');
          if (booking.status === 'no_show')
            throw invalidField('bookingId', 'booking_no_show', 'A booking the patient missed cannot take a payment');
          // Under the booking's row lock: a concurrent payment waits here, then sees this one.
          const owed = Math.max(0, booking.amountCfa - (await committedOfBooking(tx, booking.id)));
          if (input.amountCfa > owed)
            throw new AppError('validation_failed', 'A payment cannot exceed what the booking still owes', [
              fieldError('amountCfa', 'exceeds_balance', { maximum: owed }),
            ]);
          const providerReference = input.providerReference ?? null;
          if (providerReference !== null && (await isProviderReferenceTaken(tx, input.method, providerReference)))
            throw referenceTaken();
          const row = await insertPayment(tx, {
            bookingId: booking.id,
            kind: 'payment',
            method: input.method,
            providerReference,
            amountCfa: input.amountCfa,
            status: input.status,
            paidAt: input.status === 'paid' ? now : null,
            note: input.note ?? null,
            createdBy: userId,
            createdAt: now,
            updatedAt: now,
          });
          await insertPaymentEvent(tx, {
            paymentId: row.id,
            fromStatus: null,
            toStatus: row.status,
            note: row.note,
            userId,
            at: now,
          });
          return row;
        })
        .catch(referenceConflict);
      await logRequestEvent(deps, context, {
        level: created.status === 'paid' ? 'SUCCESS' : 'INFO',
        source: 'PAYMENT',
        message: `Payment ${describe(created)} recorded as ${created.status}`,
        event: { key: 'payment.recorded', params: { ...paymentParams(created), status: created.status } },
        details: { paymentId: created.id, bookingId: created.bookingId, action: 'created', status: created.status },
      });
      return toPayment(created);
    },

    /** Mark paid or failed, as the transition table allows (409 otherwise); the payment's row is locked. */
    async transition(
      context: RequestContext,
      id: number,
      to: 'paid' | 'failed',
      input: PaymentTransition,
    ): Promise<PaymentDetail> {
      const userId = signedInSession(context).user.id;
      const scope = regionScopeOf(context.session);
      const now = clock();
      const payment = await db.transaction(async (tx) => {
        const row = await findPayment(tx, id, true);
        if (!row) throw notFound('Payment');
        if (!isAllowedTransition(paymentTransitions, row.status, to))
          throw new AppError('conflict', `A ${row.status} ${row.kind} cannot be marked ${to}`);
        // Money staff say they took on a booking that no longer stands would count as income: the payment
        // is marked failed instead (a provider's notification still applies: that money really moved).
        if (to === 'paid' && row.kind === 'payment') {
          const booking = await findBookingForPayment(tx, row.bookingId);
          if (booking?.status === 'cancelled')
            throw invalidField('bookingId', 'booking_cancelled', 'A cancelled booking cannot take a payment');
          if (booking?.status === 'no_show')
            throw invalidField('bookingId', 'booking_no_show', 'A booking the patient missed cannot take a payment');
        }
        await updatePaymentStatus(tx, id, { status: to, paidAt: to === 'paid' ? now : null, updatedAt: now });
        await insertPaymentEvent(tx, {
          paymentId: id,
          fromStatus: row.status,
          toStatus: to,
          note: input.note ?? null,
          userId,
          at: now,
        });
        return row;
      });
      await logRequestEvent(deps, context, {
        level: to === 'paid' ? 'SUCCESS' : 'WARN',
        source: 'PAYMENT',
        message: `Payment ${describe(payment)} marked ${to} by staff${input.note ? `: ${input.note}` : ''}`,
        event: input.note
          ? {
              key: 'payment.markedByStaffWithNote',
              params: { ...paymentParams(payment), status: to, note: input.note },
            }
          : { key: 'payment.markedByStaff', params: { ...paymentParams(payment), status: to } },
        details: { paymentId: id, bookingId: payment.bookingId, action: `mark-${to}`, from: payment.status, to },
      });
      return loadDetail(db, id, scope);
    },

    /**
     * Returns part or all of a paid payment as a new, negative entry. Under the payment's row lock, so
     * two refunds at once cannot both take the last francs.
     */
    async refund(context: RequestContext, id: number, input: PaymentRefund): Promise<Payment> {
      const userId = signedInSession(context).user.id;
      const now = clock();
      const { refund, payment } = await db
        .transaction(async (tx) => {
          const row = await findPayment(tx, id, true);
          if (!row) throw notFound('Payment');
          if (row.kind !== 'payment' || row.status !== 'paid')
            throw invalidField('request', 'payment_not_refundable', 'Only a paid payment can be refunded');
          const left = row.amountCfa - (await refundedOf(tx, id));
          if (input.amountCfa > left)
            throw new AppError('validation_failed', 'A refund cannot exceed what is left of the payment', [
              fieldError('amountCfa', 'refund_exceeds_paid', { maximum: left }),
            ]);
          const method = input.method ?? row.method;
          const providerReference = input.providerReference ?? null;
          if (providerReference !== null && (await isProviderReferenceTaken(tx, method, providerReference)))
            throw referenceTaken();
          const created = await insertPayment(tx, {
            bookingId: row.bookingId,
            kind: 'refund',
            refundOf: row.id,
            method,
            providerReference,
            amountCfa: -input.amountCfa,
            status: 'paid',
            paidAt: now,
            note: input.note,
            createdBy: userId,
            createdAt: now,
            updatedAt: now,
          });
          await insertPaymentEvent(tx, {
            paymentId: created.id,
            fromStatus: null,
            toStatus: 'paid',
            note: input.note,
            userId,
            at: now,
          });
          return { refund: created, payment: row };
        })
        .catch(referenceConflict);
      await logRequestEvent(deps, context, {
        level: 'WARN',
        source: 'PAYMENT',
        message: `Refund ${describe(refund)} of payment ${referenceOf('payment', payment.id)}: ${input.note}`,
        event: {
          key: 'payment.refunded',
          params: { ...paymentParams(refund), payment: referenceOf('payment', payment.id), note: input.note },
        },
        details: { paymentId: refund.id, refundOf: payment.id, bookingId: refund.bookingId, action: 'refunded' },
      });
      return toPayment(refund);
    },

    /**
     * A provider's notification (`POST /api/payments/callback/{provider}`): 404 for a provider that is
     * unknown or has no secret configured; 401 when the signature over the raw body is missing or
     * wrong (nothing changes); 400 for a body that is not a notification. A verified notification is
     * stored once by (provider, event id): a replay changes nothing. It moves a pending payment to paid
     * or failed; one for a payment already final is recorded and changes nothing (a final payment never
     * moves again). A refused one is not stored, so its event id stays free for the genuine notification:
     * one naming no payment (404: the provider's retry can apply it once staff have recorded the payment)
     * or naming another amount than the payment's (409). The event id is stored in the transaction that
     * applies the notification, so a refusal rolls it back with everything else.
     */
    async receiveNotification(
      context: RequestContext,
      name: string,
      rawBody: Buffer,
      headers: RequestHeaders,
    ): Promise<NotificationOutcome> {
      const found = providerFor(name, config);
      if (!found) throw notFound('Payment provider');
      const { provider, secret } = found;
      if (!provider.verify(rawBody, headers, secret)) {
        await logRequestEvent(deps, context, {
          level: 'WARN',
          source: 'SECURITY',
          message: `A ${provider.name} payment notification with a missing or wrong signature was refused`,
          event: { key: 'payment.notificationSignatureRefused', params: { provider: provider.name } },
          details: { provider: provider.name, action: 'notification-refused' },
        });
        throw new AppError('unauthenticated', 'The notification’s signature is missing or wrong');
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        body = undefined;
      }
      const notification = provider.read(body);
      if (!notification) throw new AppError('validation_failed', 'The body is not a notification of this provider');
      const now = clock();
      /** The payment a notification contradicted (its amount), for the log once the transaction is rolled back. */
      let contradicted: PaymentRecord | null = null;
      const result = await db
        .transaction(async (tx) => {
          // A concurrent duplicate waits on the unique index until this transaction ends: a replay if it
          // commits, free to apply if it rolls back (a refusal below).
          const notificationId = await insertNotification(tx, {
            provider: provider.name,
            eventId: notification.eventId,
            receivedAt: now,
          });
          if (notificationId === null) return { outcome: 'replayed' as const, payment: null };
          const payment = await findPaymentByProviderReference(tx, provider.name, notification.providerReference);
          if (!payment) throw notFound('Payment');
          if (payment.status !== 'pending') {
            await settleNotification(tx, notificationId, { paymentId: payment.id, outcome: 'already_final' });
            return { outcome: 'already_final' as const, payment };
          }
          if (notification.amountCfa !== null && notification.amountCfa !== payment.amountCfa) {
            contradicted = payment;
            throw new AppError('conflict', 'The notification names another amount than the payment’s; not applied');
          }
          const to = notification.status;
          await updatePaymentStatus(tx, payment.id, { status: to, paidAt: to === 'paid' ? now : null, updatedAt: now });
          await insertPaymentEvent(tx, {
            paymentId: payment.id,
            fromStatus: payment.status,
            toStatus: to,
            note: `Notification ${notification.eventId}`,
            userId: null,
            provider: provider.name,
            at: now,
          });
          await settleNotification(tx, notificationId, { paymentId: payment.id, outcome: 'applied' });
          return { outcome: 'applied' as const, payment };
        })
        .catch(async (error: unknown) => {
          const refused: PaymentRecord | null = contradicted;
          if (error instanceof AppError && error.code === 'not_found')
            await logRequestEvent(deps, context, {
              level: 'WARN',
              source: 'PAYMENT',
              message: `A ${provider.name} notification names no recorded payment (${notification.providerReference}); not applied`,
              event: {
                key: 'payment.notificationUnknownPayment',
                params: { provider: provider.name, providerReference: notification.providerReference },
              },
              details: { provider: provider.name, eventId: notification.eventId, action: 'notification-unknown' },
            });
          else if (refused !== null)
            await logRequestEvent(deps, context, {
              level: 'WARN',
              source: 'PAYMENT',
              message: `${provider.name} notification ${notification.eventId} names ${notification.amountCfa} CFA, not the amount of payment ${describe(refused)}; not applied`,
              event: {
                key: 'payment.notificationAmountMismatch',
                params: {
                  ...paymentParams(refused),
                  provider: provider.name,
                  eventId: notification.eventId,
                  // Set whenever a payment was contradicted: it is the amount that differed.
                  notifiedAmount: notification.amountCfa ?? 0,
                },
              },
              details: {
                provider: provider.name,
                eventId: notification.eventId,
                paymentId: refused.id,
                action: 'notification-amount-mismatch',
              },
            });
          throw error;
        });
      const { outcome, payment } = result;
      const said = `${provider.name} notification ${notification.eventId} (${notification.status})`;
      const heard = { provider: provider.name, eventId: notification.eventId, notificationStatus: notification.status };
      await logRequestEvent(deps, context, {
        level: outcome === 'applied' ? (notification.status === 'paid' ? 'SUCCESS' : 'WARN') : 'INFO',
        source: 'PAYMENT',
        message:
          outcome === 'applied' && payment
            ? `Payment ${describe(payment)} marked ${notification.status} by ${said}`
            : outcome === 'already_final' && payment
              ? `${said} for payment ${referenceOf('payment', payment.id)}, already ${payment.status}: nothing changed`
              : `Replayed ${said} ignored`,
        event:
          outcome === 'applied' && payment
            ? { key: 'payment.notificationApplied', params: { ...heard, ...paymentParams(payment) } }
            : outcome === 'already_final' && payment
              ? {
                  key: 'payment.notificationAlreadyFinal',
                  params: { ...heard, reference: referenceOf('payment', payment.id), status: payment.status },
                }
              : { key: 'payment.notificationReplayed', params: heard },
        details: {
          provider: provider.name,
          eventId: notification.eventId,
          paymentId: payment?.id ?? null,
          outcome,
        },
      });
      return outcome;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
