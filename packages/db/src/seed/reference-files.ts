import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RefDivision, RefRegion, RefSubdivision } from './fallback-geography';

/** One facility as `facilities-osm.json` records it (see that folder's README). */
export type OsmFacility = {
  source_id: string;
  name: string;
  category: string;
  facility_type: string;
  region_id: number | null;
  division_id: number | null;
  subdivision_id: number | null;
  lat: number | null;
  lng: number | null;
  phone: string | null;
  opening_hours: string | null;
  operator: string | null;
  speciality: string | null;
  beds: string | null;
  emergency: string | null;
  website: string | null;
  last_edited: string | null;
};

export type ReferenceData = {
  regions: RefRegion[];
  divisions: RefDivision[];
  subdivisions: RefSubdivision[];
  facilities: OsmFacility[];
};

const files = {
  regions: 'regions.json',
  divisions: 'divisions.json',
  subdivisions: 'subdivisions.json',
  facilities: 'facilities-osm.json',
} as const;

/** Reads the reference folder, or returns null when it is absent. A folder that is present but broken is an error. */
export async function readReferenceData(dir: string): Promise<ReferenceData | null> {
  if (!existsSync(path.join(dir, files.regions))) return null;
  const entries = await Promise.all(
    Object.entries(files).map(async ([key, file]) => {
      const fullPath = path.join(dir, file);
      let parsed: unknown;
      try {
        parsed = JSON.parse(await readFile(fullPath, 'utf8'));
      } catch (error) {
        throw new Error(`Reference data file ${fullPath} cannot be read: ${(error as Error).message}`);
      }
      if (!Array.isArray(parsed)) throw new Error(`Reference data file ${fullPath} must hold a JSON array`);
      assertRecords(
        fullPath,
        parsed,
        key === 'facilities' ? ['source_id', 'name', 'category'] : ['id', 'code', 'name_en'],
      );
      return [key, parsed] as const;
    }),
  );
  return Object.fromEntries(entries) as ReferenceData;
}

function assertRecords(file: string, records: unknown[], required: string[]): void {
  records.forEach((record, index) => {
    const missing = required.filter((field) => record === null || typeof record !== 'object' || !(field in record));
    if (missing.length > 0)
      throw new Error(`Reference data file ${file}, record ${index}: missing ${missing.join(', ')}`);
  });
}
