import {
  bloodTypes,
  patientCreateSchema,
  patientStatuses,
  patientUpdateSchema,
  type Patient,
  type PatientCreateInput,
  type PatientUpdateInput,
} from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { FormPage } from '../../list-kit';
import { patientQueryOptions, useCreatePatient, useUpdatePatient } from './api/patients-api';
import { PatientLocationFields, type PatientForm } from './patient-location-fields';
import { PATIENTS_NAMESPACE, patientsPath, useCanWritePatients } from './patient-ui';

const toNull = (value: unknown) => (value === '' ? null : value);

/** The fields Add Patient and the edit form share (the password is only on Add Patient). */
function PatientFields({ form, errorOf }: { form: PatientForm; errorOf: (name: string) => string | undefined }) {
  const { t } = useTranslation(PATIENTS_NAMESPACE);
  return (
    <>
      <TextField label={t('form.firstName')} required error={errorOf('firstName')} {...form.register('firstName')} />
      <TextField label={t('form.lastName')} required error={errorOf('lastName')} {...form.register('lastName')} />
      <TextField
        label={t('form.username')}
        hint={t('form.usernameHint')}
        autoComplete="off"
        error={errorOf('username')}
        {...form.register('username')}
      />
      <TextField
        type="email"
        label={t('form.email')}
        required
        autoComplete="off"
        error={errorOf('email')}
        {...form.register('email')}
      />
      <TextField
        type="tel"
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        error={errorOf('phone')}
        {...form.register('phone')}
      />
      <SelectField
        label={t('form.status')}
        options={patientStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        error={errorOf('status')}
        {...form.register('status')}
      />
      <PatientLocationFields form={form} errorOf={errorOf} />
      <SelectField
        label={t('form.bloodType')}
        placeholder={t('form.noBloodType')}
        options={bloodTypes.map((bloodType) => ({ value: bloodType, label: bloodType }))}
        error={errorOf('bloodType')}
        {...form.register('bloodType', { setValueAs: toNull })}
      />
      <TextField
        label={t('form.insuranceProvider')}
        error={errorOf('insuranceProvider')}
        {...form.register('insuranceProvider')}
      />
      <TextField
        label={t('form.emergencyContactName')}
        error={errorOf('emergencyContactName')}
        {...form.register('emergencyContactName')}
      />
      <TextField
        type="tel"
        label={t('form.emergencyContactPhone')}
        hint={t('form.phoneHint')}
        error={errorOf('emergencyContactPhone')}
        {...form.register('emergencyContactPhone')}
      />
    </>
  );
}

/** Add Patient: the patient's account, with its password typed twice (they must match). */
export function AddPatientPage() {
  const { t } = useTranslation(PATIENTS_NAMESPACE);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePatient();
  const [failure, setFailure] = useState<unknown>(null);
  const defaultValues: PatientCreateInput = {
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    phone: '',
    status: 'active',
    bloodType: null,
    regionId: null,
    divisionId: null,
    subdivisionId: null,
    insuranceProvider: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
    password: '',
    repeatPassword: '',
  };
  const form = useZodForm(patientCreateSchema, { defaultValues });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'patientForm') as (name: string) => string | undefined;
  const save = form.handleSubmit(
    (values) => {
      if (create.isPending) return;
      setFailure(null);
      create.mutate(values, {
        onSuccess: (patient) =>
          void navigate(`${patientsPath}?q=${encodeURIComponent(patient.patientId)}`, {
            state: { notice: t('notices.created', { id: patient.patientId }) },
          }),
        onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
      });
    },
    () => setFailure(null),
  );
  return (
    <FormPage
      title={t('form.addTitle')}
      back={{ to: patientsPath, label: t('form.back') }}
      onSubmit={save}
      submitLabel={t('form.create')}
      submittingLabel={t('form.saving')}
      isSubmitting={create.isPending}
      error={failure === null ? null : t('errors.failed', { reason: describeError(failure, tc) })}
    >
      {/* The create form holds every field of the edit form, plus the two passwords. */}
      <PatientFields form={form as unknown as PatientForm} errorOf={errorOf} />
      <PasswordField
        label={t('form.password')}
        required
        autoComplete="new-password"
        error={errorOf('password')}
        {...form.register('password')}
      />
      <PasswordField
        label={t('form.repeatPassword')}
        required
        autoComplete="new-password"
        error={errorOf('repeatPassword')}
        {...form.register('repeatPassword')}
      />
    </FormPage>
  );
}

const editValues = (patient: Patient): PatientUpdateInput => ({
  firstName: patient.firstName,
  lastName: patient.lastName,
  username: patient.username ?? '',
  email: patient.email,
  phone: patient.phone ?? '',
  status: patient.status,
  bloodType: patient.bloodType,
  regionId: patient.regionId,
  divisionId: patient.divisionId,
  subdivisionId: patient.subdivisionId,
  insuranceProvider: patient.insuranceProvider ?? '',
  emergencyContactName: patient.emergencyContactName ?? '',
  emergencyContactPhone: patient.emergencyContactPhone ?? '',
});

function EditPatientForm({ patient }: { patient: Patient }) {
  const { t } = useTranslation(PATIENTS_NAMESPACE);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdatePatient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(patientUpdateSchema, { defaultValues: editValues(patient) });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'patientForm') as (name: string) => string | undefined;
  const save = form.handleSubmit(
    (values) => {
      if (update.isPending) return;
      setFailure(null);
      update.mutate(
        { id: patient.id, input: values },
        {
          onSuccess: (saved) =>
            void navigate(`${patientsPath}?q=${encodeURIComponent(saved.patientId)}`, {
              state: { notice: t('notices.updated', { id: saved.patientId }) },
            }),
          onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
        },
      );
    },
    () => setFailure(null),
  );
  return (
    <FormPage
      title={t('form.editTitle', { id: patient.patientId })}
      back={{ to: patientsPath, label: t('form.back') }}
      description={t('form.editDescription')}
      onSubmit={save}
      submitLabel={t('form.save')}
      submittingLabel={t('form.saving')}
      isSubmitting={update.isPending}
      error={failure === null ? null : t('errors.failed', { reason: describeError(failure, tc) })}
    >
      <PatientFields form={form} errorOf={errorOf} />
    </FormPage>
  );
}

/** Edit Patient: every detail but the password. */
export function EditPatientPage() {
  const { t } = useTranslation(PATIENTS_NAMESPACE);
  const { t: tc } = useTranslation();
  const id = Number(useParams().id);
  const isId = Number.isInteger(id) && id > 0;
  const canWrite = useCanWritePatients();
  const patient = useQuery({ ...patientQueryOptions(id), enabled: isId });
  if (!isId) return <FormAlert tone="error">{t('errors.notFound')}</FormAlert>;
  if (patient.isPending)
    return (
      <p role="status" className="p-8 text-center text-slate-700">
        {t('form.loading')}
      </p>
    );
  if (patient.isError) return <FormAlert tone="error">{describeError(patient.error, tc)}</FormAlert>;
  if (!canWrite) return <FormAlert tone="error">{t('errors.readOnly')}</FormAlert>;
  return <EditPatientForm key={patient.data.id} patient={patient.data} />;
}
