import type { SessionUser } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../../locales/en/common.json';
import { AccountMenu } from './account-menu';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common } },
  defaultNS: 'common',
  react: { useSuspense: false },
});

afterEach(cleanup);

const user = (role: SessionUser['role']): SessionUser => ({
  id: 3,
  email: 'awa@example.cm',
  username: null,
  firstName: 'Awa',
  lastName: 'N',
  role,
  status: 'active',
  registrationStatus: 'complete',
  jobTitle: null,
  twoFactorEnabled: false,
  scopeRegionId: null,
});

function openMenu(role: SessionUser['role']) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AccountMenu user={user(role)} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for Awa' }));
}

describe('AccountMenu', () => {
  it('gives a facility manager its space', () => {
    openMenu('facility_manager');
    expect(screen.getByRole('link', { name: 'My facilities' }).getAttribute('href')).toBe('/my-facilities');
  });

  it('says nothing of it to other accounts', () => {
    openMenu('patient');
    expect(screen.queryByRole('link', { name: 'My facilities' })).toBeNull();
  });
});
