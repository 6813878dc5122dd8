import { tables } from '@hc/db';
import { createFacility, createPlace } from '@hc/db/factories';
import type { AdminFacility, FacilityDetail, FacilityImportReport, FacilitySummary, ListMeta } from '@hc/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './test/accounts';
import { expectFieldError, readOk, readPublic } from './test/public-api';
import { createFakeClock, createTestApp, type TestApp } from './test/test-app';

// A facility's website is served to every visitor as a link: only an http(s) address is ever taken in
// (staff's form and API, the CSV import) or served (the public API, the open-data files), whatever a row
// already holds.

let t: TestApp;
let staff: string;
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  staff = (await signedInAs(t, 'manager')).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;
const { facilities, facilityCorrections } = tables;

/** Script and data links, disguised by case and leading spaces, and texts that are no address at all. */
const unsafeWebsites = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '  JavaScript:alert(document.cookie)',
  'vbscript:msgbox(1)',
  'java\tscript:alert(1)',
  '//evil.example/x',
  'www.hopital.example.cm',
];

const websiteOf = async (id: number) =>
  (await db().select({ website: facilities.website }).from(facilities).where(eq(facilities.id, id)))[0]!.website;

describe('staff input: the admin API and the CSV import', () => {
  it.each(unsafeWebsites)('refuses to create a facility with the website %j (invalid_url)', async (website) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/facilities',
      headers: { cookie: staff },
      payload: { name: 'Clinique Lien', facilityType: 'clinic', website },
    });
    expectFieldError(response, 'website', 'invalid_url');
  });

  it.each(unsafeWebsites)('refuses to change a website to %j and keeps the one it had', async (website) => {
    const facility = await createFacility(db(), { website: 'https://before.example.cm' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/facilities/${facility.id}`,
      headers: { cookie: staff },
      payload: { version: 1, website },
    });
    expectFieldError(response, 'website', 'invalid_url');
    expect(await websiteOf(facility.id)).toBe('https://before.example.cm');
  });

  it('keeps an http or https address as typed (trimmed), and a blank one clears it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/facilities',
      headers: { cookie: staff },
      payload: { name: 'Clinique Sûre', facilityType: 'clinic', website: '  https://clinique.example.cm/a?b=1  ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { data } = created.json<{ data: AdminFacility }>();
    expect(data.website).toBe('https://clinique.example.cm/a?b=1');
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/facilities/${data.id}`,
      headers: { cookie: staff },
      payload: { version: data.version, website: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<{ data: AdminFacility }>().data.website).toBeNull();
  });

  it('refuses an import row whose website is not http(s), naming its row and column', async () => {
    const csv = [
      'Name,Type,Website',
      'Clinique Http,clinic,http://clinique-http.example.cm',
      'Clinique Script,clinic,javascript:alert(1)',
      'Clinique Data,clinic,"data:text/html,<b>x</b>"',
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/facilities/import?dryRun=true',
      headers: { cookie: staff, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: FacilityImportReport }>().data;
    expect(report.errors.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 3, column: 'Website', code: 'invalid_url' },
      { row: 4, column: 'Website', code: 'invalid_url' },
    ]);
  });
});

describe('the public correction form', () => {
  it('never takes a website: the field is the robots’ trap, answered like a success and kept nowhere', async () => {
    const facility = await createFacility(db(), { website: 'https://kept.example.cm' });
    for (const [index, website] of ['javascript:alert(1)', 'data:text/html,x', '  JavaScript:x'].entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/facilities/${facility.id}/corrections`,
        remoteAddress: `198.51.100.${index + 1}`,
        payload: { phone: '699123456', website },
      });
      expect(response.statusCode, response.body).toBe(202);
    }
    const stored = await db().select().from(facilityCorrections).where(eq(facilityCorrections.facilityId, facility.id));
    expect(stored).toEqual([]);
    expect(await websiteOf(facility.id)).toBe('https://kept.example.cm');
  });
});

describe('what the public reads: a row already holding a script link is served without it', () => {
  let place: Awaited<ReturnType<typeof createPlace>>;
  const byName = new Map<string, number>();

  beforeAll(async () => {
    place = await createPlace(db());
    const rows: [string, string][] = [
      ['Probe Script', 'javascript:alert(1)'],
      ['Probe Data', 'data:text/html,<script>alert(1)</script>'],
      ['Probe Spaced', '  JavaScript:alert(1)'],
      ['Probe Safe', 'https://safe.example.cm'],
    ];
    for (const [name, website] of rows) {
      const facility = await createFacility(db(), { ...place, name, website, lat: 4.05, lng: 9.7 });
      byName.set(name, facility.id);
    }
  });
  const expected = {
    'Probe Data': null,
    'Probe Safe': 'https://safe.example.cm',
    'Probe Script': null,
    'Probe Spaced': null,
  };
  const websitesByName = (rows: { name: string; website: string | null }[]) =>
    Object.fromEntries(rows.map((row) => [row.name, row.website]).sort());

  it('in a facility’s own page and in the lists', async () => {
    for (const [name, id] of byName) {
      const { data } = await readOk<{ data: FacilityDetail }>(t, `/api/facilities/${id}`);
      expect(data.website, name).toBe(expected[name as keyof typeof expected]);
    }
    const list = await readOk<{ data: FacilitySummary[]; meta: ListMeta }>(
      t,
      `/api/facilities?region=${place.regionId}`,
    );
    expect(websitesByName(list.data)).toEqual(expected);
  });

  it('in the open-data GeoJSON and CSV', async () => {
    const geojson = await readPublic(t, '/api/open-data/facilities.geojson');
    expect(geojson.statusCode).toBe(200);
    const features = geojson.json<{
      features: { id: number; properties: { name: string; website: string | null } }[];
    }>().features;
    const ours = features.filter((feature) => [...byName.values()].includes(feature.id));
    expect(websitesByName(ours.map((feature) => feature.properties))).toEqual(expected);

    const csv = await readPublic(t, '/api/open-data/facilities.csv');
    const rows = parse(csv.body.split('\n').slice(1).join('\n'), { columns: true }) as Record<string, string>[];
    const ourRows = rows.filter((row) => byName.has(row.name!));
    expect(websitesByName(ourRows.map((row) => ({ name: row.name!, website: row.website || null })))).toEqual(expected);
  });
});
