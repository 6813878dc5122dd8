import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import authEn from '../../../locales/en/auth.json';
import commonEn from '../../../locales/en/common.json';
import formsEn from '../../../locales/en/forms.json';
import authFr from '../../../locales/fr/auth.json';
import commonFr from '../../../locales/fr/common.json';
import formsFr from '../../../locales/fr/forms.json';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { common: commonEn, auth: authEn, forms: formsEn },
      fr: { common: commonFr, auth: authFr, forms: formsFr },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
/** Answers the API calls in order, and records what was sent. */
function stubApi(...answers: Answer[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.shift() ?? { status: 500, body: { error: { code: 'internal', message: 'x' } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sentBody = (fetchMock: ReturnType<typeof stubApi>, call = 0) =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as unknown;
const apiError = (status: number, code: string, fields?: unknown[]) => ({
  status,
  body: { error: { code, message: 'ENGLISH SERVER TEXT', requestId: 'r1', ...(fields ? { fields } : {}) } },
});

function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={page} />
            <Route path="*" element={<p>Landed elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input, select' });

describe('sign-in', () => {
  it('checks the fields with the shared schema before any call', async () => {
    const fetchMock = stubApi();
    renderAt('/sign-in', <SignInPage />);
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Enter your username or email')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "wrong credentials" by the error code, never with the server’s text', async () => {
    const fetchMock = stubApi(apiError(401, 'unauthenticated'));
    renderAt('/sign-in', <SignInPage />);
    fireEvent.change(field('Account type'), { target: { value: 'admin' } });
    fireEvent.change(field('Username or email'), { target: { value: ' someone@mail.cm ' } });
    fireEvent.change(field('Password'), { target: { value: 'wrong-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username/email or password');
    expect(sentBody(fetchMock)).toEqual({
      identifier: 'someone@mail.cm',
      password: 'wrong-password-1',
      remember: false,
      role: 'admin',
    });
    expect(screen.queryByText(/ENGLISH SERVER TEXT/)).toBeNull();
  });

  it('sends no role when none is chosen, and tells a lockout', async () => {
    const fetchMock = stubApi(apiError(429, 'rate_limited'));
    renderAt('/sign-in', <SignInPage />);
    fireEvent.change(field('Username or email'), { target: { value: 'ana' } });
    fireEvent.change(field('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Too many failed sign-in attempts/);
    expect(sentBody(fetchMock)).toEqual({ identifier: 'ana', password: 'x', remember: true });
  });

  it('asks for the two-factor code, and puts the server’s verdict on the field', async () => {
    stubApi(
      { status: 200, body: { data: { status: 'two_factor_required' } } },
      apiError(400, 'validation_failed', [{ path: 'code', code: 'invalid_totp', message: 'That code is not valid' }]),
    );
    renderAt('/sign-in', <SignInPage />);
    fireEvent.change(field('Username or email'), { target: { value: 'ana' } });
    fireEvent.change(field('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    const code = await screen.findByLabelText('6-digit code');
    fireEvent.change(code, { target: { value: '12 34 56' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText('That code is not valid, has expired or was already used')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText("Ce code n'est pas valide, a expiré ou a déjà servi")).toBeTruthy();
  });

  it('accepts a recovery code instead of the app code', async () => {
    const fetchMock = stubApi(
      { status: 200, body: { data: { status: 'two_factor_required' } } },
      apiError(400, 'validation_failed', [{ path: 'code', code: 'invalid_totp', message: 'That code is not valid' }]),
    );
    renderAt('/sign-in', <SignInPage />);
    fireEvent.change(field('Username or email'), { target: { value: 'ana' } });
    fireEvent.change(field('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const code = screen.getByLabelText('Recovery code');
    // Letters are kept (the app code's field keeps digits only); nonsense is refused before sending.
    fireEvent.change(code, { target: { value: 'letmein' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText('That code is not valid, has expired or was already used')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.change(code, { target: { value: 'ABCDE-FGHJK' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(fetchMock, 1)).toEqual({ code: 'ABCDE-FGHJK' });
    expect(screen.getByRole('button', { name: 'Use a code from the app instead' })).toBeTruthy();
  });

  it('says how many seconds to wait when the account is slowed down', async () => {
    stubApi({ ...apiError(429, 'rate_limited'), headers: { 'retry-after': '8' } });
    renderAt('/sign-in', <SignInPage />);
    fireEvent.change(field('Username or email'), { target: { value: 'ana' } });
    fireEvent.change(field('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed sign-in attempts. Please wait 8 seconds and try again.',
    );
  });
});

describe('sign-up', () => {
  it('marks the fields on an empty submit, with the length rule under the password', async () => {
    stubApi();
    renderAt('/sign-up', <SignUpPage />);
    fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('At least 10 characters.')).toBeTruthy();
    expect(screen.getByText('Must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Choose patient or doctor')).toBeTruthy();
    expect(screen.getByText('Enter your email address')).toBeTruthy();
  });

  it('puts "email taken" on the email field, in French for a French reader', async () => {
    const fetchMock = stubApi(
      apiError(409, 'conflict', [{ path: 'email', code: 'email_taken', message: 'An account with this email…' }]),
    );
    await i18n.changeLanguage('fr');
    renderAt('/sign-up', <SignUpPage />);
    fireEvent.change(field('Je suis'), { target: { value: 'patient' } });
    fireEvent.change(field('Nom complet'), { target: { value: ' Amina Patient ' } });
    fireEvent.change(field('Adresse e-mail'), { target: { value: 'Amina@Mail.CM' } });
    fireEvent.change(field('Mot de passe'), { target: { value: 'a-long-patient-password' } });
    fireEvent.click(screen.getByRole('button', { name: "S'INSCRIRE" }));
    expect(await screen.findByText('Un compte existe déjà avec cette adresse e-mail')).toBeTruthy();
    expect(field('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentBody(fetchMock)).toEqual({
      name: 'Amina Patient',
      email: 'amina@mail.cm',
      password: 'a-long-patient-password',
      role: 'patient',
    });
  });
});

describe('reset password', () => {
  const path = `/reset-password?token=${'t'.repeat(40)}`;

  it('stops on a mismatch, and tells an expired link above the form', async () => {
    const fetchMock = stubApi(
      apiError(400, 'validation_failed', [{ path: 'token', code: 'invalid_reset_link', message: 'x' }]),
    );
    renderAt(path, <ResetPasswordPage />);
    fireEvent.change(field('New password'), { target: { value: 'first-new-password' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'other-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }));
    expect(await screen.findByText('New passwords do not match!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field('Confirm new password'), { target: { value: 'first-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This reset link is invalid or has expired');
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(sentBody(fetchMock)).toEqual({ token: 't'.repeat(40), password: 'first-new-password' });
  });

  it('refuses a cut-off link before anything is typed', () => {
    stubApi();
    renderAt('/reset-password?token=short', <ResetPasswordPage />);
    expect(screen.getByRole('alert').textContent).toBe('This reset link is incomplete. Ask for a new one.');
  });
});
