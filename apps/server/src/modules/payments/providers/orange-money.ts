import type { PaymentProviderModule } from './payment-provider';
import { readAmount, readText, verifyHmacHeader } from './payment-provider';

const statuses = { SUCCESS: 'paid', FAILED: 'failed' } as const;

/**
 * Orange Money. Its notification names the transaction and carries its own token:
 * `{ "notif_token": "…", "txnid": "MP…", "status": "SUCCESS" | "FAILED", "amount": 12500 }`, signed in
 * `x-signature: sha256=<hex HMAC-SHA256 of the raw body>`. The transaction id is what staff record as
 * the payment's provider reference; the token is the notification's id.
 */
export const orangeMoneyProvider: PaymentProviderModule = {
  name: 'orange_money',
  verify: (rawBody, headers, secret) => verifyHmacHeader(rawBody, headers['x-signature'], secret),
  read(body) {
    if (!body || typeof body !== 'object') return null;
    const fields = body as Record<string, unknown>;
    const eventId = readText(fields.notif_token, 200);
    const providerReference = readText(fields.txnid);
    const status = typeof fields.status === 'string' ? statuses[fields.status as keyof typeof statuses] : undefined;
    if (!eventId || !providerReference || !status) return null;
    return {
      eventId,
      providerReference,
      status,
      amountCfa: fields.amount === undefined ? null : readAmount(fields.amount),
    };
  },
};
