import { tables } from '@hc/db';
import { ID_MAX } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './test/accounts';
import { expectFieldError } from './test/public-api';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, 'admin')).cookie;
});

afterAll(async () => {
  await t?.close();
});

const TOO_BIG = String(ID_MAX + 1);
const HUGE = '9999999999999999999999';

describe('numbers larger than an id column holds', () => {
  it('are refused as too_large with the limit on every public and back-office filter, never a 500', async () => {
    for (const [url, path] of [
      [`/api/hospitals?specialty=${TOO_BIG}`, 'specialty'],
      [`/api/laboratories?testType=${HUGE}`, 'testType'],
      [`/api/doctors?specialty=${TOO_BIG}`, 'specialty'],
      [`/api/doctors?hospital=${HUGE}`, 'hospital'],
      [`/api/hospitals?region=${TOO_BIG}`, 'region'],
      [`/api/divisions?region=${HUGE}`, 'region'],
      [`/api/hospitals/${TOO_BIG}`, 'id'],
      [`/api/admin/facilities?region=${HUGE}`, 'region'],
      [`/api/admin/facilities?subdivision=${TOO_BIG}`, 'subdivision'],
      [`/api/admin/facilities?page=${HUGE}`, 'page'],
      [`/api/admin/doctors?specialty=${TOO_BIG}`, 'specialty'],
      [`/api/admin/bookings?division=${TOO_BIG}`, 'division'],
      [`/api/admin/employees?region=${TOO_BIG}`, 'region'],
      [`/api/admin/pharmacy-calls?region=${TOO_BIG}`, 'region'],
      [`/api/admin/corrections?region=${TOO_BIG}`, 'region'],
      [`/api/admin/facilities/${TOO_BIG}/history`, 'id'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      const error = expectFieldError(response, path, 'too_large');
      expect(error.fields?.find((field) => field.path === path)?.params, url).toEqual({ maximum: ID_MAX });
    }
  });

  it('are refused in JSON bodies (an id inside a list)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/facilities',
      headers: { cookie: admin },
      payload: { specialtyIds: [1, ID_MAX + 1], regionId: ID_MAX + 1 },
    });
    expectFieldError(response, 'specialtyIds.1', 'too_large');
    expectFieldError(response, 'regionId', 'too_large');
  });

  it('still read the largest id and a name as filters, and wrote no server error', async () => {
    for (const url of [`/api/hospitals?specialty=${ID_MAX}`, '/api/laboratories?testType=Malaria']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    const errors = await t.database.db.select().from(tables.systemLogs).where(eq(tables.systemLogs.level, 'ERROR'));
    expect(errors).toEqual([]);
  });
});
