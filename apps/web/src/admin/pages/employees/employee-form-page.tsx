import {
  employeeCreateSchema,
  employeeStatuses,
  regionScopedRoles,
  staffJobTitles,
  staffRoles,
  type Employee,
  type EmployeeStatus,
} from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { regionsQueryOptions } from '../../../lib/api/geography';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { emptyToUndefined, useZodForm } from '../../../lib/forms/use-zod-form';
import { toReferenceOptions } from '../../../lib/reference-options';
import { useSession } from '../../../lib/api/session';
import { jobTitleLabel } from '../../lib/job-title';
import { FormPage, LocationFields, PlaceSelect } from '../../list-kit';
import { employeeQueryOptions, useCreateEmployee, useResendInvitation, useUpdateEmployee } from './api/employees-api';
import { EMPLOYEES_NAMESPACE, employeesPath, EmployeeStatusBadge, useEmployeeErrorText } from './employee-ui';

const isRegionScoped = (role: unknown) => (regionScopedRoles as readonly unknown[]).includes(role);
const idText = (id: number | null | undefined) => (id ? String(id) : '');

/**
 * Add Employee / Edit Employee (spec 02 "Employees"): First Name, Last Name, Email Address, Phone
 * Number, Role, Department, Employee ID, Hire Date, Address, a job title, the location and, for a
 * manager or support account, an optional region limit. No password: the employee gets an invitation.
 */
function EmployeeFormFields({ employee }: { employee?: Employee }) {
  const { t, i18n } = useTranslation(EMPLOYEES_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const errorText = useEmployeeErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const [status, setStatus] = useState<EmployeeStatus>(
    employee?.status === 'inactive' || employee?.status === 'on_leave' ? employee.status : 'active',
  );
  const form = useZodForm(employeeCreateSchema, {
    defaultValues: {
      firstName: employee?.firstName ?? '',
      lastName: employee?.lastName ?? '',
      email: employee?.email ?? '',
      phone: employee?.phone ?? '',
      role: employee?.role,
      jobTitle:
        employee?.jobTitle && (staffJobTitles as readonly string[]).includes(employee.jobTitle)
          ? (employee.jobTitle as (typeof staffJobTitles)[number])
          : '',
      department: employee?.department ?? '',
      employeeId: employee?.employeeId ?? '',
      joinDate: employee?.joinDate ?? '',
      address: employee?.address ?? '',
      regionId: idText(employee?.region?.id),
      divisionId: idText(employee?.division?.id),
      subdivisionId: idText(employee?.subdivision?.id),
      scopeRegionId: idText(employee?.scopeRegion?.id),
    },
  });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const role = useWatch({ control: form.control, name: 'role' });
  const regions = useQuery(regionsQueryOptions());
  const isSaving = create.isPending || update.isPending;
  const isSelf = employee !== undefined && employee.id === user?.id;

  const onError = (error: unknown) => setFailure(applyServerErrors(form, error) ? error : null);
  const save = form.handleSubmit(
    (values) => {
      if (isSaving) return;
      setFailure(null);
      const body = { ...values, scopeRegionId: isRegionScoped(values.role) ? values.scopeRegionId : null };
      if (employee) {
        const { locale: _unused, ...fields } = body;
        update.mutate(
          { id: employee.id, ...fields, status },
          { onSuccess: (saved) => void navigate(`${employeesPath}?q=${encodeURIComponent(saved.email)}`), onError },
        );
      } else {
        create.mutate(
          { ...body, locale: language.startsWith('fr') ? 'fr' : 'en' },
          {
            onSuccess: (saved) => void navigate(`${employeesPath}?q=${encodeURIComponent(saved.email)}&invited=1`),
            onError,
          },
        );
      }
    },
    () => setFailure(null),
  );

  return (
    <FormPage
      title={t(employee ? 'form.editTitle' : 'form.addTitle')}
      back={{ to: employeesPath, label: t('form.back') }}
      description={employee ? undefined : t('form.inviteNote')}
      onSubmit={save}
      submitLabel={t(employee ? 'form.save' : 'form.create')}
      submittingLabel={t('form.saving')}
      isSubmitting={isSaving}
      error={failure === null ? null : errorText(failure)}
    >
      <TextField
        label={t('fields.firstName')}
        error={errorOf('firstName')}
        required
        autoComplete="off"
        {...form.register('firstName')}
      />
      <TextField
        label={t('fields.lastName')}
        error={errorOf('lastName')}
        required
        autoComplete="off"
        {...form.register('lastName')}
      />
      <TextField
        type="email"
        label={t('fields.email')}
        error={errorOf('email')}
        required
        autoComplete="off"
        {...form.register('email')}
      />
      <TextField
        type="tel"
        label={t('fields.phone')}
        hint={t('form.phoneHint')}
        error={errorOf('phone')}
        {...form.register('phone')}
      />
      <SelectField
        label={t('fields.role')}
        placeholder={t('form.chooseRole')}
        required
        options={staffRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
        error={errorOf('role')}
        {...form.register('role', { setValueAs: emptyToUndefined })}
      />
      <SelectField
        label={t('fields.jobTitle')}
        placeholder={t('form.noJobTitle')}
        options={staffJobTitles.map((value) => ({ value, label: jobTitleLabel(t, value) }))}
        error={errorOf('jobTitle')}
        {...form.register('jobTitle')}
      />
      <TextField label={t('fields.department')} error={errorOf('department')} {...form.register('department')} />
      <TextField
        label={t('fields.employeeId')}
        hint={employee ? undefined : t('form.employeeIdHint')}
        error={errorOf('employeeId')}
        {...form.register('employeeId')}
      />
      <TextField type="date" label={t('fields.joinDate')} error={errorOf('joinDate')} {...form.register('joinDate')} />
      <TextField label={t('fields.address')} error={errorOf('address')} {...form.register('address')} />
      <LocationFields
        form={form}
        idType="text"
        labels={{
          region: t('fields.region'),
          division: t('fields.division'),
          subdivision: t('fields.subdivision'),
          noRegion: t('form.noRegion'),
          noDivision: t('form.noDivision'),
          noSubdivision: t('form.noSubdivision'),
          chooseRegionFirst: t('form.chooseRegionFirst'),
          chooseDivisionFirst: t('form.chooseDivisionFirst'),
          loading: t('form.placesLoading'),
          loadError: t('form.placesError'),
        }}
        errorOf={errorOf}
      />
      <PlaceSelect
        form={form}
        name="scopeRegionId"
        idType="text"
        below={[]}
        label={t('fields.scopeRegion')}
        placeholder={t('form.noScope')}
        options={toReferenceOptions(regions.data, language)}
        status={regions.status}
        loadingText={t('form.placesLoading')}
        errorText={t('form.placesError')}
        disabledHint={isRegionScoped(role) ? undefined : t('form.scopeOnlyFor')}
        error={errorOf('scopeRegionId')}
      />
      {employee ? (
        <SelectField
          label={t('fields.status')}
          value={status}
          onChange={(next) => setStatus(next as EmployeeStatus)}
          disabled={isSelf}
          disabledHint={isSelf ? t('form.ownStatus') : undefined}
          hint={t('form.statusHint')}
          options={employeeStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
      ) : null}
    </FormPage>
  );
}

/** For an employee who has not accepted yet: a new link (the older ones stop working). */
function InvitationPanel({ employee }: { employee: Employee }) {
  const { t, i18n } = useTranslation(EMPLOYEES_NAMESPACE);
  const resend = useResendInvitation();
  const errorText = useEmployeeErrorText();
  if (!employee.invitationPending) return null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section className="flex flex-wrap items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4">
      <EmployeeStatusBadge employee={employee} />
      <p className="flex-1 text-slate-800">{t('invitation.pending', { email: employee.email })}</p>
      <button
        type="button"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ id: employee.id, locale: language.startsWith('fr') ? 'fr' : 'en' })}
        className="rounded-md border border-brand bg-white px-3 py-1.5 font-semibold text-brand hover:bg-brand/10 disabled:opacity-70"
      >
        {resend.isPending ? t('invitation.sending') : t('invitation.resend')}
      </button>
      {resend.isSuccess ? (
        <p role="status" className="w-full text-green-800">
          {t('invitation.sent', { email: employee.email })}
        </p>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="w-full text-red-700">
          {errorText(resend.error)}
        </p>
      ) : null}
    </section>
  );
}

/** Add Employee: the account is created without a password and an invitation is mailed. */
export function AddEmployeePage() {
  return <EmployeeFormFields />;
}

export function EditEmployeePage() {
  const { t } = useTranslation(EMPLOYEES_NAMESPACE);
  const { t: tc } = useTranslation();
  const id = Number(useParams().id);
  const isId = Number.isInteger(id) && id > 0;
  const employee = useQuery({ ...employeeQueryOptions(id), enabled: isId });
  if (!isId) return <FormAlert tone="error">{t('errors.notFound')}</FormAlert>;
  if (employee.isPending)
    return (
      <p role="status" className="p-8 text-center text-slate-700">
        {t('form.loading')}
      </p>
    );
  if (employee.isError) return <FormAlert tone="error">{describeError(employee.error, tc)}</FormAlert>;
  return (
    <div className="flex flex-col gap-4">
      <EmployeeFormFields key={employee.data.id} employee={employee.data} />
      <InvitationPanel employee={employee.data} />
    </div>
  );
}
