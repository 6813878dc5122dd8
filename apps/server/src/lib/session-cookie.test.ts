import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, TEST_PASSWORD } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-cookie';

let https: TestApp;
let http: TestApp;

beforeAll(async () => {
  https = await createTestApp({ env: { PUBLIC_URL: 'https://annuaire-sante.example.cm' } });
  http = await createTestApp();
});

afterAll(async () => {
  await https?.close();
  await http?.close();
});

async function signIn(t: TestApp) {
  const { email } = await createTestAccount(t, 'patient');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { identifier: email, password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const sessionUser = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{ data: unknown }>().data;

describe('the session cookie', () => {
  it('is __Host-hc_session over HTTPS: Secure, Path=/, no Domain; and only that name is read', async () => {
    const response = await signIn(https);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=[^;]+; `));
    expect(header).toContain('; Path=/');
    expect(header).toContain('; Secure');
    expect(header).toContain('; HttpOnly');
    expect(header).not.toMatch(/Domain=/i);
    const token = response.cookies.find((c) => c.name === SECURE_SESSION_COOKIE)!.value;
    expect(await sessionUser(https, `${SECURE_SESSION_COOKIE}=${token}`)).not.toBeNull();
    expect(await sessionUser(https, `${SESSION_COOKIE}=${token}`)).toBeNull();

    // Signing out clears it with the same attributes: a browser ignores a __Host- cookie set without Secure.
    const signOut = await https.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: `${SECURE_SESSION_COOKIE}=${token}` },
    });
    const cleared = String(signOut.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=;`));
    expect(cleared).toContain('; Secure');
    expect(cleared).toContain('; Path=/');
  });

  it('is hc_session, not Secure, over plain HTTP', async () => {
    const response = await signIn(http);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; `));
    expect(header).not.toContain('Secure');
    const token = response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    expect(await sessionUser(http, `${SESSION_COOKIE}=${token}`)).not.toBeNull();
  });
});

describe('Strict-Transport-Security', () => {
  it('asks for two years, subdomains included', async () => {
    const response = await https.app.inject({ method: 'GET', url: '/api/regions' });
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });
});
