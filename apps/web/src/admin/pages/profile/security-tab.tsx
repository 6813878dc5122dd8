import { notificationSettingsSchema, passwordChangeSchema, PASSWORD_MIN_LENGTH, type AdminProfile } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors, decodeFieldError } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useChangePassword, useUpdateNotifications } from './api/profile-api';
import { TwoFactorSection } from './two-factor-section';

/** What the password form says above its fields; translated when shown. */
type PasswordNotice = { kind: 'mismatch' } | { kind: 'updated' } | { kind: 'failed'; error: unknown };

const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const change = useChangePassword();
  const [notice, setNotice] = useState<PasswordNotice | null>(null);
  const form = useZodForm(passwordChangeSchema, { defaultValues: emptyPasswords });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'passwordChange');

  const submit = form.handleSubmit(
    (values) => {
      if (change.isPending) return;
      setNotice(null);
      change.mutate(values, {
        // Spec 02 §5: the success message only once the server has changed the password.
        onSuccess: () => {
          form.reset(emptyPasswords);
          setNotice({ kind: 'updated' });
        },
        onError: (error) => setNotice(applyServerErrors(form, error) ? { kind: 'failed', error } : null),
      });
    },
    // Spec 02 §5: a mismatch is said above the form, and nothing is sent.
    (errors) =>
      setNotice(
        decodeFieldError(errors.confirmPassword?.message ?? '').code === 'passwords_mismatch'
          ? { kind: 'mismatch' }
          : null,
      ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="security-password-title">
      <h2 id="security-password-title" className="text-lg font-semibold text-slate-900">
        {t('security.passwordTitle')}
      </h2>
      {notice?.kind === 'updated' ? <FormAlert tone="success">{t('security.updated')}</FormAlert> : null}
      {notice?.kind === 'mismatch' ? <FormAlert>{t('security.mismatch')}</FormAlert> : null}
      {notice?.kind === 'failed' ? <FormAlert>{describeError(notice.error, tc)}</FormAlert> : null}
      <PasswordField
        label={t('security.currentPassword')}
        autoComplete="current-password"
        error={errorOf('currentPassword')}
        {...form.register('currentPassword')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('security.newPassword')}
          autoComplete="new-password"
          hint={t('security.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          error={errorOf('newPassword')}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('security.confirmPassword')}
          autoComplete="new-password"
          error={errorOf('confirmPassword')}
          {...form.register('confirmPassword')}
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

const settingsOf = (profile: AdminProfile) => ({
  emailNotifications: profile.emailNotifications,
  smsNotifications: profile.smsNotifications,
  loginAlerts: profile.loginAlerts,
});

/** Switches saved as soon as they change (notificationSettingsSchema); a failed save puts them back. */
function NotificationSettings({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const update = useUpdateNotifications();
  const [isSaved, setIsSaved] = useState(false);
  // `values`: the switches follow the saved profile (after a save, or a refetch).
  const form = useZodForm(notificationSettingsSchema, { values: settingsOf(profile) });

  const save = form.handleSubmit((values) => {
    setIsSaved(false);
    update.mutate(values, {
      onSuccess: () => setIsSaved(true),
      onError: () => form.reset(settingsOf(profile)),
    });
  });

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t('security.notificationsTitle')}</legend>
      {isSaved ? <FormAlert tone="success">{t('security.notificationsSaved')}</FormAlert> : null}
      {update.isError ? <FormAlert>{describeError(update.error, tc)}</FormAlert> : null}
      {toggles.map((key) => (
        <label key={key} className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
          <input
            type="checkbox"
            role="switch"
            className="mt-1 h-5 w-5 accent-brand"
            {...form.register(key, { onChange: () => void save() })}
            disabled={update.isPending}
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
