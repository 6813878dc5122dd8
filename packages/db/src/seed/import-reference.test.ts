import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../client';
import { createTestDatabase, type TestDatabase } from '../testing';
import { importOsmFacilities } from './import-reference';
import type { OsmFacility } from './reference-files';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const osmFacility = (sourceId: string, website: string | null): OsmFacility => ({
  source_id: sourceId,
  name: `Imported ${sourceId}`,
  category: 'hospital',
  facility_type: 'hospital',
  region_id: null,
  division_id: null,
  subdivision_id: null,
  lat: null,
  lng: null,
  phone: null,
  opening_hours: null,
  operator: null,
  speciality: null,
  beds: null,
  emergency: null,
  website,
  last_edited: null,
});

describe('importOsmFacilities', () => {
  it('keeps an http(s) website and drops any other, so it is never stored to be served as a link', async () => {
    await importOsmFacilities(database.db, [
      osmFacility('test/1', ' https://hopital.example.cm '),
      osmFacility('test/2', 'javascript:alert(1)'),
      osmFacility('test/3', 'data:text/html,<script>alert(1)</script>'),
      osmFacility('test/4', '  JavaScript:alert(1)'),
      osmFacility('test/5', 'www.hopital.example.cm'),
    ]);
    const rows = await queryRows<{ source_id: string; website: string | null }>(
      database.db,
      sql`SELECT source_id, website FROM facilities WHERE source_id LIKE 'test/%' ORDER BY source_id`,
    );
    expect(rows).toEqual([
      { source_id: 'test/1', website: 'https://hopital.example.cm' },
      { source_id: 'test/2', website: null },
      { source_id: 'test/3', website: null },
      { source_id: 'test/4', website: null },
      { source_id: 'test/5', website: null },
    ]);
  });
});
