import {
  adminFacilityUpdateSchema,
  classifyIssue,
  facilityImportColumns,
  facilityTypes,
  foldName,
  weekdays,
  type FacilityImportColumnKey,
  type FacilityImportError,
  type FacilityType,
  type WeeklyHours,
} from '@hc/shared';
import { parseOsmOpeningHours } from '@hc/db/seed';
import type { ImportRow } from './facility-import-csv';
import { importError } from './facility-import-csv';
import { normalizePhone } from './phone';

/** The facility fields an import writes, named as in the facility's history (and the record's API shape). */
export type ImportValues = {
  name: string;
  facilityType: FacilityType;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  licenseNumber: string | null;
  openingHours: WeeklyHours | null;
  services: string[];
  latitude: number | null;
  longitude: number | null;
  sourceId: string | null;
};

export type ImportLocation = {
  regionId: number | null;
  divisionId: number | null;
  subdivisionId: number | null;
  /** Which of the three columns the file has (a level whose column is absent keeps its value when it can). */
  given: { region: boolean; division: boolean; subdivision: boolean };
};

/** One row read and checked on its own (matching against the database comes after). */
export type ParsedRow = {
  row: number;
  id: number | null;
  version: number | null;
  /** The Source cell (lower case), read for a new facility only. */
  source: string;
  values: Partial<ImportValues>;
  location: ImportLocation | null;
  errors: FacilityImportError[];
  /**
   * A Contact cell that is not a valid phone number: refused, unless it is exactly the number the
   * facility already has (stored before numbers were checked), which the row then leaves as it is.
   */
  invalidPhone: string | null;
};

export type Place = { id: number; parentId: number | null; nameEn: string; nameFr: string };
export type Places = { regions: Place[]; divisions: Place[]; subdivisions: Place[] };

const headerOf = (key: FacilityImportColumnKey) => facilityImportColumns.find((c) => c.key === key)!.header;

type PlaceIndex = { byId: Map<number, Place>; byName: Map<string, Place[]> };

function indexPlaces(places: Place[]): PlaceIndex {
  const byName = new Map<string, Place[]>();
  for (const place of places) {
    for (const name of new Set([foldName(place.nameEn), foldName(place.nameFr)])) {
      byName.set(name, [...(byName.get(name) ?? []), place]);
    }
  }
  return { byId: new Map(places.map((p) => [p.id, p])), byName };
}

export type PlaceLookup = ReturnType<typeof createPlaceLookup>;

/** Finds regions, divisions and subdivisions by id or English/French name, loaded once per import. */
export function createPlaceLookup(places: Places) {
  const levels = {
    region: indexPlaces(places.regions),
    division: indexPlaces(places.divisions),
    subdivision: indexPlaces(places.subdivisions),
  };
  return {
    parentOf: (level: 'division' | 'subdivision', id: number) => levels[level].byId.get(id)?.parentId ?? null,
    /** The places of the level the cell names, those under `parentId` when it is given. */
    find(level: keyof typeof levels, cell: string, parentId: number | null) {
      const index = levels[level];
      const all = /^\d+$/.test(cell)
        ? [index.byId.get(Number(cell))].filter((p): p is Place => Boolean(p))
        : (index.byName.get(foldName(cell)) ?? []);
      const under = parentId === null ? all : all.filter((p) => p.parentId === parentId);
      return { all, under };
    },
  };
}

/** The region, division and subdivision a row names, parents filled from the children; errors by column. */
function resolveLocation(row: ImportRow, headers: ImportHeaders, places: PlaceLookup, errors: FacilityImportError[]) {
  const given = {
    region: headers.region !== undefined,
    division: headers.division !== undefined,
    subdivision: headers.subdivision !== undefined,
  };
  if (!given.region && !given.division && !given.subdivision) return null;
  const location: ImportLocation = { regionId: null, divisionId: null, subdivisionId: null, given };
  const levels = [
    ['region', 'regionId', null],
    ['division', 'divisionId', 'regionId'],
    ['subdivision', 'subdivisionId', 'divisionId'],
  ] as const;
  for (const [level, idKey, parentKey] of levels) {
    const cell = row.cells[level] ?? '';
    if (cell === '') continue;
    const parentId = parentKey ? location[parentKey] : null;
    const { all, under } = places.find(level, cell, parentId);
    const column = headers[level]!;
    if (under.length === 1) location[idKey] = under[0]!.id;
    else if (under.length > 1) errors.push(importError(row.row, column, 'ambiguous_location'));
    else errors.push(importError(row.row, column, all.length > 0 ? 'location_mismatch' : 'unknown_location'));
  }
  // A subdivision names its division and region; a division its region.
  if (location.subdivisionId !== null && location.divisionId === null)
    location.divisionId = places.parentOf('subdivision', location.subdivisionId);
  if (location.divisionId !== null && location.regionId === null)
    location.regionId = places.parentOf('division', location.divisionId);
  return location;
}

export type ImportHeaders = Partial<Record<FacilityImportColumnKey, string>>;

/** Every field of a row but the location, checked by the shared schema the create and edit forms use. */
const rowSchema = adminFacilityUpdateSchema.omit({ version: true });

const decimal = /^[+-]?\d+([.,]\d+)?$/;
/** A number cell ('4,05' as a French spreadsheet writes it too); anything else is left for the schema to refuse. */
const numberOrText = (cell: string): number | string | null =>
  cell === '' ? null : decimal.test(cell) ? Number(cell.replace(',', '.')) : cell;

/** 'Dental clinic', 'dental-clinic' and 'dental_clinic' are the same type code. */
function typeCode(cell: string): string {
  const code = cell
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '_')
    .replace(/centre$/, 'center');
  return (facilityTypes as readonly string[]).includes(code) ? code : cell;
}

const schemaFields = {
  name: 'name',
  facilityType: 'facilityType',
  email: 'email',
  phone: 'phone',
  website: 'website',
  address: 'address',
  licenseNumber: 'licenseNumber',
  latitude: 'latitude',
  longitude: 'longitude',
  openingTime: 'openingTime',
  closingTime: 'closingTime',
  services: 'services',
} as const satisfies Partial<Record<FacilityImportColumnKey, string>>;

/** Reads one row: the values it sets and every problem, each named by the column the file calls it. */
export function parseImportRow(row: ImportRow, headers: ImportHeaders, places: PlaceLookup): ParsedRow {
  const errors: FacilityImportError[] = [];
  const { cells } = row;
  const cellError = (key: FacilityImportColumnKey, code: Parameters<typeof importError>[2], params?: object) =>
    errors.push(importError(row.row, headers[key] ?? headerOf(key), code, params as Record<string, number>));

  const integerCell = (key: 'id' | 'version') => {
    const cell = cells[key] ?? '';
    if (cell === '') return null;
    if (/^\d{1,9}$/.test(cell) && Number(cell) > 0) return Number(cell);
    cellError(key, 'not_integer');
    return null;
  };
  const id = integerCell('id');
  const version = integerCell('version');

  // The schema's input: only the columns the file has; an empty cell clears the field (null).
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schemaFields) as [keyof typeof schemaFields, string][]) {
    const cell = cells[key];
    if (cell === undefined) continue;
    if (key === 'name' || key === 'facilityType') {
      // These cannot be cleared: an empty cell is a missing value.
      if (cell === '') cellError(key, 'required');
      else input[field] = key === 'facilityType' ? typeCode(cell) : cell;
    } else if (key === 'latitude' || key === 'longitude') input[field] = numberOrText(cell);
    // Codes or catalogue names, as the export joins them; the schema turns names into codes.
    else if (key === 'services') input[field] = splitList(cell);
    else input[field] = cell === '' ? null : cell;
  }
  // Each field is checked on its own: a wrong email does not hide a wrong phone in the same row.
  const refused = new Set<string>();
  let parsed = rowSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof typeof schemaFields;
      const { code, params } = classifyIssue({ ...issue, input: valueAt(input, issue.path) });
      cellError(key, code, params);
      refused.add(key);
      delete input[key];
    }
    parsed = rowSchema.safeParse(input);
  }
  const data = parsed.success ? parsed.data : {};
  const values: Partial<ImportValues> = {};
  for (const key of ['name', 'facilityType', 'email', 'website', 'address', 'licenseNumber', 'services'] as const)
    if (data[key] !== undefined) (values as Record<string, unknown>)[key] = data[key];
  let invalidPhone: string | null = null;
  if (data.phone !== undefined) {
    const phone = data.phone === null ? null : normalizePhone(data.phone);
    if (data.phone !== null && !phone) invalidPhone = data.phone;
    else values.phone = phone;
  }
  // Both or neither: a position is two coordinates, daily hours an opening and a closing time.
  if (
    !refused.has('latitude') &&
    !refused.has('longitude') &&
    (data.latitude !== undefined || data.longitude !== undefined)
  ) {
    const [latitude, longitude] = [data.latitude ?? null, data.longitude ?? null];
    if ((latitude === null) !== (longitude === null))
      cellError(latitude === null ? 'latitude' : 'longitude', 'required');
    else Object.assign(values, { latitude, longitude });
  }
  if (
    !refused.has('openingTime') &&
    !refused.has('closingTime') &&
    (data.openingTime !== undefined || data.closingTime !== undefined)
  ) {
    const [opens, closes] = [data.openingTime ?? null, data.closingTime ?? null];
    if ((opens === null) !== (closes === null)) cellError(opens === null ? 'openingTime' : 'closingTime', 'required');
    else
      values.openingHours =
        opens && closes ? Object.fromEntries(weekdays.map((day) => [day, [{ opens, closes }]])) : null;
  }
  readOpeningHours(cells, cellError, values);

  if (cells.sourceId !== undefined) {
    if (cells.sourceId.length > 200) cellError('sourceId', 'too_long', { maximum: 200 });
    else values.sourceId = cells.sourceId === '' ? null : cells.sourceId;
  }
  const source = (cells.source ?? '').toLowerCase();
  const location = resolveLocation(row, headers, places, errors);
  return { row: row.row, id, version, source, values, location, errors, invalidPhone };
}

/** A list cell ("vaccination; maternity_ward"): semicolons only, as catalogue names hold commas. */
const splitList = (cell: string) =>
  cell
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Longest Opening Hours cell read (a week of several intervals a day is well under it). */
const HOURS_TEXT_MAX = 500;

/**
 * The Opening Hours column, in OpenStreetMap syntax (what the export writes), read with the same evaluator
 * as the OpenStreetMap import: one weekly pattern or a row error. Opening Time/Closing Time (older files)
 * may fill an empty cell, never contradict a filled one.
 */
function readOpeningHours(
  cells: ImportRow['cells'],
  cellError: (
    key: FacilityImportColumnKey,
    code: 'invalid_hours' | 'hours_given_twice' | 'too_long',
    params?: object,
  ) => void,
  values: Partial<ImportValues>,
) {
  const cell = cells.openingHours;
  if (cell === undefined) return;
  const timesGiven = (cells.openingTime ?? '') !== '' || (cells.closingTime ?? '') !== '';
  if (cell === '') {
    if (!timesGiven) values.openingHours = null;
  } else if (timesGiven) cellError('openingHours', 'hours_given_twice');
  else if (cell.length > HOURS_TEXT_MAX) cellError('openingHours', 'too_long', { maximum: HOURS_TEXT_MAX });
  else {
    const hours = parseOsmOpeningHours(cell);
    if (hours) values.openingHours = hours;
    else cellError('openingHours', 'invalid_hours');
  }
}

function valueAt(input: Record<string, unknown>, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
