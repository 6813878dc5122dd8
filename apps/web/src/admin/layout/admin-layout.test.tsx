import type { SessionUser } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../locales/en/admin.json';
import commonEn from '../../locales/en/common.json';
import adminFr from '../../locales/fr/admin.json';
import commonFr from '../../locales/fr/common.json';
import { AdminLayout } from './admin-layout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user: SessionUser = {
  id: 7,
  email: 'ada@e2e.test',
  username: null,
  firstName: 'Ada',
  lastName: 'Staff',
  role: 'admin',
  status: 'active',
  registrationStatus: 'complete',
  jobTitle: null,
  twoFactorEnabled: false,
  scopeRegionId: null,
};

describe('the back-office language switch (issue 36)', () => {
  it('turns the back-office into French at once and saves French as the language of the account’s e-mails', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { common: commonEn, admin: adminEn }, fr: { common: commonFr, admin: adminFr } },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { language: 'fr' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/admin-dashboard']}>
            <Routes>
              <Route path="/admin-dashboard" element={<AdminLayout user={user} />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const nav = screen.getByRole('navigation', { name: adminEn.nav.label });
    expect(within(nav).getByRole('link', { name: adminEn.nav.facilities })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: commonEn.header.language }), { target: { value: 'fr' } });

    const navFr = await screen.findByRole('navigation', { name: adminFr.nav.label });
    expect(within(navFr).getByRole('link', { name: adminFr.nav.facilities })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/me/language');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ language: 'fr' });
  });
});
