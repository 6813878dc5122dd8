import { PASSWORD_MIN_LENGTH, signUpSchema } from '@hc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../../../components/ui/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { sessionQueryKey } from '../../../lib/api/session';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { signInPathFor } from '../../../lib/safe-next';
import { signUpManager } from '../api/claims-api';
import { CLAIM_NAMESPACE } from '../catalogs';
import { primaryButton, secondaryButton } from './styles';

// The sign-up contract without the role: an account made here is always a facility manager's.
const accountSchema = signUpSchema.omit({ role: true });

/**
 * Step 1 of a claim: an account. Sign in (and come back to this very page, `returnTo`), or create one in
 * place: the sign-up answers with the new session, so the request form shows at once, with anything
 * already typed in it kept (it lives in the page above, not here).
 */
export function AccountStep({ returnTo, isSessionLost }: { returnTo: string; isSessionLost: boolean }) {
  const { t } = useTranslation(CLAIM_NAMESPACE);
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(accountSchema, { defaultValues: { name: '', email: '', password: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'signUp');
  const signUp = useMutation({
    mutationFn: signUpManager,
    onSuccess: (result) => {
      if (result.status === 'signed_in') client.setQueryData(sessionQueryKey, result.user);
    },
  });

  const submit = form.handleSubmit(
    (values) => {
      if (signUp.isPending) return;
      setFailure(null);
      signUp.mutate(values, { onError: (error) => setFailure(applyServerErrors(form, error) ? error : null) });
    },
    () => setFailure(null),
  );

  return (
    <section aria-labelledby="claim-account-heading" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="claim-account-heading" className="text-xl font-bold text-slate-900">
        {t('account.title')}
      </h2>
      {isSessionLost ? (
        <div className="mt-3">
          <FormAlert>{t('account.sessionLost')}</FormAlert>
        </div>
      ) : null}
      <p className="mt-2 text-slate-700">{t('account.intro')}</p>
      <Link to={signInPathFor(returnTo)} className={`mt-4 ${secondaryButton}`}>
        {t('account.signIn')}
      </Link>
      <h3 className="mt-6 text-lg font-bold text-slate-900">{t('account.createTitle')}</h3>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
        {failure ? <FormAlert>{describeError(failure, tc)}</FormAlert> : null}
        <TextField label={t('account.name')} autoComplete="name" error={errorOf('name')} {...form.register('name')} />
        <EmailField label={t('account.email')} error={errorOf('email')} {...form.register('email')} />
        <PasswordField
          label={t('account.password')}
          autoComplete="new-password"
          hint={t('account.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          error={errorOf('password')}
          {...form.register('password')}
        />
        <button type="submit" className={primaryButton} disabled={signUp.isPending}>
          {signUp.isPending ? t('account.creating') : t('account.create')}
        </button>
      </form>
    </section>
  );
}
