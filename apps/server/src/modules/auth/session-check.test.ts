import { tables } from '@hc/db';
import { createFacility, createPlace } from '@hc/db/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// The session check is a named statement planned once per connection: these prove it still reads the
// database on every request, so a change made by another process (here, straight into the database)
// refuses the very next request, after the statement has already run for that session.
const clock = createFakeClock('2026-11-29T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const place = await createPlace(t.database.db);
  await createFacility(t.database.db, place);
});
afterAll(() => t.close());

const listAs = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/facilities', headers: { cookie } });

describe('the per-request session check', () => {
  it('refuses a suspended account on its next request', async () => {
    const { account, cookie } = await signedInAs(t, 'admin');
    for (let i = 0; i < 3; i++) expect((await listAs(cookie)).statusCode).toBe(200);
    await t.database.db.update(tables.users).set({ status: 'suspended' }).where(eq(tables.users.id, account.id));
    expect((await listAs(cookie)).statusCode).toBe(401);
  });

  it('refuses a session ended elsewhere on its next request, and keeps the other sessions', async () => {
    const first = await signedInAs(t, 'manager');
    const second = await signedInAs(t, 'manager');
    expect((await listAs(first.cookie)).statusCode).toBe(200);
    expect((await listAs(second.cookie)).statusCode).toBe(200);
    await t.database.db.delete(tables.sessions).where(eq(tables.sessions.userId, first.account.id));
    expect((await listAs(first.cookie)).statusCode).toBe(401);
    expect((await listAs(second.cookie)).statusCode).toBe(200);
  });

  it('follows a role changed elsewhere on the next request', async () => {
    const { account, cookie } = await signedInAs(t, 'admin');
    expect((await listAs(cookie)).statusCode).toBe(200);
    await t.database.db.update(tables.users).set({ role: 'patient' }).where(eq(tables.users.id, account.id));
    expect((await listAs(cookie)).statusCode).toBe(403);
  });

  it('ends a session at its expiry, without a request in between', async () => {
    const { cookie } = await signedInAs(t, 'manager');
    expect((await listAs(cookie)).statusCode).toBe(200);
    clock.advance(13 * 60 * 60 * 1000);
    expect((await listAs(cookie)).statusCode).toBe(401);
  });
});
