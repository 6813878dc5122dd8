import type { AdminProfile } from '@hc/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup } from '../../api/admin-api';

const button = 'rounded-md px-5 py-2 font-semibold disabled:opacity-70';

/** Two-factor: Turn on → QR code (an <img> of the server's SVG, never raw HTML) + key → confirm a code. */
export function TwoFactorSection({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [isDisabling, setIsDisabling] = useState(false);
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const fail = (err: unknown, field: string, fieldText: string) =>
    setError(
      err instanceof ApiClientError && err.fields?.[field]
        ? { field, text: fieldText }
        : { text: describeError(err, tc) },
    );

  function confirmCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError({ field: 'code', text: t('security.codeInvalid') });
      return;
    }
    setError(null);
    enable.mutate(code, {
      onSuccess: () => {
        setup.reset();
        setCode('');
        setDone(t('security.enabled'));
      },
      onError: (err) => fail(err, 'code', t('security.codeWrong')),
    });
  }

  function turnOff(event: FormEvent) {
    event.preventDefault();
    setError(null);
    disable.mutate(password, {
      onSuccess: () => {
        setPassword('');
        setIsDisabling(false);
        setDone(t('security.disabled'));
      },
      onError: (err) => fail(err, 'password', t('security.passwordWrong')),
    });
  }

  const generalError =
    error && !error.field ? (
      <p role="alert" className="text-sm font-medium text-red-700">
        {error.text}
      </p>
    ) : null;

  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-3">
      <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900">
        {t('security.twoFactorTitle')}
      </h2>
      {done ? (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
        >
          {done}
        </p>
      ) : null}
      <p className="text-slate-700">
        {profile.twoFactorEnabled ? t('security.twoFactorOn') : t('security.twoFactorOff')}
      </p>
      {generalError}

      {profile.twoFactorEnabled ? (
        isDisabling ? (
          <form noValidate onSubmit={turnOff} className="flex flex-col gap-3 sm:max-w-sm">
            <p className="text-sm text-slate-700">{t('security.disablePrompt')}</p>
            <TextField
              label={t('security.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error?.field === 'password' ? error.text : null}
            />
            <div className="flex gap-3">
              <button
                type="submit"
                disabled={disable.isPending}
                className={`${button} bg-red-700 text-white hover:bg-red-800`}
              >
                {t('security.turnOff')}
              </button>
              <button
                type="button"
                onClick={() => {
                  setIsDisabling(false);
                  setError(null);
                }}
                className={`${button} border border-slate-400 text-slate-800 hover:bg-slate-100`}
              >
                {t('profile.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <div>
            <button
              type="button"
              onClick={() => {
                setDone(null);
                setIsDisabling(true);
              }}
              className={`${button} border border-red-700 text-red-700 hover:bg-red-50`}
            >
              {t('security.turnOff')}
            </button>
          </div>
        )
      ) : setup.data ? (
        <form noValidate onSubmit={confirmCode} className="flex flex-col gap-3">
          <p className="text-slate-700">{t('security.scan')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrSvg)}`}
            alt={t('security.qrAlt')}
            width={192}
            height={192}
            className="h-48 w-48 rounded border border-slate-200 bg-white p-2"
          />
          <p className="text-sm text-slate-700">
            {t('security.manualKey')}{' '}
            <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">
              {setup.data.secret}
            </code>
          </p>
          <div className="sm:max-w-xs">
            <TextField
              label={t('security.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              error={error?.field === 'code' ? error.text : null}
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
      ) : (
        <div>
          <button
            type="button"
            disabled={setup.isPending}
            onClick={() => {
              setDone(null);
              setError(null);
              setup.mutate(undefined, { onError: (err) => setError({ text: describeError(err, tc) }) });
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
