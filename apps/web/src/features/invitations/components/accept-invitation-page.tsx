import { invitationPasswordsSchema, invitationTokenParamsSchema, PASSWORD_MIN_LENGTH } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { invitationQueryOptions, useAcceptInvitation } from '../api/invitation';

const primaryButton =
  'w-full rounded-md bg-brand px-4 py-2.5 font-semibold tracking-wide text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

const isLinkError = (error: unknown) =>
  error instanceof ApiClientError &&
  (error.fields ?? []).some((field) => field.path === 'token' || field.code === 'invalid_invitation_link');

/**
 * /accept-invitation?token=…: an invited employee chooses their password (twice, matching), then signs
 * in. A link that is unknown, used or expired says so before anything is typed.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('invitations');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const isWellFormed = invitationTokenParamsSchema.safeParse({ token }).success;
  const invitation = useQuery({ ...invitationQueryOptions(token), enabled: isWellFormed });
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(invitationPasswordsSchema, { defaultValues: { password: '', repeat: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors);

  const submit = form.handleSubmit(
    ({ password, repeat }) => {
      if (accept.isPending) return;
      setFailure(null);
      accept.mutate(
        { token, password, repeat },
        { onError: (error) => setFailure(applyServerErrors(form, error) ? error : null) },
      );
    },
    () => setFailure(null),
  );

  if (accept.isSuccess) {
    return (
      <Card title={t('title')}>
        <FormAlert tone="success">{t('done')}</FormAlert>
        <Link to="/sign-in" className={`mt-6 block text-center ${primaryButton}`}>
          {t('signIn')}
        </Link>
      </Card>
    );
  }
  if (!isWellFormed) {
    return (
      <Card title={t('title')}>
        <FormAlert>{t('missingToken')}</FormAlert>
      </Card>
    );
  }
  if (invitation.isPending) {
    return (
      <Card title={t('title')}>
        <p role="status" className="text-slate-700">
          {t('checking')}
        </p>
      </Card>
    );
  }
  if (invitation.isError || isLinkError(failure)) {
    const error = invitation.error ?? failure;
    return (
      <Card title={t('title')}>
        <FormAlert>{isLinkError(error) ? t('invalid') : describeError(error, tc)}</FormAlert>
      </Card>
    );
  }

  return (
    <Card title={t('title')}>
      <p className="mb-4 text-slate-700">
        {t('welcome', { name: invitation.data.firstName, email: invitation.data.email })}
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <FormAlert>{describeError(failure, tc)}</FormAlert> : null}
        {/* The account's address, for password managers. */}
        <input type="hidden" name="username" autoComplete="username" value={invitation.data.email} readOnly />
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          hint={t('passwordRule', { min: PASSWORD_MIN_LENGTH })}
          error={errorOf('password')}
          {...form.register('password')}
        />
        <PasswordField
          label={t('repeat')}
          autoComplete="new-password"
          error={errorOf('repeat')}
          {...form.register('repeat')}
        />
        <button type="submit" className={primaryButton} disabled={accept.isPending}>
          {accept.isPending ? t('submitting') : t('submit')}
        </button>
      </form>
    </Card>
  );
}
