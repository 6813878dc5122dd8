import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../client';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { seedDatabase, type SeedReport } from '../index';

// A small reference folder built for the test: two regions, their places, three OpenStreetMap facilities and
// a public list whose rows each exercise one rule of the import.
const region = (id: number, name: string, lat: number, lng: number) => ({
  id,
  code: `CM-${id}`,
  pcode: `CM${id}`,
  name_en: name,
  name_fr: name,
  capital: null,
  population: null,
  lat,
  lng,
});
const regions = [region(100, 'Centre', 3.87, 11.52), region(107, 'South', 2.9, 11.15)];
const divisions = [
  {
    id: 1,
    code: 'D1',
    region_id: 100,
    name_en: 'Mfoundi',
    name_fr: 'Mfoundi',
    headquarters: null,
    lat: 3.87,
    lng: 11.52,
  },
  {
    id: 2,
    code: 'D2',
    region_id: 100,
    name_en: 'Nyong-et-So’o',
    name_fr: 'Nyong-et-So’o',
    headquarters: null,
    lat: 3.52,
    lng: 11.5,
  },
  {
    id: 3,
    code: 'D3',
    region_id: 107,
    name_en: 'Dja-et-Lobo',
    name_fr: 'Dja-et-Lobo',
    headquarters: null,
    lat: 2.9,
    lng: 11.15,
  },
];
const subdivision = (id: number, divisionId: number, name: string, lat: number, lng: number) => ({
  id,
  code: `S${id}`,
  division_id: divisionId,
  name_en: name,
  name_fr: name,
  type: 'Rural',
  lat,
  lng,
});
const subdivisions = [
  subdivision(1, 1, 'Yaoundé VII', 3.87, 11.45),
  subdivision(2, 2, 'Mbalmayo', 3.52, 11.5),
  subdivision(3, 3, 'Sangmélima', 2.93, 11.98),
];
const osm = (sourceId: string, name: string, facilityType: string, lat: number, lng: number, extra = {}) => ({
  source_id: sourceId,
  name,
  category: facilityType === 'Pharmacy' ? 'pharmacy' : 'hospital',
  facility_type: facilityType,
  region_id: 100,
  division_id: 1,
  subdivision_id: 1,
  lat,
  lng,
  phone: null,
  opening_hours: null,
  operator: null,
  speciality: null,
  beds: null,
  emergency: null,
  website: null,
  last_edited: '2019-05-01',
  ...extra,
});
const osmFacilities = [
  osm('osm:node/1', 'Centre de Santé Intégré de Nkolbisson', 'Clinic', 3.8725, 11.4525, { phone: '+237 222 00 00 01' }),
  osm('osm:node/2', 'Hôpital de District de Mfou', 'Hospital', 3.721, 11.641),
  osm('osm:node/3', 'CSI Mbalmayo Urbain', 'Clinic', 3.52, 11.5),
  osm('osm:node/4', 'Clinique Vétérinaire De Ngousso', 'Clinic', 3.9, 11.55),
  osm('osm:node/5', 'Centre de santé', 'Clinic', 3.88, 11.46),
];
const listHeader =
  'source_row,country,admin1,facility_name,facility_type,ownership,lat,lng,ll_source,region_id,category_hint';
const listRows = [
  // Beside OpenStreetMap's CSI of Nkolbisson (about 300 m): the same facility.
  '9001,Cameroon,Centre,Nkolbisson Centre de Santé Integre,Centre de Santé Intégré,MoH,3.8700,11.4500,Digitized from online map,100,health_centre',
  // Mfou's CSI beside Mfou's district hospital: two places, however alike the names.
  '9002,Cameroon,Centre,Mfou Centre de Santé Integre,Centre de Santé Intégré,MoH,3.7215,11.6405,Geonames,100,health_centre',
  // One name twice in a region, 40 km apart: both kept, shown to staff.
  '9003,Cameroon,Centre,Ntouessong Centre de Santé Integre,Centre de Santé Intégré,MoH,3.60,11.52,Digitized from online map,100,health_centre',
  '9004,Cameroon,Centre,Ntouessong Centre de Santé Integre,Centre de Santé Intégré,MoH,3.95,11.40,Geonames,100,health_centre',
  // Coordinates from Google Earth: they place it, they are not published.
  '9005,Cameroon,South,Zokok Centre de Santé Integre,Centre de Santé Intégré,MoH,2.95,11.95,Google Earth,107,health_centre',
  // No coordinates: the region only.
  '9006,Cameroon,South,Allat-Mengack Centre de Santé Integre,Centre de Santé Intégré,MoH,,,,107,health_centre',
  // Mbalmayo Urbain's CSI 7 km from the mapped one: alike, not surely the same.
  '9007,Cameroon,Centre,Mbalmayo Urbain Centre de Santé Integre,Centre de Santé Intégré,MoH,3.583,11.5,Geonames,100,health_centre',
  '9008,Cameroon,South,Sangmelima Hôpital de District,Hôpital de District,MoH,2.94,11.97,Digitized from online map,107,hospital',
];

async function writeReference(dir: string, osmRecords: unknown[]) {
  await mkdir(path.join(dir, 'public-mfl-2019'), { recursive: true });
  await writeFile(path.join(dir, 'regions.json'), JSON.stringify(regions));
  await writeFile(path.join(dir, 'divisions.json'), JSON.stringify(divisions));
  await writeFile(path.join(dir, 'subdivisions.json'), JSON.stringify(subdivisions));
  await writeFile(path.join(dir, 'facilities-osm.json'), JSON.stringify(osmRecords));
  await writeFile(path.join(dir, 'public-mfl-2019', 'facilities.csv'), [listHeader, ...listRows].join('\n') + '\n');
}

type FacilityRow = {
  id: number;
  name: string;
  facilityType: string;
  source: string;
  lat: number | null;
  lng: number | null;
  regionId: number | null;
  divisionId: number | null;
  subdivisionId: number | null;
  precision: string | null;
  aliases: string[];
  phone: string | null;
  sources: string[];
};

describe('the national public list imported beside OpenStreetMap', () => {
  let database: TestDatabase;
  let dir: string;
  let first: SeedReport;

  const facility = async (where: ReturnType<typeof sql>) => {
    const rows = await queryRows<FacilityRow>(
      database.db,
      sql`SELECT f.id, f.name, f.facility_type AS "facilityType", f.source, f.lat, f.lng, f.region_id AS "regionId",
          f.division_id AS "divisionId", f.subdivision_id AS "subdivisionId", f.location_precision AS precision,
          f.aliases, f.phone,
          (SELECT coalesce(json_agg(r.source || ':' || r.source_key ORDER BY r.source), '[]') FROM facility_source_records r
            WHERE r.facility_id = f.id) AS sources
        FROM facilities f WHERE ${where}`,
    );
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  const bySourceRow = (row: string) =>
    facility(
      sql`f.id = (SELECT facility_id FROM facility_source_records WHERE source = 'public_mfl_2019' AND source_key = ${row})`,
    );

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hc-public-list-'));
    await writeReference(dir, osmFacilities);
    database = await createTestDatabase();
    first = await seedDatabase(database, { referenceDataDir: dir, demoData: false });
  });

  afterAll(async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes one facility of a place both sources hold: OpenStreetMap’s, with the official type and both records', async () => {
    expect(first.publicListFacilities).toMatchObject({ inserted: 7, joined: 1, matched: 1 });
    const mapped = await facility(sql`f.source_id = 'osm:node/1'`);
    expect(await bySourceRow('9001')).toEqual(mapped);
    expect(mapped).toMatchObject({
      name: 'Centre de Santé Intégré de Nkolbisson',
      facilityType: 'integrated_health_center',
      source: 'osm',
      lat: 3.8725,
      phone: '+237 222 00 00 01',
      precision: null,
      sources: ['osm:osm:node/1', 'public_mfl_2019:9001'],
    });
    expect(mapped.aliases).toContain('Nkolbisson Centre de Santé Integre');
    expect(mapped.aliases).toContain('CSI Nkolbisson');
  });

  it('names a list facility as people say it, keeps the list’s writing to search by, and places it', async () => {
    const mfou = await bySourceRow('9002');
    expect(mfou).toMatchObject({
      name: 'Centre de Santé Intégré de Mfou',
      facilityType: 'integrated_health_center',
      source: 'public_mfl_2019',
      aliases: ['Mfou Centre de Santé Integre', 'CSI Mfou'],
      precision: 'village',
      lat: 3.7215,
      regionId: 100,
    });
    expect(mfou.id).not.toBe((await facility(sql`f.source_id = 'osm:node/2'`)).id);
    expect(await bySourceRow('9008')).toMatchObject({
      name: 'Hôpital de District de Sangmelima',
      facilityType: 'district_hospital',
      regionId: 107,
      divisionId: 3,
      subdivisionId: 3,
    });
  });

  it('publishes no coordinates taken from a service that forbids it, and says where none is known', async () => {
    expect(await bySourceRow('9005')).toMatchObject({
      lat: null,
      lng: null,
      precision: 'withheld',
      regionId: 107,
      divisionId: 3,
      subdivisionId: 3,
    });
    expect(await bySourceRow('9006')).toMatchObject({
      lat: null,
      precision: 'none',
      regionId: 107,
      divisionId: null,
      subdivisionId: null,
    });
  });

  it('leaves to staff the pairs it is unsure of and the names the list repeats', async () => {
    const mbalmayo = await bySourceRow('9007');
    const mapped = await facility(sql`f.source_id = 'osm:node/3'`);
    const [first9003, second9004] = [await bySourceRow('9003'), await bySourceRow('9004')];
    expect(first9003.id).not.toBe(second9004.id);
    const suggestions = await queryRows<{ firstId: number; secondId: number; reason: string }>(
      database.db,
      sql`SELECT first_id AS "firstId", second_id AS "secondId", reason FROM facility_match_suggestions ORDER BY reason`,
    );
    expect(suggestions).toEqual([
      {
        firstId: Math.min(first9003.id, second9004.id),
        secondId: Math.max(first9003.id, second9004.id),
        reason: 'same_name_in_source',
      },
      { firstId: Math.min(mapped.id, mbalmayo.id), secondId: Math.max(mapped.id, mbalmayo.id), reason: 'unsure_match' },
    ]);
  });

  it('leaves out of the public directory what is no place of care, and names a place mapped as just "Centre de santé"', async () => {
    const vet = await facility(sql`f.source_id = 'osm:node/4'`);
    const [listing] = await queryRows<{ status: string; reason: string }>(
      database.db,
      sql`SELECT status, suspension_reason AS reason FROM facilities WHERE id = ${vet.id}`,
    );
    expect(listing).toEqual({
      status: 'suspended',
      reason: 'Not a place of care for people (veterinary): import rule',
    });
    expect((await facility(sql`f.source_id = 'osm:node/5'`)).name).toBe('Centre de santé, Yaoundé VII');
  });

  it('a second run writes nothing', async () => {
    const again = await seedDatabase(database, { referenceDataDir: dir, demoData: false });
    expect(again.osmFacilities).toEqual({ inserted: 0, updated: 0, joined: 0 });
    expect(again.publicListFacilities).toMatchObject({ inserted: 0, updated: 0, joined: 0 });
  });

  it('a later import updates what its source gave and never what staff changed', async () => {
    const mapped = await facility(sql`f.source_id = 'osm:node/1'`);
    // Staff correct the phone (and so own it); the import must leave it.
    await database.db.execute(
      sql`UPDATE facilities SET phone = '+237 699 00 00 00', locally_modified_at = now() WHERE id = ${mapped.id}`,
    );
    const mfou = await bySourceRow('9002');
    await database.db.execute(
      sql`UPDATE facilities SET facility_type = 'district_medical_center', locally_modified_at = now() WHERE id = ${mfou.id}`,
    );
    // OpenStreetMap later renames the facility and changes its phone.
    await writeReference(dir, [
      { ...osmFacilities[0], name: 'CSI de Nkolbisson', phone: '+237 222 99 99 99' },
      ...osmFacilities.slice(1),
    ]);
    // Staff put the veterinary clinic back (it treats people too, say): the rule no longer applies to it.
    const vet = await facility(sql`f.source_id = 'osm:node/4'`);
    await database.db.execute(
      sql`UPDATE facilities SET status = 'active', suspension_reason = NULL, locally_modified_at = now() WHERE id = ${vet.id}`,
    );
    const report = await seedDatabase(database, { referenceDataDir: dir, demoData: false });
    expect(report.osmFacilities).toEqual({ inserted: 0, updated: 1, joined: 0 });
    const [kept] = await queryRows<{ status: string }>(
      database.db,
      sql`SELECT status FROM facilities WHERE id = ${vet.id}`,
    );
    expect(kept!.status).toBe('active');
    expect(await facility(sql`f.id = ${mapped.id}`)).toMatchObject({
      name: 'CSI de Nkolbisson',
      phone: '+237 699 00 00 00',
      facilityType: 'integrated_health_center',
    });
    expect(await facility(sql`f.id = ${mfou.id}`)).toMatchObject({ facilityType: 'district_medical_center' });
  });
});
