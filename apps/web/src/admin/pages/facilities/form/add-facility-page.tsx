import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../../lib/describe-error';
import { bindFieldErrors } from '../../../../lib/forms/field-error';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useCreateFacility, type FacilitySavedState } from '../api/facility-form-api';
import { FormPage } from '../../../list-kit';
import { FacilityFormFields } from './facility-form-fields';
import { emptyFacilityForm, facilityFormSchema } from './facility-form-schema';
import { applyFacilityServerErrors } from './facility-server-errors';
import { FACILITIES_PATH, facilityRecordPath, useListSearch } from './paths';

/** Add Facility (spec 02): a facility entered by staff is pending until someone approves it. */
export function AddFacilityPage() {
  const { t } = useTranslation('facility-form');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const listSearch = useListSearch();
  const create = useCreateFacility();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(facilityFormSchema, { defaultValues: emptyFacilityForm() });
  const errorOf = bindFieldErrors(t, form.formState.errors);

  const save = form.handleSubmit(
    (body) => {
      if (create.isPending) return;
      setFailure(null);
      create.mutate(body, {
        onSuccess: (facility) => {
          const state: FacilitySavedState = { savedNotice: t('notices.created'), listSearch };
          void navigate(facilityRecordPath(facility.id), { state });
        },
        onError: (error) => setFailure(applyFacilityServerErrors(form, error) ? error : null),
      });
    },
    () => setFailure(null),
  );

  return (
    <FormPage
      title={t('titles.add')}
      back={{ to: `${FACILITIES_PATH}${listSearch}`, label: t('back') }}
      description={t('descriptions.add')}
      onSubmit={save}
      submitLabel={t('submit.add')}
      submittingLabel={t('submit.saving')}
      isSubmitting={create.isPending}
      error={failure ? describeError(failure, tc) : null}
    >
      <FacilityFormFields form={form} errorOf={errorOf} />
    </FormPage>
  );
}
