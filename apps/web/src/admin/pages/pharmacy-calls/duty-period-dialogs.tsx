import { dutyCancelSchema, dutySwapSchema, type PharmacyCall } from '@hc/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { bindFieldErrors, decodeFieldError, encodeFieldError } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useCancelDutyPeriod, useSwapDutyPeriod } from './api/pharmacy-calls-api';
import { DialogFooter, ReasonDialog, ReasonField } from '../../list-kit';
import { isChangeable, PHARMACY_CALLS_NAMESPACE, useDoualaFormat, usePharmacyCallErrorText } from './pharmacy-call-ui';
import { PharmacyPicker, type ChosenPharmacy } from './pharmacy-picker';

// Swap a duty period to another pharmacy, or cancel it (the pharmacy is closed), each with a reason:
// the duty-groups API (`POST /api/admin/duty-groups/periods/{id}/swap|cancel`) over the shared schemas.

const REASON_MAX = dutyCancelSchema.shape.reason.maxLength ?? 500;
const DIALOG_WIDTH = 'w-[min(92vw,36rem)]';

/** A period can be swapped or cancelled while it is not cancelled and not over. */
export const canSwapOrCancel = (period: Pick<PharmacyCall, 'status' | 'cancelledAt'>) =>
  isChangeable(period) && period.cancelledAt === null;

export type DutyPeriodAction = { kind: 'swap' | 'cancel'; period: PharmacyCall };

type ActionDialogProps = {
  period: PharmacyCall;
  onClose: () => void;
  /** After the server has accepted the change, with the notice to show. */
  onDone: (notice: string) => void;
};

/** The period in words: '#7, Pharmacie du Carrefour, 25 Nov 2026, 22:00 to 26 Nov 2026, 07:30'. */
function usePeriodWords(period: PharmacyCall) {
  const format = useDoualaFormat();
  return {
    id: period.id,
    name: period.facilityName,
    from: format.dateTime(period.startsAt),
    to: format.dateTime(period.endsAt),
  };
}

/**
 * Cancels the period with a required reason: the pharmacy is closed, the period is kept (marked
 * cancelled, with the reason) and leaves the public pages. Mounted while open: each opening starts afresh.
 */
export function CancelDutyPeriodDialog({ period, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation(PHARMACY_CALLS_NAMESPACE);
  const cancel = useCancelDutyPeriod();
  const errorText = usePharmacyCallErrorText();
  const words = usePeriodWords(period);
  return (
    <ReasonDialog
      title={t('periodActions.cancel.title')}
      closeLabel={t('details.close')}
      widthClassName={DIALOG_WIDTH}
      message={t('periodActions.cancel.text', words)}
      schema={dutyCancelSchema}
      label={t('periodActions.reason')}
      hint={t('periodActions.cancel.reasonHint', { max: REASON_MAX })}
      maxLength={REASON_MAX}
      cancelLabel={t('periodActions.keep')}
      confirmLabel={t('periodActions.cancel.confirm')}
      busyLabel={t('periodActions.cancel.busy')}
      onConfirm={async (reason) => {
        await cancel.mutateAsync({ periodId: period.id, reason });
        onDone(t('periodActions.cancel.done', words));
      }}
      describeFailure={errorText}
      onClose={onClose}
    />
  );
}

/**
 * Gives the period to another public pharmacy, with a required reason. The server refuses a pharmacy
 * that is not public (400 `not_public_pharmacy`) or already on duty at that time (409 `duty_overlap`,
 * naming the other period): both are shown on the pharmacy field.
 */
export function SwapDutyPeriodDialog({ period, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation(PHARMACY_CALLS_NAMESPACE);
  const formId = useId();
  const swap = useSwapDutyPeriod();
  const errorText = usePharmacyCallErrorText();
  const words = usePeriodWords(period);
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChosenPharmacy | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(dutySwapSchema, { defaultValues: { reason: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const facilityToken = form.formState.errors.facilityId?.message;
  // 'invalid' on the pharmacy is the server's (and this form's) word for "the same pharmacy".
  const facilityError =
    facilityToken && decodeFieldError(facilityToken).code === 'invalid'
      ? t('periodActions.swap.samePharmacy')
      : errorOf('facilityId');

  // The pharmacy search takes the focus (after the dialog's own opening).
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  const close = () => {
    if (!swap.isPending) onClose();
  };

  const choose = (pharmacy: ChosenPharmacy | null) => {
    setChosen(pharmacy);
    form.setValue('facilityId', pharmacy?.id as number, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit((values) => {
    if (swap.isPending) return;
    setFailure(null);
    if (values.facilityId === period.facilityId) {
      form.setError('facilityId', { type: 'same', message: encodeFieldError('invalid') });
      return;
    }
    const newName = chosen?.name ?? `#${values.facilityId}`;
    swap.mutate(
      { periodId: period.id, facilityId: values.facilityId, reason: values.reason },
      {
        onSuccess: () => onDone(t('periodActions.swap.done', { ...words, newName })),
        onError: (error) => {
          if (applyServerErrors(form, error, { fields: ['facilityId', 'reason'] })) setFailure(errorText(error));
        },
      },
    );
  });

  return (
    <Dialog
      open
      onClose={close}
      title={t('periodActions.swap.title')}
      closeLabel={t('details.close')}
      headerClassName="bg-white text-slate-900 border-b border-slate-200"
      widthClassName={DIALOG_WIDTH}
      footer={
        <DialogFooter
          form={formId}
          cancelLabel={t('periodActions.keep')}
          confirmLabel={t('periodActions.swap.confirm')}
          busyLabel={t('periodActions.swap.busy')}
          isBusy={swap.isPending}
          tone="default"
          onCancel={close}
        />
      }
    >
      <form ref={formRef} id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-slate-800">{t('periodActions.swap.text', words)}</p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <PharmacyPicker chosen={chosen} onChoose={choose} error={facilityError} />
        <ReasonField
          label={t('periodActions.reason')}
          hint={t('periodActions.swap.reasonHint', { max: REASON_MAX })}
          error={errorOf('reason')}
          maxLength={REASON_MAX}
          registration={form.register('reason')}
        />
      </form>
    </Dialog>
  );
}

/** The swap or cancel dialog of the period chosen, if any. */
export function DutyPeriodActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: DutyPeriodAction | null;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  if (!action) return null;
  const Component = action.kind === 'swap' ? SwapDutyPeriodDialog : CancelDutyPeriodDialog;
  return (
    <Component key={`${action.kind}-${action.period.id}`} period={action.period} onClose={onClose} onDone={onDone} />
  );
}
