import { adminDoctorCreateSchema, PASSWORD_MIN_LENGTH, type AdminDoctorCreateInput } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { FormPage } from '../../list-kit';
import { useCreateDoctor } from './api/doctors-api';
import { doctorsPath } from './doctor-views';
import { DOCTORS_NAMESPACE, PlaceFields, useDoctorErrorText, useSpecialtyOptions, type PlaceIds } from './doctor-ui';

const emptyValues: AdminDoctorCreateInput = {
  name: '',
  email: '',
  specialtyId: null,
  idNumber: '',
  note: '',
  phone: '',
  username: '',
  regionId: null,
  divisionId: null,
  subdivisionId: null,
  password: '',
  confirmPassword: '',
};

/**
 * Add Doctor (spec 02 §3 "Add-doctor form"): full name, email, specialty, ID number, note, contact,
 * user ID, region, division, subdivision, password and repeat password (which must match). Creates
 * the doctor's account and record; server field codes (email or user ID taken) land on their fields.
 */
export function DoctorAddPage() {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const navigate = useNavigate();
  const create = useCreateDoctor();
  const errorText = useDoctorErrorText();
  const specialties = useSpecialtyOptions();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(adminDoctorCreateSchema, { defaultValues: emptyValues });
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

  const save = form.handleSubmit(
    (values) => {
      if (create.isPending) return;
      setFailure(null);
      create.mutate(values, {
        onSuccess: (doctor) => {
          // Four eyes: a doctor added by someone the rule covers waits for another staff member's approval.
          const notice = doctor.status === 'pending' ? 'notices.addedPending' : 'notices.added';
          void navigate(doctorsPath, { state: { notice: t(notice, { name: doctor.name }) } });
        },
        onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
      });
    },
    () => setFailure(null),
  );

  return (
    <FormPage
      title={t('form.addTitle')}
      back={{ to: doctorsPath, label: t('back') }}
      description={t('form.addDescription')}
      onSubmit={save}
      submitLabel={t('form.create')}
      submittingLabel={t('form.saving')}
      isSubmitting={create.isPending}
      error={failure === null ? null : errorText(failure)}
    >
      <TextField
        label={t('form.fullName')}
        autoComplete="off"
        required
        error={errorOf('name')}
        {...form.register('name')}
      />
      <TextField
        type="email"
        label={t('form.email')}
        autoComplete="off"
        required
        error={errorOf('email')}
        {...form.register('email')}
      />
      <SelectField
        label={t('form.specialty')}
        placeholder={t('form.noSpecialty')}
        options={specialties.options}
        status={specialties.status}
        error={errorOf('specialtyId')}
        {...form.register('specialtyId', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
      />
      <TextField label={t('form.idNumber')} error={errorOf('idNumber')} {...form.register('idNumber')} />
      <TextField type="tel" label={t('form.contact')} error={errorOf('phone')} {...form.register('phone')} />
      <TextField
        label={t('form.userId')}
        hint={t('form.userIdHint')}
        autoComplete="off"
        error={errorOf('username')}
        {...form.register('username')}
      />
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
      <PasswordField
        label={t('form.password')}
        hint={t('form.passwordHint', { minimum: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        error={errorOf('password')}
        {...form.register('password')}
      />
      <PasswordField
        label={t('form.repeatPassword')}
        autoComplete="new-password"
        required
        error={errorOf('confirmPassword')}
        {...form.register('confirmPassword')}
      />
    </FormPage>
  );
}
