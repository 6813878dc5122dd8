import type { AdminFacility } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { setHours } from '../../../../components/hours/weekly-hours-editor';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ApiClientError } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/describe-error';
import { bindFieldErrors } from '../../../../lib/forms/field-error';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { facilityQueryOptions } from '../api/facilities-api';
import { useUpdateFacility, type FacilitySavedState } from '../api/facility-form-api';
import { FormPage } from '../../../list-kit';
import { ConflictBanner, useDescribeUnsaved, type Conflict } from './conflict-banner';
import { FacilityFormFields } from './facility-form-fields';
import {
  changedFormFields,
  facilityFormSchema,
  facilityToForm,
  formFieldsWriting,
  toUpdateBody,
  type FacilityForm,
  type FacilityFormField,
  type FacilityFormValues,
} from './facility-form-schema';
import { applyFacilityServerErrors, changedMeanwhile, markChangedMeanwhile } from './facility-server-errors';
import { FACILITIES_PATH, facilityRecordPath, useListSearch } from './paths';
import { SourcesSection } from './sources-section';

/** Puts a value the user had typed back into a field, as a change of theirs. */
function restoreField(form: FacilityForm, field: FacilityFormField, values: FacilityFormValues) {
  if (field === 'hours') setHours(form, 'hours', values.hours);
  else form.setValue(field, values[field] as never, { shouldDirty: true });
}

function EditFacilityForm({ facility, reload }: { facility: AdminFacility; reload: () => Promise<AdminFacility> }) {
  const { t } = useTranslation('facility-form');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const listSearch = useListSearch();
  const update = useUpdateFacility(facility.id);
  const describeUnsaved = useDescribeUnsaved();
  const [version, setVersion] = useState(facility.version);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [isReloading, setIsReloading] = useState(false);
  const form = useZodForm(facilityFormSchema, { defaultValues: facilityToForm(facility) });
  // Read while rendering, so react-hook-form keeps the changed fields up to date for the save.
  void form.formState.dirtyFields;
  const errorOf = bindFieldErrors(t, form.formState.errors);

  const onConflict = (apiFields: string[]) => {
    const values = form.getValues();
    const mine = changedFormFields(form.formState.dirtyFields);
    const lost = formFieldsWriting(apiFields).filter((field) => mine.includes(field));
    setConflict({ apiFields, unsaved: describeUnsaved(lost, values), isReloaded: false });
    markChangedMeanwhile(form, apiFields);
  };

  const save = form.handleSubmit(
    (values) => {
      if (update.isPending) return;
      setFailure(null);
      setNotice(null);
      const changed = changedFormFields(form.formState.dirtyFields);
      if (changed.length === 0) {
        setNotice(t('notices.noChanges'));
        return;
      }
      update.mutate(toUpdateBody(values, changed, version), {
        onSuccess: (saved) => {
          const state: FacilitySavedState = { savedNotice: t('notices.saved'), listSearch };
          void navigate(facilityRecordPath(saved.id), { state });
        },
        onError: (error) => {
          const conflicting = changedMeanwhile(error);
          if (conflicting) onConflict(conflicting);
          else setFailure(applyFacilityServerErrors(form, error) ? error : null);
        },
      });
    },
    () => {
      setFailure(null);
      setNotice(null);
    },
  );

  // The latest version replaces the form; the user's changes to other fields are put back on top of it.
  const reloadLatest = async () => {
    if (!conflict) return;
    setIsReloading(true);
    setFailure(null);
    try {
      const latest = await reload();
      const values = form.getValues();
      const changedMeanwhileFields = formFieldsWriting(conflict.apiFields);
      const kept = changedFormFields(form.formState.dirtyFields).filter(
        (field) => !changedMeanwhileFields.includes(field),
      );
      form.reset(facilityToForm(latest));
      for (const field of kept) restoreField(form, field, values);
      setVersion(latest.version);
      setConflict({ ...conflict, isReloaded: true });
    } catch (error) {
      setFailure(error);
    } finally {
      setIsReloading(false);
    }
  };

  return (
    <FormPage
      title={t('titles.edit')}
      back={{ to: `${FACILITIES_PATH}${listSearch}`, label: t('back') }}
      description={t('descriptions.edit', { name: facility.name, id: facility.id })}
      onSubmit={save}
      submitLabel={t('submit.edit')}
      submittingLabel={t('submit.saving')}
      isSubmitting={update.isPending}
      error={failure ? describeError(failure, tc) : null}
    >
      {conflict ? (
        <ConflictBanner conflict={conflict} onReload={() => void reloadLatest()} isReloading={isReloading} />
      ) : null}
      {notice ? (
        <div className="md:col-span-2">
          <FormAlert tone="success">{notice}</FormAlert>
        </div>
      ) : null}
      <FacilityFormFields form={form} errorOf={errorOf} />
      <SourcesSection facility={facility} />
    </FormPage>
  );
}

function FacilityNotFound() {
  const { t } = useTranslation('facility-form');
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="text-slate-700">{t('notFound.text')}</p>
      <Link to={FACILITIES_PATH} className="w-fit font-semibold text-brand underline-offset-2 hover:underline">
        {t('back')}
      </Link>
    </section>
  );
}

/** Edit Facility: loads the facility, saves only what changed, with the version read (409 if stale). */
export function EditFacilityPage() {
  const { t } = useTranslation('facility-form');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const facilityId = /^\d+$/.test(id) ? Number(id) : 0;
  // An edit starts from the latest version (staleTime 0), and a refocus never replaces what is being typed.
  const query = useQuery({ ...facilityQueryOptions(facilityId), enabled: facilityId > 0, refetchOnWindowFocus: false });

  const isMissing = query.error instanceof ApiClientError && query.error.status === 404;
  if (facilityId <= 0 || isMissing) return <FacilityNotFound />;
  if (query.isPending)
    return (
      <p role="status" className="p-8 text-center text-slate-700">
        {t('loading')}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 p-4 text-red-800">
        <p>{describeError(query.error, tc)}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="rounded-md border border-red-700 px-3 py-1.5 font-semibold"
        >
          {t('retry')}
        </button>
      </div>
    );

  const reload = async () => {
    const result = await query.refetch({ throwOnError: true });
    return result.data!;
  };
  return <EditFacilityForm key={query.data.id} facility={query.data} reload={reload} />;
}
