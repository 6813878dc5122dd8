import type { Db } from '@hc/db';
import { createDoctor, createFacility } from '@hc/db/factories';
import type { Doctor, ListMeta } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { readOk } from '../../test/public-api';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imageFile, makeImage, postVerify } from '../../test/doctor-documents';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});

afterAll(async () => {
  await t?.close();
});

type DoctorList = { data: Doctor[]; meta: ListMeta };
type Hospital = { data: { id: number; doctors: Doctor[] } };

const publicIds = async (hospitalId: number) => ({
  search: (await readOk<DoctorList>(t, `/api/doctors?hospital=${hospitalId}`)).data.map((d) => d.id),
  page: (await readOk<Hospital>(t, `/api/hospitals/${hospitalId}`)).data.doctors.map((d) => d.id),
});

describe('doctors on public pages', () => {
  it('shows only verified or active doctors of a hospital, on its page and in the doctor search', async () => {
    const hospital = await createFacility(db, { name: 'Hôpital Général de Test' });
    const active = await createDoctor(db, { facilityId: hospital.id, status: 'active', name: 'Dr. A Active' });
    const verified = await createDoctor(db, { facilityId: hospital.id, status: 'verified', name: 'Dr. B Verified' });
    for (const status of ['pending', 'suspended', 'inactive'] as const)
      await createDoctor(db, { facilityId: hospital.id, status, name: `Dr. ${status}` });

    const seen = await publicIds(hospital.id);
    expect(seen.search).toEqual([active.id, verified.id]);
    expect(seen.page.sort()).toEqual([active.id, verified.id].sort());
  });

  it('shows a pending doctor once staff verify and a second person approves them, at once (no stale cached page)', async () => {
    const hospital = await createFacility(db, {});
    const doctor = await createDoctor(db, { facilityId: hospital.id, status: 'pending' });
    expect(await publicIds(hospital.id)).toEqual({ search: [], page: [] });

    const { cookie } = await signedInAs(t, 'manager');
    const response = await postVerify(t, cookie, doctor.id, { idNumber: 'CM-9', licenceNumber: 'ONMC-9' }, [
      imageFile('front', await makeImage('png')),
      imageFile('back', await makeImage('jpeg'), 'image/jpeg'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    // Issue 36's four eyes: the evidence alone publishes nothing; another staff member approves.
    expect(await publicIds(hospital.id)).toEqual({ search: [], page: [] });
    const second = await signedInAs(t, 'admin');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/doctors/${doctor.id}/approve`,
      headers: { cookie: second.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // A plain read: the change itself told the directory, no test hook needed.
    const search = await t.app.inject({ method: 'GET', url: `/api/doctors?hospital=${hospital.id}` });
    expect(search.json<DoctorList>().data.map((d) => d.id)).toEqual([doctor.id]);
    const page = await t.app.inject({ method: 'GET', url: `/api/hospitals/${hospital.id}` });
    expect(page.json<Hospital>().data.doctors.map((d) => d.id)).toEqual([doctor.id]);
  });

  it('drops a doctor staff suspend, and shows one staff link to another hospital there', async () => {
    const first = await createFacility(db, {});
    const second = await createFacility(db, {});
    const doctor = await createDoctor(db, { facilityId: first.id, status: 'active' });
    expect((await publicIds(first.id)).search).toEqual([doctor.id]);
    const { cookie } = await signedInAs(t, 'admin');

    const linked = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/doctors/${doctor.id}`,
      headers: { cookie },
      payload: { facilityIds: [first.id, second.id] },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const onSecond = await t.app.inject({ method: 'GET', url: `/api/hospitals/${second.id}` });
    expect(onSecond.json<Hospital>().data.doctors.map((d) => d.id)).toEqual([doctor.id]);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/doctors/${doctor.id}`,
      headers: { cookie },
      payload: { status: 'suspended' },
    });
    const afterSuspension = await t.app.inject({ method: 'GET', url: `/api/doctors?hospital=${second.id}` });
    expect(afterSuspension.json<DoctorList>().meta.total).toBe(0);
  });
});
