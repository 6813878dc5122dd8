import { createDoctor } from '@hc/db/factories';
import {
  ANALYTICS_BODY_MAX_BYTES,
  DOCTOR_VERIFY_BODY_MAX_BYTES,
  FACILITY_IMPORT_MAX_BYTES,
  type ApiError,
} from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './test/accounts';
import { multipartBody, postVerify } from './test/doctor-documents';
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

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectError(response: Injected, status: number, code: ApiError['error']['code']) {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = response.json<ApiError>();
  expect(error.code).toBe(code);
  return error;
}

function expectTooLarge(response: Injected, limit: number) {
  const error = expectError(response, 413, 'payload_too_large');
  expect(error.fields).toEqual([
    expect.objectContaining({ path: 'request', code: 'too_large', params: { maximum: limit } }),
  ]);
}

const API_BODY_LIMIT = 256 * 1024;
const jsonOfSize = (bytes: number) => JSON.stringify({ name: 'x'.repeat(bytes) });

describe('bodies larger than the route accepts', () => {
  it('answer 413 payload_too_large with the limit, for JSON on public and back-office routes', async () => {
    const big = jsonOfSize(API_BODY_LIMIT);
    const json = { 'content-type': 'application/json' };
    expectTooLarge(
      await t.app.inject({ method: 'POST', url: '/api/newsletter', headers: json, payload: big }),
      API_BODY_LIMIT,
    );
    expectTooLarge(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/profile',
        headers: { ...json, cookie: admin },
        payload: big,
      }),
      API_BODY_LIMIT,
    );
    expectTooLarge(
      await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: json,
        payload: jsonOfSize(ANALYTICS_BODY_MAX_BYTES),
      }),
      ANALYTICS_BODY_MAX_BYTES,
    );
  });

  it('answer 413 for a CSV import and for a multipart upload, before the upload is read', async () => {
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/facilities/import?dryRun=true',
      headers: { cookie: admin, 'content-type': 'text/csv' },
      payload: Buffer.alloc(FACILITY_IMPORT_MAX_BYTES + 1, 'a'),
    });
    expectTooLarge(csv, FACILITY_IMPORT_MAX_BYTES);

    const doctor = await createDoctor(t.database.db, { facilityId: null, status: 'pending' });
    const bytes = Buffer.alloc(DOCTOR_VERIFY_BODY_MAX_BYTES, 1);
    const upload = await postVerify(t, admin, doctor.id, {}, [
      { name: 'front', filename: 'front.png', contentType: 'image/png', bytes },
    ]);
    expectTooLarge(upload, DOCTOR_VERIFY_BODY_MAX_BYTES);
  });

  it('refuse a multipart text field longer than accepted instead of storing it cut short', async () => {
    const doctor = await createDoctor(t.database.db, { facilityId: null, status: 'pending' });
    const response = await postVerify(t, admin, doctor.id, { idNumber: 'C'.repeat(1001), licenceNumber: 'ONMC-1' }, []);
    expectFieldError(response, 'idNumber', 'too_long');
  });
});

describe('a content type the route does not read', () => {
  it('answers 415 unsupported_media_type, not 400', async () => {
    const form = multipartBody({ email: 'ana@example.org', source: 'footer' }, []);
    for (const [contentType, payload] of [
      ['text/plain', '{"email":"ana@example.org","source":"footer"}'],
      ['application/x-www-form-urlencoded', 'email=ana%40example.org&source=footer'],
      [form.contentType, form.payload],
      ['application/xml', '<signup/>'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': contentType },
        payload,
      });
      expectError(response, 415, 'unsupported_media_type');
    }
  });

  it('answers 415 when an upload route is sent JSON instead of multipart/form-data', async () => {
    const doctor = await createDoctor(t.database.db, { facilityId: null, status: 'pending' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/doctors/${doctor.id}/verify`,
      headers: { cookie: admin },
      payload: { idNumber: 'CM-1', licenceNumber: 'ONMC-1' },
    });
    expectError(response, 415, 'unsupported_media_type');
  });
});
