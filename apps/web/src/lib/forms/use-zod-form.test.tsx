import { passwordChangeSchema, signUpSchema, twoFactorCodeSchema } from '@hc/shared';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import formsEn from '../../locales/en/forms.json';
import formsFr from '../../locales/fr/forms.json';
import { ApiClientError } from '../api-client';
import { bindFieldErrors } from './field-error';
import { applyServerErrors } from './server-errors';
import { emptyToUndefined, issueToToken, useZodForm } from './use-zod-form';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: {}, forms: formsEn }, fr: { common: {}, forms: formsFr } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

/** The tokens a schema's failures become, by field. */
async function tokensOf(schema: Parameters<typeof useZodForm>[0], values: Record<string, unknown>) {
  const { result } = renderHook(
    () => {
      const form = useZodForm(schema, { defaultValues: values });
      // Read in render, as a form does: react-hook-form then re-renders when the errors change.
      void form.formState.errors;
      return form;
    },
    { wrapper },
  );
  await act(async () => {
    await result.current.trigger();
  });
  const errors = result.current.formState.errors as Record<string, { message?: string }>;
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error.message]));
}

describe('useZodForm: the shared schema, errors as tokens', () => {
  it('gives each rule its code and limits', async () => {
    expect(
      await tokensOf(signUpSchema, { name: 'A', email: 'not-an-address', password: 'short', role: undefined }),
    ).toEqual({
      name: 'too_short|{"minimum":2}',
      email: 'invalid_email',
      password: 'too_short|{"minimum":10}',
      role: 'required',
    });
  });

  it('reads an empty required text as "required"', async () => {
    const tokens = await tokensOf(signUpSchema, { name: '', email: '  ', password: 'long-enough-1', role: 'patient' });
    expect(tokens.email).toBe('required');
  });

  it('keeps the codes the schema gives itself (invalid_totp, passwords_mismatch)', async () => {
    expect(await tokensOf(twoFactorCodeSchema, { code: '12a' })).toEqual({ code: 'invalid_totp' });
    expect(
      await tokensOf(passwordChangeSchema, {
        currentPassword: 'x',
        newPassword: 'first-new-password-1',
        confirmPassword: 'other-new-password-2',
      }),
    ).toEqual({ confirmPassword: 'passwords_mismatch' });
  });

  it('hands the parsed output to handleSubmit', async () => {
    const { result } = renderHook(
      () =>
        useZodForm(signUpSchema, {
          defaultValues: { name: ' Awa ', email: ' Awa@Mail.CM ', password: 'long-enough-1', role: 'doctor' },
        }),
      { wrapper },
    );
    let submitted: unknown = null;
    await act(() => result.current.handleSubmit((values) => void (submitted = values))());
    expect(submitted).toEqual({ name: 'Awa', email: 'awa@mail.cm', password: 'long-enough-1', role: 'doctor' });
  });

  it('maps issues without a schema code through classifyIssue', () => {
    expect(issueToToken({ code: 'too_big', origin: 'string', maximum: 254, input: 'x' })).toBe(
      'too_long|{"maximum":254}',
    );
    expect(issueToToken({ code: 'invalid_type', expected: 'string', input: undefined })).toBe('required');
    expect(emptyToUndefined('')).toBeUndefined();
    expect(emptyToUndefined('doctor')).toBe('doctor');
  });
});

function SignUpForm({ serverError }: { serverError?: unknown }) {
  const { t } = useTranslation();
  const form = useZodForm(signUpSchema, { defaultValues: { name: '', email: '', password: '', role: undefined } });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'signUp');
  const submit = form.handleSubmit(() => {
    if (serverError) form.setValue('name', applyServerErrors(form, serverError) ? 'left' : 'placed');
  });
  return (
    <form noValidate onSubmit={submit}>
      <input aria-label="Name" {...form.register('name')} />
      <input aria-label="Email" {...form.register('email')} />
      <input aria-label="Password" {...form.register('password')} />
      <select aria-label="Role" {...form.register('role', { setValueAs: emptyToUndefined })}>
        <option value="" />
        <option value="patient">patient</option>
      </select>
      <button type="submit">Send</button>
      {(['name', 'email', 'password', 'role'] as const).map((name) =>
        errorOf(name) ? (
          <p key={name} data-testid={`${name}-error`}>
            {errorOf(name)}
          </p>
        ) : null,
      )}
    </form>
  );
}

describe('field messages', () => {
  it('are translated when shown, and again after a language switch', async () => {
    render(<SignUpForm />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('password-error')).textContent).toBe('Must be at least 10 characters');
    // Form-specific messages win over the generic ones.
    expect(screen.getByTestId('name-error').textContent).toBe('Enter your name');
    expect(screen.getByTestId('role-error').textContent).toBe('Choose patient or doctor');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByTestId('password-error').textContent).toBe('Doit contenir au moins 10 caractères');
    expect(screen.getByTestId('role-error').textContent).toBe('Choisissez patient ou médecin');
  });
});

function validSignUp() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Awa Ngono' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'awa@mail.cm' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
  fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'patient' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('applyServerErrors', () => {
  it('puts each field error on its field by code, never the English message', async () => {
    const error = new ApiClientError('server', 'conflict', 409, 'conflict', [
      { path: 'email', code: 'email_taken', message: 'ENGLISH TEXT' },
    ]);
    render(<SignUpForm serverError={error} />, { wrapper });
    validSignUp();
    expect((await screen.findByTestId('email-error')).textContent).toBe('An account with this email already exists');
    expect(screen.queryByText('ENGLISH TEXT')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('placed');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByTestId('email-error').textContent).toBe('Un compte existe déjà avec cette adresse e-mail');
  });

  it('keeps the limits of a server code', async () => {
    const error = new ApiClientError('server', 'bad', 400, 'validation_failed', [
      { path: 'password', code: 'too_short', params: { minimum: 12 }, message: 'x' },
    ]);
    render(<SignUpForm serverError={error} />, { wrapper });
    validSignUp();
    expect((await screen.findByTestId('password-error')).textContent).toBe('Must be at least 12 characters');
  });

  it('says what is left for a form-level alert', () => {
    const form = { setError: () => {}, getValues: () => ({ email: '' }) } as never;
    const unknownField = new ApiClientError('server', 'bad', 400, 'validation_failed', [
      { path: 'token', code: 'invalid_reset_link', message: 'x' },
    ]);
    expect(applyServerErrors(form, unknownField)).toBe(true);
    expect(applyServerErrors(form, new ApiClientError('server', 'x', 429, 'rate_limited'))).toBe(true);
    expect(applyServerErrors(form, new ApiClientError('network', 'x'))).toBe(true);
    expect(applyServerErrors(form, new Error('x'))).toBe(true);
    const onlyEmail = new ApiClientError('server', 'bad', 400, 'validation_failed', [
      { path: 'email', code: 'invalid_email', message: 'x' },
    ]);
    expect(applyServerErrors(form, onlyEmail)).toBe(false);
    expect(applyServerErrors(form, onlyEmail, { fields: [] })).toBe(true);
  });
});
