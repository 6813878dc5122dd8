import { CORRECTION_REASON_MAX, correctionRejectSchema } from '@hc/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useRejectCorrection } from './api/corrections-api';
import { DialogFooter } from '../../list-kit';

type RejectDialogProps = {
  correctionId: number;
  facilityName: string;
  onClose: () => void;
  onRejected: () => void;
};

/** Asks the reason of a rejection (kept with the correction), then rejects it. */
export function RejectDialog({ correctionId, facilityName, onClose, onRejected }: RejectDialogProps) {
  const { t } = useTranslation('corrections');
  const { t: tc } = useTranslation();
  const reject = useRejectCorrection();
  const form = useZodForm(correctionRejectSchema, { defaultValues: { reason: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const id = useId();
  const formId = `${id}-form`;
  const error = errorOf('reason');

  const submit = form.handleSubmit((values) => {
    reject.mutate(
      { id: correctionId, reason: values.reason },
      {
        onSuccess: () => {
          onRejected();
          onClose();
        },
        onError: (failure) => applyServerErrors(form, failure),
      },
    );
  });
  const failure = reject.isError && !form.formState.errors.reason ? describeError(reject.error, tc) : null;

  return (
    <Dialog
      open
      onClose={() => (reject.isPending ? undefined : onClose())}
      title={t('queue.rejectTitle')}
      headerClassName="bg-white text-slate-900 border-b border-slate-200"
      footer={
        <DialogFooter
          form={formId}
          cancelLabel={t('queue.cancel')}
          confirmLabel={t('queue.reject')}
          busyLabel={t('queue.rejecting')}
          isBusy={reject.isPending}
          tone="danger"
          onCancel={onClose}
        />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <p className="font-medium text-slate-900">{facilityName}</p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <label htmlFor={`${id}-reason`} className={fieldLabelClass}>
          {t('queue.rejectReason')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={CORRECTION_REASON_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={error ? invalidFieldClass : fieldClass}
          {...form.register('reason')}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t('queue.rejectHint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
