import { tables, type Db } from '@hc/db';
import {
  createDoctor,
  createDutyPeriod,
  createFacility,
  createLabTest,
  createPlace,
  createSpecialty,
} from '@hc/db/factories';
import type {
  ApiError,
  Doctor,
  FacilityDetail,
  FacilitySummary,
  FieldErrorCode,
  ListMeta,
  SearchResults,
} from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { readOk, readPublic } from '../../test/public-api';

/** A Wednesday: the directory week runs Monday 23 Nov 00:00 to Monday 30 Nov 00:00, Africa/Douala (UTC+1). */
const clock = createFakeClock('2026-11-25T10:00:00Z');
let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  db = t.database.db;
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => readPublic(t, url);

const detail = async (url: string) => (await readOk<{ data: FacilityDetail }>(t, url)).data;

async function expectError(url: string, status: number, code: string): Promise<ApiError['error']> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  const { error } = response.json<ApiError>();
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.requestId).toBe(response.headers['x-request-id']);
  return error;
}

const ids = (facilities: { id: number }[]) => facilities.map((f) => f.id);

/** The id a facility had before it was removed: an id that is unknown for sure. */
async function removedFacilityId(): Promise<number> {
  const facility = await createFacility(db, {});
  await db.delete(tables.facilities).where(eq(tables.facilities.id, facility.id));
  return facility.id;
}

describe('GET /api/facilities/{id}', () => {
  it('answers a hospital with its specialties and its doctors, by specialty then name', async () => {
    await createSpecialty(db, { nameEn: 'Neurology', nameFr: 'Neurologie' });
    await createSpecialty(db, { nameEn: 'Dermatology', nameFr: 'Dermatologie' });
    const hospital = await createFacility(db, {
      name: 'Hôpital Les Collines',
      phone: '+237 222 20 41 17',
      hoursText: 'Open 24/7',
      operator: 'Private',
      beds: 120,
      emergency: true,
      sourceId: 'osm:node/4242',
      specialtyNames: ['Neurology', 'Dermatology'],
    });
    const noSpecialty = await createDoctor(db, { facilityId: hospital.id, name: 'Dr. Alain Abena' });
    const neurologist = await createDoctor(db, {
      facilityId: hospital.id,
      name: 'Dr. Hélène Ngono',
      specialtyName: 'Neurology',
    });
    const dermatologist = await createDoctor(db, {
      facilityId: hospital.id,
      name: 'Dr. Zoé Mballa',
      specialtyName: 'Dermatology',
    });
    // A doctor elsewhere is not listed.
    await createDoctor(db, { name: 'Dr. Elsewhere', specialtyName: 'Neurology' });

    const data = await detail(`/api/facilities/${hospital.id}`);
    expect(data).toMatchObject({
      id: hospital.id,
      name: 'Hôpital Les Collines',
      category: 'hospital',
      region: { id: hospital.regionId },
      division: { id: hospital.divisionId },
      subdivision: { id: hospital.subdivisionId },
      phone: '+237 222 20 41 17',
      hours: 'Open 24/7',
      operator: 'Private',
      beds: 120,
      emergency: true,
      sourceId: hospital.sourceId,
      onCallThisWeek: false,
      onCallPeriod: null,
      dutyPeriods: [],
      testsAvailable: [],
    });
    expect(data.specialties.map((s) => [s.nameEn, s.nameFr])).toEqual([
      ['Dermatology', 'Dermatologie'],
      ['Neurology', 'Neurologie'],
    ]);
    expect(data.doctors.map((d) => d.id)).toEqual([dermatologist.id, neurologist.id, noSpecialty.id]);
    expect(data.doctors[1]).toEqual<Doctor>({
      id: neurologist.id,
      name: 'Dr. Hélène Ngono',
      specialty: { id: neurologist.specialtyId!, nameEn: 'Neurology', nameFr: 'Neurologie' },
      facility: { id: hospital.id, name: 'Hôpital Les Collines' },
    });
    expect(data.doctors[2]?.specialty).toBeNull();
  });

  it('answers a laboratory with its tests in both languages', async () => {
    await createLabTest(db, { nameEn: 'Blood Count', nameFr: 'Numération sanguine' });
    const lab = await createFacility(db, { category: 'laboratory', testNames: ['Blood Count'] });
    const data = await detail(`/api/laboratories/${lab.id}`);
    expect(data.category).toBe('laboratory');
    expect(data.testsAvailable).toEqual([
      expect.objectContaining({ nameEn: 'Blood Count', nameFr: 'Numération sanguine' }),
    ]);
    expect(data.doctors).toEqual([]);
  });

  it('answers a pharmacy with its current and coming duty periods, not the past ones', async () => {
    const pharmacy = await createFacility(db, { category: 'pharmacy' });
    const period = (startsAt: string, endsAt: string, note?: string) =>
      createDutyPeriod(db, { facilityId: pharmacy.id, startsAt: new Date(startsAt), endsAt: new Date(endsAt), note });
    await period('2026-11-16T08:00:00Z', '2026-11-17T08:00:00Z', 'last week');
    const next = await period('2026-12-01T08:00:00Z', '2026-12-02T08:00:00Z');
    const current = await period('2026-11-24T08:00:00Z', '2026-11-26T08:00:00Z', 'Tuesday and Wednesday');

    const data = await detail(`/api/pharmacies/${pharmacy.id}`);
    expect(data.onCallThisWeek).toBe(true);
    expect(data.onCallPeriod).toEqual({ startsAt: '2026-11-24T08:00:00.000Z', endsAt: '2026-11-26T08:00:00.000Z' });
    expect(data.dutyPeriods).toEqual([
      {
        id: current.id,
        startsAt: '2026-11-24T08:00:00.000Z',
        endsAt: '2026-11-26T08:00:00.000Z',
        note: 'Tuesday and Wednesday',
      },
      { id: next.id, startsAt: '2026-12-01T08:00:00.000Z', endsAt: '2026-12-02T08:00:00.000Z', note: null },
    ]);
  });

  it('lists at most the 10 soonest duty periods', async () => {
    const pharmacy = await createFacility(db, { category: 'pharmacy' });
    const day = 24 * 60 * 60 * 1000;
    const firstStart = new Date('2026-11-24T08:00:00Z').getTime();
    for (let i = 11; i >= 0; i--) {
      await createDutyPeriod(db, { facilityId: pharmacy.id, startsAt: new Date(firstStart + i * 7 * day) });
    }
    const { dutyPeriods } = await detail(`/api/pharmacies/${pharmacy.id}`);
    expect(dutyPeriods.map((p) => p.startsAt)).toEqual(
      Array.from({ length: 10 }, (_, i) => new Date(firstStart + i * 7 * day).toISOString()),
    );
  });

  it('answers 404 not_found, without fields, for an unknown id', async () => {
    const unknown = await removedFacilityId();
    for (const path of ['facilities', 'hospitals', 'pharmacies', 'laboratories']) {
      const error = await expectError(`/api/${path}/${unknown}`, 404, 'not_found');
      expect(error.fields).toBeUndefined();
    }
    await expectError('/api/facilities/2147483647', 404, 'not_found');
  });

  it.each<[string, FieldErrorCode]>([
    ['abc', 'invalid_type'],
    ['0', 'too_small'],
    ['-1', 'too_small'],
    ['1.5', 'not_integer'],
    ['2147483648', 'too_large'],
  ])('answers 400 naming the id for the malformed id %s (%s) on every detail route', async (bad, code) => {
    for (const path of ['facilities', 'hospitals', 'pharmacies', 'laboratories']) {
      const error = await expectError(`/api/${path}/${bad}`, 400, 'validation_failed');
      expect(error.fields).toEqual([expect.objectContaining({ path: 'id', code })]);
    }
  });
});

describe('category detail routes', () => {
  it('answer a facility only under its own category; /api/facilities answers any', async () => {
    const hospital = await createFacility(db, {});
    const pharmacy = await createFacility(db, { category: 'pharmacy' });
    const lab = await createFacility(db, { category: 'laboratory' });
    const routes = { hospitals: hospital.id, pharmacies: pharmacy.id, laboratories: lab.id };
    for (const [route, own] of Object.entries(routes)) {
      for (const id of Object.values(routes)) {
        const url = `/api/${route}/${id}`;
        if (id === own) expect((await detail(url)).id).toBe(id);
        else await expectError(url, 404, 'not_found');
      }
    }
    for (const id of Object.values(routes)) expect((await detail(`/api/facilities/${id}`)).id).toBe(id);
  });
});

describe('facilities that are not public', () => {
  it.each(['suspended', 'pending'] as const)(
    'a %s facility disappears from lists, search, featured, doctors and detail',
    async (status) => {
      const place = await createPlace(db);
      const name = `Hidden ${status} Hospital`;
      const hospital = await createFacility(db, { ...place, name, featuredRank: 1 });
      const doctor = `Dr. ${status} Bello`;
      await createDoctor(db, { facilityId: hospital.id, name: doctor });
      const pharmacy = await createFacility(db, { ...place, category: 'pharmacy', name: `Hidden ${status} Pharmacy` });
      const list = async (url: string) => (await get(url)).json<{ data: FacilitySummary[]; meta: ListMeta }>();
      const search = async (q: string, type = '') =>
        (await get(`/api/search?${new URLSearchParams({ q, type, region: String(place.regionId) }).toString()}`)).json<{
          data: SearchResults;
        }>().data;
      const byRegion = `region=${place.regionId}`;

      // Public first: seen everywhere.
      expect(ids((await list(`/api/facilities?${byRegion}`)).data)).toEqual([hospital.id, pharmacy.id]);
      expect(ids((await list('/api/hospitals/featured')).data)).toContain(hospital.id);
      expect(ids((await search(name)).hospitals)).toEqual([hospital.id]);
      expect(ids((await search(`Hidden ${status} Pharmacy`)).pharmacies)).toEqual([pharmacy.id]);
      expect(ids((await search(doctor, 'doctor')).hospitals)).toEqual([hospital.id]);
      expect(ids((await list(`/api/hospitals?query=${encodeURIComponent(doctor)}&${byRegion}`)).data)).toEqual([
        hospital.id,
      ]);
      expect((await list(`/api/doctors?hospital=${hospital.id}`)).meta.total).toBe(1);

      await db.update(tables.facilities).set({ status }).where(eq(tables.facilities.id, hospital.id));
      await db.update(tables.facilities).set({ status }).where(eq(tables.facilities.id, pharmacy.id));

      expect((await list(`/api/facilities?${byRegion}`)).meta.total).toBe(0);
      expect((await list(`/api/hospitals?${byRegion}`)).data).toEqual([]);
      expect((await list(`/api/pharmacies?${byRegion}`)).data).toEqual([]);
      expect(ids((await list('/api/hospitals/featured')).data)).not.toContain(hospital.id);
      expect((await search(name)).hospitals).toEqual([]);
      expect((await search(`Hidden ${status} Pharmacy`)).pharmacies).toEqual([]);
      expect((await search(doctor, 'doctor')).hospitals).toEqual([]);
      expect((await list(`/api/hospitals?query=${encodeURIComponent(doctor)}&${byRegion}`)).data).toEqual([]);
      expect((await list(`/api/doctors?hospital=${hospital.id}`)).meta.total).toBe(0);
      for (const url of [
        `/api/facilities/${hospital.id}`,
        `/api/hospitals/${hospital.id}`,
        `/api/facilities/${pharmacy.id}`,
        `/api/pharmacies/${pharmacy.id}`,
      ]) {
        await expectError(url, 404, 'not_found');
      }

      // "approved" is public again.
      await db.update(tables.facilities).set({ status: 'approved' }).where(eq(tables.facilities.id, hospital.id));
      expect((await detail(`/api/hospitals/${hospital.id}`)).id).toBe(hospital.id);
      expect(ids((await list(`/api/hospitals?${byRegion}`)).data)).toEqual([hospital.id]);
      await db.update(tables.facilities).set({ featuredRank: null }).where(eq(tables.facilities.id, hospital.id));
    },
  );
});
