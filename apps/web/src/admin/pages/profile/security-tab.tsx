import { PASSWORD_MIN_LENGTH, type AdminProfile } from '@hc/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useChangePassword, useUpdateNotifications } from '../../api/admin-api';
import { TwoFactorSection } from './two-factor-section';

const notice = (tone: 'ok' | 'error', text: string) =>
  tone === 'ok' ? (
    <p
      role="status"
      className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
    >
      {text}
    </p>
  ) : (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {text}
    </p>
  );

function PasswordForm() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    setMessage(null);
    const next: Record<string, string> = {};
    if (!values.currentPassword) next.currentPassword = t('security.currentRequired');
    if (values.newPassword !== values.confirmPassword) {
      // Spec 02 §5: a mismatch stops here, before any call.
      setErrors({ ...next, confirmPassword: t('security.mismatch') });
      setMessage({ tone: 'error', text: t('security.mismatch') });
      return;
    }
    if (values.newPassword.length < PASSWORD_MIN_LENGTH)
      next.newPassword = t('security.tooShort', { min: PASSWORD_MIN_LENGTH });
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
        setMessage({ tone: 'ok', text: t('security.updated') });
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.fields) {
          const fields = { ...error.fields };
          if (fields.currentPassword) fields.currentPassword = t('security.currentWrong');
          if (fields.confirmPassword) fields.confirmPassword = t('security.mismatch');
          setErrors(fields);
        } else {
          setMessage({ tone: 'error', text: describeError(error, tc) });
        }
      },
    });
  }

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="security-password-title">
      <h2 id="security-password-title" className="text-lg font-semibold text-slate-900">
        {t('security.passwordTitle')}
      </h2>
      {message ? notice(message.tone, message.text) : null}
      <TextField
        label={t('security.currentPassword')}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('security.newPassword')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          hint={t('security.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword}
        />
        <TextField
          label={t('security.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
      </div>
      <div>
        <button
          type="submit"
          disabled={change.isPending}
          className="rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          {change.isPending ? t('security.updating') : t('security.updatePassword')}
        </button>
      </div>
    </form>
  );
}

const toggles = ['emailNotifications', 'smsNotifications', 'loginAlerts'] as const;

function NotificationSettings({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const update = useUpdateNotifications();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t('security.notificationsTitle')}</legend>
      {message ? notice(message.tone, message.text) : null}
      {toggles.map((key) => (
        <label key={key} className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
          <input
            type="checkbox"
            role="switch"
            className="mt-1 h-5 w-5 accent-brand"
            checked={profile[key]}
            disabled={update.isPending}
            onChange={(event) => {
              setMessage(null);
              update.mutate(
                {
                  emailNotifications: profile.emailNotifications,
                  smsNotifications: profile.smsNotifications,
                  loginAlerts: profile.loginAlerts,
                  [key]: event.target.checked,
                },
                {
                  onSuccess: () => setMessage({ tone: 'ok', text: t('security.notificationsSaved') }),
                  onError: (error) => setMessage({ tone: 'error', text: describeError(error, tc) }),
                },
              );
            }}
          />
          <span>
            <span className="block font-medium text-slate-900">{t(`security.${key}`)}</span>
            <span className="block text-sm text-slate-600">{t(`security.${key}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function SecurityTab({ profile }: { profile: AdminProfile }) {
  return (
    <div className="flex flex-col gap-8">
      <PasswordForm />
      <hr className="border-slate-200" />
      <NotificationSettings profile={profile} />
      <hr className="border-slate-200" />
      <TwoFactorSection profile={profile} />
    </div>
  );
}
