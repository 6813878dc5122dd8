import type { BookingDetail, ClaimStatus, PaymentStatus } from '@hc/shared';
import { hasPermission } from '@hc/shared/permissions';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/api/session';
import { actionButtonClass } from '../../list-kit';
import { Badge } from '../badge';
import { BOOKINGS_NAMESPACE, claimViewPath, paymentViewPath, recordPaymentPath, useBookingFormat } from './booking-ui';

// The parts of Booking Details below the booking itself: its history, payments and claims.

const linkClass = 'font-mono font-semibold text-brand underline-offset-2 hover:underline';

function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The history as a timeline, oldest first: each status with who set it, when and why. */
export function BookingHistory({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const format = useBookingFormat();
  return (
    <Panel title={t('history.title')}>
      {booking.history.length === 0 ? (
        <p className="text-slate-700">{t('history.empty')}</p>
      ) : (
        <ol className="relative ml-2 flex flex-col gap-4 border-l-2 border-slate-200 pl-5">
          {booking.history.map((step) => (
            <li key={step.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[1.72rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand"
              />
              <p className="font-semibold text-slate-900">
                {step.from === null
                  ? t('history.recorded', { to: t(`statuses.${step.to}`) })
                  : t('history.moved', { from: t(`statuses.${step.from}`), to: t(`statuses.${step.to}`) })}
              </p>
              <p className="text-sm text-slate-700">
                <time dateTime={step.at}>{format.dateTime(step.at)}</time>
                {' · '}
                {step.who ? step.who.name : t('history.system')}
              </p>
              {step.reason ? (
                <p className="mt-1 text-slate-800">
                  <span className="font-semibold">{t('history.reason')}</span> {step.reason}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

const paymentTone = { paid: 'green', pending: 'yellow', failed: 'red' } as const satisfies Record<
  PaymentStatus,
  string
>;

/** The booking's payments and refunds, each linked to its record, and 'Record payment'. */
export function BookingPayments({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const format = useBookingFormat();
  const { user } = useSession();
  const canRecord = !!user && hasPermission(user.role, 'payments:write') && booking.status !== 'cancelled';
  return (
    <Panel
      title={t('payments.title')}
      actions={
        canRecord ? (
          <Link to={recordPaymentPath(booking.id)} className={actionButtonClass}>
            {t('payments.record')}
          </Link>
        ) : null
      }
    >
      <p className="mb-3 text-slate-800">
        {t('payments.summary', { paid: format.cfa(booking.paidCfa), amount: format.cfa(booking.amountCfa) })}
      </p>
      {booking.payments.length === 0 ? (
        <p className="text-slate-700">{t('payments.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t('payments.title')}</caption>
            <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
              <tr>
                <th className="px-3 py-2">{t('payments.columns.id')}</th>
                <th className="px-3 py-2">{t('payments.columns.method')}</th>
                <th className="px-3 py-2">{t('payments.columns.date')}</th>
                <th className="px-3 py-2">{t('payments.columns.status')}</th>
                <th className="px-3 py-2 text-right">{t('payments.columns.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {booking.payments.map((payment) => (
                <tr key={payment.id} className="border-t border-slate-200">
                  <td className="px-3 py-2">
                    <Link
                      to={paymentViewPath(payment.id)}
                      className={linkClass}
                      aria-label={t('payments.viewLabel', { id: payment.reference })}
                    >
                      {payment.reference}
                    </Link>
                    {payment.kind === 'refund' ? (
                      <span className="ml-2 text-xs text-slate-600">{t('payments.refund')}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">{t(`payments.methods.${payment.method}`)}</td>
                  <td className="px-3 py-2">
                    <time dateTime={payment.createdAt}>{format.dateTime(payment.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2">
                    <Badge tone={paymentTone[payment.status]}>{t(`payments.statuses.${payment.status}`)}</Badge>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {format.cfa(payment.amountCfa)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

const claimTone = { open: 'blue', in_progress: 'yellow', resolved: 'green', rejected: 'red' } as const satisfies Record<
  ClaimStatus,
  string
>;

/** The claims filed about the booking, each linked to its record. */
export function BookingClaims({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  return (
    <Panel title={t('claims.title')}>
      {booking.claims.length === 0 ? (
        <p className="text-slate-700">{t('claims.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {booking.claims.map((claim) => (
            <li key={claim.id} className="flex flex-wrap items-center gap-3">
              <Link
                to={claimViewPath(claim.id)}
                className={linkClass}
                aria-label={t('claims.viewLabel', { id: claim.reference })}
              >
                {claim.reference}
              </Link>
              <Badge tone={claimTone[claim.status]}>{t(`claims.statuses.${claim.status}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
