import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/** The national public facility list's folder inside the reference data folder (its README and PROVENANCE.md). */
export const PUBLIC_LIST_FOLDER = 'public-mfl-2019';

/** One row of `public-mfl-2019/facilities.csv`, as that folder's PROVENANCE.md describes it. */
export type PublicListRow = {
  sourceRow: string;
  regionId: number | null;
  name: string;
  facilityType: string;
  lat: number | null;
  lng: number | null;
  llSource: string;
};

/** One row of `overlap-with-osm.csv`: a pair the list's publisher of this copy found in OpenStreetMap too. */
export type PublicListOverlap = { sourceRow: string; osmSourceId: string };

export type PublicList = { rows: PublicListRow[]; overlap: PublicListOverlap[] };

const required = ['source_row', 'facility_name', 'facility_type', 'lat', 'lng', 'll_source', 'region_id'];

const toNumber = (value: string | undefined) => {
  const text = value?.trim();
  if (!text) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
};

async function readCsv(file: string, columns: string[]): Promise<Record<string, string>[]> {
  let records: Record<string, string>[];
  try {
    records = parse(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true });
  } catch (error) {
    throw new Error(`Reference data file ${file} cannot be read: ${(error as Error).message}`);
  }
  const missing = columns.filter((column) => records.length > 0 && !(column in records[0]!));
  if (missing.length > 0) throw new Error(`Reference data file ${file}: missing columns ${missing.join(', ')}`);
  return records;
}

/** Reads the public list beside the other reference files, or returns null when the folder has none. */
export async function readPublicList(dir: string): Promise<PublicList | null> {
  const folder = path.join(dir, PUBLIC_LIST_FOLDER);
  const file = path.join(folder, 'facilities.csv');
  if (!existsSync(file)) return null;
  const rows = (await readCsv(file, required)).map((record, index) => {
    const sourceRow = record.source_row?.trim() ?? '';
    const name = record.facility_name?.trim() ?? '';
    if (!/^\d+$/.test(sourceRow) || !name)
      throw new Error(`Reference data file ${file}, record ${index + 1}: no source_row or name`);
    return {
      sourceRow,
      regionId: toNumber(record.region_id),
      name,
      facilityType: record.facility_type?.trim() ?? '',
      lat: toNumber(record.lat),
      lng: toNumber(record.lng),
      llSource: record.ll_source?.trim() ?? '',
    };
  });
  const overlapFile = path.join(folder, 'overlap-with-osm.csv');
  const overlap = existsSync(overlapFile)
    ? (await readCsv(overlapFile, ['source_row', 'shipped_source_id'])).map((record) => ({
        sourceRow: record.source_row!.trim(),
        osmSourceId: record.shipped_source_id!.trim(),
      }))
    : [];
  return { rows, overlap };
}
