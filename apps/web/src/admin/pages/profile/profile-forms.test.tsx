import type { AdminProfile } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json';
import commonEn from '../../../locales/en/common.json';
import formsEn from '../../../locales/en/forms.json';
import { ProfileInfoTab } from './profile-info-tab';
import { SecurityTab } from './security-tab';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: commonEn, admin: adminEn, forms: formsEn } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile: AdminProfile = {
  id: 1,
  firstName: 'System',
  lastName: 'Administrator',
  email: 'admin@e2e.test',
  phone: null,
  role: 'admin',
  jobTitle: null,
  department: null,
  employeeId: 'EMP-1',
  joinDate: '2024-01-02',
  lastLogin: null,
  twoFactorEnabled: false,
  emailNotifications: true,
  smsNotifications: false,
  loginAlerts: true,
};

function stubApi(answer: (url: string, body: unknown) => { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status, body } = answer(String(input), init?.body ? JSON.parse(String(init.body)) : undefined);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('password change (spec 02 §5)', () => {
  it('stops on a mismatch with one alert, then says success only after the server answered', async () => {
    const fetchMock = stubApi((url) =>
      url.endsWith('/password') ? { status: 200, body: { data: { changed: true } } } : { status: 404, body: {} },
    );
    renderWith(<SecurityTab profile={profile} />);
    const current = screen.getByLabelText('Current Password');
    const next = screen.getByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm New Password');
    fireEvent.change(current, { target: { value: 'admin-password-123' } });
    fireEvent.change(next, { target: { value: 'first-new-password-1' } });
    fireEvent.change(confirm, { target: { value: 'other-new-password-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['New passwords do not match!']),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(next, { target: { value: 'changed-admin-password-456' } });
    fireEvent.change(confirm, { target: { value: 'changed-admin-password-456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
        'Security settings updated successfully!',
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    for (const input of [current, next, confirm]) expect((input as HTMLInputElement).value).toBe('');
  });

  it('puts a wrong current password on its field, in the form’s own words', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Your current password is not correct',
          fields: [{ path: 'currentPassword', code: 'wrong_password', message: 'The password is not correct' }],
        },
      },
    }));
    renderWith(<SecurityTab profile={profile} />);
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'changed-admin-password-456' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), {
      target: { value: 'changed-admin-password-456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();
    expect(screen.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('profile information', () => {
  it('is read-only until Edit, and Save sends the parsed values', async () => {
    const fetchMock = stubApi((_url, body) => ({
      status: 200,
      body: { data: { ...profile, ...(body as object) } },
    }));
    renderWith(<ProfileInfoTab profile={profile} />);
    expect(screen.getByLabelText('Department').hasAttribute('readonly')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Department').hasAttribute('readonly')).toBe(false);
    expect(screen.getByLabelText('Employee ID').hasAttribute('readonly')).toBe(true);
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: '  Quality ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully!');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      firstName: 'System',
      lastName: 'Administrator',
      email: 'admin@e2e.test',
      phone: null,
      department: 'Quality',
    });
    expect(screen.getByLabelText('Department').hasAttribute('readonly')).toBe(true);
  });

  it('checks the shared rules before saving', async () => {
    const fetchMock = stubApi(() => ({ status: 500, body: {} }));
    renderWith(<ProfileInfoTab profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a first name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
