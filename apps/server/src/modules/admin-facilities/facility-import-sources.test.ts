import { tables } from '@hc/db';
import { createFacility, createRegion } from '@hc/db/factories';
import type { FacilityImportReport } from '@hc/shared';
import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// Issue 36: exports carry what the import reads (hours, services, website), French headers, and a
// partner's re-import by Source ID that keeps, field by field, what staff changed.

let t: TestApp;
let staff: string;
let staffId: number;
const clock = createFakeClock('2026-11-29T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'manager');
  staff = signedIn.cookie;
  staffId = signedIn.account.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const { facilities, facilityHistory, facilitySourceRecords, systemLogs } = tables;

const send = (csv: string, dryRun: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/facilities/import?dryRun=${dryRun}`,
    headers: { 'content-type': 'text/csv', cookie: staff },
    payload: csv,
  });
const reportOf = async (csv: string, dryRun: boolean, status = 200) => {
  const response = await send(csv, dryRun);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data: FacilityImportReport }>().data;
};
const csvOf = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n');
const get = (id: number) =>
  db()
    .select()
    .from(facilities)
    .where(eq(facilities.id, id))
    .then((rows) => rows[0]!);
const bySourceId = (sourceId: string) =>
  db()
    .select()
    .from(facilities)
    .where(eq(facilities.sourceId, sourceId))
    .then((rows) => rows[0]!);
const exportRegion = async (regionId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/facilities/export.csv?region=${regionId}&sort=id`,
    headers: { cookie: staff },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const weekdays = (opens: string, closes: string, days: string[]) =>
  Object.fromEntries(days.map((day) => [day, [{ opens, closes }]]));

describe('export and import of hours, services and website', () => {
  it('exports them as the import reads them, and an exported file imports back unchanged', async () => {
    const region = await createRegion(db());
    const hours = {
      ...weekdays('08:00', '18:00', ['mo', 'tu', 'we', 'th', 'fr']),
      sa: [{ opens: '08:00', closes: '13:00' }],
    };
    const facility = await createFacility(db(), {
      regionId: region.id,
      name: 'Clinique Étoile – Saint-Michel',
      address: '=HYPERLINK("http://evil.example")',
      website: 'https://etoile.example.cm',
      openingHours: hours,
      services: ['vaccination', 'maternity_ward', 'Soins à domicile'],
    });
    // Open around the clock, a night across midnight, and no hours at all.
    await createFacility(db(), {
      regionId: region.id,
      name: 'Pharmacie de Garde',
      openingHours: weekdays('00:00', '24:00', ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su']),
    });
    await createFacility(db(), {
      regionId: region.id,
      name: 'Clinique de Nuit',
      openingHours: { mo: [{ opens: '20:00', closes: '24:00' }], tu: [{ opens: '00:00', closes: '06:00' }] },
    });
    await createFacility(db(), { regionId: region.id, name: 'Sans Horaires', openingHours: {} });

    const exported = await exportRegion(region.id);
    const rows = parse(exported.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({
      Name: 'Clinique Étoile – Saint-Michel',
      Address: `'=HYPERLINK("http://evil.example")`,
      Website: 'https://etoile.example.cm',
      'Opening Hours': 'Mo-Fr 08:00-18:00; Sa 08:00-13:00',
      Services: 'vaccination; maternity_ward; Soins à domicile',
    });
    expect(rows.slice(1).map((r) => r['Opening Hours'])).toEqual(['24/7', 'Mo 20:00-24:00; Tu 00:00-06:00', '']);

    const report = await reportOf(exported, true);
    expect(report).toMatchObject({ counts: { rows: 4, create: 0, update: 0, unchanged: 4 }, errorCount: 0 });
    await reportOf(exported, false);
    expect(await get(facility.id)).toMatchObject({
      version: 1,
      address: '=HYPERLINK("http://evil.example")',
      openingHours: hours,
      services: ['vaccination', 'maternity_ward', 'Soins à domicile'],
    });
  });

  it('reads hours in OpenStreetMap syntax and services by code or catalogue name; refuses unreadable hours', async () => {
    const facility = await createFacility(db(), { hoursText: 'Mo-Fr 07:00-17:00', services: [] });
    const csv = csvOf([
      ['Facility ID', 'Opening Hours', 'Services', 'Website'],
      [
        String(facility.id),
        'Mo-Sa 07:30-19:00; Su 09:00-12:00',
        'Vaccination; Maternité;outpatient_consultations',
        'https://a.example',
      ],
    ]);
    expect((await reportOf(csv, true)).counts).toMatchObject({ update: 1 });
    await reportOf(csv, false);
    const updated = await get(facility.id);
    expect(updated.openingHours).toEqual({
      ...weekdays('07:30', '19:00', ['mo', 'tu', 'we', 'th', 'fr', 'sa']),
      su: [{ opens: '09:00', closes: '12:00' }],
    });
    // The OpenStreetMap text would contradict the new weekly hours.
    expect(updated.hoursText).toBeNull();
    expect(updated.services).toEqual(['vaccination', 'maternity_ward', 'outpatient_consultations']);
    expect(updated.website).toBe('https://a.example');

    const bad = csvOf([
      ['Facility ID', 'Opening Hours', 'Opening Time', 'Closing Time'],
      [String(facility.id), 'every day at dawn', '', ''],
      [String((await createFacility(db())).id), 'Mo-Fr 08:00-18:00', '08:00', '18:00'],
    ]);
    const errors = (await reportOf(bad, true)).errors.map(({ row, column, code }) => ({ row, column, code }));
    expect(errors).toEqual([
      { row: 2, column: 'Opening Hours', code: 'invalid_hours' },
      { row: 3, column: 'Opening Hours', code: 'hours_given_twice' },
    ]);
  });

  it('accepts French headers, whatever case or accents, and names a missing column in French', async () => {
    const csv =
      "nom;TYPE;Region;Horaires d'ouverture;Services;ID source\r\nCentre Français;health_center;;tous les jours;;fr:1\r\n";
    const report = await reportOf(csv, true);
    expect(report.errors.map(({ column, code }) => ({ column, code }))).toEqual([
      { column: "Horaires d'ouverture", code: 'invalid_hours' },
    ]);
    // The hours evaluator also reads French day names.
    const fixed = csv.replace('tous les jours', 'Lu-Ve 08:00-16:00');
    expect((await reportOf(fixed, false)).counts).toMatchObject({ create: 1 });
    expect(await bySourceId('fr:1')).toMatchObject({
      name: 'Centre Français',
      facilityType: 'health_center',
      openingHours: weekdays('08:00', '16:00', ['mo', 'tu', 'we', 'th', 'fr']),
    });
    const missing = await reportOf("Nom,Type,Heure d'ouverture\nX,clinic,08:00\n", true);
    expect(missing.errors.map(({ column, code }) => ({ column, code }))).toEqual([
      { column: 'Heure de fermeture', code: 'missing_column' },
    ]);
  });
});

describe("a partner's re-import by Source ID", () => {
  it('updates the fields staff did not touch, keeps the ones they changed, and says which on the dry run', async () => {
    const header = ['Name', 'Type', 'Email', 'Contact', 'Address', 'Website', 'Opening Hours', 'Services', 'Source ID'];
    const first = csvOf([
      header,
      [
        'Centre Partenaire',
        'health_center',
        'info@partner.cm',
        '222 23 45 67',
        'Rue 1',
        '',
        'Mo-Fr 08:00-17:00',
        'vaccination',
        'partner:1',
      ],
      ['Autre Centre', 'clinic', '', '', '', '', '', '', 'partner:2'],
    ]);
    expect((await reportOf(first, false)).counts).toMatchObject({ create: 2 });
    const made = await bySourceId('partner:1');
    expect(made.fieldSources).toMatchObject({ name: 'import', phone: 'import', hours: 'import' });

    // Staff correct the name (a grouped field) and the e-mail (one the facility's history tells about).
    clock.advance(60_000);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/facilities/${made.id}`,
      headers: { cookie: staff },
      payload: { version: made.version, name: 'Centre Partenaire de Bonabéri', email: 'accueil@partner.cm' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await get(made.id)).fieldSources).toMatchObject({ name: 'staff', phone: 'import' });

    clock.advance(60_000);
    const second = csvOf([
      header,
      [
        'Centre Partenaire (nouveau)',
        'health_center',
        'new@partner.cm',
        '233 42 00 00',
        'Rue 1',
        'https://partner.cm',
        'Mo-Sa 08:00-17:00',
        'vaccination; Maternité',
        'partner:1',
      ],
      ['Autre Centre', 'clinic', '', '', '', '', '', '', 'partner:2'],
    ]);
    const dry = await reportOf(second, true);
    expect(dry).toMatchObject({
      counts: { rows: 2, create: 0, update: 1, unchanged: 1, kept: 1 },
      keptRows: [2],
      errorCount: 0,
    });
    expect(dry.warnings.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 2, column: 'Name', code: 'kept_staff_change' },
      { row: 2, column: 'Email', code: 'kept_staff_change' },
    ]);
    expect((await get(made.id)).phone).toBe('+237222234567');

    const done = await reportOf(second, false);
    expect(done.counts).toEqual(dry.counts);
    const after = await get(made.id);
    expect(after).toMatchObject({
      name: 'Centre Partenaire de Bonabéri',
      email: 'accueil@partner.cm',
      phone: '+237233420000',
      website: 'https://partner.cm',
      services: ['vaccination', 'maternity_ward'],
      openingHours: weekdays('08:00', '17:00', ['mo', 'tu', 'we', 'th', 'fr', 'sa']),
      updatedBy: staffId,
    });
    expect(after.fieldSources).toMatchObject({ name: 'staff', phone: 'import', website: 'import', hours: 'import' });
    // Staff's last change stays the last staff change: the source's write is not theirs.
    expect(after.locallyModifiedAt?.toISOString()).toBe(new Date(clock.clock().getTime() - 60_000).toISOString());

    const [entry] = await db()
      .select()
      .from(facilityHistory)
      .where(and(eq(facilityHistory.facilityId, made.id), eq(facilityHistory.action, 'imported')))
      .orderBy(desc(facilityHistory.id))
      .limit(1);
    expect(entry!.userId).toBe(staffId);
    expect(entry!.createdAt.toISOString()).toBe(clock.clock().toISOString());
    expect(Object.keys(entry!.changes!).sort()).toEqual(['openingHours', 'phone', 'services', 'website']);
    const [log] = await db()
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.source, 'FACILITY'))
      .orderBy(desc(systemLogs.id))
      .limit(1);
    expect(log).toMatchObject({
      userId: staffId,
      message: 'Facilities imported: 0 created, 1 updated, 1 unchanged, 1 kept',
    });

    // Staff's values are kept again, the rest is now the file's: nothing to do.
    expect((await reportOf(second, true)).counts).toEqual({ rows: 2, create: 0, update: 0, unchanged: 2, kept: 1 });
  });

  it("finds an open-data source's facility by its record of it, and writes as that source", async () => {
    const facility = await createFacility(db(), {
      name: 'Hôpital OSM',
      source: 'osm',
      sourceId: 'osm:node/77',
      fieldSources: { name: 'osm', phone: 'staff' },
      phone: '+237222234567',
    });
    await db().insert(facilitySourceRecords).values({
      source: 'osm',
      sourceKey: 'node/77',
      facilityId: facility.id,
      retrievedOn: '2026-11-01',
      licence: 'ODbL-1.0',
      fields: {},
    });
    const csv = csvOf([
      ['Name', 'Contact', 'Source', 'Source ID'],
      ['Hôpital OSM Renommé', '699 00 00 00', 'osm', 'node/77'],
    ]);
    const dry = await reportOf(csv, true);
    expect(dry.counts).toMatchObject({ create: 0, update: 1, kept: 1 });
    expect(dry.warnings.map(({ column, code }) => [column, code])).toEqual([['Contact', 'kept_staff_change']]);
    await reportOf(csv, false);
    expect(await get(facility.id)).toMatchObject({
      name: 'Hôpital OSM Renommé',
      phone: '+237222234567',
      sourceId: 'osm:node/77',
      fieldSources: { name: 'osm', phone: 'staff' },
    });
  });
});
