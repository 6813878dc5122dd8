import { twoFactorCodeSchema, twoFactorDisableSchema, type AdminProfile } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactorSetup,
} from './api/profile-api';

const button = 'rounded-md px-5 py-2 font-semibold disabled:opacity-70';

type Done = 'enabled' | 'disabled' | 'renewed';

/** The set-up step: the QR code (an <img> of the server's SVG, never raw HTML), its key, and the code. */
function ConfirmCodeForm({
  setup,
  onEnabled,
}: {
  setup: { secret: string; qrSvg: string };
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const enable = useEnableTwoFactor();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(twoFactorCodeSchema, { defaultValues: { code: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'twoFactorEnable');
  const code = form.register('code');

  const submit = form.handleSubmit(
    (values) => {
      if (enable.isPending) return;
      setFailure(null);
      enable.mutate(values.code, {
        onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
        onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
      });
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {failure ? <FormAlert>{describeError(failure, tc)}</FormAlert> : null}
      <p className="text-slate-700">{t('security.scan')}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('security.qrAlt')}
        width={192}
        height={192}
        className="h-48 w-48 rounded border border-slate-200 bg-white p-2"
      />
      <p className="text-sm text-slate-700">
        {t('security.manualKey')}{' '}
        <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">{setup.secret}</code>
      </p>
      <div className="sm:max-w-xs">
        <TextField
          label={t('security.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          error={errorOf('code')}
          {...code}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '');
            return code.onChange(event);
          }}
        />
      </div>
      <div>
        <button
          type="submit"
          disabled={enable.isPending}
          className={`${button} bg-brand text-white hover:bg-brand-dark`}
        >
          {t('security.confirm')}
        </button>
      </div>
    </form>
  );
}

/**
 * The recovery codes, right after two-factor was turned on: the server keeps only their hashes, so
 * this is the one time they can be read. A copy button, and a button to hide them once saved.
 */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="recovery-codes-title" className="font-semibold text-slate-900">
        {t('security.recoveryTitle')}
      </h3>
      <p className="text-sm text-slate-800">{t('security.recoveryIntro')}</p>
      <ul
        aria-label={t('security.recoveryTitle')}
        className="grid grid-cols-2 gap-2 font-mono text-slate-900 sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm text-slate-700">
        {copy ? t(copy === 'copied' ? 'security.recoveryCopied' : 'security.recoveryCopyFailed') : null}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void copyCodes()}
          className={`${button} border border-slate-400 text-slate-800 hover:bg-slate-100`}
        >
          {t('security.recoveryCopy')}
        </button>
        <button type="button" onClick={onDone} className={`${button} bg-brand text-white hover:bg-brand-dark`}>
          {t('security.recoverySaved')}
        </button>
      </div>
    </section>
  );
}

/**
 * A step that needs the current password (twoFactorDisableSchema's one field): turning two-factor off, or
 * renewing the recovery codes. `run` sends it; a wrong password comes back as the field's error.
 */
function PasswordStepForm({
  prompt,
  submitLabel,
  danger,
  isPending,
  run,
  onCancel,
}: {
  prompt: string;
  submitLabel: string;
  danger?: boolean;
  isPending: boolean;
  run: (password: string, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(twoFactorDisableSchema, { defaultValues: { currentPassword: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'twoFactorDisable');

  const submit = form.handleSubmit(
    (values) => {
      if (isPending) return;
      setFailure(null);
      run(values.currentPassword, (error) => setFailure(applyServerErrors(form, error) ? error : null));
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:max-w-sm">
      {failure ? <FormAlert>{describeError(failure, tc)}</FormAlert> : null}
      <p className="text-sm text-slate-700">{prompt}</p>
      <PasswordField
        label={t('security.currentPassword')}
        autoComplete="current-password"
        error={errorOf('currentPassword')}
        {...form.register('currentPassword')}
      />
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={isPending}
          className={`${button} ${danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand hover:bg-brand-dark'} text-white`}
        >
          {submitLabel}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className={`${button} border border-slate-400 text-slate-800 hover:bg-slate-100`}
        >
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}

function DisableForm({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const disable = useDisableTwoFactor();
  return (
    <PasswordStepForm
      prompt={t('security.disablePrompt')}
      submitLabel={t('security.turnOff')}
      danger
      isPending={disable.isPending}
      run={(password, onError) => disable.mutate(password, { onSuccess: onDisabled, onError })}
      onCancel={onCancel}
    />
  );
}

/** Issue 36: new recovery codes (lost or used up); the earlier ones stop working. */
function RenewCodesForm({ onRenewed, onCancel }: { onRenewed: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const renew = useRenewRecoveryCodes();
  return (
    <PasswordStepForm
      prompt={t('security.renewPrompt')}
      submitLabel={t('security.renewCodes')}
      isPending={renew.isPending}
      run={(password, onError) =>
        renew.mutate(password, { onSuccess: ({ recoveryCodes }) => onRenewed(recoveryCodes), onError })
      }
      onCancel={onCancel}
    />
  );
}

/** Two-factor: Turn on → QR code + key → confirm a code → recovery codes, once; Turn off → current password. */
export function TwoFactorSection({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const setup = useStartTwoFactorSetup();
  const [step, setStep] = useState<'disable' | 'renew' | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-3">
      <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900">
        {t('security.twoFactorTitle')}
      </h2>
      {done ? <FormAlert tone="success">{t(`security.${done}`)}</FormAlert> : null}
      <p className="text-slate-700">
        {profile.twoFactorEnabled ? t('security.twoFactorOn') : t('security.twoFactorOff')}
      </p>
      {profile.twoFactorEnabled && !recoveryCodes ? (
        <p className="text-sm text-slate-700">
          {t('security.recoveryRemaining', { remaining: profile.recoveryCodesRemaining })}
        </p>
      ) : null}
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} /> : null}
      {setup.isError ? <FormAlert>{describeError(setup.error, tc)}</FormAlert> : null}

      {profile.twoFactorEnabled ? (
        step === 'disable' ? (
          <DisableForm
            onDisabled={() => {
              setStep(null);
              setDone('disabled');
            }}
            onCancel={() => setStep(null)}
          />
        ) : step === 'renew' ? (
          <RenewCodesForm
            onRenewed={(codes) => {
              setStep(null);
              setRecoveryCodes(codes);
              setDone('renewed');
            }}
            onCancel={() => setStep(null)}
          />
        ) : (
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => {
                setDone(null);
                setRecoveryCodes(null);
                setStep('renew');
              }}
              className={`${button} border border-slate-400 text-slate-800 hover:bg-slate-100`}
            >
              {t('security.renewCodes')}
            </button>
            <button
              type="button"
              onClick={() => {
                setDone(null);
                setRecoveryCodes(null);
                setStep('disable');
              }}
              className={`${button} border border-red-700 text-red-700 hover:bg-red-50`}
            >
              {t('security.turnOff')}
            </button>
          </div>
        )
      ) : setup.data ? (
        <ConfirmCodeForm
          setup={setup.data}
          onEnabled={(codes) => {
            setup.reset();
            setRecoveryCodes(codes);
            setDone('enabled');
          }}
        />
      ) : (
        <div>
          <button
            type="button"
            disabled={setup.isPending}
            onClick={() => {
              setDone(null);
              setup.mutate();
            }}
            className={`${button} bg-brand text-white hover:bg-brand-dark`}
          >
            {setup.isPending ? t('security.starting') : t('security.turnOn')}
          </button>
        </div>
      )}
    </section>
  );
}
