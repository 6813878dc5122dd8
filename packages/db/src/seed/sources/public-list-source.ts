import type { FacilityType, LocationPrecision } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../client';
import type { RefDivision, RefSubdivision } from '../fallback-geography';
import type { OsmFacility } from '../reference-files';
import { importSource, type SourceImportCounts, type SourceMeta, type SourceRecord } from './import-source';
import { matchPublicList, type Matching } from './match-public-list';
import { placeFromPosition } from './nearest-place';
import type { PublicList, PublicListRow } from './public-list-file';
import { plainWords } from './name-words';
import { publicListName } from './public-list-names';

/** The 2019 national public facility list (Maina et al. 2019), as its PROVENANCE.md describes the copy. */
export const PUBLIC_LIST_SOURCE: SourceMeta = {
  source: 'public_mfl_2019',
  retrievedOn: '2026-11-28',
  licence: 'CC0-1.0',
  facilityKey: (key) => `public_mfl_2019:${key}`,
};

/** The list's kinds as the directory's types. */
const listTypes: Record<string, FacilityType> = {
  'centre de sante integre': 'integrated_health_center',
  'health centre': 'health_center',
  'centre medical d arrondissement': 'district_medical_center',
  'hopital de district': 'district_hospital',
  dispensaire: 'dispensary',
  'hopital regional': 'regional_hospital',
  'hopital general': 'general_hospital',
  'hopital centraux': 'general_hospital',
  clinic: 'clinic',
};
const plain = (text: string) => plainWords(text).join(' ');

/**
 * Coordinates the list took from Google Earth, Encarta or Fallingrain, whose terms forbid maps derived from them
 * (why OpenStreetMap declined the list): they place the facility in its subdivision, and are never published.
 */
const withheldSources = new Set(['google earth', 'encarta', 'fallingrain']);

export function listFacilityType(row: PublicListRow): FacilityType {
  return listTypes[plain(row.facilityType)] ?? 'health_center';
}

function positionOf(row: PublicListRow): { lat: number | null; lng: number | null; precision: LocationPrecision } {
  if (row.lat === null || row.lng === null) return { lat: null, lng: null, precision: 'none' };
  if (withheldSources.has(plain(row.llSource))) return { lat: null, lng: null, precision: 'withheld' };
  return { lat: row.lat, lng: row.lng, precision: 'village' };
}

export type PublicListReport = SourceImportCounts & { matched: number; suggested: number; withoutPosition: number };

/**
 * Imports the national public list beside OpenStreetMap: a facility both hold becomes one (OpenStreetMap's keeps its
 * id; the list gives it its official type and names), pairs the matching is unsure of and names the list repeats
 * are left to staff (facility_match_suggestions), every other row is a new public facility.
 */
export async function importPublicList(
  db: Db,
  list: PublicList,
  osm: OsmFacility[],
  geography: { divisions: RefDivision[]; subdivisions: RefSubdivision[] },
): Promise<PublicListReport> {
  const matching = matchPublicList(
    list.rows.map((row) => ({
      key: row.sourceRow,
      name: row.name,
      regionId: row.regionId,
      lat: row.lat,
      lng: row.lng,
    })),
    osm
      .filter((record) => record.category === 'hospital')
      .map((record) => ({
        key: record.source_id,
        name: record.name,
        regionId: record.region_id,
        lat: record.lat,
        lng: record.lng,
        facilityType: record.facility_type,
      })),
    list.overlap.map((pair) => ({ listKey: pair.sourceRow, mappedKey: pair.osmSourceId })),
  );
  const osmFacility = await osmFacilityIds(db);
  const joined = new Map(
    matching.sure.flatMap((pair) => {
      const id = osmFacility.get(pair.mappedKey);
      return id === undefined ? [] : [[pair.listKey, id] as const];
    }),
  );
  const records = list.rows.map((row): SourceRecord => {
    const naming = publicListName(row.name);
    const position = positionOf(row);
    const place = placeFromPosition(geography, row.regionId, row.lat, row.lng);
    const joinFacilityId = joined.get(row.sourceRow);
    return {
      key: row.sourceRow,
      ...(joinFacilityId === undefined ? {} : { joinFacilityId }),
      groups: {
        category: { category: 'hospital' },
        type: { facility_type: listFacilityType(row) },
        name: { name: naming.display },
        place: { region_id: place.regionId, division_id: place.divisionId, subdivision_id: place.subdivisionId },
        position: { lat: position.lat, lng: position.lng, location_precision: position.precision },
        aliases: { aliases: joinFacilityId === undefined ? naming.aliases : [naming.display, ...naming.aliases] },
      },
    };
  });
  const counts = await importSource(db, PUBLIC_LIST_SOURCE, records);
  const suggested = await writeSuggestions(db, matching, osmFacility);
  return {
    ...counts,
    matched: joined.size,
    suggested,
    withoutPosition: records.filter((record) => record.groups.position?.lat === null).length,
  };
}

async function osmFacilityIds(db: Db): Promise<Map<string, number>> {
  const rows = await queryRows<{ key: string; id: number }>(
    db,
    sql`SELECT source_key AS key, facility_id AS id FROM facility_source_records WHERE source = 'osm'`,
  );
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** The pairs staff decide on; a pair already there (or already merged, archived) is left as it is. */
async function writeSuggestions(db: Db, matching: Matching, osmFacility: Map<string, number>): Promise<number> {
  const listFacility = new Map(
    (
      await queryRows<{ key: string; id: number }>(
        db,
        sql`SELECT source_key AS key, facility_id AS id FROM facility_source_records WHERE source = 'public_mfl_2019'`,
      )
    ).map((row) => [row.key, row.id]),
  );
  const pairs = [
    ...matching.unsure.map((pair) => ({
      a: osmFacility.get(pair.mappedKey),
      b: listFacility.get(pair.listKey),
      reason: 'unsure_match',
      similarity: pair.similarity,
      distance: pair.distanceMetres,
    })),
    ...matching.sameName.map((pair) => ({
      a: listFacility.get(pair.firstKey),
      b: listFacility.get(pair.secondKey),
      reason: 'same_name_in_source',
      similarity: 1,
      distance: pair.distanceMetres,
    })),
  ].flatMap(({ a, b, reason, similarity, distance }) =>
    a === undefined || b === undefined || a === b
      ? []
      : [
          {
            first_id: Math.min(a, b),
            second_id: Math.max(a, b),
            reason,
            similarity,
            distance_metres: distance === null ? null : Math.round(distance),
          },
        ],
  );
  if (pairs.length === 0) return 0;
  await queryRows(
    db,
    sql`INSERT INTO facility_match_suggestions (first_id, second_id, reason, similarity, distance_metres)
      SELECT first_id, second_id, reason, similarity, distance_metres
      FROM json_populate_recordset(NULL::facility_match_suggestions, ${JSON.stringify(pairs)}::json)
      ON CONFLICT DO NOTHING`,
  );
  return pairs.length;
}
