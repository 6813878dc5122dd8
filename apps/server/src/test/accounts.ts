import type { UserRole } from '@hc/shared';
import { createAccount, type AccountOverrides } from '@hc/db/factories';
import { hashPassword } from '../lib/crypto';
import { isSessionCookieName } from '../lib/session-cookie';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct horse battery staple';
let testPasswordHash: Promise<string> | undefined;

/** An active account of the role, whose password is TEST_PASSWORD (hashed once per test file). */
export async function createTestAccount(
  t: TestApp,
  role: UserRole,
  overrides: Partial<Omit<AccountOverrides, 'role'>> = {},
) {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return createAccount(t.database.db, { passwordHash: await testPasswordHash, ...overrides, role });
}

/** Signs in through the API and returns the Cookie header to send on later requests. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD, extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { identifier: email, password, ...extra },
  });
  const cookie = response.cookies.find((c) => isSessionCookieName(c.name));
  return { response, cookie: cookie ? `${cookie.name}=${cookie.value}` : undefined };
}

/** A new account of the role, signed in: its row and the Cookie header. */
export async function signedInAs(t: TestApp, role: UserRole, overrides: Partial<Omit<AccountOverrides, 'role'>> = {}) {
  const account = await createTestAccount(t, role, overrides);
  const { cookie } = await signIn(t, account.email);
  if (!cookie) throw new Error(`could not sign in as ${role}`);
  return { account, cookie };
}
