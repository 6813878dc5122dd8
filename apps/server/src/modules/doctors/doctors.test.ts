import type { Db } from '@hc/db';
import { createDoctor, createFacility, createPlace, createSpecialty } from '@hc/db/factories';
import type { ApiError, Doctor, FieldErrorCode, ListMeta } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readPublic } from '../../test/public-api';

type DoctorList = { data: Doctor[]; meta: ListMeta };

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});

afterAll(async () => {
  await t?.close();
});

const inject = (url: string) => readPublic(t, url);

async function doctors(query: string): Promise<DoctorList> {
  const response = await inject(`/api/doctors${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DoctorList>();
}

const ids = (list: DoctorList) => list.data.map((d) => d.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('GET /api/doctors', () => {
  it('filters by specialty given by id, English or French name, in any case', async () => {
    const cardiology = await createSpecialty(db, { nameEn: 'Cardiology', nameFr: 'Cardiologie' });
    const first = await createDoctor(db, { specialtyName: 'Cardiology' });
    const second = await createDoctor(db, { specialtyName: 'Cardiology' });
    await createDoctor(db, { specialtyName: 'Neurology' });
    await createDoctor(db, {});

    for (const specialty of ['Cardiology', 'cardiology', 'Cardiologie', String(cardiology.id)]) {
      const body = await doctors(`?specialty=${specialty}`);
      expect(sorted(ids(body)), specialty).toEqual(sorted([first.id, second.id]));
      expect(body.meta.total).toBe(2);
      expect(body.data.every((d) => d.specialty?.id === cardiology.id)).toBe(true);
    }
    expect((await doctors('?specialty=Astrology')).meta.total).toBe(0);
  });

  it('filters by hospital, naming each doctor, their specialty and their hospital, by name', async () => {
    await createSpecialty(db, { nameEn: 'Surgery', nameFr: 'Chirurgie' });
    const hospital = await createFacility(db, { name: 'Hôpital Les Collines' });
    const zoe = await createDoctor(db, { facilityId: hospital.id, name: 'Dr. Zoé Mballa', specialtyName: 'Surgery' });
    const alain = await createDoctor(db, { facilityId: hospital.id, name: 'Dr. Alain Abena' });
    await createDoctor(db, { name: 'Dr. Elsewhere' });

    const body = await doctors(`?hospital=${hospital.id}`);
    expect(body.meta).toEqual({ total: 2, page: 1, pageSize: 20 });
    expect(body.data).toEqual<Doctor[]>([
      {
        id: alain.id,
        name: 'Dr. Alain Abena',
        specialty: null,
        facility: { id: hospital.id, name: 'Hôpital Les Collines' },
      },
      {
        id: zoe.id,
        name: 'Dr. Zoé Mballa',
        specialty: { id: zoe.specialtyId!, nameEn: 'Surgery', nameFr: 'Chirurgie' },
        facility: { id: hospital.id, name: 'Hôpital Les Collines' },
      },
    ]);
  });

  it('combines specialty, hospital and region filters', async () => {
    const place = await createPlace(db);
    const here = await createFacility(db, { ...place });
    const alsoHere = await createFacility(db, { ...place });
    const elsewhere = await createFacility(db, {});
    const surgeonHere = await createDoctor(db, { facilityId: here.id, specialtyName: 'Orthopedics' });
    const physicianHere = await createDoctor(db, { facilityId: here.id, specialtyName: 'Internal Medicine' });
    const surgeonAlsoHere = await createDoctor(db, { facilityId: alsoHere.id, specialtyName: 'Orthopedics' });
    await createDoctor(db, { facilityId: elsewhere.id, specialtyName: 'Orthopedics' });

    expect(ids(await doctors(`?specialty=Orthopedics&hospital=${here.id}`))).toEqual([surgeonHere.id]);
    expect(sorted(ids(await doctors(`?region=${place.regionId}`)))).toEqual(
      sorted([surgeonHere.id, physicianHere.id, surgeonAlsoHere.id]),
    );
    expect(sorted(ids(await doctors(`?specialty=Orthopedics&region=${place.regionId}`)))).toEqual(
      sorted([surgeonHere.id, surgeonAlsoHere.id]),
    );
    expect((await doctors(`?specialty=Internal%20Medicine&hospital=${alsoHere.id}`)).meta.total).toBe(0);
    expect((await doctors(`?hospital=${here.id}&region=${elsewhere.regionId}`)).meta.total).toBe(0);
  });

  it('finds doctors by name without regard to accents or case', async () => {
    const hospital = await createFacility(db, {});
    const helene = await createDoctor(db, { facilityId: hospital.id, name: 'Dr. Hélène Ngono' });
    await createDoctor(db, { facilityId: hospital.id, name: 'Dr. Paul Essomba' });
    for (const query of ['helene', 'HÉLÈNE', 'ngono']) {
      expect(ids(await doctors(`?hospital=${hospital.id}&query=${encodeURIComponent(query)}`)), query).toEqual([
        helene.id,
      ]);
    }
  });

  it('lists only doctors of public facilities', async () => {
    const place = await createPlace(db);
    const open = await createFacility(db, { ...place, status: 'approved' });
    const visible = await createDoctor(db, { facilityId: open.id });
    for (const status of ['pending', 'suspended'] as const) {
      const hidden = await createFacility(db, { ...place, status });
      await createDoctor(db, { facilityId: hidden.id });
    }
    expect(ids(await doctors(`?region=${place.regionId}`))).toEqual([visible.id]);
  });

  it('pages through the doctors in name order', async () => {
    const hospital = await createFacility(db, {});
    const names = ['Dr. E', 'Dr. B', 'Dr. D', 'Dr. A', 'Dr. C'];
    const byName = new Map<string, number>();
    for (const name of names) byName.set(name, (await createDoctor(db, { facilityId: hospital.id, name })).id);
    const page = (n: number) => doctors(`?hospital=${hospital.id}&pageSize=2&page=${n}`);
    const pages = [await page(1), await page(2), await page(3), await page(4)];
    expect(pages.map((p) => p.meta)).toEqual([1, 2, 3, 4].map((n) => ({ total: 5, page: n, pageSize: 2 })));
    expect(pages.flatMap(ids)).toEqual([...names].sort().map((name) => byName.get(name)));
  });

  it.each<[string, string, FieldErrorCode]>([
    ['?hospital=abc', 'hospital', 'invalid_type'],
    ['?region=0', 'region', 'too_small'],
    ['?pageSize=101', 'pageSize', 'too_large'],
    [`?specialty=${'a'.repeat(101)}`, 'specialty', 'too_long'],
  ])('rejects %s with 400 naming %s (%s)', async (query, path, code) => {
    const response = await inject(`/api/doctors${query}`);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json<ApiError>();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual([expect.objectContaining({ path, code })]);
  });
});
