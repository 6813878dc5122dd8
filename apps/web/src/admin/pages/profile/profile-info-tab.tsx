import { profileUpdateSchema, type AdminProfile } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/ui/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useUpdateProfile } from './api/profile-api';
import { useAdminFormat } from '../../format';
import { jobTitleLabel } from '../../lib/job-title';

type EditableField = 'firstName' | 'lastName' | 'email' | 'phone' | 'department';

const draftOf = (profile: AdminProfile): Record<EditableField | 'currentPassword', string> => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phone: profile.phone ?? '',
  department: profile.department ?? '',
  currentPassword: '',
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const editableFields: { key: EditableField; type?: string; autoComplete?: string }[] = [
  { key: 'firstName', autoComplete: 'given-name' },
  { key: 'lastName', autoComplete: 'family-name' },
  { key: 'email', type: 'email' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'department' },
];

/**
 * Profile Information (spec 02): read-only until Edit; Save checks profileUpdateSchema, then the server.
 * A new email asks for the current password (the field appears as soon as the email differs).
 */
export function ProfileInfoTab({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const format = useAdminFormat();
  const update = useUpdateProfile();
  const [isEditing, setIsEditing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [isSaved, setIsSaved] = useState(false);
  const form = useZodForm(profileUpdateSchema, { defaultValues: draftOf(profile) });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'profile');

  const emailChanges = isEditing && !sameEmail(form.watch('email') ?? '', profile.email);
  const roleText =
    profile.role === 'admin'
      ? t('roleLabels.admin')
      : profile.jobTitle
        ? jobTitleLabel(t, profile.jobTitle)
        : t(`roleLabels.${profile.role}`);
  const saved = draftOf(profile);

  function startEditing() {
    form.reset(draftOf(profile));
    setFailure(null);
    setIsSaved(false);
    setIsEditing(true);
  }

  function cancel() {
    form.reset(draftOf(profile));
    setFailure(null);
    setIsEditing(false);
  }

  const save = form.handleSubmit(
    (values) => {
      if (update.isPending) return;
      setFailure(null);
      const { currentPassword, ...details } = values;
      update.mutate(
        {
          ...details,
          phone: details.phone ?? null,
          department: details.department ?? null,
          ...(sameEmail(details.email, profile.email) ? {} : { currentPassword: currentPassword ?? '' }),
        },
        {
          onSuccess: (next) => {
            form.reset(draftOf(next));
            setIsEditing(false);
            setIsSaved(true);
          },
          onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
        },
      );
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5">
      {isSaved ? <FormAlert tone="success">{t('profile.saved')}</FormAlert> : null}
      {failure ? <FormAlert>{describeError(failure, tc)}</FormAlert> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {editableFields.map(({ key, type = 'text', autoComplete }) => {
          const label = t(`profile.${key}`);
          // Read-only: the saved value. Editing: the form's field, a fresh input (none switches
          // between controlled and uncontrolled).
          if (!isEditing) return <TextField key={key} label={label} type={type} value={saved[key]} readOnly />;
          const field = { label, autoComplete, error: errorOf(key), ...form.register(key) };
          return type === 'email' ? (
            <EmailField key={`${key}-edit`} {...field} />
          ) : (
            <TextField key={`${key}-edit`} type={type} {...field} />
          );
        })}
        {emailChanges ? (
          <div className="sm:col-span-2 sm:max-w-sm">
            <PasswordField
              label={t('profile.currentPassword')}
              hint={t('profile.currentPasswordHint')}
              autoComplete="current-password"
              error={errorOf('currentPassword')}
              {...form.register('currentPassword')}
            />
          </div>
        ) : null}
        <TextField label={t('profile.role')} value={roleText} readOnly />
        <TextField label={t('profile.employeeId')} value={profile.employeeId ?? t('profile.notSet')} readOnly />
        <TextField
          label={t('profile.joinDate')}
          value={profile.joinDate ? format.date(profile.joinDate) : t('profile.notSet')}
          readOnly
        />
      </div>
      <p className="text-sm text-slate-600">{t('profile.readOnlyNote')}</p>
      <div className="flex gap-3">
        {isEditing ? (
          <>
            <button
              key="save"
              type="submit"
              disabled={update.isPending}
              className="rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
            >
              {update.isPending ? t('profile.saving') : t('profile.save')}
            </button>
            <button
              type="button"
              onClick={cancel}
              className="rounded-md border border-slate-400 px-5 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              {t('profile.cancel')}
            </button>
          </>
        ) : (
          <button
            key="edit"
            type="button"
            onClick={(event) => {
              // The Save button takes this place: keep this click from submitting the form.
              event.preventDefault();
              startEditing();
            }}
            className="rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {t('profile.edit')}
          </button>
        )}
      </div>
    </form>
  );
}
