import {
  createFacility,
  createLabTest,
  createPlace,
  createRegion,
  createSourceRecord,
  createSpecialty,
} from '@hc/db/factories';
import type { AdminFacility, AdminFacilityRow, ApiError, ListMeta } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: string;
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  staff = (await signedInAs(t, 'manager')).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, cookie = staff) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function list(query: string): Promise<{ data: AdminFacilityRow[]; meta: ListMeta }> {
  const response = await call('GET', `/api/admin/facilities?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const listIds = async (query: string) => (await list(query)).data.map((row) => row.id);

describe('GET /api/admin/facilities', () => {
  it('filters by region, division and subdivision, given by id or by English or French name', async () => {
    const region = await createRegion(db(), { nameEn: 'Far North Test', nameFr: 'Extrême-Nord Essai' });
    const place = await createPlace(db(), { regionId: region.id });
    const inside = await createFacility(db(), place);
    await createFacility(db());
    expect(await listIds(`region=${region.id}`)).toEqual([inside.id]);
    expect(await listIds('region=far%20north%20test')).toEqual([inside.id]);
    expect(await listIds(`region=${encodeURIComponent('extreme-nord essai')}`)).toEqual([inside.id]);
    expect(await listIds(`division=${place.divisionId}`)).toEqual([inside.id]);
    expect(await listIds(`subdivision=${place.subdivisionId}`)).toEqual([inside.id]);
    // An unknown place name matches nothing rather than being ignored.
    expect(await listIds('region=Atlantis')).toEqual([]);
    // Each row names its places in both languages, for the reader's own.
    const [row] = (await list(`region=${region.id}`)).data;
    expect(row!.region).toEqual({ nameEn: 'Far North Test', nameFr: 'Extrême-Nord Essai' });
    // And gives their ids, for a picker that checks a facility against a place (the duty rotas').
    expect([row!.divisionId, row!.subdivisionId]).toEqual([place.divisionId, place.subdivisionId]);
  });

  it('keeps its totals true: a change through the API shows at once, one made elsewhere once its version is read', async () => {
    const place = await createPlace(db());
    await createFacility(db(), place);
    const total = async () => (await list(`region=${place.regionId}`)).meta.total;
    expect(await total()).toBe(1);
    const created = await call('POST', '/api/admin/facilities', {
      name: 'Counted Clinic',
      facilityType: 'clinic',
      ...place,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await total()).toBe(2);
    // Another process's write (here straight into the database) moves the directory's version.
    await createFacility(db(), place);
    t.app.directoryVersion.invalidate();
    expect(await total()).toBe(3);
  });

  it('filters by status and type, searches by id and by name without accents, and sorts', async () => {
    const place = await createPlace(db());
    const pending = await createFacility(db(), { ...place, name: 'Clinique Sainte-Hélène', status: 'pending' });
    const lab = await createFacility(db(), {
      ...place,
      name: 'Zeta Lab',
      category: 'laboratory',
      facilityType: 'laboratory',
    });
    const r = `region=${place.regionId}`;
    expect(await listIds(`${r}&status=pending`)).toEqual([pending.id]);
    expect(await listIds(`${r}&type=laboratory`)).toEqual([lab.id]);
    expect(await listIds(`q=${pending.id}`)).toEqual([pending.id]);
    expect(await listIds(`q=SAINTE-HELENE`)).toEqual([pending.id]);
    expect(await listIds(`${r}&sort=name&order=desc`)).toEqual([lab.id, pending.id]);
    expect(await listIds(`${r}&sort=id&order=asc`)).toEqual([pending.id, lab.id]);
  });

  it('shows completeness and finds the facilities that need data', async () => {
    const place = await createPlace(db());
    const complete = await createFacility(db(), {
      ...place,
      phone: '+237677123456',
      address: 'Rue 1',
      openingHours: { mo: [{ opens: '08:00', closes: '17:00' }] },
      lat: 4,
      lng: 9,
    });
    const incomplete = await createFacility(db(), { ...place, phone: '+237677123456' });
    const { data } = await list(`region=${place.regionId}&sort=id`);
    expect(data.find((row) => row.id === complete.id)?.completeness).toEqual({
      phone: true,
      address: true,
      hours: true,
      position: true,
    });
    expect(data.find((row) => row.id === incomplete.id)?.completeness).toEqual({
      phone: true,
      address: false,
      hours: false,
      position: false,
    });
    expect(await listIds(`region=${place.regionId}&needsData=true`)).toEqual([incomplete.id]);
  });

  it('leaves archived facilities out unless asked for them alone', async () => {
    const place = await createPlace(db());
    const kept = await createFacility(db(), place);
    const archived = await createFacility(db(), { ...place, archivedAt: new Date() });
    expect(await listIds(`region=${place.regionId}`)).toEqual([kept.id]);
    expect(await listIds(`region=${place.regionId}&archived=true`)).toEqual([archived.id]);
  });

  it('pages by 10 and clamps the page to those that exist', async () => {
    const place = await createPlace(db());
    for (let i = 0; i < 12; i++) await createFacility(db(), { ...place, name: `Paged ${String(i).padStart(2, '0')}` });
    const second = await list(`region=${place.regionId}&page=2`);
    expect(second.meta).toEqual({ total: 12, page: 2, pageSize: 10 });
    expect(second.data.map((row) => row.name)).toEqual(['Paged 10', 'Paged 11']);
    expect((await list(`region=${place.regionId}&page=99`)).meta.page).toBe(2);
  });

  it('refuses unknown filter values', async () => {
    expectFieldError(await call('GET', '/api/admin/facilities?status=closed'), 'status', 'invalid_choice');
  });
});

describe('POST /api/admin/facilities', () => {
  it('creates a pending staff facility with every field, its phone in E.164 and hours for every day', async () => {
    const place = await createPlace(db());
    const specialty = await createSpecialty(db());
    const test = await createLabTest(db());
    const response = await call('POST', '/api/admin/facilities', {
      name: 'Hôpital Neuf',
      facilityType: 'hospital',
      email: 'Contact@Neuf.cm',
      phone: '677 12 34 56',
      licenseNumber: 'LIC-1',
      registrationDate: '2020-01-31',
      openingTime: '08:00',
      closingTime: '18:00',
      services: ['Surgery'],
      capacity: 120,
      address: 'Rue 2',
      ...place,
      latitude: 4.05,
      longitude: 9.7,
      specialtyIds: [specialty.id],
      testIds: [test.id],
      featuredRank: 1,
      operator: 'State',
      emergency: true,
      beds: 80,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: AdminFacility }>();
    expect(data).toMatchObject({
      status: 'pending',
      source: 'staff',
      category: 'hospital',
      email: 'contact@neuf.cm',
      phone: '+237677123456',
      registrationDate: '2020-01-31',
      specialtyIds: [specialty.id],
      testIds: [test.id],
      version: 1,
    });
    expect(Object.keys(data.openingHours ?? {})).toHaveLength(7);
    expect(data.openingHours?.su).toEqual([{ opens: '08:00', closes: '18:00' }]);
    const got = await call('GET', `/api/admin/facilities/${data.id}`);
    // The record read back is the one saved, with who proposed it for the approver (four eyes).
    expect(got.json<{ data: AdminFacility }>().data).toEqual({
      ...data,
      proposal: expect.objectContaining({ source: 'staff', approvalRefusal: 'same_person' }),
    });
  });

  it('keeps a position to 7 decimals: 1e-320 is the equator, not a 500 from the position index', async () => {
    // PostgreSQL's ll_to_earth failed on the underflowing product (found by the hostile-input suite).
    const response = await call('POST', '/api/admin/facilities', {
      name: 'Hôpital sur l’équateur',
      facilityType: 'hospital',
      latitude: 1e-320,
      longitude: 9.123456789,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ latitude: 0, longitude: 9.1234568 });
  });

  it('answers field codes for missing, wrong and unknown fields', async () => {
    expectFieldError(await call('POST', '/api/admin/facilities', { facilityType: 'clinic' }), 'name', 'required');
    const wrong = { name: 'X', facilityType: 'clinic', latitude: 91, email: 'nope', extra: 1 };
    const response = await call('POST', '/api/admin/facilities', wrong);
    expectFieldError(response, 'latitude', 'too_large');
    expectFieldError(response, 'email', 'invalid_email');
  });

  it('refuses a phone that cannot be normalised', async () => {
    const response = await call('POST', '/api/admin/facilities', { name: 'X', facilityType: 'clinic', phone: '12' });
    expectFieldError(response, 'phone', 'invalid_phone');
  });

  it('refuses unknown specialties and tests', async () => {
    const response = await call('POST', '/api/admin/facilities', {
      name: 'X',
      facilityType: 'clinic',
      specialtyIds: [987654],
      testIds: [987654],
    });
    expectFieldError(response, 'specialtyIds', 'invalid');
    expectFieldError(response, 'testIds', 'invalid');
  });

  it('refuses a location that does not hold together', async () => {
    const a = await createPlace(db());
    const b = await createPlace(db());
    const response = await call('POST', '/api/admin/facilities', {
      name: 'X',
      facilityType: 'clinic',
      regionId: a.regionId,
      divisionId: b.divisionId,
      subdivisionId: a.subdivisionId,
    });
    expectFieldError(response, 'divisionId', 'location_mismatch');
    expectFieldError(response, 'subdivisionId', 'location_mismatch');
  });

  it('keeps at most 10 featured facilities a category', async () => {
    for (let rank = 1; rank <= 10; rank++)
      await createFacility(db(), { category: 'pharmacy', facilityType: 'pharmacy', featuredRank: rank });
    const response = await call('POST', '/api/admin/facilities', {
      name: 'One too many',
      facilityType: 'pharmacy',
      featuredRank: 3,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<ApiError>().error.fields).toContainEqual(
      expect.objectContaining({ path: 'featuredRank', code: 'featured_full' }),
    );
  });
});

describe('PATCH /api/admin/facilities/:id', () => {
  it('changes only the fields given, increments the version and marks the record as staff work', async () => {
    const facility = await createFacility(db(), { source: 'osm', phone: '+237677000000' });
    clock.advance(60_000);
    const response = await call('PATCH', `/api/admin/facilities/${facility.id}`, { version: 1, name: 'Renamed' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: AdminFacility }>();
    expect(data).toMatchObject({ name: 'Renamed', phone: '+237677000000', version: 2 });
    const { findFacility } = await import('./admin-facilities.repository');
    expect((await findFacility(db(), facility.id))?.locallyModifiedAt).toEqual(clock.clock());
  });

  it('answers 409 naming the fields changed meanwhile when the version read is stale', async () => {
    const facility = await createFacility(db());
    await call('PATCH', `/api/admin/facilities/${facility.id}`, { version: 1, address: 'New street' });
    await call('PATCH', `/api/admin/facilities/${facility.id}`, { version: 2, beds: 10 });
    const response = await call('PATCH', `/api/admin/facilities/${facility.id}`, { version: 1, name: 'Mine' });
    expect(response.statusCode, response.body).toBe(409);
    const { error } = response.json<ApiError>();
    expect(error.code).toBe('conflict');
    expect(error.fields?.map((f) => [f.path, f.code])).toEqual([
      ['address', 'changed_meanwhile'],
      ['beds', 'changed_meanwhile'],
    ]);
  });

  it('replaces the OpenStreetMap hours text with the weekly hours staff set', async () => {
    const facility = await createFacility(db(), { status: 'active', hoursText: 'Mo-Sa 07:00-19:00' });
    const hours = { mo: [{ opens: '22:00', closes: '06:00' }], tu: [], we: [], th: [], fr: [], sa: [], su: [] };
    const response = await call('PATCH', `/api/admin/facilities/${facility.id}`, { version: 1, openingHours: hours });
    expect(response.statusCode, response.body).toBe(200);
    const { findFacility } = await import('./admin-facilities.repository');
    expect(await findFacility(db(), facility.id)).toMatchObject({ hoursText: null, openingHours: hours });
  });

  it('answers 404 for an unknown facility', async () => {
    const response = await call('PATCH', '/api/admin/facilities/999999', { version: 1, name: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().error.code).toBe('not_found');
    expect((await call('GET', '/api/admin/facilities/999999')).statusCode).toBe(404);
  });
});

describe('a facility from the open datasets', () => {
  it('shows staff where it comes from and how precise its position is; what staff change becomes theirs', async () => {
    const facility = await createFacility(db(), {
      name: "Centre de Santé Intégré d'Allat-Mengack",
      facilityType: 'integrated_health_center',
      source: 'public_mfl_2019',
      sourceId: 'public_mfl_2019:5407',
      lat: 6.75,
      lng: 11.8,
      locationPrecision: 'village',
      aliases: ['Allat-Mengack Centre de Santé Integre', 'CSI Allat-Mengack'],
      fieldSources: { name: 'public_mfl_2019', position: 'public_mfl_2019', type: 'public_mfl_2019' },
    });
    await createSourceRecord(db(), { facilityId: facility.id, sourceKey: '5407' });
    const read = async () => {
      const response = await call('GET', `/api/admin/facilities/${facility.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: AdminFacility }>().data;
    };
    expect(await read()).toMatchObject({
      locationPrecision: 'village',
      aliases: ['Allat-Mengack Centre de Santé Integre', 'CSI Allat-Mengack'],
      sourceRecords: [{ source: 'public_mfl_2019', sourceKey: '5407', retrievedOn: '2026-11-28', licence: 'CC0-1.0' }],
      fieldSources: { name: 'public_mfl_2019', position: 'public_mfl_2019', type: 'public_mfl_2019' },
    });

    // Staff place it exactly: the position is now theirs and exact; the name stays the list's.
    const moved = await call('PATCH', `/api/admin/facilities/${facility.id}`, {
      version: 1,
      latitude: 6.7512,
      longitude: 11.8021,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await read()).toMatchObject({
      locationPrecision: 'exact',
      fieldSources: { name: 'public_mfl_2019', position: 'staff', type: 'public_mfl_2019' },
    });
  });
});

describe('access', () => {
  it('answers 401 signed out and 403 to patients and doctors', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/facilities' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['patient', 'doctor'] as const) {
      const { cookie } = await signedInAs(t, role);
      expect((await call('GET', '/api/admin/facilities', undefined, cookie)).statusCode).toBe(403);
    }
  });
});
