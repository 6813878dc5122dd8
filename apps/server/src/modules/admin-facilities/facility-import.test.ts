import { tables } from '@hc/db';
import { createDivision, createFacility, createRegion, createSubdivision } from '@hc/db/factories';
import {
  FACILITY_IMPORT_MAX_BYTES,
  FACILITY_IMPORT_MAX_ROWS,
  type AdminFacility,
  type ApiError,
  type FacilityImportReport,
} from '@hc/shared';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: string;
let staffId: number;
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'manager');
  staff = signedIn.cookie;
  staffId = signedIn.account.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const { facilities, facilityHistory, systemLogs } = tables;

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;
const send = (
  csv: string | Buffer,
  dryRun: boolean | string,
  cookie: string | null = staff,
  contentType = 'text/csv',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/facilities/import?dryRun=${dryRun}`,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: csv,
  });
const reportOf = (response: Injected, status = 200): FacilityImportReport => {
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
const countFacilities = () => db().$count(facilities);

/** A region > division > subdivision chain with names a spreadsheet user would type. */
async function createNamedPlace(suffix: string) {
  const region = await createRegion(db(), { nameEn: `Littoral ${suffix}`, nameFr: `Littoral ${suffix}` });
  const division = await createDivision(db(), {
    regionId: region.id,
    nameEn: `Wouri ${suffix}`,
    nameFr: `Wouri ${suffix}`,
  });
  const subdivision = await createSubdivision(db(), {
    divisionId: division.id,
    nameEn: `Douala I ${suffix}`,
    nameFr: `Douala Ier ${suffix}`,
  });
  return { region, division, subdivision };
}

describe('POST /api/admin/facilities/import', () => {
  it('checks a file on a dry run without changing anything, then imports it all at once', async () => {
    const place = await createNamedPlace('A');
    const byId = await createFacility(db(), {
      name: 'Clinique Avant',
      phone: null,
      version: 3,
      regionId: null,
      divisionId: null,
      subdivisionId: null,
    });
    const bySource = await createFacility(db(), { name: 'OSM Old Name', source: 'osm', sourceId: 'osm:node/import-1' });
    // Staff changed every field the file gives (as the trigger of migration 0028 records it).
    const staffEdited = await createFacility(db(), {
      name: 'Staff Edited',
      source: 'osm',
      sourceId: 'osm:node/import-2',
      locallyModifiedAt: new Date('2026-11-01T00:00:00Z'),
      fieldSources: { name: 'staff', type: 'staff', phone: 'staff', place: 'staff', position: 'staff' },
    });
    const before = await countFacilities();
    const csv = csvOf([
      [
        'Facility ID',
        'Name',
        'Type',
        'Contact',
        'Region',
        'Division',
        'Subdivision',
        'Latitude',
        'Longitude',
        'Source ID',
      ],
      [String(byId.id), 'Clinique Après', 'clinic', '677 12 34 56', '', '', '', '', '', ''],
      ['', 'OSM New Name', 'hospital', '', '', '', '', '4.05', '9.7', 'osm:node/import-1'],
      ['', 'Staff Edited Overwritten', 'hospital', '', '', '', '', '', '', 'osm:node/import-2'],
      [
        '',
        'Pharmacie Nouvelle',
        'Pharmacy',
        '222 23 45 67',
        'littoral a',
        '',
        'Douala Ier A',
        '4,06',
        '9,71',
        'osm:node/new-1',
      ],
    ]);

    const dry = reportOf(await send(csv, true));
    expect(dry).toMatchObject({
      dryRun: true,
      counts: { rows: 4, create: 1, update: 2, unchanged: 1, kept: 1 },
      keptRows: [4],
      errors: [],
      errorCount: 0,
    });
    expect(dry.warnings.filter((w) => w.row === 4).map((w) => [w.column, w.code])).toEqual([
      ['Name', 'kept_staff_change'],
      ['Region', 'kept_staff_change'],
      ['Division', 'kept_staff_change'],
      ['Subdivision', 'kept_staff_change'],
    ]);
    expect(await countFacilities()).toBe(before);
    expect((await get(byId.id)).name).toBe('Clinique Avant');

    clock.advance(60_000);
    const done = reportOf(await send(csv, false));
    expect(done).toMatchObject({ dryRun: false, counts: dry.counts, errorCount: 0 });
    expect(await countFacilities()).toBe(before + 1);

    const updated = await get(byId.id);
    expect(updated).toMatchObject({
      name: 'Clinique Après',
      facilityType: 'clinic',
      category: 'hospital',
      phone: '+237677123456',
      version: 4,
      updatedBy: staffId,
    });
    expect(updated.locallyModifiedAt?.toISOString()).toBe(clock.clock().toISOString());
    // A source's row is not staff work: its fields become the source's, and stay open to its next import.
    expect(await get(bySource.id)).toMatchObject({
      name: 'OSM New Name',
      lat: 4.05,
      lng: 9.7,
      version: 2,
      locallyModifiedAt: null,
      fieldSources: expect.objectContaining({ name: 'import', position: 'import', place: 'import' }),
    });
    // Staff work is never overwritten by a row matched on its source id alone.
    expect(await get(staffEdited.id)).toMatchObject({ name: 'Staff Edited', version: 1 });

    const [created] = await db().select().from(facilities).where(eq(facilities.sourceId, 'osm:node/new-1'));
    expect(created).toMatchObject({
      name: 'Pharmacie Nouvelle',
      facilityType: 'pharmacy',
      category: 'pharmacy',
      status: 'pending',
      source: 'staff',
      phone: '+237222234567',
      regionId: place.region.id,
      divisionId: place.division.id,
      subdivisionId: place.subdivision.id,
      lat: 4.06,
      lng: 9.71,
      createdBy: staffId,
    });

    const history = await db()
      .select()
      .from(facilityHistory)
      .where(inArray(facilityHistory.facilityId, [byId.id, bySource.id, staffEdited.id, created!.id]));
    expect(history.map((h) => [h.facilityId, h.action]).sort()).toEqual(
      [
        [byId.id, 'imported'],
        [bySource.id, 'imported'],
        [created!.id, 'imported'],
      ].sort(),
    );
    const byIdChanges = history.find((h) => h.facilityId === byId.id)!.changes!;
    expect(byIdChanges).toEqual({
      name: { before: 'Clinique Avant', after: 'Clinique Après' },
      facilityType: { before: 'hospital', after: 'clinic' },
      phone: { before: null, after: '+237677123456' },
    });
    expect(history.find((h) => h.facilityId === created!.id)!.changes).toMatchObject({
      name: { before: null, after: 'Pharmacie Nouvelle' },
      status: { before: null, after: 'pending' },
    });
    const [log] = await db()
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.source, 'FACILITY'))
      .orderBy(desc(systemLogs.id))
      .limit(1);
    expect(log).toMatchObject({
      userId: staffId,
      message: 'Facilities imported: 1 created, 2 updated, 1 unchanged, 1 kept',
    });

    // The same file again changes nothing; staff's values are still kept.
    expect(reportOf(await send(csv, true)).counts).toEqual({ rows: 4, create: 0, update: 0, unchanged: 4, kept: 1 });
  });

  it('reports every bad row by spreadsheet row and column, and a commit with any of them imports nothing', async () => {
    const known = await createFacility(db(), { name: 'Known', regionId: null, divisionId: null, subdivisionId: null });
    const before = await countFacilities();
    const csv = [
      'Name,Type,Contact,Email,Latitude,Longitude,Region,Facility ID',
      'Good Clinic,clinic,,,,,,',
      ',clinic,12,not-an-email,91,9.7,,',
      '',
      'Bad Type,castle,,,north,9.7,Nowhere Land,',
      `Known,hospital,,,,,,${known.id}`,
      'Ghost,hospital,,,,,,99999999',
      'Half Position,hospital,,,4.05,,,',
    ].join('\n');
    const report = reportOf(await send(csv, true));
    expect(report.counts).toMatchObject({ rows: 6, create: 1, unchanged: 1 });
    const errors = report.errors.map(({ row, column, code }) => ({ row, column, code }));
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'Name', code: 'required' },
        { row: 3, column: 'Contact', code: 'invalid_phone' },
        { row: 3, column: 'Email', code: 'invalid_email' },
        { row: 3, column: 'Latitude', code: 'too_large' },
        // Row 4 is blank: it counts, as in a spreadsheet.
        { row: 5, column: 'Type', code: 'invalid_choice' },
        { row: 5, column: 'Latitude', code: 'invalid_type' },
        { row: 5, column: 'Region', code: 'unknown_location' },
        { row: 7, column: 'Facility ID', code: 'unknown_facility' },
        { row: 8, column: 'Longitude', code: 'required' },
      ]),
    );
    expect(report.errorCount).toBe(errors.length);
    expect(report.errors.every((e) => e.message.length > 0)).toBe(true);

    const refused = await send(csv, false);
    expect(refused.statusCode).toBe(400);
    const body = refused.json<ApiError & { data: FacilityImportReport }>();
    expect(body.error.code).toBe('validation_failed');
    expect(body.data.errors).toEqual(report.errors);
    expect(await countFacilities()).toBe(before);
  });

  it('imports an exported file as unchanged (round trip), and refuses rows staff changed since the export', async () => {
    const region = await createRegion(db());
    await createFacility(db(), {
      regionId: region.id,
      name: '=Formula-looking name',
      phone: '+237222234567',
      lat: 4.1,
      lng: 9.2,
    });
    const edited = await createFacility(db(), { regionId: region.id, name: 'Édité Après Export', email: 'a@b.cm' });
    // Stored before numbers were checked (old OpenStreetMap data): accepted back as it is, not refused.
    await createFacility(db(), { regionId: region.id, name: 'Old Phone', phone: 'call 12 34' });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/facilities/export.csv?region=${region.id}`,
      headers: { cookie: staff },
    });
    expect(exported.statusCode).toBe(200);
    expect(reportOf(await send(exported.body, true)).counts).toEqual({
      rows: 3,
      create: 0,
      update: 0,
      unchanged: 3,
      kept: 0,
    });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/facilities/${edited.id}`,
      headers: { cookie: staff },
      payload: { version: 1, address: 'Changed meanwhile' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const edit = exported.body.replace('a@b.cm', 'new@b.cm');
    const report = reportOf(await send(edit, true));
    expect(report.errors.map(({ column, code }) => ({ column, code }))).toEqual([
      { column: 'Version', code: 'changed_meanwhile' },
    ]);
    expect((await send(edit, false)).statusCode).toBe(400);
    expect((await get(edited.id)).email).toBe('a@b.cm');
  });

  it('refuses the same facility twice, a taken source id, and a location that does not hold together', async () => {
    const one = await createFacility(db(), { sourceId: 'osm:node/taken' });
    const two = await createFacility(db());
    const a = await createNamedPlace('B');
    const b = await createNamedPlace('C');
    const csv = csvOf([
      ['Facility ID', 'Source ID', 'Name', 'Type', 'Region', 'Division'],
      [String(two.id), '', 'Two', 'clinic', '', ''],
      [String(two.id), '', 'Two again', 'clinic', '', ''],
      [String(two.id), 'osm:node/taken', 'Two', 'clinic', '', ''],
      ['', 'osm:node/dup', 'New', 'clinic', a.region.nameEn, b.division.nameEn],
      ['', 'osm:node/dup', 'New again', 'clinic', '', ''],
    ]);
    const errors = reportOf(await send(csv, true)).errors.map(({ row, column, code, params }) => ({
      row,
      column,
      code,
      params,
    }));
    expect(errors).toEqual([
      { row: 3, column: 'Facility ID', code: 'duplicate_row', params: { row: 2 } },
      { row: 4, column: 'Facility ID', code: 'duplicate_row', params: { row: 2 } },
      { row: 4, column: 'Source ID', code: 'source_id_taken', params: undefined },
      { row: 5, column: 'Division', code: 'location_mismatch', params: undefined },
      { row: 6, column: 'Source ID', code: 'duplicate_row', params: { row: 5 } },
    ]);
    expect(one.id).toBeGreaterThan(0);
  });

  it('names header problems: unknown and repeated columns, a latitude without its longitude', async () => {
    const report = reportOf(await send('Name,Type,Colour,Name,Latitude\nX,clinic,red,X,4', true));
    expect(report.errors.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 1, column: 'Colour', code: 'unknown_column' },
      { row: 1, column: 'Name', code: 'duplicate_column' },
      { row: 1, column: 'Longitude', code: 'missing_column' },
    ]);
  });

  it('reads a semicolon file in Windows-1252, as a French spreadsheet program saves it', async () => {
    const csv = Buffer.from('Name;Type\r\nHôpital Éloigné;hospital\r\n', 'latin1');
    const report = reportOf(await send(csv, false));
    expect(report.counts.create).toBe(1);
    const [row] = await db().select().from(facilities).where(eq(facilities.name, 'Hôpital Éloigné'));
    expect(row).toBeDefined();
  });

  it('answers 400 for a file it cannot read, too many rows or a missing dryRun, 413 for a body too large', async () => {
    const broken = await send('Name,Type\n"unclosed,clinic\n', true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ data: FacilityImportReport }>().data.errors).toEqual([
      expect.objectContaining({ row: null, column: null, code: 'invalid_csv', params: { line: 2 } }),
    ]);
    const empty = await send('Name,Type\n', true);
    expect(empty.json<{ data: FacilityImportReport }>().data.errors[0]!.code).toBe('empty_file');

    const tooMany = await send(`Name,Type\n${'A,clinic\n'.repeat(FACILITY_IMPORT_MAX_ROWS + 1)}`, true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ data: FacilityImportReport }>().data.errors).toEqual([
      expect.objectContaining({ code: 'too_many_rows', params: { maximum: FACILITY_IMPORT_MAX_ROWS } }),
    ]);

    expectFieldError(await send('Name,Type\nA,clinic\n', ''), 'dryRun', 'required');
    expectFieldError(await send('Name,Type\nA,clinic\n', 'maybe'), 'dryRun', 'invalid_choice');

    const huge = await send(`Name,Type\n${'x'.repeat(FACILITY_IMPORT_MAX_BYTES)}`, true);
    expect(huge.statusCode).toBe(413);
    expect(huge.json<ApiError>().error).toMatchObject({
      code: 'payload_too_large',
      fields: [
        expect.objectContaining({ path: 'request', code: 'too_large', params: { maximum: FACILITY_IMPORT_MAX_BYTES } }),
      ],
    });
    expect((await send('{"a":1}', true, staff, 'application/json')).statusCode).toBe(400);
  });

  it('is for staff: anonymous 401, a signed-in patient 403, staff and admins allowed', async () => {
    const csv = 'Name,Type\nPermission Clinic,clinic\n';
    expect((await send(csv, true, null)).statusCode).toBe(401);
    expect((await send(csv, true, (await signedInAs(t, 'patient')).cookie)).statusCode).toBe(403);
    expect((await send(csv, true, (await signedInAs(t, 'doctor')).cookie)).statusCode).toBe(403);
    expect((await send(csv, true, (await signedInAs(t, 'admin')).cookie)).statusCode).toBe(200);
  });

  it('imports 10,000 rows in one go, every one of them', async () => {
    const existing = await createFacility(db(), { name: 'Bulk Existing', sourceId: 'bulk:existing' });
    const rows = [['Name', 'Type', 'Contact', 'Latitude', 'Longitude', 'Source ID', 'Opening Time', 'Closing Time']];
    rows.push(['Bulk Existing Renamed', 'hospital', '', '', '', 'bulk:existing', '', '']);
    for (let i = 1; i < 10_000; i++) {
      rows.push([
        `Bulk Facility ${i}`,
        i % 3 === 0 ? 'pharmacy' : 'clinic',
        `+2376${String(70_000_000 + i).padStart(8, '0')}`,
        (2 + (i % 1000) / 1000).toFixed(4),
        (10 + (i % 997) / 1000).toFixed(4),
        `bulk:${i}`,
        '08:00',
        '18:00',
      ]);
    }
    const report = reportOf(await send(csvOf(rows), false));
    expect(report).toMatchObject({ errorCount: 0, counts: { rows: 10_000, create: 9_999, update: 1 } });
    expect(await db().$count(facilities, like(facilities.sourceId, 'bulk:%'))).toBe(10_000);
    expect(
      await db().$count(facilities, and(like(facilities.name, 'Bulk Facility %'), eq(facilities.status, 'pending'))),
    ).toBe(9_999);
    expect((await get(existing.id)).name).toBe('Bulk Existing Renamed');
    const [sample] = await db().select().from(facilities).where(eq(facilities.sourceId, 'bulk:9999'));
    expect(sample).toMatchObject({ name: 'Bulk Facility 9999', category: 'pharmacy', phone: '+237670009999' });
    expect(sample!.openingHours?.mo).toEqual([{ opens: '08:00', closes: '18:00' }]);
    expect(
      await db().$count(
        facilityHistory,
        and(eq(facilityHistory.action, 'imported'), eq(facilityHistory.userId, staffId)),
      ),
    ).toBeGreaterThanOrEqual(10_000);
    // The directory sees the new facilities only once approved: imported ones wait as pending.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/facilities?q=Bulk%20Facility%209999',
      headers: { cookie: staff },
    });
    expect(listed.json<{ data: AdminFacility[] }>().data.map((f) => f.name)).toEqual(['Bulk Facility 9999']);
  });
});
