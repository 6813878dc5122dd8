import { tables, type Db } from '@hc/db';
import { createDivision, createRegion, createSubdivision } from '@hc/db/factories';
import {
  adminFacilitySorts,
  facilityStatuses,
  facilityTypes,
  type AdminFacilityListQuery,
  type FacilityType,
} from '@hc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVersionMemo } from '../../../lib/version-memo';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listAdminFacilities, type FacilityListFacts } from '../admin-facilities.repository';
import { createAdminListFromMemory, type AdminListFromMemory } from './admin-list-from-memory';

/**
 * The list answered from memory must be the list's SQL answer, byte for byte: the same rows in the same
 * order, the same total and page, on a generated directory made to trip each rule (names that a collation
 * orders otherwise than code points, equal update instants, archived and unpublished facilities, place
 * names in both languages, LIKE's wildcards in names and queries).
 */

let t: TestApp;
let db: Db;
let memory: AdminListFromMemory;
const regions: { id: number; nameEn: string; nameFr: string }[] = [];
const divisions: number[] = [];
const subdivisions: { id: number; nameFr: string }[] = [];
let someIds: number[] = [];

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
  'Éva',
  'eva',
  'Eva',
  'Zoé',
  'zoe',
  'Zoe Santé',
  'Hôpital Central',
  'hopital central',
  'Hôpital-Central',
  'Hôpital  de District',
  'Pharmacie du Marché',
  'pharmacie du marche',
  'A_B%C Clinic',
  'AB C Clinic',
  '100% Santé',
  'Clinique 1042',
  'Ébène',
  'ebene',
  'Łódź Care',
  'Œil Clinique',
];

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const next = random(20_261_129);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const places: { regionId: number | null; divisionId: number | null; subdivisionId: number | null }[] = [];
  for (const [r, [nameEn, nameFr]] of [
    ['Centre', 'Centre'],
    ['Far North', 'Extrême-Nord'],
  ].entries()) {
    const region = await createRegion(db, { nameEn, nameFr });
    regions.push(region);
    for (let d = 0; d < 2; d++) {
      const division = await createDivision(db, { regionId: region.id });
      divisions.push(division.id);
      const subdivision = await createSubdivision(db, {
        divisionId: division.id,
        nameEn: `Sub ${r}${d}`,
        nameFr: `Sous-Préfecture ${r}${d}`,
      });
      subdivisions.push(subdivision);
      places.push({ regionId: region.id, divisionId: division.id, subdivisionId: subdivision.id });
    }
  }
  // A division's facility filed under another region (an import's mistake), and one without a place.
  places.push({ regionId: regions[1]!.id, divisionId: divisions[0]!, subdivisionId: null });
  places.push({ regionId: null, divisionId: null, subdivisionId: null });
  const instants = ['2026-11-01T08:00:00Z', '2026-11-01T08:00:00.000001Z', '2026-11-02T09:30:00Z'];
  const rows = Array.from({ length: 300 }, (_, k) => ({
    name: next() < 0.6 ? pick(NAMES) : `${pick(NAMES)} ${k % 7}`,
    category: 'hospital' as const,
    facilityType: pick(facilityTypes) as FacilityType,
    status: pick(facilityStatuses),
    source: 'staff' as const,
    ...pick(places),
    phone: pick([null, '', '+237 699 00 00 00']),
    address: pick([null, 'Rue 1']),
    ...(next() < 0.5 ? { lat: 3.8 + next(), lng: 11.5 + next() } : {}),
    openingHours: pick([null, { mo: [{ opens: '08:00', closes: '18:00' }] }]),
    archivedAt: next() < 0.1 ? new Date('2026-10-01T00:00:00Z') : null,
  }));
  const inserted = await db.insert(tables.facilities).values(rows).returning({ id: tables.facilities.id });
  someIds = inserted.filter((_, k) => k % 37 === 0).map((row) => row.id);
  // Equal instants (ties broken by id) and instants a microsecond apart, which a millisecond does not see.
  await db.execute(
    sql`UPDATE facilities SET updated_at = (ARRAY[${instants[0]}, ${instants[1]}, ${instants[2]}]::timestamptz[])[1 + id % 3]`,
  );
  memory = createAdminListFromMemory(db);
});

afterAll(async () => {
  await t?.close();
});

const query = (filters: Partial<AdminFacilityListQuery>): AdminFacilityListQuery => ({
  page: 1,
  sort: 'name',
  order: 'asc',
  ...filters,
});

async function expectSame(filters: Partial<AdminFacilityListQuery>) {
  const asked = query(filters);
  const fromMemory = await memory.list(asked);
  expect(fromMemory, JSON.stringify(asked)).not.toBeNull();
  const fromSql = await listAdminFacilities(db, asked, createVersionMemo<FacilityListFacts>());
  expect(JSON.stringify(fromMemory), JSON.stringify(asked)).toBe(JSON.stringify(fromSql));
  return fromSql;
}

describe('the back-office list from memory', () => {
  it('pages every sort and order as the SQL does, past the end too', async () => {
    let seen = 0;
    for (const sort of adminFacilitySorts)
      for (const order of ['asc', 'desc'] as const)
        for (const archived of [undefined, true])
          for (const page of [1, 2, 7, 28, 29, 1000]) {
            const { rows } = await expectSame({ sort, order, archived, page });
            seen += rows.length;
          }
    expect(seen).toBeGreaterThan(500);
  });

  it('filters by place (id, English and French names), status, type, needs data and ids as the SQL does', async () => {
    const filterSets: Partial<AdminFacilityListQuery>[] = [
      ...regions.flatMap((region) => [
        { region: String(region.id) },
        { region: region.nameEn.toUpperCase() },
        { region: region.nameFr.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '') },
      ]),
      { region: 'No Such Region' },
      { region: '999999' },
      ...divisions.map((division) => ({ division: String(division) })),
      { region: String(regions[1]!.id), division: String(divisions[0]) },
      ...subdivisions.map((subdivision) => ({ subdivision: subdivision.nameFr })),
      ...facilityStatuses.map((status) => ({ status })),
      ...facilityTypes.slice(0, 4).map((type) => ({ type })),
      { needsData: true },
      { needsData: true, archived: true },
      { ids: someIds },
      { ids: [...someIds, 999_999] },
      { region: regions[0]!.nameFr, status: 'pending', needsData: true },
      { subdivision: String(subdivisions[1]!.id), type: facilityTypes[0], archived: true },
    ];
    for (const filters of filterSets)
      for (const sort of adminFacilitySorts)
        for (const order of ['asc', 'desc'] as const) await expectSame({ ...filters, sort, order, page: 2 });
  });

  it('searches names as the SQL does: accents, case, LIKE wildcards, ids', async () => {
    const texts = [
      'eva',
      'ÉVA',
      'zoé',
      'hopital',
      'HÔPITAL-CENTRAL',
      'de  district',
      '%',
      '_',
      'a_b%c',
      '100%',
      'łódź',
    ];
    const numbers = [String(someIds[2]), '1042', '0', '1234567890'];
    for (const q of [...texts, ...numbers])
      for (const sort of adminFacilitySorts)
        for (const order of ['asc', 'desc'] as const) {
          await expectSame({ q, sort, order });
          await expectSame({ q, sort, order, type: facilityTypes[0], page: 2 });
          await expectSame({ q, sort, order, archived: true });
        }
    expect((await expectSame({ q: String(someIds[2]) })).total).toBeGreaterThan(0);
  });
});
