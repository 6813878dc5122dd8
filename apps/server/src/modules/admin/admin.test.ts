import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let email: string;

beforeAll(async () => {
  t = await createTestApp();
  email = await createAccount(t, 'admin');
  cookie = (await signIn(t, email)).cookie!;
});
afterAll(() => t.close());

const get = (url: string, c = cookie) => t.app.inject({ url, headers: { cookie: c } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, c = cookie) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: c },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('overview', () => {
  it('computes its figures from the database', async () => {
    const before = (await get('/api/admin/overview')).json().data;
    expect(before.totals.facilities).toBe(36);
    await createAccount(t, 'patient');
    const after = (await get('/api/admin/overview')).json().data;
    expect(after.totals.patients).toBe(before.totals.patients + 1);
    expect(after.recentOrders.length).toBeGreaterThan(0);
    expect(after.recentOrders[0]).toHaveProperty('orderRef');
  });
});

describe('profile', () => {
  it('saves the editable fields and keeps employee id and join date read-only', async () => {
    const original = (await get('/api/admin/profile')).json().data;
    const saved = await send('PATCH', '/api/admin/profile', {
      firstName: 'Ngozi',
      lastName: 'Eteki',
      email,
      phone: '+237 699 00 11 22',
      department: 'Operations',
      employeeId: 'HACKED',
    });
    expect(saved.statusCode).toBe(200);
    const profile = (await get('/api/admin/profile')).json().data;
    expect(profile).toMatchObject({
      firstName: 'Ngozi',
      lastName: 'Eteki',
      phone: '+237 699 00 11 22',
      department: 'Operations',
    });
    expect(profile.employeeId).toBe(original.employeeId);
    expect(profile.joinDate).toBe(original.joinDate);
  });

  it('refuses an invalid email with a field message', async () => {
    const response = await send('PATCH', '/api/admin/profile', {
      firstName: 'A',
      lastName: 'B',
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe('Please enter a valid email address');
  });

  it('persists notification toggles', async () => {
    await send('PATCH', '/api/admin/profile/notifications', {
      emailNotifications: false,
      smsNotifications: true,
      loginAlerts: false,
    });
    expect((await get('/api/admin/profile')).json().data).toMatchObject({
      emailNotifications: false,
      smsNotifications: true,
      loginAlerts: false,
    });
  });
});

describe('password change', () => {
  it('needs the current password and matching new passwords, then signs other sessions out', async () => {
    const userEmail = await createAccount(t, 'staff');
    const mine = (await signIn(t, userEmail)).cookie!;
    const other = (await signIn(t, userEmail)).cookie!;
    const mismatch = await send(
      'POST',
      '/api/admin/profile/password',
      {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a brand new password',
        confirmPassword: 'something else entirely',
      },
      mine,
    );
    expect(mismatch.json().error.fields.confirmPassword).toBe('New passwords do not match!');
    const wrong = await send(
      'POST',
      '/api/admin/profile/password',
      {
        currentPassword: 'wrong password here',
        newPassword: 'a brand new password',
        confirmPassword: 'a brand new password',
      },
      mine,
    );
    expect(wrong.json().error.fields).toHaveProperty('currentPassword');
    const ok = await send(
      'POST',
      '/api/admin/profile/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password', confirmPassword: 'a brand new password' },
      mine,
    );
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/auth/me', mine)).statusCode).toBe(200);
    expect((await get('/api/auth/me', other)).statusCode).toBe(401);
    expect((await signIn(t, userEmail, 'a brand new password')).response.statusCode).toBe(200);
    expect((await signIn(t, userEmail, TEST_PASSWORD)).response.statusCode).toBe(401);
  });
});

describe('login activity', () => {
  it('lists real sign-ins and failures, and ends another session on request', async () => {
    const userEmail = await createAccount(t, 'staff');
    await signIn(t, userEmail, 'a wrong password');
    const other = (await signIn(t, userEmail)).cookie!;
    const mine = (await signIn(t, userEmail)).cookie!;
    const activity = (await get('/api/admin/profile/login-activity', mine)).json().data;
    expect(activity.history.map((h: { status: string }) => h.status)).toEqual(['Success', 'Success', 'Failed']);
    expect(activity.sessions).toHaveLength(2);
    const otherSession = activity.sessions.find((s: { isCurrent: boolean }) => !s.isCurrent);
    expect((await send('DELETE', `/api/admin/profile/sessions/${otherSession.id}`, undefined, mine)).statusCode).toBe(
      200,
    );
    expect((await get('/api/auth/me', other)).statusCode).toBe(401);
    expect((await get('/api/auth/me', mine)).statusCode).toBe(200);
  });
});

describe('system logs', () => {
  it('records sign-ins and failures and filters by level, source and search', async () => {
    const all = (await get('/api/admin/logs')).json();
    expect(all.meta.counters.total).toBeGreaterThan(0);
    expect(all.meta.pageSize).toBe(10);
    const failures = (await get('/api/admin/logs?level=WARN&source=AUTH')).json();
    expect(failures.data.length).toBeGreaterThan(0);
    for (const entry of failures.data) expect(entry).toMatchObject({ level: 'WARN', source: 'AUTH' });
    const searched = (await get(`/api/admin/logs?q=${encodeURIComponent(email.toUpperCase())}`)).json();
    expect(searched.data.length).toBeGreaterThan(0);
    expect((await get('/api/admin/logs?q=nothing-matches-this-text')).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
  });

  it('clamps the requested page and rejects unknown levels', async () => {
    const page = (await get('/api/admin/logs?page=9999')).json();
    expect(page.meta.page).toBe(Math.max(1, Math.ceil(page.meta.total / 10)));
    expect((await get('/api/admin/logs?level=DEBUG')).statusCode).toBe(400);
  });

  it('exports the filtered rows as CSV', async () => {
    const response = await get('/api/admin/logs/export?source=AUTH');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="system-logs-/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('"Level","Source","Message"');
    for (const line of lines.slice(1)) expect(line).toContain('"AUTH"');
  });
});
