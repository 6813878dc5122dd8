import type { AdminDoctorList } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});

afterAll(async () => {
  await t?.close();
});

describe('the demo data', () => {
  it('gives each demo doctor account its doctor record, the pending ones waiting in Validate Doctors', async () => {
    const { cookie } = await signedInAs(t, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/doctors?q=doctors.example',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminDoctorList>();
    const byEmail = Object.fromEntries(body.data.map((d) => [d.email, d.status]));
    expect(byEmail).toEqual({
      'dr.atangana@doctors.example': 'active',
      'dr.ekane@doctors.example': 'pending',
      'dr.fouda@doctors.example': 'active',
      'dr.njoya@doctors.example': 'active',
      'dr.tchamba@doctors.example': 'pending',
    });
    expect(body.data.every((d) => d.userId !== null)).toBe(true);
    expect(body.meta.pending).toBe(2);
  });
});
