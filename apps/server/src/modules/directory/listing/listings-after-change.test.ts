import { tables } from '@hc/db';
import { createFacility, createFacilityManager, createPlace, createSpecialty } from '@hc/db/factories';
import { getDirectoryWeek, type FacilitySummary, type ListMeta } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../../test/test-app';
import { listFacilities } from '../facilities.repository';
import { createSearchIndexStore } from '../search/search-index-store';
import { createSummaryCache } from '../summary/summary-cache';
import { createDirectoryListings } from './directory-listings';

/**
 * The public lists answer from the read model, and a change made by staff or a facility's manager is on
 * the very next read: no test here tells the server the directory changed, its own write must.
 */

const NOW = '2026-11-25T10:00:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  staff = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

type List = { data: FacilitySummary[]; meta: ListMeta };
type Method = 'GET' | 'POST' | 'PATCH';
const call = async (cookie: string, method: Method, url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
};
/** A public list read straight after the write, as a visitor would. */
const list = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<List>();
};
const names = async (url: string) => (await list(url)).data.map((f) => f.name);

describe('public lists right after a change', () => {
  it('show a facility renamed, retyped or suspended by staff on the next read', async () => {
    const db = t.database.db;
    const place = await createPlace(db);
    const alpha = await createFacility(db, { ...place, name: 'Alpha Hospital' });
    const bravo = await createFacility(db, { ...place, name: 'Bravo Hospital' });
    t.app.directoryVersion.invalidate();
    const url = `/api/hospitals?region=${place.regionId}&sort=name`;
    expect(await names(url)).toEqual(['Alpha Hospital', 'Bravo Hospital']);

    await call(staff, 'PATCH', `/api/admin/facilities/${bravo.id}`, {
      version: bravo.version,
      name: 'Aardvark Hospital',
    });
    expect(await names(url)).toEqual(['Aardvark Hospital', 'Alpha Hospital']);
    expect(await names(`/api/hospitals?region=${place.regionId}&query=aardvark`)).toEqual(['Aardvark Hospital']);

    await call(staff, 'PATCH', `/api/admin/facilities/${alpha.id}`, {
      version: alpha.version,
      facilityType: 'district_hospital',
    });
    expect(await names(`/api/hospitals?region=${place.regionId}&facilityType=district_hospital`)).toEqual([
      'Alpha Hospital',
    ]);

    await call(staff, 'POST', `/api/admin/facilities/${alpha.id}/suspend`, { reason: 'Closed' });
    const after = await list(url);
    expect(after.data.map((f) => f.name)).toEqual(['Aardvark Hospital']);
    expect(after.meta.total).toBe(1);
  });

  it('show what a facility manager changed (emergency, specialty, hours, confirmation) on the next read', async () => {
    const db = t.database.db;
    const place = await createPlace(db);
    const hospital = await createFacility(db, { ...place, name: 'Managed Hospital' });
    await createFacility(db, { ...place, name: 'Other Hospital' });
    const specialty = await createSpecialty(db, { nameEn: 'Nephrology' });
    const manager = await signedInAs(t, 'facility_manager');
    await createFacilityManager(db, { facilityId: hospital.id, userId: manager.account.id });
    t.app.directoryVersion.invalidate();
    const at = `/api/hospitals?region=${place.regionId}`;
    expect(await names(`${at}&emergency=true`)).toEqual([]);
    expect(await names(`${at}&openNow=true`)).toEqual([]);
    expect(await names(`${at}&confirmed=true`)).toEqual([]);

    // 10:00 UTC on a Wednesday is 11:00 in Douala.
    await call(manager.cookie, 'PATCH', `/api/my/facilities/${hospital.id}`, {
      version: hospital.version,
      emergency: true,
      specialtyIds: [specialty.id],
      openingHours: { we: [{ opens: '08:00', closes: '17:00' }] },
    });
    expect(await names(`${at}&emergency=true`)).toEqual(['Managed Hospital']);
    expect(await names(`${at}&specialty=nephrology`)).toEqual(['Managed Hospital']);
    expect(await names(`${at}&openNow=true`)).toEqual(['Managed Hospital']);
    // Hours make the record more complete: it now comes first.
    expect(await names(at)).toEqual(['Managed Hospital', 'Other Hospital']);
    expect(await names(`${at}&confirmed=true`)).toEqual(['Managed Hospital']);
  });

  it('show a duty handed to another pharmacy by staff on the next read', async () => {
    const db = t.database.db;
    const place = await createPlace(db);
    const onDuty = await createFacility(db, { ...place, category: 'pharmacy', name: 'Pharmacie de Garde' });
    const standIn = await createFacility(db, { ...place, category: 'pharmacy', name: 'Pharmacie Remplaçante' });
    const created = await call(staff, 'POST', '/api/admin/duty-groups', {
      name: 'Rota after change',
      subdivisionId: place.subdivisionId,
      templates: ['public_holiday'],
      holidays: ['2026-11-26'],
      startsOn: '2026-11-23',
      groups: [{ facilityIds: [onDuty.id] }],
    });
    const rota = created.json<{ data: { id: number } }>().data;
    const url = `/api/pharmacies?subdivision=${place.subdivisionId}&onCall=true`;
    expect(await names(url)).toEqual([]);
    await call(staff, 'POST', '/api/admin/duty-groups/generate?dryRun=false', { weeks: 1, rotaIds: [rota.id] });
    expect(await names(url)).toEqual(['Pharmacie de Garde']);

    const [period] = await db
      .select()
      .from(tables.pharmacyDutyPeriods)
      .where(eq(tables.pharmacyDutyPeriods.facilityId, onDuty.id));
    await call(staff, 'POST', `/api/admin/duty-groups/periods/${period!.id}/swap`, {
      facilityId: standIn.id,
      reason: 'Travaux',
    });
    expect(await names(url)).toEqual(['Pharmacie Remplaçante']);
  });
});

describe('a large directory while its read model is rebuilt', () => {
  it('answers from SQL meanwhile, then from the new model, the same lists', async () => {
    const db = t.database.db;
    const place = await createPlace(db);
    await createFacility(db, { ...place, name: 'Before Change' });
    const store = createSearchIndexStore(db, t.app.directoryVersion);
    const summaries = createSummaryCache(db);
    const listings = createDirectoryListings(db, store, summaries, { sqlWhileBuildingFrom: 0 });
    const week = getDirectoryWeek(clock.clock());
    const filters = { category: 'hospital' as const, region: place.regionId };
    const page = { page: 1, pageSize: 20 };
    const read = async () => {
      t.app.directoryVersion.invalidate();
      const version = await t.app.directoryVersion.current();
      return { version, answer: await listings(filters, page, week, version) };
    };

    const first = await read();
    expect(first.answer).toBeNull();
    await store.at(first.version);
    const built = await read();
    expect(built.answer!.json.toString()).toBe(JSON.stringify(await listFacilities(db, filters, page, week)));

    await createFacility(db, { ...place, name: 'After Change' });
    const changed = await read();
    expect(changed.answer).toBeNull();
    await store.at(changed.version);
    const rebuilt = await read();
    const body = JSON.parse(rebuilt.answer!.json.toString()) as List;
    expect(body.data.map((f) => f.name)).toEqual(['After Change', 'Before Change']);
    expect(rebuilt.answer!.json.toString()).toBe(JSON.stringify(await listFacilities(db, filters, page, week)));
  });
});
