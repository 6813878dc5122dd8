import type { AdminProfile } from '@hc/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useUpdateProfile, type ProfileInput } from '../../api/admin-api';
import { useAdminFormat } from '../../format';

type EditableField = 'firstName' | 'lastName' | 'email' | 'phone' | 'department';
type Draft = Record<EditableField, string>;

const draftOf = (profile: AdminProfile): Draft => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phone: profile.phone ?? '',
  department: profile.department ?? '',
});

export function ProfileInfoTab({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const format = useAdminFormat();
  const update = useUpdateProfile();
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const roleText = profile.role === 'admin' ? t('roleLabels.admin') : (profile.jobTitle ?? t('roleLabels.staff'));

  function startEditing() {
    setDraft(draftOf(profile));
    setFieldErrors({});
    setFormError(null);
    setSaved(false);
    setIsEditing(true);
  }

  function cancel() {
    setDraft(draftOf(profile));
    setFieldErrors({});
    setFormError(null);
    setIsEditing(false);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const errors: Record<string, string> = {};
    if (!draft.firstName.trim()) errors.firstName = t('profile.required');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) errors.email = t('profile.emailInvalid');
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    const body: ProfileInput = {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim() || null,
      department: draft.department.trim() || null,
    };
    update.mutate(body, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        setIsEditing(false);
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.fields) {
          const fields = { ...error.fields };
          if (error.status === 409 && fields.email) fields.email = t('profile.emailTaken');
          setFieldErrors(fields);
        } else {
          setFormError(describeError(error, tc));
        }
      },
    });
  }

  const field = (key: EditableField, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      key={key}
      label={label}
      name={key}
      type={type}
      autoComplete={autoComplete}
      value={isEditing ? draft[key] : draftOf(profile)[key]}
      readOnly={!isEditing}
      onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
      error={fieldErrors[key]}
    />
  );

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5">
      {saved ? (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
        >
          {t('profile.saved')}
        </p>
      ) : null}
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('firstName', t('profile.firstName'), 'text', 'given-name')}
        {field('lastName', t('profile.lastName'), 'text', 'family-name')}
        {field('email', t('profile.email'), 'email', 'email')}
        {field('phone', t('profile.phone'), 'tel', 'tel')}
        {field('department', t('profile.department'))}
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
