import { tables } from '@hc/db';
import { createSubdivision } from '@hc/db/factories';
import { createTestDatabase, type TestDatabase } from '@hc/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/crypto';
import { startFixturesApi, type FixturesApi } from './fixtures-api';

describe('e2e fixtures API', () => {
  let database: TestDatabase;
  let api: FixturesApi;
  let writesTold = 0;
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${api.port}${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const findUser = async (id: number) =>
    (await database.db.select().from(tables.users).where(eq(tables.users.id, id)))[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startFixturesApi(database.db, 0, () => (writesTold += 1));
  });
  afterAll(async () => {
    await api.close();
    await database.drop();
  });

  it("tells the server of each write before answering, so its caches show the test's data at once", async () => {
    const before = writesTold;
    const response = await call('POST', '/accounts', { role: 'manager' });
    expect(writesTold).toBe(before + 1);
    const { id } = (await response.json()) as { id: number };
    await call('DELETE', `/accounts/${id}`);
    expect(writesTold).toBe(before + 2);
    expect((await call('GET', '/nothing-here')).status).toBe(404);
    expect(writesTold).toBe(before + 2);
  });

  it('listens on the loopback interface only', () => {
    expect(api.server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('creates an account with a random address and password, hashed, then deletes it', async () => {
    const response = await call('POST', '/accounts', { role: 'manager', firstName: 'Nadia' });
    expect(response.status).toBe(201);
    const account = (await response.json()) as { id: number; email: string; password: string; firstName: string };
    expect(account.email).toMatch(/^e2e-manager-[0-9a-f]+@e2e\.test$/);
    expect(account.password.length).toBeGreaterThanOrEqual(10);
    expect(account.firstName).toBe('Nadia');
    const row = await findUser(account.id);
    expect(row).toMatchObject({ role: 'manager', status: 'active', email: account.email });
    expect(await verifyPassword(row!.passwordHash!, account.password)).toBe(true);

    expect((await call('DELETE', `/accounts/${account.id}`)).status).toBe(204);
    expect(await findUser(account.id)).toBeUndefined();
    expect((await call('DELETE', `/accounts/${account.id}`)).status).toBe(204);
  });

  it('takes a given address, password and status, and deletes by address', async () => {
    const email = `Given-${Date.now()}@e2e.test`;
    const response = await call('POST', '/accounts', {
      role: 'admin',
      email,
      password: 'a-given-password',
      status: 'suspended',
    });
    const account = (await response.json()) as { id: number; password: string };
    expect(account.password).toBe('a-given-password');
    expect(await findUser(account.id)).toMatchObject({ role: 'admin', status: 'suspended' });
    expect((await call('DELETE', `/accounts?email=${encodeURIComponent(email.toLowerCase())}`)).status).toBe(204);
    expect(await findUser(account.id)).toBeUndefined();
  });

  it('refuses bad input and unknown routes', async () => {
    expect((await call('POST', '/accounts', { role: 'root' })).status).toBe(400);
    expect((await call('POST', '/accounts', { role: 'manager', isAdmin: true })).status).toBe(400);
    expect((await call('POST', '/accounts', { role: 'manager', password: 'short' })).status).toBe(400);
    const invalidJson = await fetch(`http://127.0.0.1:${api.port}/accounts`, { method: 'POST', body: '{' });
    expect(invalidJson.status).toBe(400);
    expect((await call('GET', '/accounts')).status).toBe(404);
  });

  it('creates a facility in an existing place with a duty period, and deletes both together', async () => {
    const place = await createSubdivision(database.db);
    const response = await call('POST', '/facilities', {
      category: 'pharmacy',
      name: 'Pharmacie Test',
      openingHours: { su: [{ opens: '09:00', closes: '13:00' }] },
    });
    expect(response.status).toBe(201);
    const facility = (await response.json()) as { id: number };
    const [row] = await database.db.select().from(tables.facilities).where(eq(tables.facilities.id, facility.id));
    expect(row).toMatchObject({ category: 'pharmacy', status: 'active', subdivisionId: place.id });
    expect(await database.db.select().from(tables.subdivisions)).toHaveLength(1);

    const period = await call('POST', '/duty-periods', {
      facilityId: facility.id,
      startsAt: '2026-11-23T20:00:00Z',
      endsAt: '2026-11-24T07:30:00Z',
    });
    expect(period.status).toBe(201);
    expect((await call('DELETE', `/facilities/${facility.id}`)).status).toBe(204);
    expect(await database.db.select().from(tables.pharmacyDutyPeriods)).toEqual([]);
  });

  it('refuses a facility with an unknown field or a bad category', async () => {
    expect((await call('POST', '/facilities', { category: 'vet', name: 'X' })).status).toBe(400);
    expect((await call('POST', '/facilities', { category: 'pharmacy', name: 'X', extra: 1 })).status).toBe(400);
  });
});
