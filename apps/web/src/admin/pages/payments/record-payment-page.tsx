import {
  idOfReference,
  needsProviderReference,
  paymentCreateSchema,
  paymentMethods,
  type PaymentCreateInput,
} from '@hc/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../../../lib/describe-error';
import { useSession } from '../../../lib/api/session';
import { bindFieldErrors, decodeFieldError } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { emptyToUndefined, useZodForm } from '../../../lib/forms/use-zod-form';
import { FormPage } from '../../list-kit';
import { NoteField } from './note-field';
import {
  PAYMENTS_NAMESPACE,
  paymentsPath,
  paymentViewPath,
  toAmount,
  useAmount,
  useCanWritePayments,
} from './payment-ui';
import { useRecordPayment } from './api/payments-api';

/** A typed booking id: its reference (`BKG042`) or its number; NaN (refused) for anything else. */
const toBookingId = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return idOfReference('booking', value) ?? Number.NaN;
};

/** Codes that mean "this is not a booking we can pay": said in one sentence. */
const notABooking = new Set(['invalid', 'invalid_type', 'not_integer', 'too_small', 'too_large']);

function RecordPaymentForm({ bookingId }: { bookingId: number | undefined }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const record = useRecordPayment();
  const amount = useAmount();
  const [failure, setFailure] = useState<unknown>(null);
  const defaultValues = {
    bookingId,
    providerReference: '',
    status: 'pending',
    note: '',
  } as unknown as PaymentCreateInput;
  const form = useZodForm(paymentCreateSchema, { defaultValues });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const method = form.watch('method');
  const isCash = method === 'cash';
  const { getValues, setValue } = form;

  // Paid at once is for cash taken at the desk: another method goes back to pending.
  useEffect(() => {
    if (!isCash && getValues('status') === 'paid') setValue('status', 'pending');
  }, [isCash, getValues, setValue]);

  const bookingToken = form.formState.errors.bookingId?.message;
  const bookingError =
    bookingToken && notABooking.has(decodeFieldError(bookingToken).code)
      ? t('form.bookingInvalid')
      : errorOf('bookingId');
  const amountToken = form.formState.errors.amountCfa?.message;
  // Words typed where a number of francs is expected, or more than the booking owes: said in francs.
  const amountCode = amountToken ? decodeFieldError(amountToken) : null;
  const owed = amountCode?.params.maximum ?? 0;
  const amountError =
    amountCode && ['invalid_type', 'not_integer'].includes(amountCode.code)
      ? t('form.amountInvalid')
      : amountCode?.code === 'exceeds_balance'
        ? owed > 0
          ? t('form.exceedsBalance', { maximum: amount(owed) })
          : t('form.nothingOwed')
        : errorOf('amountCfa');

  const save = form.handleSubmit(
    (values) => {
      if (record.isPending) return;
      setFailure(null);
      record.mutate(values, {
        onSuccess: (payment) =>
          void navigate(paymentViewPath(payment.id), {
            state: { notice: t('notices.recorded', { id: payment.reference }) },
          }),
        onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
      });
    },
    () => setFailure(null),
  );

  return (
    <FormPage
      title={t('form.title')}
      back={{ to: paymentsPath, label: t('form.back') }}
      description={t('form.description')}
      onSubmit={save}
      submitLabel={t('form.submit')}
      submittingLabel={t('actions.saving')}
      isSubmitting={record.isPending}
      error={failure === null ? null : t('errors.failed', { reason: describeError(failure, tc) })}
    >
      <TextField
        label={t('form.bookingId')}
        hint={t('form.bookingIdHint')}
        required
        autoComplete="off"
        error={bookingError}
        {...form.register('bookingId', { setValueAs: toBookingId })}
      />
      <SelectField
        label={t('form.method')}
        placeholder={t('form.chooseMethod')}
        required
        options={paymentMethods.map((value) => ({ value, label: t(`methods.${value}`) }))}
        error={errorOf('method')}
        {...form.register('method', { setValueAs: emptyToUndefined })}
      />
      <TextField
        label={t('form.providerReference')}
        hint={t(
          method && !needsProviderReference(method) ? 'form.providerReferenceOptional' : 'form.providerReferenceHint',
        )}
        autoComplete="off"
        required={method ? needsProviderReference(method) : undefined}
        error={errorOf('providerReference')}
        {...form.register('providerReference')}
      />
      <TextField
        label={t('form.amount')}
        hint={t('form.amountHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={amountError}
        {...form.register('amountCfa', { setValueAs: toAmount })}
      />
      <SelectField
        label={t('form.status')}
        hint={t('form.statusHint')}
        options={[
          { value: 'pending', label: t('statuses.pending') },
          { value: 'paid', label: t('form.paidCash'), disabled: !isCash },
        ]}
        error={errorOf('status')}
        {...form.register('status')}
      />
      <NoteField
        className="md:col-span-2"
        label={t('form.note')}
        error={errorOf('note')}
        registration={form.register('note')}
      />
    </FormPage>
  );
}

/**
 * Record Payment (`/admin-dashboard/payments/new?booking=<id>`): a payment against a booking, by
 * MTN Mobile Money, Orange Money, cash, card or bank transfer. It is pending until staff confirm it
 * or the provider's signed notification arrives; cash taken at the desk may be recorded as paid.
 * Saved, the list opens with the new payment's details.
 */
export function RecordPaymentPage() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const canWrite = useCanWritePayments();
  const { isPending } = useSession();
  const [params] = useSearchParams();
  const bookingId = idOfReference('booking', params.get('booking') ?? '') ?? undefined;
  if (isPending) return null;
  if (!canWrite) return <FormAlert tone="error">{t('errors.readOnly')}</FormAlert>;
  return <RecordPaymentForm bookingId={bookingId} />;
}
