import { tables } from '@hc/db';
import { createDoctor } from '@hc/db/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test/accounts';
import { postVerify } from '../test/doctor-documents';
import { expectFieldError } from '../test/public-api';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, 'admin')).cookie;
});

afterAll(async () => {
  await t?.close();
});

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

describe('text PostgreSQL cannot store', () => {
  it('is refused as invalid_characters in any query string, naming the parameter', async () => {
    for (const [url, path] of [
      ['/api/search?q=a%00b', 'q'],
      ['/api/hospitals?query=%00', 'query'],
      ['/api/hospitals?specialty=cardio%00', 'specialty'],
      ['/api/laboratories?testType=%00', 'testType'],
      ['/api/doctors?query=%00', 'query'],
      ['/api/doctors?specialty=%00', 'specialty'],
      ['/api/hospitals?unknown%00key=1', 'unknown\uFFFDkey'],
    ] as const)
      expectFieldError(await get(url), path, 'invalid_characters');
    expectFieldError(await get('/api/admin/logs?search=%00', admin), 'search', 'invalid_characters');
  });

  it('is refused in a path parameter', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/callback/mtn%00momo', payload: '{}' });
    expectFieldError(response, 'provider', 'invalid_characters');
  });

  it('is refused in JSON bodies, as a NUL or a lone surrogate, in nested values and in keys', async () => {
    const password = 'long enough password';
    for (const identifier of [`ana${NUL}@example.org`, `ana${LONE_SURROGATE}@example.org`])
      expectFieldError(
        await send('POST', '/api/auth/sign-in', { identifier, password }),
        'identifier',
        'invalid_characters',
      );
    expectFieldError(
      await send('POST', '/api/auth/sign-up', {
        name: `Ana${NUL}`,
        email: 'ana@example.org',
        password,
        role: 'patient',
      }),
      'name',
      'invalid_characters',
    );
    expectFieldError(
      await send('POST', '/api/newsletter', { email: 'ana@example.org', name: `Ana${NUL}`, source: 'footer' }),
      'name',
      'invalid_characters',
    );
    expectFieldError(
      await send(
        'PATCH',
        '/api/admin/profile',
        { firstName: 'Ana', lastName: `B${LONE_SURROGATE}`, email: 'x@example.org' },
        admin,
      ),
      'lastName',
      'invalid_characters',
    );
    const nested = { identifier: 'ana@example.org', password, extra: { list: ['fine', `bad${NUL}`] } };
    expectFieldError(await send('POST', '/api/auth/sign-in', nested), 'extra.list.1', 'invalid_characters');
    const badKey = { identifier: 'ana@example.org', password, extra: { [`k${NUL}`]: 1 } };
    expectFieldError(await send('POST', '/api/auth/sign-in', badKey), 'extra.k\uFFFD', 'invalid_characters');
  });

  it('is refused in a CSV body and in multipart text fields, while the uploaded bytes are not read as text', async () => {
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/facilities/import?dryRun=true',
      headers: { cookie: admin, 'content-type': 'text/csv' },
      payload: `Name,Category\nClinic${NUL},hospital\n`,
    });
    expectFieldError(csv, 'request', 'invalid_characters');

    const doctor = await createDoctor(t.database.db, { facilityId: null, status: 'pending' });
    // A file whose bytes hold NULs (as every image's do) is not text: only its problems as an image count.
    const bytes = Buffer.from([0x00, 0xd8, 0x00, 0x00]);
    const response = await postVerify(t, admin, doctor.id, { idNumber: `CM${NUL}1`, licenceNumber: 'ONMC-1' }, [
      { name: 'front', filename: 'front.png', contentType: 'image/png', bytes },
    ]);
    const error = expectFieldError(response, 'idNumber', 'invalid_characters');
    expect(error.fields?.map((field) => [field.path, field.code])).toEqual([
      ['front', 'not_an_image'],
      ['idNumber', 'invalid_characters'],
    ]);
  });

  it('lets real characters through, emoji (surrogate pairs) included, and never writes an error to the system log', async () => {
    expect((await get('/api/search?q=%F0%9F%98%80%20clinic')).statusCode).toBe(200);
    const signIn = await send('POST', '/api/auth/sign-in', {
      identifier: 'ana😀@example.org',
      password: 'long enough password',
    });
    expect(signIn.statusCode, signIn.body).toBe(401);
    const errors = await t.database.db.select().from(tables.systemLogs).where(eq(tables.systemLogs.level, 'ERROR'));
    expect(errors).toEqual([]);
  });
});
