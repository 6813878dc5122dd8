import { queryRows } from '@hc/db';
import { getDirectoryWeek, type ApiError, type FacilityDetail, type FacilitySummary, type ListMeta } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A Wednesday: the directory week runs Monday 23 Nov 00:00 to Monday 30 Nov 00:00, Africa/Douala (UTC+1). */
const NOW = new Date('2026-11-25T10:00:00Z');
const WEEK = getDirectoryWeek(NOW);

type List = { data: FacilitySummary[]; meta: ListMeta };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});

afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function list(url: string): Promise<List> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<List>();
}

async function expectError(url: string, status: number, code: string): Promise<ApiError['error']> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  const body = response.json<ApiError>();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(body.error.requestId).toBe(response.headers['x-request-id']);
  return body.error;
}

const ids = (facilities: FacilitySummary[]) => facilities.map((f) => f.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** Great-circle distance in km; enough to check an ordering by distance. */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('GET /api/facilities', () => {
  it('lists the whole demo directory with pagination meta', async () => {
    const body = await list('/api/facilities');
    expect(body.meta).toEqual({ total: 36, page: 1, pageSize: 20 });
    expect(body.data).toHaveLength(20);
  });

  it('filters by type', async () => {
    const expected = { hospital: 11, pharmacy: 15, laboratory: 10 } as const;
    for (const [type, total] of Object.entries(expected)) {
      const body = await list(`/api/facilities?type=${type}&pageSize=100`);
      expect(body.meta.total).toBe(total);
      expect(body.data).toHaveLength(total);
      expect(body.data.every((f) => f.category === type)).toBe(true);
    }
    const pharmacies = await list('/api/facilities?type=pharmacy&pageSize=100');
    expect(sorted(ids(pharmacies.data))).toEqual([
      101, 102, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116,
    ]);
  });

  it('rejects an unknown type', async () => {
    const error = await expectError('/api/facilities?type=dentist', 400, 'validation_failed');
    expect(error.fields).toHaveProperty('type');
  });

  it('narrows by region, then division, then subdivision, and every result matches its filter', async () => {
    const all = await list('/api/facilities?pageSize=100');
    const region = await list('/api/facilities?region=101&pageSize=100');
    const division = await list('/api/facilities?division=14&pageSize=100');
    const subdivision = await list('/api/facilities?subdivision=99&pageSize=100');

    expect(region.data.every((f) => f.region?.id === 101)).toBe(true);
    expect(division.data.every((f) => f.division?.id === 14)).toBe(true);
    expect(subdivision.data.every((f) => f.subdivision?.id === 99)).toBe(true);

    // The filter returns exactly the facilities of that place, no more and no fewer.
    expect(sorted(ids(region.data))).toEqual(sorted(ids(all.data.filter((f) => f.region?.id === 101))));
    expect(sorted(ids(subdivision.data))).toEqual([7, 108, 113, 204]);

    expect(region.meta.total).toBeGreaterThan(subdivision.meta.total);
    expect(all.meta.total).toBeGreaterThan(region.meta.total);
    expect(subdivision.meta.total).toBeGreaterThan(0);
  });

  it('combines type and location filters', async () => {
    const body = await list('/api/facilities?type=laboratory&region=100');
    expect(sorted(ids(body.data))).toEqual([201, 202, 203]);
  });

  it('treats empty filter values as no restriction', async () => {
    const all = await list('/api/facilities?pageSize=100');
    for (const url of [
      '/api/facilities?region=&division=&subdivision=&type=&pageSize=100',
      '/api/facilities?region=&pageSize=100',
    ]) {
      const body = await list(url);
      expect(body.meta.total).toBe(all.meta.total);
    }
    const pharmacies = await list('/api/pharmacies?onCall=&region=');
    expect(pharmacies.meta.total).toBe(15);
    const labs = await list('/api/laboratories?testType=');
    expect(labs.meta.total).toBe(10);
  });

  it('rejects a non-numeric location filter', async () => {
    const error = await expectError('/api/facilities?region=abc', 400, 'validation_failed');
    expect(error.fields).toHaveProperty('region');
  });

  it('pages through results without overlap', async () => {
    const first = await list('/api/facilities?pageSize=5&page=1');
    const second = await list('/api/facilities?pageSize=5&page=2');
    expect(first.meta).toEqual({ total: 36, page: 1, pageSize: 5 });
    expect(second.meta).toEqual({ total: 36, page: 2, pageSize: 5 });
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    const overlap = ids(first.data).filter((id) => ids(second.data).includes(id));
    expect(overlap).toEqual([]);

    const last = await list('/api/facilities?pageSize=5&page=8');
    expect(last.data).toHaveLength(1);

    const everything = await list('/api/facilities?pageSize=100');
    expect(everything.data).toHaveLength(36);
    expect(new Set(ids(everything.data)).size).toBe(36);
  });

  it('answers an empty page beyond the end with the correct total', async () => {
    const body = await list('/api/facilities?page=50&pageSize=10');
    expect(body.data).toEqual([]);
    expect(body.meta).toEqual({ total: 36, page: 50, pageSize: 10 });
  });

  it('allows pageSize up to 100 and rejects 101, 0 and page 0', async () => {
    expect((await list('/api/facilities?pageSize=100')).meta.pageSize).toBe(100);
    expect((await expectError('/api/facilities?pageSize=101', 400, 'validation_failed')).fields).toHaveProperty(
      'pageSize',
    );
    expect((await expectError('/api/facilities?pageSize=0', 400, 'validation_failed')).fields).toHaveProperty(
      'pageSize',
    );
    expect((await expectError('/api/facilities?page=0', 400, 'validation_failed')).fields).toHaveProperty('page');
  });

  it('sorts by distance from `near` and keeps only facilities inside the radius', async () => {
    const origin = { latitude: 3.87, longitude: 11.51 };
    const body = await list('/api/facilities?near=3.87,11.51&radiusKm=20&pageSize=100');
    expect(body.data.length).toBeGreaterThan(5);
    const distances = body.data.map((f) => {
      expect(f.latitude).not.toBeNull();
      expect(f.longitude).not.toBeNull();
      return distanceKm(origin, { latitude: f.latitude!, longitude: f.longitude! });
    });
    for (let i = 1; i < distances.length; i++) expect(distances[i]!).toBeGreaterThanOrEqual(distances[i - 1]! - 0.01);
    expect(Math.max(...distances)).toBeLessThanOrEqual(20.1);
    // Douala (about 200 km away) is outside the radius.
    expect(body.data.some((f) => f.region?.id === 101)).toBe(false);
    // Every Yaoundé (Mfoundi) facility is within 20 km.
    const mfoundi = await list('/api/facilities?division=7&pageSize=100');
    expect(sorted(ids(body.data))).toEqual(sorted(ids(mfoundi.data)));
    // The nearest demo facility comes first.
    const nearest = [...mfoundi.data].sort(
      (a, b) =>
        distanceKm(origin, { latitude: a.latitude!, longitude: a.longitude! }) -
        distanceKm(origin, { latitude: b.latitude!, longitude: b.longitude! }),
    )[0];
    expect(body.data[0]?.id).toBe(nearest?.id);
  });

  it('rejects a malformed `near`', async () => {
    const error = await expectError('/api/facilities?near=north', 400, 'validation_failed');
    expect(error.fields).toHaveProperty('near');
  });
});

describe('GET /api/facilities/{id}', () => {
  it('answers a hospital with its doctors and specialties', async () => {
    const response = await get('/api/facilities/1');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: FacilityDetail }>();
    expect(data).toMatchObject({
      id: 1,
      name: 'Hôpital Les Collines de Bastos',
      category: 'hospital',
      facilityType: 'hospital',
      region: { id: 100, nameEn: 'Centre' },
      division: { id: 7, nameEn: 'Mfoundi' },
      subdivision: { id: 43 },
      address: expect.stringContaining('Bastos'),
      phone: '+237 222 20 41 17',
      hours: 'Open 24/7',
      latitude: 3.89342,
      longitude: 11.51735,
      hasValidLocation: true,
      rating: 4.7,
      onCallThisWeek: false,
      onCallPeriod: null,
      source: 'demo',
      dutyPeriods: [],
    });
    expect(data.specialties.map((s) => s.nameEn).sort()).toEqual(
      ['Cardiology', 'Emergency Medicine', 'Internal Medicine', 'Neurology', 'Radiology', 'Surgery'].sort(),
    );
    expect(data.specialties.find((s) => s.nameEn === 'Cardiology')?.nameFr).toBe('Cardiologie');
    expect(data.openingHours?.mo).toEqual([{ opens: '00:00', closes: '24:00' }]);
    expect(data.doctors).toHaveLength(6);
    expect(data.doctors.map((d) => d.name)).toContain('Dr. Hélène Ngono');
    const cardiologist = data.doctors.find((d) => d.name === 'Dr. Jean-Pierre Mbarga');
    expect(cardiologist?.specialty?.nameEn).toBe('Cardiology');
    expect(data.doctors.every((d) => d.facility?.id === 1)).toBe(true);
  });

  it('answers a laboratory with its tests', async () => {
    const response = await get('/api/laboratories/205');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: FacilityDetail }>();
    expect(data.category).toBe('laboratory');
    expect(data.testsAvailable.map((x) => x.nameEn)).toContain('HIV Test');
    expect(data.testsAvailable.find((x) => x.nameEn === 'HIV Test')?.nameFr).toBe('Test VIH');
    expect(data.doctors).toEqual([]);
  });

  it('answers a pharmacy on call with the duty period covering this week', async () => {
    const onCall = await list('/api/pharmacies/on-call');
    const pharmacy = onCall.data[0];
    expect(pharmacy).toBeDefined();
    const response = await get(`/api/pharmacies/${pharmacy!.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: FacilityDetail }>();
    expect(data.onCallThisWeek).toBe(true);
    expect(data.dutyPeriods.length).toBeGreaterThan(0);
    const current = data.dutyPeriods.find((p) => new Date(p.startsAt) < WEEK.end && new Date(p.endsAt) > WEEK.start);
    expect(current).toBeDefined();
    expect(data.onCallPeriod).toEqual({ startsAt: current!.startsAt, endsAt: current!.endsAt });
    // Periods that ended before this week are not listed.
    expect(data.dutyPeriods.every((p) => new Date(p.endsAt) > WEEK.start)).toBe(true);
  });

  it('answers 404 with the error shape for an unknown id', async () => {
    const error = await expectError('/api/facilities/999999', 404, 'not_found');
    expect(error.fields).toBeUndefined();
    // Ids that fall in the gaps of the demo numbering are unknown too.
    await expectError('/api/facilities/103', 404, 'not_found');
    await expectError('/api/facilities/209', 404, 'not_found');
  });

  it('answers 400 naming the id for a malformed id', async () => {
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const error = await expectError(`/api/facilities/${bad}`, 400, 'validation_failed');
      expect(error.fields).toHaveProperty('id');
    }
  });
});

describe('category detail routes', () => {
  it('answers a facility only under its own category', async () => {
    expect((await get('/api/hospitals/1')).statusCode).toBe(200);
    expect((await get('/api/pharmacies/101')).statusCode).toBe(200);
    expect((await get('/api/laboratories/201')).statusCode).toBe(200);
    await expectError('/api/hospitals/101', 404, 'not_found');
    await expectError('/api/pharmacies/201', 404, 'not_found');
    await expectError('/api/laboratories/1', 404, 'not_found');
  });

  it('validates the id on every category route', async () => {
    for (const path of ['/api/hospitals/abc', '/api/pharmacies/abc', '/api/laboratories/abc']) {
      const error = await expectError(path, 400, 'validation_failed');
      expect(error.fields).toHaveProperty('id');
    }
  });
});

describe('GET /api/hospitals', () => {
  it('lists only hospitals', async () => {
    const body = await list('/api/hospitals?pageSize=100');
    expect(sorted(ids(body.data))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(body.meta.total).toBe(11);
  });

  it('filters by specialty given by id, English name or French name', async () => {
    const specialties = (await get('/api/specialties')).json<{ data: { id: number; nameEn: string }[] }>().data;
    const cardiology = specialties.find((s) => s.nameEn === 'Cardiology');
    expect(cardiology).toBeDefined();
    for (const specialty of [String(cardiology!.id), 'Cardiology', 'cardiology', 'Cardiologie']) {
      const body = await list(`/api/hospitals?specialty=${encodeURIComponent(specialty)}`);
      expect(sorted(ids(body.data)), specialty).toEqual([1, 6]);
      expect(body.data.every((f) => f.specialties.some((s) => s.nameEn === 'Cardiology'))).toBe(true);
    }
    const pediatrics = await list(`/api/hospitals?specialty=${encodeURIComponent('Pédiatrie')}`);
    expect(sorted(ids(pediatrics.data))).toEqual([2, 5, 8, 11]);
  });

  it('matches nothing for an unknown specialty', async () => {
    const body = await list('/api/hospitals?specialty=Astrology');
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
  });

  it('combines specialty and location', async () => {
    const body = await list('/api/hospitals?specialty=Cardiology&region=101');
    expect(ids(body.data)).toEqual([6]);
  });

  it('finds a hospital by the name of a doctor who practises there', async () => {
    expect(ids((await list('/api/hospitals?query=Bidzogo')).data)).toEqual([5]);
    expect(ids((await list('/api/hospitals?query=ekambi')).data)).toEqual([6]);
  });

  it('matches the query without regard to accents or case', async () => {
    // "Thérèse Ekambi" practises at hospital 6; "Rôniers" is in its name.
    expect(ids((await list('/api/hospitals?query=therese')).data)).toEqual([6]);
    expect(ids((await list('/api/hospitals?query=RONIERS')).data)).toEqual([6]);
    const accented = await list(`/api/hospitals?query=${encodeURIComponent('hôpital')}`);
    const plain = await list('/api/hospitals?query=hopital');
    expect(sorted(ids(plain.data))).toEqual(sorted(ids(accented.data)));
    expect(ids(plain.data)).toEqual(expect.arrayContaining([1, 2, 6, 9, 10]));
  });
});

describe('featured lists', () => {
  it('answers the 9 featured hospitals in their featured order', async () => {
    const response = await get('/api/hospitals/featured');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: FacilitySummary[] }>();
    expect(ids(data)).toEqual([1, 3, 6, 2, 5, 7, 4, 8, 9]);
    expect(data.every((f) => f.category === 'hospital')).toBe(true);
  });

  it('answers 10 featured pharmacies and 10 featured laboratories', async () => {
    const pharmacies = (await get('/api/pharmacies/featured')).json<{ data: FacilitySummary[] }>().data;
    expect(ids(pharmacies)).toEqual([101, 104, 106, 102, 108, 110, 105, 109, 107, 111]);
    expect(pharmacies.every((f) => f.category === 'pharmacy')).toBe(true);
    const labs = (await get('/api/laboratories/featured')).json<{ data: FacilitySummary[] }>().data;
    expect(ids(labs)).toEqual([201, 202, 204, 205, 203, 208, 206, 207, 211, 210]);
    expect(labs.every((f) => f.category === 'laboratory')).toBe(true);
  });

  it('never answers more than 10, even when more are ranked', async () => {
    await t.database.db.execute(sql`UPDATE facilities SET featured_rank = 11 WHERE id IN (112, 113)`);
    t.app.responseCache.clear();
    try {
      const pharmacies = (await get('/api/pharmacies/featured')).json<{ data: FacilitySummary[] }>().data;
      expect(pharmacies).toHaveLength(10);
      expect(ids(pharmacies)).not.toContain(112);
    } finally {
      await t.database.db.execute(sql`UPDATE facilities SET featured_rank = NULL WHERE id IN (112, 113)`);
      t.app.responseCache.clear();
    }
  });
});

describe('GET /api/laboratories', () => {
  it('filters by test name (English or French) and by test id', async () => {
    const tests = (await get('/api/laboratory-tests')).json<{ data: { id: number; nameEn: string }[] }>().data;
    const hiv = tests.find((x) => x.nameEn === 'HIV Test');
    expect(hiv).toBeDefined();
    for (const testType of ['HIV Test', 'hiv test', 'Test VIH', String(hiv!.id)]) {
      const body = await list(`/api/laboratories?testType=${encodeURIComponent(testType)}`);
      expect(sorted(ids(body.data)), testType).toEqual([201, 205, 208, 211]);
      expect(body.data.every((f) => f.testsAvailable.some((x) => x.nameEn === 'HIV Test'))).toBe(true);
    }
  });

  it('combines the test filter with location', async () => {
    const body = await list(`/api/laboratories?testType=${encodeURIComponent('COVID-19 PCR')}&region=101`);
    expect(ids(body.data)).toEqual([204]);
  });
});

describe('pharmacies on call', () => {
  it('onCall=true answers the same set as /api/pharmacies/on-call, all on duty this week', async () => {
    const filtered = await list('/api/pharmacies?onCall=true&pageSize=100');
    const onCall = await list('/api/pharmacies/on-call?pageSize=100');
    expect(onCall.data.length).toBeGreaterThan(0);
    expect(onCall.data.length).toBeLessThan(15);
    expect(sorted(ids(filtered.data))).toEqual(sorted(ids(onCall.data)));
    expect(filtered.meta.total).toBe(onCall.meta.total);
    for (const pharmacy of onCall.data) {
      expect(pharmacy.category).toBe('pharmacy');
      expect(pharmacy.onCallThisWeek).toBe(true);
      expect(pharmacy.onCallPeriod).not.toBeNull();
      const start = new Date(pharmacy.onCallPeriod!.startsAt);
      const end = new Date(pharmacy.onCallPeriod!.endsAt);
      expect(start < WEEK.end && end > WEEK.start).toBe(true);
    }
    // Every other pharmacy is marked as not on call.
    const all = await list('/api/pharmacies?pageSize=100');
    const offDuty = all.data.filter((p) => !ids(onCall.data).includes(p.id));
    expect(offDuty.length).toBe(15 - onCall.data.length);
    expect(offDuty.every((p) => !p.onCallThisWeek && p.onCallPeriod === null)).toBe(true);
  });

  it('onCall=false and onCall=0 mean no restriction', async () => {
    expect((await list('/api/pharmacies?onCall=false')).meta.total).toBe(15);
    expect((await list('/api/pharmacies?onCall=0')).meta.total).toBe(15);
    const one = await list('/api/pharmacies?onCall=1');
    const on = await list('/api/pharmacies?onCall=true');
    expect(one.meta.total).toBe(on.meta.total);
  });

  it('rejects an onCall value that is not a boolean', async () => {
    const error = await expectError('/api/pharmacies?onCall=maybe', 400, 'validation_failed');
    expect(error.fields).toHaveProperty('onCall');
  });

  it('on-call list honours location filters', async () => {
    const all = await list('/api/pharmacies/on-call?pageSize=100');
    const douala = await list('/api/pharmacies/on-call?division=14&pageSize=100');
    expect(sorted(ids(douala.data))).toEqual(sorted(ids(all.data.filter((p) => p.division?.id === 14))));
  });

  it('uses the Monday-to-Sunday Africa/Douala week: a period ended last week does not count, one starting Sunday 23:30 does', async () => {
    // Pick two pharmacies that are not on call, and give each exactly one duty period.
    const offDuty = (await list('/api/pharmacies?pageSize=100')).data.filter((p) => !p.onCallThisWeek);
    const [ended, lateStart] = offDuty.map((p) => p.id);
    expect(ended).toBeDefined();
    expect(lateStart).toBeDefined();
    const lastWeekStart = new Date(WEEK.start.getTime() - 7 * 24 * 3600 * 1000);
    // Sunday 29 Nov 23:30 Douala time = 22:30 UTC, half an hour before the week ends.
    const sundayLate = new Date('2026-11-29T22:30:00Z');
    expect(sundayLate < WEEK.end && sundayLate > WEEK.start).toBe(true);
    await t.database.db.execute(sql`DELETE FROM pharmacy_duty_periods WHERE facility_id IN (${ended!}, ${lateStart!})`);
    // Ends at Monday 00:00 Douala, the very instant this week begins.
    await t.database.db.execute(sql`INSERT INTO pharmacy_duty_periods (facility_id, starts_at, ends_at, note)
      VALUES (${ended!}, ${lastWeekStart.toISOString()}::timestamptz, ${WEEK.start.toISOString()}::timestamptz, 'last week'),
             (${lateStart!}, ${sundayLate.toISOString()}::timestamptz, ${'2026-11-30T22:30:00Z'}::timestamptz, 'Sunday night')`);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM pharmacy_duty_periods WHERE facility_id IN (${ended!}, ${lateStart!})`,
    );
    expect(rows[0]?.n).toBe(2);
    t.app.responseCache.clear();

    const onCall = ids((await list('/api/pharmacies/on-call?pageSize=100')).data);
    expect(onCall).not.toContain(ended);
    expect(onCall).toContain(lateStart);
    expect(ids((await list('/api/pharmacies?onCall=true&pageSize=100')).data)).toEqual(
      expect.arrayContaining([lateStart]),
    );

    const endedDetail = (await get(`/api/pharmacies/${ended}`)).json<{ data: FacilityDetail }>().data;
    expect(endedDetail.onCallThisWeek).toBe(false);
    expect(endedDetail.onCallPeriod).toBeNull();
    expect(endedDetail.dutyPeriods).toEqual([]);

    const lateDetail = (await get(`/api/pharmacies/${lateStart}`)).json<{ data: FacilityDetail }>().data;
    expect(lateDetail.onCallThisWeek).toBe(true);
    expect(lateDetail.onCallPeriod).toEqual({ startsAt: sundayLate.toISOString(), endsAt: '2026-11-30T22:30:00.000Z' });
    expect(lateDetail.dutyPeriods).toHaveLength(1);
  });
});

describe('facilities that are not public', () => {
  it('a suspended or pending facility disappears from lists, search, featured and detail', async () => {
    await t.database.db.execute(sql`UPDATE facilities SET status = 'suspended' WHERE id = 2`);
    await t.database.db.execute(sql`UPDATE facilities SET status = 'pending' WHERE id = 101`);
    t.app.responseCache.clear();
    try {
      const hospitals = await list('/api/hospitals?pageSize=100');
      expect(ids(hospitals.data)).not.toContain(2);
      expect(hospitals.meta.total).toBe(10);
      const pharmacies = await list('/api/pharmacies?pageSize=100');
      expect(ids(pharmacies.data)).not.toContain(101);
      expect(pharmacies.meta.total).toBe(14);
      const all = await list('/api/facilities?pageSize=100');
      expect(all.meta.total).toBe(34);
      expect(ids(all.data)).not.toEqual(expect.arrayContaining([2]));

      expect(ids((await get('/api/hospitals/featured')).json<{ data: FacilitySummary[] }>().data)).not.toContain(2);
      expect(ids((await get('/api/pharmacies/featured')).json<{ data: FacilitySummary[] }>().data)).not.toContain(101);

      const search = (await get('/api/search?q=acacias')).json<{ data: { hospitals: FacilitySummary[] } }>().data;
      expect(ids(search.hospitals)).not.toContain(2);
      const pharmacySearch = (await get(`/api/search?q=${encodeURIComponent('Carrefour Biyem-Assi')}`)).json<{
        data: { pharmacies: FacilitySummary[] };
      }>().data;
      expect(ids(pharmacySearch.pharmacies)).not.toContain(101);
      // Its doctors are hidden with it.
      expect(ids((await list('/api/hospitals?query=Bello')).data)).not.toContain(2);
      expect((await get('/api/doctors?hospital=2')).json<{ meta: ListMeta }>().meta.total).toBe(0);

      await expectError('/api/facilities/2', 404, 'not_found');
      await expectError('/api/hospitals/2', 404, 'not_found');
      await expectError('/api/facilities/101', 404, 'not_found');
      await expectError('/api/pharmacies/101', 404, 'not_found');

      // "approved" is public again.
      await t.database.db.execute(sql`UPDATE facilities SET status = 'approved' WHERE id = 2`);
      t.app.responseCache.clear();
      expect((await get('/api/hospitals/2')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`UPDATE facilities SET status = 'active' WHERE id IN (2, 101)`);
      t.app.responseCache.clear();
    }
  });
});
