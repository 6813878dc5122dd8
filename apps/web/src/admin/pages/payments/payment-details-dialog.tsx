import { referenceOf, type PaymentDetail, type PaymentEvent } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { describeError } from '../../../lib/describe-error';
import { buttonTones, rowButtonClass } from '../../list-kit';
import { PaymentActionPanel, type PaymentAction } from './payment-actions';
import {
  AmountText,
  bookingPath,
  PAYMENTS_NAMESPACE,
  PaymentStatusBadge,
  useAmount,
  useCanWritePayments,
  useDoualaDateTime,
} from './payment-ui';
import { paymentQueryOptions } from './api/payments-api';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(8rem,40%)_1fr] gap-2 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The history, oldest first: each status with who (or which provider) set it, when, and the note. */
function Timeline({ events }: { events: PaymentEvent[] }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const dateTime = useDoualaDateTime();
  const by = (event: PaymentEvent) =>
    event.who
      ? t('details.byStaff', { name: event.who.name })
      : event.provider
        ? t('details.byProvider', { provider: t(`methods.${event.provider}`, { defaultValue: event.provider }) })
        : t('details.bySystem');
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand" />
          <p className="font-semibold text-slate-900">
            {event.from
              ? t('details.moved', { from: t(`statuses.${event.from}`), to: t(`statuses.${event.to}`) })
              : t('details.recorded', { status: t(`statuses.${event.to}`) })}
          </p>
          <p className="text-sm text-slate-700">
            {by(event)} · <time dateTime={event.at}>{dateTime(event.at)}</time>
          </p>
          {event.note ? <p className="mt-1 text-sm text-slate-800">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

function Details({ payment, onView }: { payment: PaymentDetail; onView: (id: number) => void }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const dateTime = useDoualaDateTime();
  const amount = useAmount();
  const none = t('details.none');
  const viewButton = (id: number, reference: string) => (
    <button
      type="button"
      onClick={() => onView(id)}
      className="font-mono font-semibold text-brand underline"
      aria-label={t('row.viewLabel', { id: reference })}
    >
      {reference}
    </button>
  );
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl>
        <Row label={t('details.paymentId')}>
          <span className="font-mono">{payment.reference}</span>
        </Row>
        <Row label={t('details.kind')}>
          {payment.kind === 'refund' && payment.refundOf !== null ? (
            <>
              {t('details.refundOf')} {viewButton(payment.refundOf, referenceOf('payment', payment.refundOf))}
            </>
          ) : (
            t(`kinds.${payment.kind}`)
          )}
        </Row>
        <Row label={t('details.bookingId')}>
          <Link to={bookingPath(payment.booking.id)} className="font-mono font-semibold text-brand underline">
            {payment.booking.reference}
          </Link>
        </Row>
        <Row label={t('details.method')}>{t(`methods.${payment.method}`)}</Row>
        <Row label={t('details.providerReference')}>
          {payment.providerReference ? <span className="font-mono">{payment.providerReference}</span> : none}
        </Row>
        <Row label={t('details.amount')}>
          <AmountText amountCfa={payment.amountCfa} kind={payment.kind} />
        </Row>
        <Row label={t('details.status')}>
          <PaymentStatusBadge status={payment.status} />
        </Row>
        <Row label={t('details.createdAt')}>
          <time dateTime={payment.createdAt}>{dateTime(payment.createdAt)}</time>
        </Row>
        <Row label={t('details.paidAt')}>
          {payment.paidAt ? <time dateTime={payment.paidAt}>{dateTime(payment.paidAt)}</time> : none}
        </Row>
        <Row label={t('details.note')}>{payment.note ?? none}</Row>
        <Row label={t('details.bookingCost')}>{amount(payment.booking.amountCfa)}</Row>
        <Row label={t('details.bookingPaid')}>{amount(payment.booking.paidCfa)}</Row>
      </dl>
      {payment.refunds.length > 0 ? (
        <section aria-label={t('details.refunds')}>
          <h3 className="mb-2 font-semibold text-slate-900">{t('details.refunds')}</h3>
          <ul className="flex flex-col gap-1">
            {payment.refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap items-center gap-3">
                {viewButton(refund.id, refund.reference)}
                <AmountText amountCfa={refund.amountCfa} kind={refund.kind} />
                <time dateTime={refund.createdAt} className="text-slate-700">
                  {dateTime(refund.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label={t('details.history')}>
        <h3 className="mb-2 font-semibold text-slate-900">{t('details.history')}</h3>
        <Timeline events={payment.events} />
      </section>
    </div>
  );
}

/** The actions the payment's state allows: Mark paid and Mark failed while pending; Refund while some is left. */
function allowedActions(payment: PaymentDetail): PaymentAction[] {
  if (payment.kind !== 'payment') return [];
  if (payment.status === 'pending') return ['paid', 'failed'];
  return payment.status === 'paid' && payment.refundableCfa > 0 ? ['refund'] : [];
}

/**
 * 'Payment Details' (spec 02 "Payments"): the entry, its booking's cost and net paid, its refunds
 * and its history as a timeline; for an account that may write payments, the actions its state
 * allows, each in a small form inside the dialog. `onView` opens another entry (a refund, the payment
 * a refund returns).
 */
export function PaymentDetailsDialog({
  id,
  onClose,
  onView,
}: {
  id: number | null;
  onClose: () => void;
  onView: (id: number) => void;
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { t: tc } = useTranslation();
  const payment = useQuery({ ...paymentQueryOptions(id ?? 0), enabled: id !== null });
  const canWrite = useCanWritePayments();
  const [action, setAction] = useState<PaymentAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Another payment shown: start afresh (no action open, no notice of the previous one).
  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    setShownId(id);
    setAction(null);
    setDone(null);
  }
  const actions = payment.data && canWrite ? allowedActions(payment.data) : [];
  const open = (next: PaymentAction) => {
    setDone(null);
    setAction(next);
  };
  const actionLabels = { paid: t('actions.markPaid'), failed: t('actions.markFailed'), refund: t('actions.refund') };
  const actionTones = { paid: 'approve', failed: 'danger', refund: 'neutral' } as const;

  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      title={t('details.title')}
      closeLabel={t('details.close')}
      widthClassName="w-[min(94vw,40rem)]"
      footer={
        action === null && actions.length > 0 ? (
          <div className="flex flex-wrap justify-end gap-2">
            {actions.map((name) => (
              <button
                key={name}
                type="button"
                onClick={() => open(name)}
                className={`${rowButtonClass} px-4 py-2 ${buttonTones[actionTones[name]]}`}
              >
                {actionLabels[name]}
              </button>
            ))}
          </div>
        ) : null
      }
    >
      {payment.isPending ? (
        <p role="status" className="text-slate-700">
          {t('details.loading')}
        </p>
      ) : payment.isError ? (
        <FormAlert>{t('details.failed', { reason: describeError(payment.error, tc) })}</FormAlert>
      ) : (
        <div className="flex flex-col gap-4">
          {done ? <FormAlert tone="success">{done}</FormAlert> : null}
          {action ? (
            <PaymentActionPanel
              key={action}
              payment={payment.data}
              action={action}
              onCancel={() => setAction(null)}
              onDone={(text) => {
                setAction(null);
                setDone(text);
              }}
            />
          ) : null}
          <Details payment={payment.data} onView={onView} />
        </div>
      )}
    </Dialog>
  );
}
