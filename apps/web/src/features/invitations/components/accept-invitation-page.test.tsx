import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import formsEn from '../../../locales/en/forms.json';
import invitationsEn from '../../../locales/en/invitations.json';
import commonFr from '../../../locales/fr/common.json';
import formsFr from '../../../locales/fr/forms.json';
import invitationsFr from '../../../locales/fr/invitations.json';
import { AcceptInvitationPage } from './accept-invitation-page';

configure({ asyncUtilTimeout: 4000 });
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { common: commonEn, forms: formsEn, invitations: invitationsEn },
      fr: { common: commonFr, forms: formsFr, invitations: invitationsFr },
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

const TOKEN = 'k'.repeat(43);
type Sent = { method: string; path: string; body: unknown };
function stubApi(answer: (call: Sent) => [number, unknown]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'http://localhost').pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(call);
      const [status, body] = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}
const invalidLink = [
  400,
  {
    error: {
      code: 'validation_failed',
      message: 'x',
      fields: [{ path: 'token', code: 'invalid_invitation_link', message: 'x' }],
    },
  },
] as [number, unknown];
const info = [
  200,
  { data: { firstName: 'Awa', email: 'awa@sante.example.cm', expiresAt: '2026-11-26T09:00:00Z' } },
] as [number, unknown];

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
            <Route path="/sign-in" element={<p>Sign-in page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('AcceptInvitationPage', { timeout: 20_000 }, () => {
  it('greets the invitee, needs matching passwords, then leads to sign-in', async () => {
    const sent = stubApi((call) => (call.method === 'GET' ? info : [200, { data: { accepted: true } }]));
    renderAt(`/accept-invitation?token=${TOKEN}`);
    expect(
      await screen.findByText('Welcome, Awa. Choose the password of your account awa@sante.example.cm.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long new password' } });
    fireEvent.change(screen.getByLabelText('Repeat Password'), { target: { value: 'another long password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByText('New passwords do not match!')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Repeat Password'), { target: { value: 'a long new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(
      await screen.findByText('Your password is set and your account is active. You can sign in now.'),
    ).toBeTruthy();
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/auth/invitations/accept',
      body: { token: TOKEN, password: 'a long new password', repeat: 'a long new password' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
  });

  it('says a used or expired link is invalid before anything is typed, in French too', async () => {
    stubApi(() => invalidLink);
    await i18n.changeLanguage('fr');
    renderAt(`/accept-invitation?token=${TOKEN}`);
    expect(
      await screen.findByText(/Ce lien d'invitation n'est pas valide, a expiré ou a déjà été utilisé/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
  });

  it('says an incomplete link is incomplete without asking the server', async () => {
    const sent = stubApi(() => info);
    renderAt('/accept-invitation?token=abc');
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(0));
  });
});
