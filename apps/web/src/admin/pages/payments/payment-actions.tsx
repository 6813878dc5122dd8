import { paymentRefundSchema, paymentTransitionSchema, type PaymentDetail } from '@hc/shared';
import { useEffect, useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import {
  bindFieldErrors,
  decodeFieldError,
  encodeFieldError,
  translateFieldError,
} from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { buttonTones, rowButtonClass } from '../../list-kit';
import { NoteField } from './note-field';
import { PAYMENTS_NAMESPACE, toAmount, useAmount } from './payment-ui';
import { useMarkPayment, useRefundPayment } from './api/payments-api';

export type PaymentAction = 'paid' | 'failed' | 'refund';

type PanelProps = {
  payment: PaymentDetail;
  onCancel: () => void;
  /** After the server accepted the change, with the notice to show. */
  onDone: (notice: string) => void;
};

/**
 * What a failure not about one of the form's fields says: a refused refund (`payment_not_refundable`)
 * in words, a 409 as "changed meanwhile" (the dialog then shows the payment as it now stands).
 */
function useFailureText() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { t: tc } = useTranslation();
  return (error: unknown) => {
    if (error instanceof ApiClientError && error.kind === 'server') {
      const field = error.fields?.find((item) => item.path === 'request');
      if (field) return translateFieldError(t, encodeFieldError(field.code, field.params)) ?? '';
      if (error.status === 409) return t('errors.conflict');
    }
    return t('errors.failed', { reason: describeError(error, tc) });
  };
}

function Panel({
  title,
  text,
  failure,
  isBusy,
  confirmLabel,
  busyLabel,
  tone,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  text?: string;
  failure: string | null;
  isBusy: boolean;
  confirmLabel: string;
  busyLabel: string;
  tone: 'approve' | 'danger' | 'brand';
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const titleId = useId();
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      aria-busy={isBusy || undefined}
      className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4"
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {title}
      </h3>
      {text ? <p className="text-sm text-slate-800">{text}</p> : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          disabled={isBusy}
          className={`${rowButtonClass} px-4 py-2 ${buttonTones.neutral}`}
        >
          {t('actions.back')}
        </button>
        <button
          type="submit"
          disabled={isBusy}
          aria-busy={isBusy || undefined}
          className={`${rowButtonClass} px-4 py-2 ${buttonTones[tone]}`}
        >
          {isBusy ? busyLabel : confirmLabel}
        </button>
      </div>
    </form>
  );
}

/** Mark paid or Mark failed, with an optional note: a pending payment only (the server says 409 otherwise). */
function MarkPanel({ payment, to, onCancel, onDone }: PanelProps & { to: 'paid' | 'failed' }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const mark = useMarkPayment();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(paymentTransitionSchema, { defaultValues: { note: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const { setFocus } = form;
  useEffect(() => setFocus('note'), [setFocus]);
  const words = { id: payment.reference, amount: useAmount()(payment.amountCfa) };

  const submit = form.handleSubmit((values) => {
    if (mark.isPending) return;
    setFailure(null);
    mark.mutate(
      { id: payment.id, to, input: values },
      {
        onSuccess: () => onDone(t(`notices.marked.${to}`, words)),
        onError: (error) => {
          if (applyServerErrors(form, error, { fields: ['note'] })) setFailure(failureText(error));
        },
      },
    );
  });

  return (
    <Panel
      title={t(`mark.${to}.title`, words)}
      text={t(`mark.${to}.text`, words)}
      failure={failure}
      isBusy={mark.isPending}
      confirmLabel={t(`mark.${to}.confirm`)}
      busyLabel={t('actions.saving')}
      tone={to === 'paid' ? 'approve' : 'danger'}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <NoteField label={t('mark.note')} error={errorOf('note')} registration={form.register('note')} />
    </Panel>
  );
}

/** Refund: an amount (at most what is left of the payment) and the reason, both required. */
function RefundPanel({ payment, onCancel, onDone }: PanelProps) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const refund = useRefundPayment();
  const amount = useAmount();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(paymentRefundSchema, { defaultValues: { note: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const { setFocus } = form;
  useEffect(() => setFocus('amountCfa'), [setFocus]);
  const amountToken = form.formState.errors.amountCfa?.message;
  // Words typed where a number of francs is expected, or too much: said in francs, as the reader writes them.
  const amountCode = amountToken ? decodeFieldError(amountToken) : null;
  const amountError =
    amountCode && ['invalid_type', 'not_integer'].includes(amountCode.code)
      ? t('form.amountInvalid')
      : amountCode?.code === 'refund_exceeds_paid'
        ? t('refund.exceeds', { maximum: amount(amountCode.params.maximum ?? 0) })
        : errorOf('amountCfa');

  const submit = form.handleSubmit((values) => {
    if (refund.isPending) return;
    setFailure(null);
    refund.mutate(
      { id: payment.id, input: values },
      {
        onSuccess: (created) =>
          onDone(
            t('notices.refunded', { id: created.reference, amount: amount(-created.amountCfa), of: payment.reference }),
          ),
        onError: (error) => {
          if (applyServerErrors(form, error, { fields: ['amountCfa', 'note'] })) setFailure(failureText(error));
        },
      },
    );
  });

  return (
    <Panel
      title={t('refund.title', { id: payment.reference })}
      failure={failure}
      isBusy={refund.isPending}
      confirmLabel={t('refund.confirm')}
      busyLabel={t('actions.saving')}
      tone="danger"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label={t('refund.amount')}
        inputMode="numeric"
        autoComplete="off"
        required
        hint={t('refund.amountHint', { maximum: amount(payment.refundableCfa) })}
        error={amountError}
        {...form.register('amountCfa', { setValueAs: toAmount })}
      />
      <NoteField
        label={t('refund.note')}
        hint={t('refund.noteHint')}
        isRequired
        error={errorOf('note')}
        registration={form.register('note')}
      />
    </Panel>
  );
}

/** The form of the action chosen in Payment Details. Mounted while open: each opening starts afresh. */
export function PaymentActionPanel({ action, ...props }: PanelProps & { action: PaymentAction }) {
  return action === 'refund' ? <RefundPanel {...props} /> : <MarkPanel {...props} to={action} />;
}
