import { adminDoctorUpdateSchema, doctorStatuses, type AdminDoctor, type AdminDoctorUpdateInput } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { FacilityPicker, FormPage, type ChosenFacility } from '../../list-kit';
import { doctorQueryOptions, useUpdateDoctor } from './api/doctors-api';
import { doctorsPath } from './doctor-views';
import { DOCTORS_NAMESPACE, PlaceFields, useDoctorErrorText, useSpecialtyOptions, type PlaceIds } from './doctor-ui';

/** Loads the doctor of a sub-view, then renders it; the loading and failure states meanwhile. */
export function WithDoctor({ id, children }: { id: number; children: (doctor: AdminDoctor) => ReactNode }) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const errorText = useDoctorErrorText();
  const doctor = useQuery(doctorQueryOptions(id));
  if (doctor.isPending)
    return (
      <p role="status" className="p-8 text-center text-slate-700">
        {t('form.loading')}
      </p>
    );
  if (doctor.isError) return <FormAlert tone="error">{errorText(doctor.error)}</FormAlert>;
  return children(doctor.data);
}

const toText = (value: string | null) => value ?? '';

/**
 * Update Doctor: the details, the status (verified only through Verify Doctor), and the facilities
 * where they practise. Only what changed is sent.
 */
export function DoctorUpdateForm({ doctor }: { doctor: AdminDoctor }) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const navigate = useNavigate();
  const update = useUpdateDoctor();
  const errorText = useDoctorErrorText();
  const specialties = useSpecialtyOptions();
  const [failure, setFailure] = useState<unknown>(null);
  const [facilities, setFacilities] = useState<ChosenFacility[]>(doctor.facilities);
  const defaultValues: AdminDoctorUpdateInput = {
    name: doctor.name,
    email: doctor.email,
    phone: toText(doctor.phone),
    specialtyId: doctor.specialty?.id ?? null,
    idNumber: toText(doctor.idNumber),
    licenceNumber: toText(doctor.licenceNumber),
    note: toText(doctor.note),
    regionId: doctor.region?.id ?? null,
    divisionId: doctor.division?.id ?? null,
    subdivisionId: doctor.subdivision?.id ?? null,
    status: doctor.status,
  };
  const form = useZodForm(adminDoctorUpdateSchema, { defaultValues });
  // Read while rendering, so react-hook-form keeps the changed fields up to date for the save.
  void form.formState.dirtyFields;
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const place: PlaceIds = {
    regionId: form.watch('regionId') ?? null,
    divisionId: form.watch('divisionId') ?? null,
    subdivisionId: form.watch('subdivisionId') ?? null,
  };
  const setPlace = (next: PlaceIds) => {
    for (const key of ['regionId', 'divisionId', 'subdivisionId'] as const)
      form.setValue(key, next[key], { shouldDirty: true });
  };
  const statusOptions = doctorStatuses
    .filter((status) => status !== 'verified' || doctor.status === 'verified')
    .map((status) => ({ value: status, label: t(`statuses.${status}`) }));

  const save = form.handleSubmit(
    (values) => {
      if (update.isPending) return;
      setFailure(null);
      const dirty = form.formState.dirtyFields as Record<string, unknown>;
      const changed = Object.fromEntries(Object.entries(values).filter(([key]) => dirty[key]));
      const facilityIds = facilities.map((facility) => facility.id);
      const facilitiesChanged =
        [...facilityIds].sort().join() !==
        doctor.facilities
          .map((facility) => facility.id)
          .sort()
          .join();
      update.mutate(
        { id: doctor.id, ...changed, ...(facilitiesChanged ? { facilityIds } : {}) },
        {
          onSuccess: (saved) =>
            void navigate(doctorsPath, { state: { notice: t('notices.updated', { name: saved.name }) } }),
          onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
        },
      );
    },
    () => setFailure(null),
  );

  return (
    <FormPage
      title={t('form.updateTitle')}
      back={{ to: doctorsPath, label: t('back') }}
      description={`${t('form.updateDescription')} (#${doctor.id})`}
      onSubmit={save}
      submitLabel={t('form.save')}
      submittingLabel={t('form.saving')}
      isSubmitting={update.isPending}
      error={failure === null ? null : errorText(failure)}
    >
      <TextField label={t('form.fullName')} required error={errorOf('name')} {...form.register('name')} />
      <TextField
        type="email"
        label={t('form.email')}
        error={errorOf('email')}
        {...form.register('email', { setValueAs: (v: string | null) => (v === '' ? null : v) })}
      />
      <SelectField
        label={t('form.specialty')}
        placeholder={t('form.noSpecialty')}
        options={specialties.options}
        status={specialties.status}
        error={errorOf('specialtyId')}
        {...form.register('specialtyId', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
      />
      <SelectField
        label={t('form.status')}
        hint={doctor.status === 'verified' ? undefined : t('form.statusVerifiedHint')}
        options={statusOptions}
        error={errorOf('status')}
        {...form.register('status')}
      />
      <TextField label={t('form.idNumber')} error={errorOf('idNumber')} {...form.register('idNumber')} />
      <TextField label={t('form.licenceNumber')} error={errorOf('licenceNumber')} {...form.register('licenceNumber')} />
      <TextField type="tel" label={t('form.contact')} error={errorOf('phone')} {...form.register('phone')} />
      <PlaceFields
        value={place}
        onChange={setPlace}
        errors={{
          regionId: errorOf('regionId'),
          divisionId: errorOf('divisionId'),
          subdivisionId: errorOf('subdivisionId'),
        }}
      />
      <TextField
        className="flex flex-col gap-1 md:col-span-2"
        label={t('form.note')}
        error={errorOf('note')}
        {...form.register('note')}
      />
      <FacilityPicker
        multiple
        chosen={facilities}
        onChange={setFacilities}
        error={errorOf('facilityIds')}
        texts={{
          label: t('form.facilities'),
          search: t('form.facilitySearch'),
          searchPlaceholder: t('form.facilitySearchPlaceholder'),
          searching: t('form.facilitySearching'),
          noMatch: t('form.facilityNoMatch'),
          results: t('form.facilityResults'),
          choose: (row) => t('form.facilityAdd', { id: row.id, name: row.name }),
          none: t('form.facilitiesNone'),
          remove: (facility) => t('form.facilityRemove', { name: facility.name }),
          already: t('form.facilityAlready'),
        }}
      />
    </FormPage>
  );
}
