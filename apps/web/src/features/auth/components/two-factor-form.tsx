import { signInSecondFactorSchema, type SignInResult } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useSignInTwoFactor } from '../api/sign-in-two-factor';
import { primaryButton } from './auth-card';
import { describeTwoFactorError } from './auth-errors';

/**
 * The second step of sign-in (signInSecondFactorSchema): the 6-digit code of the authenticator app,
 * or, for someone without their phone, one of the recovery codes given when two-factor was turned on.
 */
export function TwoFactorForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (result: SignInResult) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const twoFactor = useSignInTwoFactor();
  const [failure, setFailure] = useState<unknown>(null);
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const form = useZodForm(signInSecondFactorSchema, { defaultValues: { code: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'signInCode');
  const code = form.register('code');

  const submit = form.handleSubmit(
    (values) => {
      if (twoFactor.isPending) return;
      setFailure(null);
      twoFactor.mutate(values, {
        onSuccess: onSignedIn,
        onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
      });
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure ? <FormAlert>{describeTwoFactorError(failure, t, tc)}</FormAlert> : null}
      {useRecoveryCode ? (
        <TextField
          key="recovery"
          label={t('fields.recoveryCode')}
          hint={t('signIn.recoveryHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={errorOf('code')}
          {...code}
        />
      ) : (
        <TextField
          key="code"
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          autoFocus
          error={errorOf('code')}
          {...code}
          onChange={(event) => {
            // Digits only: a code pasted with spaces ("123 456") is still accepted.
            event.target.value = event.target.value.replace(/\D/g, '');
            return code.onChange(event);
          }}
        />
      )}
      <button type="submit" className={primaryButton} disabled={twoFactor.isPending}>
        {twoFactor.isPending ? t('signIn.submitting') : t('signIn.twoFactorSubmit')}
      </button>
      <button
        type="button"
        className="text-sm font-semibold text-brand underline"
        onClick={() => {
          form.reset({ code: '' });
          setFailure(null);
          setUseRecoveryCode(!useRecoveryCode);
        }}
      >
        {useRecoveryCode ? t('signIn.useAppCode') : t('signIn.useRecoveryCode')}
      </button>
      <button type="button" className="text-sm font-semibold text-brand underline" onClick={onRestart}>
        {t('signIn.restart')}
      </button>
    </form>
  );
}
