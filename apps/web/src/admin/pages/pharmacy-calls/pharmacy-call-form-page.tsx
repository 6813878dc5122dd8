import type { PharmacyCall } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { pharmacyCallQueryOptions, useCreatePharmacyCall, useUpdatePharmacyCall } from './api/pharmacy-calls-api';
import { FormPage } from '../../list-kit';
import { fromDoualaInput, toDoualaInput } from './douala-time';
import { pharmacyCallFormSchema, type PharmacyCallFormInput } from './pharmacy-call-form-schema';
import {
  isChangeable,
  PHARMACY_CALLS_NAMESPACE,
  pharmacyCallsPath,
  usePharmacyCallErrorText,
} from './pharmacy-call-ui';
import { PharmacyPicker, type ChosenPharmacy } from './pharmacy-picker';

type PharmacyCallFormProps = { period?: PharmacyCall };

/**
 * The duty period form: the pharmacy (chosen by search; fixed when editing), available from and
 * available to as Douala date-times (sent with +01:00 whatever the browser's zone), a note. The
 * server's field codes land on the fields: an overlap names the other period on 'Available from'.
 */
function PharmacyCallForm({ period }: PharmacyCallFormProps) {
  const { t } = useTranslation(PHARMACY_CALLS_NAMESPACE);
  const navigate = useNavigate();
  const create = useCreatePharmacyCall();
  const update = useUpdatePharmacyCall();
  const errorText = usePharmacyCallErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const [chosen, setChosen] = useState<ChosenPharmacy | null>(
    period ? { id: period.facilityId, name: period.facilityName } : null,
  );
  const defaultValues: Partial<PharmacyCallFormInput> = period
    ? {
        facilityId: period.facilityId,
        startsAt: toDoualaInput(period.startsAt),
        endsAt: toDoualaInput(period.endsAt),
        note: period.note ?? '',
      }
    : { startsAt: '', endsAt: '', note: '' };
  const form = useZodForm(pharmacyCallFormSchema, { defaultValues });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const isSaving = create.isPending || update.isPending;

  const choose = (pharmacy: ChosenPharmacy | null) => {
    setChosen(pharmacy);
    form.setValue('facilityId', pharmacy?.id as number, { shouldValidate: form.formState.isSubmitted });
  };

  const onError = (error: unknown) => setFailure(applyServerErrors(form, error) ? error : null);
  const save = form.handleSubmit(
    (values) => {
      if (isSaving) return;
      setFailure(null);
      const window = { startsAt: fromDoualaInput(values.startsAt), endsAt: fromDoualaInput(values.endsAt) };
      if (period) {
        update.mutate(
          { id: period.id, ...window, note: values.note || null },
          { onSuccess: () => void navigate(`${pharmacyCallsPath}?q=${period.facilityId}`), onError },
        );
      } else {
        create.mutate(
          { facilityId: values.facilityId, ...window, ...(values.note ? { note: values.note } : {}) },
          { onSuccess: (created) => void navigate(`${pharmacyCallsPath}?q=${created.facilityId}`), onError },
        );
      }
    },
    () => setFailure(null),
  );

  const failureText = failure === null ? null : errorText(failure);

  return (
    <FormPage
      title={t(period ? 'form.editTitle' : 'form.addTitle')}
      back={{ to: pharmacyCallsPath, label: t('form.back') }}
      description={t('form.description')}
      onSubmit={save}
      submitLabel={t(period ? 'form.save' : 'form.create')}
      submittingLabel={t('form.saving')}
      isSubmitting={isSaving}
      error={failureText}
    >
      <PharmacyPicker chosen={chosen} onChoose={choose} error={errorOf('facilityId')} isFixed={period !== undefined} />
      <TextField
        type="datetime-local"
        label={t('form.startsAt')}
        hint={t('timeHint')}
        error={errorOf('startsAt')}
        required
        {...form.register('startsAt')}
      />
      <TextField
        type="datetime-local"
        label={t('form.endsAt')}
        hint={t('timeHint')}
        error={errorOf('endsAt')}
        required
        {...form.register('endsAt')}
      />
      <TextField
        className="flex flex-col gap-1 md:col-span-2"
        label={t('form.note')}
        placeholder={t('form.notePlaceholder')}
        error={errorOf('note')}
        {...form.register('note')}
      />
    </FormPage>
  );
}

/** Add Pharmacy Call: a new duty period for one public pharmacy. */
export function AddPharmacyCallPage() {
  return <PharmacyCallForm />;
}

/** Edit Pharmacy Call: a period that has not ended and was not cancelled. */
export function EditPharmacyCallPage() {
  const { t } = useTranslation(PHARMACY_CALLS_NAMESPACE);
  const { t: tc } = useTranslation();
  const id = Number(useParams().id);
  const isId = Number.isInteger(id) && id > 0;
  const period = useQuery({ ...pharmacyCallQueryOptions(id), enabled: isId });
  if (!isId) return <FormAlert tone="error">{t('errors.notFound')}</FormAlert>;
  if (period.isPending)
    return (
      <p role="status" className="p-8 text-center text-slate-700">
        {t('form.loading')}
      </p>
    );
  if (period.isError) return <FormAlert tone="error">{describeError(period.error, tc)}</FormAlert>;
  if (!isChangeable(period.data)) return <FormAlert tone="error">{t('form.notEditable')}</FormAlert>;
  return <PharmacyCallForm key={period.data.id} period={period.data} />;
}
