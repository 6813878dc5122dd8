import { queryRows, tables, type Db } from '@hc/db';
import { createDivision, createLabTest, createRegion, createSpecialty, createSubdivision } from '@hc/db/factories';
import {
  facilityTypes,
  getDirectoryWeek,
  type FacilityCategory,
  type FacilityListSort,
  type FacilityType,
  type TimeWindow,
} from '@hc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../../test/test-app';
import { listFacilities } from '../facilities.repository';
import type { FacilityFilters, Page } from '../list-filters.repository';
import { createSearchIndexStore } from '../search/search-index-store';
import { createSummaryCache } from '../summary/summary-cache';
import { createDirectoryListings, type DirectoryListings } from './directory-listings';

/**
 * The lists answered from memory must be the lists' SQL answers, byte for byte: the same rows in the
 * same order, the same totals, on a generated directory made to trip each rule (names equal but for case
 * or accents, ties broken by id, facilities outside their division's region, links, doctors, duty periods
 * at the week's edges, special dates, confirmations a fraction of a millisecond apart, hidden facilities).
 */

const NOW = '2026-11-25T10:00:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;
let db: Db;
let listings: DirectoryListings;
let week: TimeWindow;
const places: { regionId: number | null; divisionId: number | null; subdivisionId: number | null }[] = [];
const ids = { regions: [] as number[], divisions: [] as number[], subdivisions: [] as number[] };
const reference = {
  specialties: [] as { id: number; nameEn: string }[],
  tests: [] as { id: number; nameFr: string }[],
};

/** mulberry32: the same directory on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const NAMES = [
  'Hôpital Central',
  'hopital central',
  'HÔPITAL CENTRAL',
  'Hôpital de District de Bafia',
  'Centre de Santé Intégré',
  'Clinique de l’Espoir',
  'Pharmacie du Marché',
  'Pharmacie du marche',
  'Laboratoire Étoile',
  'Ébène',
  'ebene',
  'Zoé Santé',
  'Apple Care',
  'apple care',
  'A_B%C Clinic',
  'Cabinet Médical Central',
];

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  db = t.database.db;
  week = getDirectoryWeek(clock.clock());
  const next = random(20_261_129);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;

  for (let r = 0; r < 2; r++) {
    const region = await createRegion(db);
    ids.regions.push(region.id);
    for (let d = 0; d < 2; d++) {
      const division = await createDivision(db, { regionId: region.id });
      ids.divisions.push(division.id);
      for (let s = 0; s < 2; s++) {
        const subdivision = await createSubdivision(db, { divisionId: division.id });
        ids.subdivisions.push(subdivision.id);
        places.push({ regionId: region.id, divisionId: division.id, subdivisionId: subdivision.id });
      }
    }
  }
  // A division's facilities filed under another region (an import's mistake): its run of numbers is broken.
  places.push({ regionId: ids.regions[1]!, divisionId: ids.divisions[0]!, subdivisionId: ids.subdivisions[0]! });
  places.push({ regionId: null, divisionId: null, subdivisionId: null });
  for (const nameEn of ['Cardiology', 'Paediatrics', 'Surgery'])
    reference.specialties.push(await createSpecialty(db, { nameEn, nameFr: `${nameEn} (Français)` }));
  for (const nameEn of ['Malaria', 'Typhoid', 'HIV'])
    reference.tests.push(await createLabTest(db, { nameEn, nameFr: `Test ${nameEn} Été` }));

  const categories: FacilityCategory[] = ['hospital', 'hospital', 'pharmacy', 'laboratory'];
  const rows = Array.from({ length: 260 }, (_, k) => {
    const category = pick(categories);
    const status = next() < 0.85 ? pick(['active', 'approved'] as const) : pick(['pending', 'suspended'] as const);
    return {
      name: next() < 0.6 ? pick(NAMES) : `${pick(NAMES)} ${k % 7}`,
      category,
      facilityType: pick(facilityTypes) as FacilityType,
      status,
      source: 'staff' as const,
      ...pick(places),
      phone: pick([null, '', '  ', '+237 699 00 00 00']),
      hoursText: pick([null, null, 'Mon-Fri 8-18']),
      openingHours: pick([
        null,
        null,
        {},
        { we: [{ opens: '08:00', closes: '18:00' }] },
        { tu: [{ opens: '20:00', closes: '06:00' }], we: [{ opens: '20:00', closes: '02:00' }] },
        { we: [{ opens: '10:00', closes: '10:30' }] },
      ]),
      ...(next() < 0.5 ? { lat: 3.8 + next(), lng: 11.5 + next() } : {}),
      emergency: pick([null, true, false]),
      archivedAt: next() < 0.05 ? new Date('2026-10-01T00:00:00Z') : null,
      facilityConfirmedAt: pick([
        null,
        null,
        new Date('2026-11-20T08:00:00Z'),
        new Date('2026-05-25T10:00:00Z'),
        new Date('2026-05-25T09:59:59.999Z'),
        new Date('2026-02-01T00:00:00Z'),
      ]),
    };
  });
  const facilities = await db.insert(tables.facilities).values(rows).returning();
  // Confirmations a fraction of a millisecond apart, which the order sees and a millisecond does not.
  await db.execute(
    sql`UPDATE facilities SET facility_confirmed_at = facility_confirmed_at + (id % 3) * interval '0.4 milliseconds'
      WHERE facility_confirmed_at IS NOT NULL`,
  );
  const hospitals = facilities.filter((f) => f.category === 'hospital');
  const labs = facilities.filter((f) => f.category === 'laboratory');
  const pharmacies = facilities.filter((f) => f.category === 'pharmacy');
  await db
    .insert(tables.facilitySpecialties)
    .values(
      hospitals
        .filter(() => next() < 0.5)
        .map((f) => ({ facilityId: f.id, specialtyId: pick(reference.specialties).id })),
    )
    .onConflictDoNothing();
  await db
    .insert(tables.facilityTests)
    .values(labs.filter(() => next() < 0.6).map((f) => ({ facilityId: f.id, testId: pick(reference.tests).id })))
    .onConflictDoNothing();
  const doctors = await db
    .insert(tables.doctors)
    .values(
      ['Dr Ngono Marie', 'Dr Étienne Abena', 'Dr Central Fouda', 'Dr Hidden Ebene'].map((name, k) => ({
        name,
        status: k === 3 ? ('pending' as const) : ('active' as const),
      })),
    )
    .returning();
  await db
    .insert(tables.doctorFacilities)
    .values(doctors.flatMap((doctor) => [0, 1, 2].map(() => ({ doctorId: doctor.id, facilityId: pick(hospitals).id }))))
    .onConflictDoNothing();
  const hour = 60 * 60_000;
  const at = (ms: number) => new Date(ms);
  await db.insert(tables.pharmacyDutyPeriods).values(
    pharmacies.flatMap((f, k) => {
      switch (k % 6) {
        case 0:
          return [
            {
              facilityId: f.id,
              startsAt: at(clock.clock().getTime() - hour),
              endsAt: at(clock.clock().getTime() + hour),
            },
          ];
        case 1:
          return [{ facilityId: f.id, startsAt: at(week.start.getTime() - 12 * hour), endsAt: week.start }];
        case 2:
          return [{ facilityId: f.id, startsAt: week.end, endsAt: at(week.end.getTime() + 12 * hour) }];
        case 3:
          return [
            {
              facilityId: f.id,
              startsAt: at(week.end.getTime() - hour),
              endsAt: at(week.end.getTime() + hour),
              cancelledAt: null,
            },
          ];
        case 4:
          return [
            {
              facilityId: f.id,
              startsAt: at(clock.clock().getTime() - hour),
              endsAt: at(clock.clock().getTime() + hour),
              cancelledAt: at(clock.clock().getTime() - 2 * hour),
            },
          ];
        default:
          return [];
      }
    }),
  );
  await db.insert(tables.facilitySpecialDates).values(
    facilities
      .filter(() => next() < 0.1)
      .map((f, k) => ({
        facilityId: f.id,
        startsOn: k % 2 ? '2026-11-25' : '2026-11-24',
        endsOn: k % 2 ? '2026-11-25' : '2026-11-24',
        kind: k % 3 ? ('hours' as const) : ('closed' as const),
        hours: k % 3 ? [{ opens: '09:00', closes: '12:00' }] : null,
      })),
  );
  const store = createSearchIndexStore(db, t.app.directoryVersion);
  listings = createDirectoryListings(db, store, createSummaryCache(db));
});

afterAll(async () => {
  await t?.close();
});

async function bothWays(filters: FacilityFilters, page: Page = { page: 1, pageSize: 20 }) {
  t.app.directoryVersion.invalidate();
  const version = await t.app.directoryVersion.current();
  const memory = await listings(filters, page, week, version);
  const database = JSON.stringify(await listFacilities(db, filters, page, week));
  return { memory: memory === null ? null : memory.json.toString(), database };
}

async function expectSame(filters: FacilityFilters, page?: Page) {
  const { memory, database } = await bothWays(filters, page);
  expect(memory, JSON.stringify(filters)).not.toBeNull();
  expect(memory, JSON.stringify(filters)).toBe(database);
  return JSON.parse(database) as { meta: { total: number } };
}

const sorts: (FacilityListSort | undefined)[] = [undefined, 'useful', 'name', 'confirmed'];
const hospital = { category: 'hospital' as const, queryMatchesDoctors: true };

describe('public lists from memory', () => {
  it('answer every place, category and order as the SQL does, page after page', async () => {
    const filterSets: FacilityFilters[] = [
      {},
      { category: 'hospital' },
      { category: 'pharmacy' },
      { category: 'laboratory' },
      ...ids.regions.map((region) => ({ region })),
      ...ids.divisions.map((division) => ({ category: 'hospital' as const, division })),
      { category: 'hospital', region: ids.regions[1], division: ids.divisions[0] },
      { region: ids.regions[0], division: ids.divisions[3] },
      ...ids.subdivisions.slice(0, 3).map((subdivision) => ({ subdivision })),
      { region: 999_999_999 },
      { category: 'pharmacy', subdivision: ids.subdivisions[7] },
    ];
    let nonEmpty = 0;
    for (const filters of filterSets)
      for (const sort of sorts)
        for (const page of [
          { page: 1, pageSize: 20 },
          { page: 2, pageSize: 7 },
          { page: 40, pageSize: 100 },
        ]) {
          const { meta } = await expectSame({ ...filters, sort }, page);
          if (meta.total > 0) nonEmpty++;
        }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('answer the type, emergency, specialty, test and confirmation filters as the SQL does', async () => {
    const since = [
      new Date('2026-05-25T10:00:00Z'),
      new Date('2026-05-25T09:59:59.999Z'),
      new Date('2026-11-20T08:00:00.001Z'),
    ];
    const filterSets: FacilityFilters[] = [
      ...facilityTypes.slice(0, 5).map((facilityType) => ({ facilityType })),
      { category: 'hospital', facilityType: 'hospital', region: ids.regions[0] },
      { ...hospital, emergencyOnly: true },
      { ...hospital, emergencyOnly: true, division: ids.divisions[1] },
      ...reference.specialties.flatMap((s) => [
        { ...hospital, specialty: String(s.id) },
        { ...hospital, specialty: s.nameEn.toUpperCase() },
        { ...hospital, specialty: `${s.nameEn} (français)` },
      ]),
      { ...hospital, specialty: 'No Such Specialty' },
      { ...hospital, specialty: '999999' },
      ...reference.tests.flatMap((test) => [
        { category: 'laboratory' as const, testType: String(test.id) },
        { category: 'laboratory' as const, testType: test.nameFr.toLowerCase(), region: ids.regions[1] },
      ]),
      ...since.map((confirmedSince) => ({ confirmedSince })),
      { category: 'pharmacy', confirmedSince: since[0], region: ids.regions[0] },
    ];
    for (const filters of filterSets) for (const sort of sorts) await expectSame({ ...filters, sort });
  });

  it('answer name queries as the SQL does: accents, case, match rank, doctors on the hospital list', async () => {
    const queries = [
      'hopital',
      'HÔPITAL CENTRAL',
      'central',
      'ébène',
      'Ebene',
      'apple',
      'A_B%C',
      '_',
      '%',
      'ngono',
      'hidden',
      'é',
      'zz',
    ];
    for (const query of queries)
      for (const sort of sorts) {
        await expectSame({ query, sort });
        await expectSame({ ...hospital, query, sort });
        await expectSame({ category: 'pharmacy', query, sort, region: ids.regions[0] });
      }
  });

  it('answer on call this week and open now as the SQL does', async () => {
    const minute = new Date(NOW);
    for (const region of [undefined, ...ids.regions]) {
      const { meta } = await expectSame({ category: 'pharmacy', onCallOnly: true, region });
      if (region === undefined) expect(meta.total).toBeGreaterThan(0);
      for (const category of [undefined, 'pharmacy', 'hospital'] as const)
        await expectSame({ category, openAt: minute, region });
      await expectSame({ category: 'pharmacy', openAt: new Date('2026-11-25T01:00:00Z'), onCallOnly: true });
      await expectSame({ openAt: new Date('2026-11-26T00:30:00Z'), region });
    }
    // Next week: the duty period starting at this week's end counts, the one ending at its start does not.
    const nextWeek = { start: week.end, end: new Date(week.end.getTime() + 7 * 24 * 60 * 60_000) };
    t.app.directoryVersion.invalidate();
    const version = await t.app.directoryVersion.current();
    const filters: FacilityFilters = { category: 'pharmacy', onCallOnly: true };
    const page = { page: 1, pageSize: 100 };
    expect((await listings(filters, page, nextWeek, version))!.json.toString()).toBe(
      JSON.stringify(await listFacilities(db, filters, page, nextWeek)),
    );
  });

  it('leaves lists by distance to the SQL', async () => {
    const { memory } = await bothWays({ near: { latitude: 4, longitude: 11.8 }, radiusKm: 50 });
    expect(memory).toBeNull();
  });

  it('counts what the SQL counts', async () => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM facilities WHERE status IN ('active', 'approved') AND archived_at IS NULL`,
    );
    expect((await expectSame({})).meta.total).toBe(row!.n);
  });
});
