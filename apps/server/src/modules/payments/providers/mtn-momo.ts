import type { PaymentProviderModule } from './payment-provider';
import { readAmount, readText, verifyHmacHeader } from './payment-provider';

const statuses = { SUCCESSFUL: 'paid', FAILED: 'failed' } as const;

/**
 * MTN Mobile Money. Its callback reports the outcome of a collection request:
 * `{ "referenceId": "…", "status": "SUCCESSFUL" | "FAILED", "amount": "12500", "currency": "XAF", … }`,
 * signed in `x-signature: sha256=<hex HMAC-SHA256 of the raw body>`. The request's reference is what
 * staff record as the payment's provider reference; the provider reports each request's outcome once,
 * so the reference and the status make the notification's id.
 */
export const mtnMomoProvider: PaymentProviderModule = {
  name: 'mtn_momo',
  verify: (rawBody, headers, secret) => verifyHmacHeader(rawBody, headers['x-signature'], secret),
  read(body) {
    if (!body || typeof body !== 'object') return null;
    const fields = body as Record<string, unknown>;
    const providerReference = readText(fields.referenceId);
    const status = typeof fields.status === 'string' ? statuses[fields.status as keyof typeof statuses] : undefined;
    if (!providerReference || !status) return null;
    if (fields.currency !== undefined && fields.currency !== 'XAF') return null;
    return {
      eventId: `${providerReference}:${fields.status as string}`,
      providerReference,
      status,
      amountCfa: fields.amount === undefined ? null : readAmount(fields.amount),
    };
  },
};
