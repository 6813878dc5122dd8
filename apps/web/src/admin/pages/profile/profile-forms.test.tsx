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
import { LoginActivityTab } from './login-activity-tab';
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
  recoveryCodesRemaining: 0,
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

function renderWithRerender(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  return { rerender: (node: ReactNode) => result.rerender(wrap(node)) };
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

describe('email change', () => {
  it('asks for the current password only when the email changes, and sends it', async () => {
    const fetchMock = stubApi((_url, body) => ({
      status: 200,
      body: { data: { ...profile, ...(body as object) } },
    }));
    renderWith(<ProfileInfoTab profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'boss@e2e.test' } });
    const password = await screen.findByLabelText('Current Password');
    fireEvent.change(password, { target: { value: 'admin-password-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully!');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      email: 'boss@e2e.test',
      currentPassword: 'admin-password-123',
    });
  });

  it('shows a wrong current password on its field', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Your current password is not correct',
          fields: [
            { path: 'currentPassword', code: 'wrong_password', message: 'Your current password is not correct' },
          ],
        },
      },
    }));
    renderWith(<ProfileInfoTab profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'boss@e2e.test' } });
    fireEvent.change(await screen.findByLabelText('Current Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();
    expect(screen.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('two-factor recovery codes', () => {
  const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i + 2}k`);

  it('shows the codes once after turning on, copies them, and hides them when saved', async () => {
    stubApi((url) => {
      if (url.endsWith('/setup'))
        return {
          status: 200,
          body: { data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://x', qrSvg: '<svg/>' } },
        };
      if (url.endsWith('/enable'))
        return {
          status: 200,
          body: {
            data: { profile: { ...profile, twoFactorEnabled: true, recoveryCodesRemaining: 10 }, recoveryCodes: codes },
          },
        };
      return { status: 404, body: {} };
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { rerender } = renderWithRerender(<SecurityTab profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual(codes);
    rerender(<SecurityTab profile={{ ...profile, twoFactorEnabled: true, recoveryCodesRemaining: 10 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(codes.join('\n')));
    expect(await screen.findByText('Codes copied.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByText('Recovery codes left: 10 of 10.')).toBeTruthy();
  });

  it('says how many codes are left, and turning off asks for the current password', async () => {
    const fetchMock = stubApi(() => ({
      status: 200,
      body: { data: { ...profile, twoFactorEnabled: false, recoveryCodesRemaining: 0 } },
    }));
    renderWith(<SecurityTab profile={{ ...profile, twoFactorEnabled: true, recoveryCodesRemaining: 3 }} />);
    expect(screen.getByText('Recovery codes left: 3 of 10.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const fields = screen.getAllByLabelText('Current Password');
    fireEvent.change(fields.at(-1)!, { target: { value: 'admin-password-123' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Turn off' }).at(-1)!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ currentPassword: 'admin-password-123' });
  });
});

describe('renewing recovery codes (issue 36)', () => {
  it('asks for the password, shows the new codes once and says the earlier ones stopped working', async () => {
    const fresh = Array.from({ length: 10 }, (_, i) => `newcd-xyz${i + 2}k`);
    const fetchMock = stubApi((url, body) =>
      url.endsWith('/two-factor/recovery-codes') &&
      (body as { currentPassword: string }).currentPassword === 'right-one'
        ? {
            status: 200,
            body: {
              data: {
                profile: { ...profile, twoFactorEnabled: true, recoveryCodesRemaining: 10 },
                recoveryCodes: fresh,
              },
            },
          }
        : {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'Your current password is not correct',
                fields: [{ path: 'currentPassword', code: 'wrong_password' }],
              },
            },
          },
    );
    renderWith(<SecurityTab profile={{ ...profile, twoFactorEnabled: true, recoveryCodesRemaining: 1 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const password = screen.getAllByLabelText('Current Password').at(-1)!;
    fireEvent.change(password, { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'New recovery codes' }).at(-1)!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();

    fireEvent.change(password, { target: { value: 'right-one' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'New recovery codes' }).at(-1)!);
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual(fresh);
    expect(screen.getByText('New recovery codes made. The earlier ones no longer work.')).toBeTruthy();
  });
});

describe('signing out of other sessions (issue 36)', () => {
  it('ends them all in one request and says how many', async () => {
    const session = (id: string, isCurrent: boolean) => ({
      id: id.repeat(64),
      createdAt: '2026-11-23T10:00:00.000Z',
      lastSeenAt: '2026-11-23T10:00:00.000Z',
      ip: '203.0.113.5',
      device: 'Chrome on Windows',
      isCurrent,
    });
    let ended = false;
    const fetchMock = stubApi((url) => {
      if (url.endsWith('/sessions/end-others')) {
        ended = true;
        return { status: 200, body: { data: { ended: 2 } } };
      }
      return {
        status: 200,
        body: {
          data: {
            lastLogin: null,
            sessions: ended ? [session('a', true)] : [session('a', true), session('b', false), session('c', false)],
            history: [],
          },
        },
      };
    });
    renderWith(<LoginActivityTab profile={profile} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of every other session' }));
    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/sessions/end-others'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out of every other session' })).toBeNull());
  });
});

describe('login history', () => {
  it('tells a password awaiting its second factor apart from a success and a failure', async () => {
    const attempt = (id: number, status: string) => ({
      id,
      date: '2026-11-23T10:00:00.000Z',
      ip: '203.0.113.5',
      device: 'Chrome on Windows',
      status,
    });
    stubApi(() => ({
      status: 200,
      body: {
        data: {
          lastLogin: null,
          sessions: [],
          history: [attempt(3, 'success'), attempt(2, 'awaiting_second_factor'), attempt(1, 'failure')],
        },
      },
    }));
    renderWith(<LoginActivityTab profile={profile} />);
    expect(await screen.findByText('Awaiting second factor')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
  });
});
