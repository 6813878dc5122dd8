import { facilitySuspendSchema, type AdminFacility } from '@hc/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../../../components/ui/field-styles';
import { FormAlert } from '../../../../components/ui/form-alert';
import { bindFieldErrors } from '../../../../lib/forms/field-error';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useSuspendFacility } from '../../../api/facilities-api';
import { FACILITIES_NAMESPACE, useFacilityErrorText } from '../list/facility-ui';

const REASON_MAX = facilitySuspendSchema.shape.reason.maxLength ?? 500;

type SuspendDialogProps = {
  facility: Pick<AdminFacility, 'id' | 'name'>;
  onClose: () => void;
  onSuspended: () => void;
};

/**
 * Suspends a facility (it leaves every public list) with the reason, which is required and at most
 * 500 characters: the shared `facilitySuspendSchema` checks it here and on the server. Mounted while
 * open, so each opening starts afresh.
 */
export function SuspendDialog({ facility, onClose, onSuspended }: SuspendDialogProps) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const formId = useId();
  const fieldId = useId();
  const suspend = useSuspendFacility();
  const errorText = useFacilityErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(facilitySuspendSchema, { defaultValues: { reason: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const reasonError = errorOf('reason');
  const { setFocus } = form;

  // The reason field takes the focus (after the dialog's own opening).
  useEffect(() => setFocus('reason'), [setFocus]);

  const close = () => {
    if (!suspend.isPending) onClose();
  };

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    suspend.mutate(
      { id: facility.id, reason: values.reason },
      {
        onSuccess: onSuspended,
        onError: (error) => {
          if (applyServerErrors(form, error)) setFailure(errorText(error, 'suspend'));
        },
      },
    );
  });

  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;

  return (
    <Dialog
      open
      onClose={close}
      title={t('suspend.title', { name: facility.name })}
      headerClassName="bg-white text-slate-900 border-b border-slate-200"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={close}
            disabled={suspend.isPending}
            className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
          >
            {t('suspend.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            disabled={suspend.isPending}
            aria-busy={suspend.isPending || undefined}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {suspend.isPending ? t('suspend.busy') : t('suspend.confirm')}
          </button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-slate-800">{t('suspend.text')}</p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className={fieldLabelClass}>
            {t('suspend.reason')}
          </label>
          <textarea
            id={fieldId}
            rows={4}
            maxLength={REASON_MAX}
            aria-required="true"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${hintId} ${errorId}` : hintId}
            className={reasonError ? invalidFieldClass : fieldClass}
            {...form.register('reason')}
          />
          <p id={hintId} className="text-sm text-slate-600">
            {t('suspend.reasonHint', { max: REASON_MAX })}
          </p>
          {reasonError ? (
            <p id={errorId} className="text-sm font-medium text-red-700">
              {reasonError}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
