import type { Db } from '@hc/db';
import {
  categoryOfType,
  FACILITY_IMPORT_MAX_ERRORS,
  FEATURED_MAX,
  facilityImportColumns,
  type FacilityChanges,
  type FacilityImportError,
  type FacilityImportReport,
  type FacilitySource,
} from '@hc/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { importError, readImportFile, type ImportFile } from './facility-import-csv';
import {
  createPlaceLookup,
  parseImportRow,
  type ImportValues,
  type ParsedRow,
  type PlaceLookup,
} from './facility-import-rows';
import {
  countFeaturedByCategory,
  findImportTargets,
  insertHistoryEntries,
  insertImportedFacilities,
  loadPlaces,
  reserveFacilityIds,
  updateImportedFacilities,
  type ImportColumns,
  type ImportTarget,
} from './facility-import.repository';

/** A facility's imported fields as the history names them (the record's API field names). */
type ImportedFields = ImportValues & {
  category: ImportTarget['category'];
  regionId: number | null;
  divisionId: number | null;
  subdivisionId: number | null;
};
const historyFields = [
  'name',
  'facilityType',
  'category',
  'email',
  'phone',
  'website',
  'address',
  'licenseNumber',
  'openingHours',
  'latitude',
  'longitude',
  'regionId',
  'divisionId',
  'subdivisionId',
  'sourceId',
] as const satisfies readonly (keyof ImportedFields)[];

type Creation = { row: number; fields: ImportedFields; source: FacilitySource };
type Update = { row: number; target: ImportTarget; fields: ImportedFields; changes: FacilityChanges };
type Analysis = {
  report: FacilityImportReport;
  creations: Creation[];
  updates: Update[];
  /** A problem with the file as a whole: it could not be checked row by row. */
  isUnreadable: boolean;
};

/** JSON with object keys sorted, so stored JSON (whose key order the database chooses) compares equal. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function changesBetween(before: ImportedFields | null, after: ImportedFields): FacilityChanges {
  const changes: FacilityChanges = {};
  for (const field of historyFields) {
    const old = before ? before[field] : null;
    if (stableJson(old) !== stableJson(after[field])) changes[field] = { before: old, after: after[field] };
  }
  return changes;
}

const toColumns = (fields: ImportedFields): ImportColumns => ({
  name: fields.name,
  facility_type: fields.facilityType,
  category: fields.category,
  email: fields.email,
  phone: fields.phone,
  website: fields.website,
  address: fields.address,
  license_number: fields.licenseNumber,
  opening_hours: fields.openingHours,
  lat: fields.latitude,
  lng: fields.longitude,
  region_id: fields.regionId,
  division_id: fields.divisionId,
  subdivision_id: fields.subdivisionId,
  source_id: fields.sourceId,
});

const emptyFields = (): Omit<ImportedFields, 'name' | 'facilityType' | 'category'> => ({
  email: null,
  phone: null,
  website: null,
  address: null,
  licenseNumber: null,
  openingHours: null,
  latitude: null,
  longitude: null,
  regionId: null,
  divisionId: null,
  subdivisionId: null,
  sourceId: null,
});

/** The place after the row: the levels it gives, the parents they imply, the others kept while they still fit. */
function nextPlace(parsed: ParsedRow, current: ImportedFields | ImportTarget | null, places: PlaceLookup) {
  const place = {
    regionId: current?.regionId ?? null,
    divisionId: current?.divisionId ?? null,
    subdivisionId: current?.subdivisionId ?? null,
  };
  const location = parsed.location;
  if (!location) return place;
  const regionId = location.given.region || location.regionId !== null ? location.regionId : place.regionId;
  let divisionId = location.given.division || location.divisionId !== null ? location.divisionId : place.divisionId;
  if (divisionId !== null && places.parentOf('division', divisionId) !== regionId) divisionId = null;
  let subdivisionId =
    location.given.subdivision || location.subdivisionId !== null ? location.subdivisionId : place.subdivisionId;
  if (subdivisionId !== null && places.parentOf('subdivision', subdivisionId) !== divisionId) subdivisionId = null;
  return { regionId, divisionId, subdivisionId };
}

const headerOf = (file: ImportFile, key: (typeof facilityImportColumns)[number]['key']) =>
  file.headers[key] ?? facilityImportColumns.find((c) => c.key === key)!.header;

/** Checks every row against the database as it is now: what an import would create, change and leave. */
async function analyse(db: Db, file: ImportFile, dryRun: boolean): Promise<Analysis> {
  const errors: FacilityImportError[] = [...file.errors];
  const counts = { rows: file.rows.length, create: 0, update: 0, unchanged: 0, kept: 0 };
  const finish = (creations: Creation[], updates: Update[], keptRows: number[], isUnreadable = false): Analysis => {
    errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return {
      report: {
        dryRun,
        counts,
        keptRows: keptRows.slice(0, FACILITY_IMPORT_MAX_ERRORS),
        errors: errors.slice(0, FACILITY_IMPORT_MAX_ERRORS),
        errorCount: errors.length,
      },
      creations,
      updates,
      isUnreadable,
    };
  };
  // A file that cannot be read, or whose header is wrong, is not looked at row by row.
  if (file.errors.some((error) => error.code !== 'extra_cells')) return finish([], [], [], true);

  const places = createPlaceLookup(await loadPlaces(db));
  const parsedRows = file.rows.map((row) => parseImportRow(row, file.headers, places));
  const ids = [...new Set(parsedRows.flatMap((p) => (p.id === null ? [] : [p.id])))];
  const sourceIds = [...new Set(parsedRows.flatMap((p) => (p.values.sourceId ? [p.values.sourceId] : [])))];
  const targets = await findImportTargets(db, ids, sourceIds);
  const byId = new Map(targets.map((t) => [t.id, t]));
  const bySourceId = new Map(targets.flatMap((t) => (t.sourceId ? [[t.sourceId, t] as const] : [])));
  const featured = await countFeaturedByCategory(db);

  const creations: Creation[] = [];
  const updates: Update[] = [];
  const keptRows: number[] = [];
  const rowOfFacility = new Map<number, number>();
  const rowOfSourceId = new Map<string, number>();

  for (const parsed of parsedRows) {
    const rowErrors = [...parsed.errors];
    const fail = (key: Parameters<typeof headerOf>[1], code: Parameters<typeof importError>[2], params?: object) =>
      rowErrors.push(importError(parsed.row, headerOf(file, key), code, params as Record<string, number>));
    const { values } = parsed;

    let target: ImportTarget | null = null;
    let matchedBySourceId = false;
    if (parsed.id !== null) {
      target = byId.get(parsed.id) ?? null;
      if (!target) fail('id', 'unknown_facility');
    } else if (values.sourceId) {
      target = bySourceId.get(values.sourceId) ?? null;
      matchedBySourceId = target !== null;
    }
    if (target) {
      const earlier = rowOfFacility.get(target.id);
      if (earlier !== undefined) fail(matchedBySourceId ? 'sourceId' : 'id', 'duplicate_row', { row: earlier });
      else rowOfFacility.set(target.id, parsed.row);
      if (parsed.version !== null && parsed.version !== target.version) fail('version', 'changed_meanwhile');
    }
    if (values.sourceId) {
      const earlier = rowOfSourceId.get(values.sourceId);
      const holder = bySourceId.get(values.sourceId);
      if (earlier !== undefined && !matchedBySourceId) fail('sourceId', 'duplicate_row', { row: earlier });
      else if (holder && target && holder.id !== target.id) fail('sourceId', 'source_id_taken');
      rowOfSourceId.set(values.sourceId, parsed.row);
    }

    // A source's re-import never overwrites what staff changed since (locally_modified_at): the row is
    // left out, its cells unread.
    if (matchedBySourceId && target?.locallyModifiedAt) {
      counts.kept++;
      keptRows.push(parsed.row);
      continue;
    }

    if (parsed.invalidPhone !== null && target?.phone?.trim() !== parsed.invalidPhone) fail('phone', 'invalid_phone');

    let source: FacilitySource = 'staff';
    if (!target && parsed.id === null) {
      if (values.name === undefined && !rowErrors.some((e) => e.column === headerOf(file, 'name')))
        fail('name', 'required');
      if (values.facilityType === undefined && !rowErrors.some((e) => e.column === headerOf(file, 'facilityType')))
        fail('facilityType', 'required');
      if (parsed.source === 'osm') source = 'osm';
      else if (parsed.source !== '' && parsed.source !== 'staff') fail('source', 'invalid_choice');
    }
    if (rowErrors.length > 0 || (parsed.id !== null && !target)) {
      errors.push(...rowErrors);
      continue;
    }

    const base = target ?? null;
    const facilityType = values.facilityType ?? base!.facilityType;
    const fields: ImportedFields = {
      ...(base
        ? {
            email: base.email,
            phone: base.phone,
            website: base.website,
            address: base.address,
            licenseNumber: base.licenseNumber,
            openingHours: base.openingHours,
            latitude: base.latitude,
            longitude: base.longitude,
            sourceId: base.sourceId,
          }
        : emptyFields()),
      ...values,
      name: values.name ?? base!.name,
      facilityType,
      category: categoryOfType(facilityType),
      ...nextPlace(parsed, base, places),
    } as ImportedFields;

    if (!target) {
      creations.push({ row: parsed.row, fields, source });
      counts.create++;
      continue;
    }
    const before: ImportedFields = { ...target };
    const changes = changesBetween(before, fields);
    if (Object.keys(changes).length === 0) {
      counts.unchanged++;
      continue;
    }
    // At most FEATURED_MAX featured facilities a category: a type change may move one to a full category.
    if (target.featuredRank !== null && fields.category !== target.category) {
      const inCategory = (featured[fields.category] ?? 0) + 1;
      if (inCategory > FEATURED_MAX) {
        errors.push(importError(parsed.row, headerOf(file, 'facilityType'), 'featured_full'));
        continue;
      }
      featured[fields.category] = inCategory;
      featured[target.category] = (featured[target.category] ?? 1) - 1;
    }
    updates.push({ row: parsed.row, target, fields, changes });
    counts.update++;
  }
  return finish(creations, updates, keptRows);
}

export type ImportOutcome = {
  report: FacilityImportReport;
  /** Nothing was imported: the file has errors (a commit), or could not be read at all (either mode). */
  rejected: boolean;
};

/**
 * CSV import of facilities (spec 02): a dry run reports what would happen and every problem (row,
 * column, code); a commit does it all in one transaction or, with any problem, nothing.
 */
export function createFacilityImportService(deps: { db: Db; clock: Clock; onDirectoryChange: () => void }) {
  const { db, clock } = deps;

  async function commit(context: RequestContext, file: ImportFile): Promise<ImportOutcome> {
    const stamp = { at: clock(), userId: signedInSession(context).user.id };
    let rejected: FacilityImportReport | null = null;
    const report = await db.transaction(async (tx) => {
      const analysis = await analyse(tx, file, false);
      if (analysis.report.errorCount > 0) {
        rejected = analysis.report;
        return analysis.report;
      }
      const ids = await reserveFacilityIds(tx, analysis.creations.length);
      const created = analysis.creations.map((creation, index) => ({ ...creation, id: ids[index]! }));
      await insertImportedFacilities(
        tx,
        created.map((c) => ({ ...toColumns(c.fields), id: c.id, status: 'pending' as const, source: c.source })),
        stamp,
      );
      const written = await updateImportedFacilities(
        tx,
        analysis.updates.map((u) => ({ ...toColumns(u.fields), id: u.target.id, version: u.target.version })),
        stamp,
      );
      if (written !== analysis.updates.length)
        throw new AppError('conflict', 'Some facilities were changed by someone else during the import: try again');
      await insertHistoryEntries(
        tx,
        [
          ...created.map((c) => ({
            facilityId: c.id,
            action: 'imported' as const,
            changes: {
              ...changesBetween(null, c.fields),
              status: { before: null, after: 'pending' },
              source: { before: null, after: c.source },
            },
          })),
          ...analysis.updates.map((u) => ({
            facilityId: u.target.id,
            action: 'imported' as const,
            changes: u.changes,
          })),
        ],
        stamp,
      );
      return analysis.report;
    });
    if (rejected) return { report: rejected, rejected: true };
    const { create, update, unchanged, kept } = report.counts;
    if (create + update > 0) deps.onDirectoryChange();
    await logRequestEvent(deps, context, {
      level: 'INFO',
      source: 'FACILITY',
      message: `Facilities imported: ${create} created, ${update} updated, ${unchanged} unchanged, ${kept} kept`,
      details: { action: 'imported', ...report.counts },
    });
    return { report, rejected: false };
  }

  return {
    /** Checks (dry run) or imports the CSV text. */
    async run(context: RequestContext, text: string, dryRun: boolean): Promise<ImportOutcome> {
      const file = readImportFile(text);
      if (dryRun) {
        const { report, isUnreadable } = await analyse(db, file, true);
        return { report, rejected: isUnreadable && file.errors.some((e) => e.row === null) };
      }
      return commit(context, file);
    },
  };
}
export type FacilityImportService = ReturnType<typeof createFacilityImportService>;
