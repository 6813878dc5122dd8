import { queryRows, tables, type Db } from '@hc/db';
import {
  createDivision,
  createDoctor,
  createFacility,
  createLabTest,
  createPlace,
  createRegion,
  createSourceRecord,
  createSpecialty,
  createSubdivision,
} from '@hc/db/factories';
import type { FacilitySummary, FieldErrorCode, ListMeta } from '@hc/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { expectFieldError as expectFieldErrorIn, readOk, readPublic } from '../../test/public-api';

type List = { data: FacilitySummary[]; meta: ListMeta };

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

const list = (url: string) => readOk<List>(t, url);

const expectFieldError = async (url: string, path: string, code: FieldErrorCode) =>
  expectFieldErrorIn(await get(url), path, code);

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
  it('lists the public facilities of every category in name order, with pagination meta', async () => {
    const place = await createPlace(db);
    const lab = await createFacility(db, { ...place, category: 'laboratory', name: 'Gamma Lab' });
    const hospital = await createFacility(db, { ...place, name: 'Beta Hospital', status: 'approved' });
    const pharmacy = await createFacility(db, { ...place, category: 'pharmacy', name: 'Alpha Pharmacy' });
    await createFacility(db, { ...place, name: 'Delta Pending', status: 'pending' });
    await createFacility(db, { ...place, category: 'pharmacy', name: 'Epsilon Suspended', status: 'suspended' });

    const body = await list(`/api/facilities?region=${place.regionId}`);
    expect(ids(body.data)).toEqual([pharmacy.id, hospital.id, lab.id]);
    expect(body.data.map((f) => f.category)).toEqual(['pharmacy', 'hospital', 'laboratory']);
    expect(body.meta).toEqual({ total: 3, page: 1, pageSize: 20 });
  });

  it('answers 20 per page by default, counting every public facility of the directory', async () => {
    const place = await createPlace(db);
    for (let i = 0; i < 21; i++) await createFacility(db, { ...place });
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM facilities WHERE status IN ('active', 'approved')`,
    );
    const body = await list('/api/facilities');
    expect(body.meta).toEqual({ total: row!.n, page: 1, pageSize: 20 });
    expect(body.data).toHaveLength(20);
  });

  it('describes each facility with its place, contact, hours and location', async () => {
    const region = await createRegion(db, { nameEn: 'Littoral', nameFr: 'Littoral' });
    const division = await createDivision(db, { regionId: region.id, nameEn: 'Wouri', nameFr: 'Wouri' });
    const subdivision = await createSubdivision(db, {
      divisionId: division.id,
      nameEn: 'Douala I',
      nameFr: 'Douala Ier',
    });
    const place = { regionId: region.id, divisionId: division.id, subdivisionId: subdivision.id };
    const located = await createFacility(db, {
      ...place,
      name: 'Alpha Clinic',
      address: 'Rue Joss, Bonanjo',
      phone: '+237 233 42 00 00',
      email: 'contact@alpha.example.cm',
      website: 'https://alpha.example.cm',
      hoursText: 'Open 24/7',
      openingHours: { mo: [{ opens: '00:00', closes: '24:00' }] },
      services: ['Emergency'],
      lat: 4.0483,
      lng: 9.7043,
      rating: 4.66,
      lastVerifiedAt: '2026-10-01',
    });
    const unlocated = await createFacility(db, { ...place, name: 'Beta Clinic', rating: 9 });

    const [first, second] = (await list(`/api/facilities?region=${region.id}`)).data;
    expect(first).toMatchObject({
      id: located.id,
      name: 'Alpha Clinic',
      category: 'hospital',
      facilityType: 'hospital',
      region: { id: region.id, nameEn: 'Littoral', nameFr: 'Littoral' },
      division: { id: division.id, nameEn: 'Wouri', nameFr: 'Wouri' },
      subdivision: { id: subdivision.id, nameEn: 'Douala I', nameFr: 'Douala Ier' },
      address: 'Rue Joss, Bonanjo',
      phone: '+237 233 42 00 00',
      email: 'contact@alpha.example.cm',
      website: 'https://alpha.example.cm',
      hours: 'Open 24/7',
      openingHours: { mo: [{ opens: '00:00', closes: '24:00' }] },
      services: ['Emergency'],
      latitude: 4.0483,
      longitude: 9.7043,
      hasValidLocation: true,
      rating: 4.7,
      onCallThisWeek: false,
      onCallPeriod: null,
      source: 'staff',
      dataSources: [],
      locationPrecision: 'exact',
      lastVerifiedAt: '2026-10-01',
    });
    // No coordinates: the client falls back to the default map centre; a stored rating above 5 shows as 5.
    expect(second).toMatchObject({
      id: unlocated.id,
      latitude: null,
      longitude: null,
      hasValidLocation: false,
      rating: 5,
    });
  });

  it('narrows by region, then division, then subdivision', async () => {
    const region = await createRegion(db);
    const [d1, d2] = [
      await createDivision(db, { regionId: region.id }),
      await createDivision(db, { regionId: region.id }),
    ];
    const [s1, s2] = [
      await createSubdivision(db, { divisionId: d1.id }),
      await createSubdivision(db, { divisionId: d1.id }),
    ];
    const s3 = await createSubdivision(db, { divisionId: d2.id });
    const inS1 = await createFacility(db, { name: 'A in S1', subdivisionId: s1.id });
    const inS2 = await createFacility(db, { name: 'B in S2', category: 'pharmacy', subdivisionId: s2.id });
    const inS3 = await createFacility(db, { name: 'C in S3', category: 'laboratory', subdivisionId: s3.id });
    const elsewhere = await createFacility(db, { name: 'D elsewhere' });

    const byRegion = await list(`/api/facilities?region=${region.id}`);
    expect(ids(byRegion.data)).toEqual([inS1.id, inS2.id, inS3.id]);
    expect(byRegion.data.every((f) => f.region?.id === region.id)).toBe(true);
    const byDivision = await list(`/api/facilities?division=${d1.id}`);
    expect(ids(byDivision.data)).toEqual([inS1.id, inS2.id]);
    expect(byDivision.data.every((f) => f.division?.id === d1.id)).toBe(true);
    const bySubdivision = await list(`/api/facilities?subdivision=${s1.id}`);
    expect(ids(bySubdivision.data)).toEqual([inS1.id]);
    expect(bySubdivision.data[0]?.subdivision?.id).toBe(s1.id);
    expect(bySubdivision.meta.total).toBe(1);

    // Filters combine: a division of another region matches nothing.
    expect(ids((await list(`/api/facilities?region=${region.id}&division=${d2.id}`)).data)).toEqual([inS3.id]);
    expect((await list(`/api/facilities?region=${elsewhere.regionId}&division=${d1.id}`)).data).toEqual([]);
  });

  it('filters by type, alone and with a place', async () => {
    const place = await createPlace(db);
    const hospital = await createFacility(db, { ...place });
    const pharmacy = await createFacility(db, { ...place, category: 'pharmacy' });
    const lab = await createFacility(db, { ...place, category: 'laboratory' });
    const otherLab = await createFacility(db, { category: 'laboratory' });

    for (const [type, expected] of [
      ['hospital', hospital],
      ['pharmacy', pharmacy],
      ['laboratory', lab],
    ] as const) {
      const body = await list(`/api/facilities?type=${type}&region=${place.regionId}`);
      expect(ids(body.data), type).toEqual([expected.id]);
      expect(body.data[0]?.category).toBe(type);
    }
    const everyLab = await list('/api/facilities?type=laboratory&pageSize=100');
    expect(ids(everyLab.data)).toEqual(expect.arrayContaining([lab.id, otherLab.id]));
    expect(everyLab.data.every((f) => f.category === 'laboratory')).toBe(true);
  });

  it('keeps one facility type of the public system when asked (a CSI, a district hospital)', async () => {
    const place = await createPlace(db);
    const csi = await createFacility(db, { ...place, facilityType: 'integrated_health_center' });
    const districtHospital = await createFacility(db, { ...place, facilityType: 'district_hospital' });
    await createFacility(db, { ...place, facilityType: 'clinic' });
    const hospitals = (query: string) => list(`/api/hospitals?region=${place.regionId}&${query}`);
    expect(ids((await hospitals('facilityType=integrated_health_center')).data)).toEqual([csi.id]);
    expect(ids((await hospitals('facilityType=district_hospital')).data)).toEqual([districtHospital.id]);
    expect(ids((await list(`/api/facilities?region=${place.regionId}&facilityType=district_hospital`)).data)).toEqual([
      districtHospital.id,
    ]);
    await expectFieldError('/api/hospitals?facilityType=spaceport', 'facilityType', 'invalid_choice');
  });

  it('keeps the hospitals with an emergency service when asked, nearest first', async () => {
    const place = await createPlace(db);
    const far = await createFacility(db, { ...place, emergency: true, lat: 4.2, lng: 9.7 });
    const near = await createFacility(db, { ...place, emergency: true, lat: 4.05, lng: 9.7 });
    await createFacility(db, { ...place, emergency: false, lat: 4.05, lng: 9.7 });
    await createFacility(db, { ...place, emergency: null, lat: 4.05, lng: 9.7 });
    const body = await list(`/api/hospitals?region=${place.regionId}&emergency=true&near=4.04,9.7&radiusKm=50`);
    expect(ids(body.data)).toEqual([near.id, far.id]);
  });

  it('says where a record comes from and how far its position can be trusted', async () => {
    const place = await createPlace(db);
    const village = await createFacility(db, {
      ...place,
      name: "Centre de Santé Intégré d'Atta",
      source: 'public_mfl_2019',
      lat: 6.46,
      lng: 11.3,
      locationPrecision: 'village',
    });
    const withheld = await createFacility(db, { ...place, source: 'public_mfl_2019', locationPrecision: 'withheld' });
    await createSourceRecord(db, { facilityId: village.id, sourceKey: '5409' });
    await createSourceRecord(db, { facilityId: village.id, source: 'osm', sourceKey: 'osm:node/5409' });
    const rows = (await list(`/api/hospitals?region=${place.regionId}&sort=name`)).data;
    expect(rows.map((row) => [row.id, row.dataSources, row.locationPrecision, row.latitude])).toEqual([
      [village.id, ['osm', 'public_mfl_2019'], 'village', 6.46],
      [withheld.id, [], 'withheld', null],
    ]);
  });

  it('lists each category on its own route', async () => {
    const place = await createPlace(db);
    const hospital = await createFacility(db, { ...place });
    const pharmacy = await createFacility(db, { ...place, category: 'pharmacy' });
    const lab = await createFacility(db, { ...place, category: 'laboratory' });
    expect(ids((await list(`/api/hospitals?region=${place.regionId}`)).data)).toEqual([hospital.id]);
    expect(ids((await list(`/api/pharmacies?region=${place.regionId}`)).data)).toEqual([pharmacy.id]);
    expect(ids((await list(`/api/laboratories?region=${place.regionId}`)).data)).toEqual([lab.id]);
  });

  it('treats empty filter values as no restriction', async () => {
    await createFacility(db, { category: 'pharmacy' });
    await createFacility(db, { category: 'laboratory', testNames: ['Empty Filter Test'] });
    await createFacility(db, { specialtyNames: ['Empty Filter Specialty'] });
    const cases = [
      ['/api/facilities?region=&division=&subdivision=&type=&query=&pageSize=100', '/api/facilities?pageSize=100'],
      ['/api/pharmacies?onCall=&region=&pageSize=100', '/api/pharmacies?pageSize=100'],
      ['/api/laboratories?testType=&pageSize=100', '/api/laboratories?pageSize=100'],
      ['/api/hospitals?specialty=&near=&pageSize=100', '/api/hospitals?pageSize=100'],
    ];
    for (const [withEmpty, plain] of cases) {
      const expected = await list(plain!);
      expect(expected.meta.total).toBeGreaterThan(0);
      expect(await list(withEmpty!), withEmpty).toEqual(expected);
    }
  });

  it('pages through results without overlap, and answers an empty page past the end', async () => {
    const place = await createPlace(db);
    const names = ['Page G', 'Page C', 'Page E', 'Page A', 'Page F', 'Page B', 'Page D'];
    const created = new Map<string, number>();
    for (const name of names) created.set(name, (await createFacility(db, { ...place, name })).id);
    const inNameOrder = [...names].sort().map((name) => created.get(name)!);
    const url = (page: number) => `/api/facilities?region=${place.regionId}&pageSize=3&page=${page}`;

    const pages = [await list(url(1)), await list(url(2)), await list(url(3))];
    expect(pages.map((p) => p.meta)).toEqual([1, 2, 3].map((page) => ({ total: 7, page, pageSize: 3 })));
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => ids(p.data))).toEqual(inNameOrder);

    const beyond = await list(url(50));
    expect(beyond).toEqual({ data: [], meta: { total: 7, page: 50, pageSize: 3 } });
    expect((await list(`/api/facilities?region=${place.regionId}&pageSize=100`)).meta.pageSize).toBe(100);
  });

  it('sorts by distance from `near` and keeps only facilities inside the radius', async () => {
    const origin = { latitude: 3.87, longitude: 11.51 };
    const place = await createPlace(db);
    // About 111 km per degree of latitude: 15 km, 1 km, 30 km and 5 km north of the origin.
    const at = (km: number, name: string) => createFacility(db, { ...place, name, lat: 3.87 + km / 111.2, lng: 11.51 });
    const km15 = await at(15, 'A fifteen');
    const km1 = await at(1, 'B one');
    await at(30, 'C thirty');
    const km5 = await at(5, 'D five');
    await createFacility(db, { ...place, name: 'E nowhere' });

    const within20 = await list(`/api/facilities?near=3.87,11.51&radiusKm=20&region=${place.regionId}`);
    expect(ids(within20.data)).toEqual([km1.id, km5.id, km15.id]);
    expect(within20.meta.total).toBe(3);
    const distances = within20.data.map((f) => distanceKm(origin, { latitude: f.latitude!, longitude: f.longitude! }));
    expect(distances.map(Math.round)).toEqual([1, 5, 15]);

    // The default radius is 10 km.
    expect(ids((await list(`/api/facilities?near=3.87,11.51&region=${place.regionId}`)).data)).toEqual([
      km1.id,
      km5.id,
    ]);
    expect((await list(`/api/facilities?near=3.87,11.51&radiusKm=0.5&region=${place.regionId}`)).data).toEqual([]);
  });

  it.each<[string, string, FieldErrorCode]>([
    ['/api/facilities?type=dentist', 'type', 'invalid_choice'],
    ['/api/facilities?region=abc', 'region', 'invalid_type'],
    ['/api/facilities?division=0', 'division', 'too_small'],
    ['/api/facilities?subdivision=1.5', 'subdivision', 'not_integer'],
    ['/api/facilities?pageSize=101', 'pageSize', 'too_large'],
    ['/api/facilities?pageSize=0', 'pageSize', 'too_small'],
    ['/api/facilities?page=0', 'page', 'too_small'],
    ['/api/facilities?near=north', 'near', 'invalid_coordinates'],
    ['/api/facilities?near=95,11', 'near', 'invalid_coordinates'],
    ['/api/facilities?near=3.8,11.5&radiusKm=500', 'radiusKm', 'too_large'],
    // Close to zero, earth_box underflowed in PostgreSQL: a 500 (found by the hostile-input suite).
    ['/api/pharmacies?near=1,41.71&radiusKm=2.5e-323&sort=distance', 'radiusKm', 'too_small'],
    ['/api/facilities?near=3.8,11.5&radiusKm=0', 'radiusKm', 'too_small'],
    [`/api/facilities?query=${'a'.repeat(101)}`, 'query', 'too_long'],
    [`/api/hospitals?specialty=${'a'.repeat(101)}`, 'specialty', 'too_long'],
    [`/api/laboratories?testType=${'a'.repeat(101)}`, 'testType', 'too_long'],
    ['/api/pharmacies?onCall=maybe', 'onCall', 'invalid_choice'],
  ])('GET %s answers 400 naming %s (%s)', async (url, path, code) => {
    await expectFieldError(url, path, code);
  });

  it('names the limit a too-large page size breaks', async () => {
    const error = await expectFieldError('/api/facilities?pageSize=101', 'pageSize', 'too_large');
    expect(error.fields?.find((f) => f.path === 'pageSize')?.params).toEqual({ maximum: 100 });
  });
});

describe('name query', () => {
  it('matches names without regard to accents or case, best match first', async () => {
    const place = await createPlace(db);
    const contains = await createFacility(db, { ...place, name: 'Skincare Hôpital' });
    const wordStart = await createFacility(db, { ...place, name: 'Alpha Care' });
    const prefixB = await createFacility(db, { ...place, name: 'Care Beta' });
    const prefixA = await createFacility(db, { ...place, name: 'Care Alpha' });
    await createFacility(db, { ...place, name: 'Unrelated' });

    const care = await list(`/api/facilities?query=care&region=${place.regionId}`);
    expect(ids(care.data)).toEqual([prefixA.id, prefixB.id, wordStart.id, contains.id]);
    expect(ids((await list(`/api/facilities?query=CARE&region=${place.regionId}`)).data)).toEqual(ids(care.data));
    for (const query of ['hôpital', 'hopital', 'HOPITAL']) {
      const body = await list(`/api/facilities?query=${encodeURIComponent(query)}&region=${place.regionId}`);
      expect(ids(body.data), query).toEqual([contains.id]);
    }
  });

  it('finds a hospital by the name of a doctor who practises there, on the hospital list only', async () => {
    const place = await createPlace(db);
    const hospital = await createFacility(db, { ...place, name: 'Clinique des Rôniers' });
    await createDoctor(db, { facilityId: hospital.id, name: 'Dr. Thérèse Ekambi' });
    const pharmacy = await createFacility(db, { ...place, category: 'pharmacy', name: 'Pharmacie du Port' });
    await createDoctor(db, { facilityId: pharmacy.id, name: 'Dr. Paul Ekambi' });

    for (const query of ['Ekambi', 'therese', 'THÉRÈSE', 'roniers']) {
      const body = await list(`/api/hospitals?query=${encodeURIComponent(query)}&region=${place.regionId}`);
      expect(ids(body.data), query).toEqual([hospital.id]);
    }
    // Other lists match the facility's own name only.
    expect((await list(`/api/facilities?query=ekambi&region=${place.regionId}`)).data).toEqual([]);
    expect((await list(`/api/pharmacies?query=ekambi&region=${place.regionId}`)).data).toEqual([]);
  });
});

describe('specialty and test filters', () => {
  it('filters hospitals by specialty given by id, English or French name, in any case', async () => {
    const cardiology = await createSpecialty(db, { nameEn: 'Cardiology', nameFr: 'Cardiologie' });
    await createSpecialty(db, { nameEn: 'Pediatrics', nameFr: 'Pédiatrie' });
    const unused = await createSpecialty(db, { nameEn: 'Unused Specialty' });
    const heart = await createFacility(db, { specialtyNames: ['Cardiology', 'Pediatrics'] });
    const cardiac = await createFacility(db, { specialtyNames: ['Cardiology'] });
    const children = await createFacility(db, { specialtyNames: ['Pediatrics'] });
    await createFacility(db, {});
    // A pharmacy linked to the specialty is no hospital.
    await createFacility(db, { category: 'pharmacy', specialtyNames: ['Cardiology'] });

    for (const specialty of [String(cardiology.id), 'Cardiology', 'cardiology', 'Cardiologie', 'CARDIOLOGIE']) {
      const body = await list(`/api/hospitals?specialty=${encodeURIComponent(specialty)}`);
      expect(sorted(ids(body.data)), specialty).toEqual(sorted([heart.id, cardiac.id]));
      expect(body.data.every((f) => f.specialties.some((s) => s.nameEn === 'Cardiology'))).toBe(true);
    }
    const pediatrics = await list(`/api/hospitals?specialty=${encodeURIComponent('Pédiatrie')}`);
    expect(sorted(ids(pediatrics.data))).toEqual(sorted([heart.id, children.id]));

    for (const specialty of ['Astrology', String(unused.id)]) {
      expect(await list(`/api/hospitals?specialty=${specialty}`)).toMatchObject({ data: [], meta: { total: 0 } });
    }
    const here = await list(`/api/hospitals?specialty=Cardiology&region=${cardiac.regionId}`);
    expect(ids(here.data)).toEqual([cardiac.id]);
  });

  it('filters laboratories by test given by id, English or French name, and combines it with a place', async () => {
    const hiv = await createLabTest(db, { nameEn: 'HIV Test', nameFr: 'Test VIH' });
    await createLabTest(db, { nameEn: 'Malaria Smear', nameFr: 'Goutte épaisse' });
    const both = await createFacility(db, { category: 'laboratory', testNames: ['HIV Test', 'Malaria Smear'] });
    const hivOnly = await createFacility(db, { category: 'laboratory', testNames: ['HIV Test'] });
    await createFacility(db, { category: 'laboratory', testNames: ['Malaria Smear'] });

    for (const testType of ['HIV Test', 'hiv test', 'Test VIH', String(hiv.id)]) {
      const body = await list(`/api/laboratories?testType=${encodeURIComponent(testType)}`);
      expect(sorted(ids(body.data)), testType).toEqual(sorted([both.id, hivOnly.id]));
      expect(body.data.every((f) => f.testsAvailable.some((x) => x.nameEn === 'HIV Test'))).toBe(true);
    }
    const here = await list(
      `/api/laboratories?testType=${encodeURIComponent('Goutte épaisse')}&region=${both.regionId}`,
    );
    expect(ids(here.data)).toEqual([both.id]);
    expect((await list('/api/laboratories?testType=Unknown%20Test')).meta.total).toBe(0);
  });
});

describe('public reads', () => {
  it('are revalidated by browsers each time: unchanged, a 304 without a body; changed, the new answer', async () => {
    const response = await get('/api/facilities');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.vary).toContain('accept-encoding');
    const etag = String(response.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/api/facilities', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createFacility(db, { name: 'Changes the directory' });
    t.app.directoryVersion.invalidate();
    const changed = await t.app.inject({ method: 'GET', url: '/api/facilities', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('are answered from the cache, and show a change made by another process within a second', async () => {
    const place = await createPlace(db);
    const first = await createFacility(db, { ...place, name: 'First' });
    const url = `/api/hospitals?region=${place.regionId}`;
    // Straight to the server: it re-reads the directory version only once a second of its clock has passed.
    const names = async () => (await t.app.inject({ url })).json<List>().data.map((f) => f.name);
    clock.advance(1_000);
    expect(await names()).toEqual(['First']);

    const second = await createFacility(db, { ...place, name: 'Second' });
    clock.advance(999);
    expect(await names()).toEqual(['First']);
    clock.advance(1);
    expect(await names()).toEqual(['First', 'Second']);

    await db.update(tables.facilities).set({ name: 'Renamed' }).where(eq(tables.facilities.id, first.id));
    await db.delete(tables.facilities).where(eq(tables.facilities.id, second.id));
    clock.advance(1_000);
    expect(await names()).toEqual(['Renamed']);
  });
});
