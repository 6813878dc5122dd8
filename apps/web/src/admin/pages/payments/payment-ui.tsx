import type { PaymentKind, PaymentStatus } from '@hc/shared';
import { hasPermission } from '@hc/shared/permissions';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/api/session';
import { useAdminFormat } from '../../format';
import { Badge } from '../badge';

// Parts the Payments list, its details dialog and the Record Payment form share.

export const PAYMENTS_NAMESPACE = 'payments';
export const paymentsPath = '/admin-dashboard/payments';
/** The list with a payment's details open: other pages may link here. */
export const paymentViewPath = (id: number) => `${paymentsPath}?view=${id}`;
export const bookingPath = (id: number) => `/admin-dashboard/bookings/${id}`;

/** Spec 02 §4: paid green, pending yellow, failed red. */
const statusTone = { paid: 'green', pending: 'yellow', failed: 'red' } as const;

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  return <Badge tone={statusTone[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** An amount in francs CFA as the reader's language writes it: "12,500 CFA", "12 500 CFA", "-2,500 CFA". */
export function useAmount() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const format = useAdminFormat();
  return (amountCfa: number) => t('amount', { amount: format.number(amountCfa) });
}

/** An amount, with the 'Refund' label when the entry returns money. */
export function AmountText({ amountCfa, kind }: { amountCfa: number; kind: PaymentKind }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const amount = useAmount();
  return (
    <span className="inline-flex flex-wrap items-center gap-2 whitespace-nowrap">
      <span className={kind === 'refund' ? 'font-semibold text-red-800' : 'font-semibold text-slate-900'}>
        {amount(amountCfa)}
      </span>
      {kind === 'refund' ? <Badge tone="grey">{t('kinds.refund')}</Badge> : null}
    </span>
  );
}

/** Dates and times in Cameroon's time (the back-office format helper's). */
export const useDoualaDateTime = () => useAdminFormat().dateTime;

/** Whether the signed-in account may record, mark and refund payments (support reads only). */
export function useCanWritePayments(): boolean {
  const { user } = useSession();
  return !!user && hasPermission(user.role, 'payments:write');
}

/**
 * A typed amount of francs: digits, maybe grouped by thousands as a reader writes them ("12,500",
 * "12 500"); absent when empty, NaN (refused by the schema) for anything else, decimals included.
 */
export function toAmount(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?(\d+|\d{1,3}([,.\s\u00a0\u202f]\d{3})+)$/.test(text)
    ? Number(text.replace(/\D/g, '')) * (text.startsWith('-') ? -1 : 1)
    : Number.NaN;
}
