import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../client';
import { createTestDatabase, type TestDatabase } from '../testing';
import { fallbackDivisions, fallbackSubdivisions } from './fallback-geography';
import { seedDatabase, type SeedReport } from './index';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The real reference data beside the repository: /work/shared/data/cameroon from packages/db/src/seed. */
const referenceDataDir = path.resolve(here, '../../../../../shared/data/cameroon');
const missingDir = path.resolve(here, 'no-reference-data-here');
const NOW = new Date('2026-11-25T10:00:00Z');

const DEMO_FACILITIES = 36;
const OSM_FACILITIES = 1525;
const PUBLIC_LIST_ROWS = 3061;

async function count(database: TestDatabase, table: string, where = 'TRUE'): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`),
  );
  return rows[0]?.n ?? -1;
}

/** Every facility's id and updated_at, to prove a re-run touched nothing. */
async function facilityStamps(database: TestDatabase): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; stamp: string }>(
    database.db,
    sql`SELECT id, updated_at::text AS stamp FROM facilities ORDER BY id`,
  );
  return new Map(rows.map((r) => [r.id, r.stamp]));
}

describe('seedDatabase with the real reference folder', () => {
  let database: TestDatabase;
  let first: SeedReport;

  beforeAll(async () => {
    expect(existsSync(path.join(referenceDataDir, 'regions.json')), referenceDataDir).toBe(true);
    database = await createTestDatabase();
    first = await seedDatabase(database, { referenceDataDir, demoData: true, now: NOW });
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('reports what the first run imported', () => {
    expect(first.referenceData).toBe('imported');
    expect(first.regions).toEqual({ inserted: 10, updated: 0 });
    expect(first.divisions).toEqual({ inserted: 58, updated: 0 });
    expect(first.subdivisions).toEqual({ inserted: 360, updated: 0 });
    expect(first.osmFacilities).toEqual({ inserted: OSM_FACILITIES, updated: 0, joined: 0 });
    // The list's facilities that OpenStreetMap holds too join them; the rest are new.
    const list = first.publicListFacilities!;
    expect(list.matched).toBeGreaterThan(100);
    expect(list).toMatchObject({ inserted: PUBLIC_LIST_ROWS - list.matched, joined: list.matched });
    expect(list.updated).toBe(list.matched);
    expect(list.withoutPosition).toBeGreaterThanOrEqual(42);
    expect(first.demoFacilities).toEqual({ inserted: DEMO_FACILITIES, updated: 0 });
    expect(first.dutyPeriodsAdded).toBeGreaterThan(0);
  });

  it('leaves exactly the reference rows in the tables', async () => {
    expect(await count(database, 'regions')).toBe(10);
    expect(await count(database, 'divisions')).toBe(58);
    expect(await count(database, 'subdivisions')).toBe(360);
    const listOnly = PUBLIC_LIST_ROWS - first.publicListFacilities!.matched;
    expect(await count(database, 'facilities')).toBe(OSM_FACILITIES + listOnly + DEMO_FACILITIES);
    expect(await count(database, 'facilities', "source = 'public_mfl_2019'")).toBe(listOnly);
    expect(await count(database, 'facility_source_records', "source = 'public_mfl_2019'")).toBe(PUBLIC_LIST_ROWS);
    expect(await count(database, 'facilities', "source = 'osm'")).toBe(OSM_FACILITIES);
    expect(await count(database, 'facilities', "source = 'demo'")).toBe(DEMO_FACILITIES);
    expect(await count(database, 'specialties')).toBe(26);
    expect(await count(database, 'pharmacy_duty_periods')).toBe(first.dutyPeriodsAdded);
    // The demo keeps the spec's ids; imported facilities are numbered from 1000.
    expect(await count(database, 'facilities', "source = 'demo' AND id < 1000")).toBe(DEMO_FACILITIES);
    expect(await count(database, 'facilities', "source = 'osm' AND id >= 1000")).toBe(OSM_FACILITIES);
    expect(await count(database, 'facilities', "source = 'public_mfl_2019' AND id >= 1000")).toBe(listOnly);
    // Every imported place points at a known region, division and subdivision (or none).
    expect(
      await count(
        database,
        'facilities f',
        `(f.region_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM regions r WHERE r.id = f.region_id))
         OR (f.subdivision_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM subdivisions s WHERE s.id = f.subdivision_id))`,
      ),
    ).toBe(0);
  });

  it('fills bookings, payments and claims that hold together, over the last six months', async () => {
    expect(await count(database, 'bookings')).toBeGreaterThanOrEqual(50);
    expect(
      await count(database, 'bookings', `starts_at < '${NOW.toISOString()}'::timestamptz - interval '150 days'`),
    ).toBeGreaterThan(0);
    expect(await count(database, 'bookings', `starts_at > '${NOW.toISOString()}'::timestamptz`)).toBeGreaterThan(0);
    // Each booking's doctor practises at its facility; each claim names its booking's doctor and patient.
    expect(
      await count(
        database,
        'bookings b',
        'NOT EXISTS (SELECT 1 FROM doctor_facilities l WHERE l.doctor_id = b.doctor_id AND l.facility_id = b.facility_id)',
      ),
    ).toBe(0);
    expect(
      await count(
        database,
        'claims c',
        'EXISTS (SELECT 1 FROM bookings b WHERE b.id = c.booking_id AND (b.doctor_id <> c.doctor_id OR b.patient_id <> c.patient_id))',
      ),
    ).toBe(0);
    expect(await count(database, 'claims')).toBeGreaterThan(0);
    // Paid in full or not at all, and a refund never takes a booking below zero.
    expect(await count(database, 'payments', "kind = 'refund'")).toBeGreaterThan(0);
    expect(
      await count(
        database,
        'bookings b',
        "(SELECT COALESCE(sum(p.amount_cfa), 0) FROM payments p WHERE p.booking_id = b.id AND p.status = 'paid') NOT BETWEEN 0 AND b.amount_cfa",
      ),
    ).toBe(0);
    // Every record has its history.
    expect(
      await count(database, 'bookings b', 'NOT EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id)'),
    ).toBe(0);
    expect(await count(database, 'claims c', 'NOT EXISTS (SELECT 1 FROM claim_events e WHERE e.claim_id = c.id)')).toBe(
      0,
    );
  });

  it('a second run with the same inputs inserts and updates nothing', async () => {
    const stampsBefore = await facilityStamps(database);
    const periodsBefore = await count(database, 'pharmacy_duty_periods');
    const doctorsBefore = await count(database, 'doctors');
    const linksBefore = await count(database, 'facility_specialties');
    const bookingsBefore = await count(database, 'bookings');
    const paymentsBefore = await count(database, 'payments');

    const second = await seedDatabase(database, { referenceDataDir, demoData: true, now: NOW });
    expect(second).toEqual({
      referenceData: 'imported',
      regions: { inserted: 0, updated: 0 },
      divisions: { inserted: 0, updated: 0 },
      subdivisions: { inserted: 0, updated: 0 },
      osmFacilities: { inserted: 0, updated: 0, joined: 0 },
      publicListFacilities: { ...first.publicListFacilities, inserted: 0, updated: 0, joined: 0 },
      demoFacilities: { inserted: 0, updated: 0 },
      dutyPeriodsAdded: 0,
    });

    const stampsAfter = await facilityStamps(database);
    expect(stampsAfter.size).toBe(stampsBefore.size);
    const changed = [...stampsAfter].filter(([id, stamp]) => stampsBefore.get(id) !== stamp).map(([id]) => id);
    expect(changed).toEqual([]);
    expect(await count(database, 'pharmacy_duty_periods')).toBe(periodsBefore);
    expect(await count(database, 'doctors')).toBe(doctorsBefore);
    expect(await count(database, 'facility_specialties')).toBe(linksBefore);
    expect(await count(database, 'bookings')).toBe(bookingsBefore);
    expect(await count(database, 'payments')).toBe(paymentsBefore);
  });

  it('a later run keeps the rota rolling without touching existing periods', async () => {
    const periodsBefore = await count(database, 'pharmacy_duty_periods');
    const nextWeek = new Date(NOW.getTime() + 7 * 24 * 3600 * 1000);
    const report = await seedDatabase(database, { referenceDataDir, demoData: true, now: nextWeek });
    expect(report.dutyPeriodsAdded).toBeGreaterThan(0);
    expect(report.osmFacilities).toEqual({ inserted: 0, updated: 0, joined: 0 });
    expect(await count(database, 'pharmacy_duty_periods')).toBe(periodsBefore + report.dutyPeriodsAdded);
  });

  it('keeps a staff-edited name when the facility is imported again', async () => {
    const [osm] = await queryRows<{ id: number; name: string }>(
      database.db,
      sql`SELECT id, name FROM facilities WHERE source = 'osm' ORDER BY id LIMIT 1`,
    );
    expect(osm).toBeDefined();
    await database.db.execute(
      sql`UPDATE facilities SET name = 'Staff-corrected name', locally_modified_at = now() WHERE id IN (${osm!.id}, 1)`,
    );
    // An untouched facility whose imported value drifted is corrected by the re-import.
    const [other] = await queryRows<{ id: number; name: string }>(
      database.db,
      sql`SELECT id, name FROM facilities WHERE source = 'osm' AND id <> ${osm!.id} ORDER BY id LIMIT 1`,
    );
    await database.db.execute(sql`UPDATE facilities SET name = 'Drifted name' WHERE id = ${other!.id}`);

    const report = await seedDatabase(database, { referenceDataDir, demoData: true, now: NOW });
    expect(report.osmFacilities).toEqual({ inserted: 0, updated: 1, joined: 0 });
    expect(report.demoFacilities).toEqual({ inserted: 0, updated: 0 });

    const names = await queryRows<{ id: number; name: string }>(
      database.db,
      sql`SELECT id, name FROM facilities WHERE id IN (${osm!.id}, 1, ${other!.id})`,
    );
    const byId = new Map(names.map((r) => [r.id, r.name]));
    expect(byId.get(osm!.id)).toBe('Staff-corrected name');
    expect(byId.get(1)).toBe('Staff-corrected name');
    expect(byId.get(other!.id)).toBe(other!.name);
  });
});

describe('seedDatabase without the reference folder', () => {
  let database: TestDatabase;
  let report: SeedReport;
  const messages: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    report = await seedDatabase(database, {
      referenceDataDir: missingDir,
      demoData: true,
      now: NOW,
      log: (message) => messages.push(message),
    });
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('falls back to the built-in geography and still loads the demo directory', async () => {
    expect(report.referenceData).toBe('fallback');
    expect(report.regions).toEqual({ inserted: 10, updated: 0 });
    expect(report.divisions.inserted).toBe(fallbackDivisions.length);
    expect(report.subdivisions.inserted).toBe(fallbackSubdivisions.length);
    expect(report.osmFacilities).toBeNull();
    expect(report.demoFacilities).toEqual({ inserted: DEMO_FACILITIES, updated: 0 });
    expect(await count(database, 'regions')).toBe(10);
    expect(await count(database, 'facilities')).toBe(DEMO_FACILITIES);
    expect(await count(database, 'facilities', "category = 'hospital'")).toBe(11);
    expect(await count(database, 'facilities', "category = 'pharmacy'")).toBe(15);
    expect(await count(database, 'facilities', "category = 'laboratory'")).toBe(10);
    // Every demo facility's place exists in the fallback geography.
    expect(
      await count(database, 'facilities f', 'NOT EXISTS (SELECT 1 FROM subdivisions s WHERE s.id = f.subdivision_id)'),
    ).toBe(0);
    expect(messages.some((m) => m.includes(missingDir))).toBe(true);
  });

  describe('a present but broken reference folder', () => {
    let brokenDir: string;

    beforeAll(async () => {
      brokenDir = await mkdtemp(path.join(tmpdir(), 'hc-broken-reference-'));
    });

    afterAll(async () => {
      await rm(brokenDir, { recursive: true, force: true });
    });

    it('fails with an error naming the unreadable file', async () => {
      await writeFile(path.join(brokenDir, 'regions.json'), '{ "this is": not json');
      for (const file of ['divisions.json', 'subdivisions.json', 'facilities-osm.json']) {
        await writeFile(path.join(brokenDir, file), '[]');
      }
      await expect(seedDatabase(database, { referenceDataDir: brokenDir, demoData: true, now: NOW })).rejects.toThrow(
        path.join(brokenDir, 'regions.json'),
      );
    });

    it('fails naming the file and the missing field of a malformed record', async () => {
      await writeFile(path.join(brokenDir, 'regions.json'), JSON.stringify([{ id: 100, name_en: 'Centre' }]));
      await expect(seedDatabase(database, { referenceDataDir: brokenDir, demoData: true, now: NOW })).rejects.toThrow(
        /regions\.json, record 0: missing code/,
      );
    });

    it('fails naming a file that is not an array', async () => {
      await writeFile(path.join(brokenDir, 'regions.json'), '[]');
      await writeFile(path.join(brokenDir, 'divisions.json'), '{}');
      await expect(seedDatabase(database, { referenceDataDir: brokenDir, demoData: true, now: NOW })).rejects.toThrow(
        /divisions\.json must hold a JSON array/,
      );
    });

    it('leaves the database as it was', async () => {
      expect(await count(database, 'regions')).toBe(10);
      expect(await count(database, 'facilities')).toBe(DEMO_FACILITIES);
    });
  });
});
