import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStorableText, type PaymentProvider } from '@hc/shared';

/** What a verified notification says: which payment (by the provider's reference) ended how. */
export type PaymentNotification = {
  /** The provider's id of this notification: each is applied once. */
  eventId: string;
  /** The reference staff recorded with the payment (unique per method). */
  providerReference: string;
  status: 'paid' | 'failed';
  /** The amount the provider says moved, when it says one (whole francs CFA). */
  amountCfa: number | null;
};

/** The headers of a request, as Fastify gives them. */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/**
 * A payment provider that notifies the server of payments (issue 12). The providers cannot be reached
 * from here: only their notifications come in, and only a verified one changes anything.
 */
export type PaymentProviderModule = {
  /** The provider's name in the callback's path, which is also the payment method it settles. */
  name: PaymentProvider;
  /** Whether the raw body was signed with the secret (constant time). */
  verify(rawBody: Buffer, headers: RequestHeaders, secret: string): boolean;
  /** The notification a verified body carries, or null when it is not one this server understands. */
  read(body: unknown): PaymentNotification | null;
};

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/**
 * Checks a `sha256=<hex>` header holding the HMAC-SHA256 of the raw body with the secret, in constant
 * time; a missing, repeated or malformed header fails.
 */
export function verifyHmacHeader(rawBody: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const match = SIGNATURE.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The `sha256=<hex>` signature of a body with a secret (what a provider sends; used by tests). */
export const signBody = (rawBody: string | Buffer, secret: string): string =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** A whole, positive number of francs from a number or a numeric string ("12500"); null otherwise. */
export function readAmount(value: unknown): number | null {
  const amount = typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/**
 * A non-empty string of at most `max` characters, trimmed, that PostgreSQL can store; null otherwise. The
 * callback's body is raw bytes, which the API's check of text (plugins/storable-text.ts) does not see: a
 * NUL in a signed reference reached the notification's insert and failed it, a 500.
 */
export function readText(value: unknown, max = 100): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text !== '' && text.length <= max && isStorableText(text) ? text : null;
}
