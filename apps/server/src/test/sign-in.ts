import { hashPassword } from '../lib/crypto';
import { ensureAdmin } from '../modules/auth/auth.repository';
import { queryRows } from '@hc/db';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct horse battery staple';

/** Creates an account of the given role (active) and returns its email. */
export async function createAccount(
  t: TestApp,
  role: 'admin' | 'staff' | 'doctor' | 'patient',
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@test.example`,
) {
  if (role === 'admin') {
    await ensureAdmin(t.database.db, email, await hashPassword(TEST_PASSWORD));
    return email;
  }
  await queryRows(
    t.database.db,
    sql`INSERT INTO users (email, first_name, last_name, role, status, registration_status, password_hash, job_title)
      VALUES (${email}, 'Test', ${role}, ${role}, 'active', 'complete', ${await hashPassword(TEST_PASSWORD)}, ${role === 'staff' ? 'Support' : null})`,
  );
  return email;
}

/** Signs in through the API and returns the Cookie header to send on later requests. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD, extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { identifier: email, password, ...extra },
  });
  const cookie = response.cookies.find((c) => c.name === 'hc_session');
  return { response, cookie: cookie ? `hc_session=${cookie.value}` : undefined };
}
