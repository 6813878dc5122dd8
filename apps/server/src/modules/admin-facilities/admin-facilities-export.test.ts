import { createFacility, createPlace } from '@hc/db/factories';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: string;
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  staff = (await signedInAs(t, 'manager')).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = staff) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

type Feature = { id: number; geometry: { coordinates: number[] } | null; properties: Record<string, unknown> };

describe('exports of the filtered facilities list', () => {
  let region: number;
  let pendingId: number;
  let activeId: number;

  beforeAll(async () => {
    const place = await createPlace(t.database.db);
    region = place.regionId;
    pendingId = (
      await createFacility(t.database.db, {
        ...place,
        name: '@Clinique En Attente',
        status: 'pending',
        phone: '+237222234567',
        lat: 4.05,
        lng: 9.7,
      })
    ).id;
    activeId = (await createFacility(t.database.db, { ...place, name: 'Hôpital Actif', status: 'active' })).id;
    await createFacility(t.database.db, { name: 'Elsewhere' });
  });

  it('gives every row the filters select as CSV, all pages, spreadsheet-safe', async () => {
    const response = await get(`/api/admin/facilities/export.csv?region=${region}&sort=id&page=5`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="facilities-2026-11-25.csv"');
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const rows = parse(response.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => Number(r['Facility ID']))).toEqual([pendingId, activeId]);
    expect(rows[0]).toMatchObject({ Name: "'@Clinique En Attente", Status: 'pending', Contact: '+237222234567' });

    const pendingOnly = await get(`/api/admin/facilities/export.csv?region=${region}&status=pending`);
    const pendingRows = parse(pendingOnly.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(pendingRows.map((r) => Number(r['Facility ID']))).toEqual([pendingId]);
  });

  it('gives the same rows as GeoJSON', async () => {
    const response = await get(`/api/admin/facilities/export.geojson?region=${region}&sort=id`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    const features = response.json<{ features: Feature[] }>().features;
    expect(features.map((f) => f.id)).toEqual([pendingId, activeId]);
    expect(features[0]!.geometry).toEqual({ type: 'Point', coordinates: [9.7, 4.05] });
    expect(features[1]!.geometry).toBeNull();
  });

  it('is for staff only and validates the filters', async () => {
    expect((await get('/api/admin/facilities/export.csv', null)).statusCode).toBe(401);
    const patient = (await signedInAs(t, 'patient')).cookie;
    expect((await get('/api/admin/facilities/export.geojson', patient)).statusCode).toBe(403);
    expect((await get('/api/admin/facilities/export.csv?status=closed')).statusCode).toBe(400);
  });
});
