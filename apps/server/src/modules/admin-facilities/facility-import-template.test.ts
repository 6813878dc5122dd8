import { createDivision, createRegion, createSubdivision } from '@hc/db/factories';
import { facilityImportTemplateColumns, type FacilityImportReport } from '@hc/shared';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: string;
const clock = createFakeClock('2026-11-29T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  staff = (await signedInAs(t, 'manager')).cookie;
  // The places the example row names, as the reference data spells them in each language.
  const region = await createRegion(t.database.db, { nameEn: 'Littoral', nameFr: 'Littoral' });
  const division = await createDivision(t.database.db, { regionId: region.id, nameEn: 'Wouri', nameFr: 'Wouri' });
  await createSubdivision(t.database.db, { divisionId: division.id, nameEn: 'Douala I', nameFr: 'Douala 1er' });
});
afterAll(() => t.close());

const template = (query: string, cookie: string | null = staff) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/facilities/import/template.csv${query}`,
    headers: cookie ? { cookie } : {},
  });
const dryRun = (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/facilities/import?dryRun=true',
    headers: { 'content-type': 'text/csv', cookie: staff },
    payload: csv,
  });

describe('GET /api/admin/facilities/import/template.csv', () => {
  it.each([
    ['en', 'Facility ID', 'EXAMPLE Health Centre (delete this row)', 'Douala I'],
    ['fr', 'ID établissement', 'EXEMPLE Centre de santé (supprimez cette ligne)', 'Douala 1er'],
  ] as const)('in %s: every column the import writes, one example row it accepts', async (lang, first, name, place) => {
    const response = await template(`?lang=${lang}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="facility-import-template-${lang}.csv"`);
    expect(response.body.startsWith('\ufeff')).toBe(true);
    expect(response.body).toContain('\r\n');
    const [header, ...rows] = parse(response.body.slice(1)) as string[][];
    expect(header![0]).toBe(first);
    expect(header).toEqual(facilityImportTemplateColumns.map((c) => (lang === 'fr' ? c.headerFr : c.header)));
    // Read-only columns (Category, Status...) are not offered: the import would ignore them.
    expect(header).not.toContain(lang === 'fr' ? 'Statut' : 'Status');
    expect(rows).toHaveLength(1);
    const example = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(example).toMatchObject({
      [lang === 'fr' ? 'Nom' : 'Name']: name,
      [lang === 'fr' ? 'Arrondissement' : 'Subdivision']: place,
      [lang === 'fr' ? "Horaires d'ouverture" : 'Opening Hours']: 'Mo-Fr 08:00-18:00; Sa 08:00-13:00',
    });

    const report = await dryRun(response.body);
    expect(report.statusCode, report.body).toBe(200);
    const data = report.json<{ data: FacilityImportReport }>().data;
    expect(data).toMatchObject({ counts: { rows: 1, create: 1 }, errorCount: 0 });
    // Left in a file by mistake, the example is pointed out before anything is imported.
    expect(data.warnings).toEqual([
      expect.objectContaining({ row: 2, column: lang === 'fr' ? 'Nom' : 'Name', code: 'example_row' }),
    ]);
  });

  it('is in English by default and refuses another language', async () => {
    const response = await template('');
    expect(response.statusCode).toBe(200);
    expect(response.body.slice(1).startsWith('Facility ID,Name,')).toBe(true);
    expectFieldError(await template('?lang=de'), 'lang', 'invalid_choice');
  });

  it('is for those who may import, a region-limited manager included', async () => {
    expect((await template('?lang=en', null)).statusCode).toBe(401);
    expect((await template('?lang=en', (await signedInAs(t, 'patient')).cookie)).statusCode).toBe(403);
    expect((await template('?lang=en', (await signedInAs(t, 'doctor')).cookie)).statusCode).toBe(403);
    const region = await createRegion(t.database.db);
    const regional = (await signedInAs(t, 'manager', { scopeRegionId: region.id })).cookie;
    expect((await template('?lang=fr', regional)).statusCode).toBe(200);
  });
});
