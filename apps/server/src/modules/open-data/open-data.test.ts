import { createFacility, createPlace, createSourceRecord } from '@hc/db/factories';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPublic } from '../../test/public-api';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type Feature = {
  id: number;
  geometry: { type: string; coordinates: number[] } | null;
  properties: Record<string, unknown>;
};
type Collection = { type: string; license: string; attribution: string; features: Feature[] };

describe('open data downloads', () => {
  let publicId: number;
  let unplacedId: number;
  let pendingId: number;
  let suspendedId: number;
  let archivedId: number;

  beforeAll(async () => {
    const place = await createPlace(t.database.db);
    publicId = (
      await createFacility(t.database.db, {
        ...place,
        name: '=Pharmacie Ouverte',
        address: '+cmd|calc',
        category: 'pharmacy',
        phone: '+237 222 23 45 67',
        lat: 3.87,
        lng: 11.52,
        emergency: true,
      })
    ).id;
    unplacedId = (await createFacility(t.database.db, { ...place, name: 'Clinique Sans Position', status: 'approved' }))
      .id;
    await createSourceRecord(t.database.db, { facilityId: publicId, source: 'osm', sourceKey: 'osm:node/77' });
    await createSourceRecord(t.database.db, { facilityId: publicId, sourceKey: '5407' });
    pendingId = (await createFacility(t.database.db, { ...place, name: 'En Attente', status: 'pending' })).id;
    suspendedId = (await createFacility(t.database.db, { ...place, name: 'Suspendue', status: 'suspended' })).id;
    archivedId = (
      await createFacility(t.database.db, { ...place, name: 'Archivée', status: 'active', archivedAt: new Date() })
    ).id;
  });

  it('gives every public facility as CSV, with the ODbL attribution first and formulas neutralised', async () => {
    const response = await readPublic(t, '/api/open-data/facilities.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('cameroon-health-facilities.csv');
    expect(response.headers.link).toContain('opendatacommons.org/licenses/odbl');
    const [attribution, ...lines] = response.body.split('\n');
    expect(attribution).toMatch(/^# © OpenStreetMap contributors \(ODbL 1\.0\)/);
    expect(attribution).toContain('Maina J. et al. (2019)');
    const rows = parse(lines.join('\n'), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => Number(r.id))).toEqual([publicId, unplacedId]);
    expect(rows[0]).toMatchObject({
      name: "'=Pharmacie Ouverte",
      address: "'+cmd|calc",
      category: 'pharmacy',
      phone: '+237 222 23 45 67',
      latitude: '3.87',
      longitude: '11.52',
      emergency: 'yes',
      // Each record says which open datasets it comes from, and how far its position can be trusted.
      data_sources: 'osm:osm:node/77; public_mfl_2019:5407',
      location_precision: 'exact',
    });
    expect(rows[1]).toMatchObject({ data_sources: '', location_precision: 'none' });
    expect(rows[0]!.region_en).toMatch(/^Region /);
    expect(rows[1]).toMatchObject({ latitude: '', longitude: '' });
    expect(rows.map((r) => Number(r.id))).not.toContain(pendingId);
    expect(rows.map((r) => Number(r.id))).not.toContain(suspendedId);
    expect(rows.map((r) => Number(r.id))).not.toContain(archivedId);
  });

  it('gives the same facilities as GeoJSON points, a null geometry where there is no position', async () => {
    const response = await readPublic(t, '/api/open-data/facilities.geojson');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    const collection = response.json<Collection>();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.license).toBe('Open Database License (ODbL) 1.0');
    expect(collection.attribution).toContain('© OpenStreetMap contributors');
    expect(collection.attribution).toContain('doi:10.6084/m9.figshare.7725374');
    expect(collection.features.map((f) => f.id)).toEqual([publicId, unplacedId]);
    expect(collection.features[0]!.geometry).toEqual({ type: 'Point', coordinates: [11.52, 3.87] });
    expect(collection.features[0]!.properties).toMatchObject({ name: '=Pharmacie Ouverte', category: 'pharmacy' });
    expect(collection.features[1]!.geometry).toBeNull();
  });

  it('answers 304 to a client that holds the current copy, and 200 again once the directory changed', async () => {
    const first = await readPublic(t, '/api/open-data/facilities.geojson');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/open-data/facilities.geojson',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await createFacility(t.database.db, { name: 'Nouvelle Pharmacie', category: 'pharmacy' });
    t.app.directoryVersion.invalidate();
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/open-data/facilities.geojson',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Collection>().features.map((f) => f.properties.name)).toContain('Nouvelle Pharmacie');
  });

  it('is compressed for clients that accept gzip', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/open-data/facilities.csv',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
