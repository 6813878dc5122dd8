import { analyzeTables, facilityTables, type Db } from '@hc/db';
import {
  categoryOfType,
  FACILITY_IMPORT_MAX_ERRORS,
  FEATURED_MAX,
  facilityImportColumns,
  type FacilityChanges,
  type FacilityImportError,
  type FacilityImportReport,
  type FacilityImportWarning,
  type FacilitySource,
  type WeeklyHours,
} from '@hc/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { regionScopeOf, signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { importError, importWarning, readImportFile, type ImportFile } from './facility-import-csv';
import {
  historyCheckedFields,
  isDataSource,
  mergeSourcedRow,
  ownerOfRow,
  ownersOfNewFacility,
} from './facility-import-sources';
import { isTemplateExample } from './facility-import-template';
import { changesBetween, emptyFields, nextPlace, toColumns, type ImportedFields } from './facility-import-fields';
import { createPlaceLookup, parseImportRow } from './facility-import-rows';
import {
  countFeaturedByCategory,
  findImportTargets,
  findSourceRecordFacilities,
  findStaffChangedFields,
  insertHistoryEntries,
  insertImportedFacilities,
  loadPlaces,
  reserveFacilityIds,
  updateImportedFacilities,
  updateSourcedFacilities,
  type ImportTarget,
} from './facility-import.repository';

type Creation = { row: number; fields: ImportedFields; source: FacilitySource; fieldSources: Record<string, string> };
type Update = {
  row: number;
  target: ImportTarget;
  fields: ImportedFields;
  changes: FacilityChanges;
  /** A source's row (matched by Source ID alone): the groups' new owners. Null for staff's (by Facility ID). */
  fieldSources: Record<string, string> | null;
};
type Analysis = {
  report: FacilityImportReport;
  creations: Creation[];
  updates: Update[];
  /** A problem with the file as a whole: it could not be checked row by row. */
  isUnreadable: boolean;
};

const headerOf = (file: ImportFile, key: (typeof facilityImportColumns)[number]['key']) =>
  file.headers[key] ?? facilityImportColumns.find((c) => c.key === key)!.header;

/** No opening hours: null, or a week without a day (both export as an empty cell). */
const hasNoHours = (hours: WeeklyHours | null) => !hours || Object.keys(hours).length === 0;

/** Checks every row against the database as it is now: what an import would create, change and leave. */
async function analyse(db: Db, file: ImportFile, dryRun: boolean, scope: number | null): Promise<Analysis> {
  const errors: FacilityImportError[] = [...file.errors];
  const warnings: FacilityImportWarning[] = [];
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
        warnings: warnings.slice(0, FACILITY_IMPORT_MAX_ERRORS),
        warningCount: warnings.length,
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
  // An open-data source's row is also found by that source's record of it (its own key).
  const recordKey = (source: string, key: string) => `${source}\u0000${key}`;
  const recordKeys = new Map(
    parsedRows.flatMap((p) =>
      p.id === null && p.values.sourceId && isDataSource(p.source)
        ? [[recordKey(p.source, p.values.sourceId), { source: p.source, key: p.values.sourceId }] as const]
        : [],
    ),
  );
  const records = await findSourceRecordFacilities(db, [...recordKeys.values()]);
  const facilityOfRecord = new Map(records.map((r) => [recordKey(r.source, r.key), r.facilityId]));
  const targets = await findImportTargets(db, [...ids, ...records.map((r) => r.facilityId)], sourceIds);
  const byId = new Map(targets.map((t) => [t.id, t]));
  const bySourceId = new Map(targets.flatMap((t) => (t.sourceId ? [[t.sourceId, t] as const] : [])));
  const hasSourceRows = parsedRows.some((p) => p.id === null && p.values.sourceId);
  const staffChanged = hasSourceRows
    ? await findStaffChangedFields(
        db,
        targets.map((t) => t.id),
        historyCheckedFields,
      )
    : new Map<number, Set<string>>();
  const featured = await countFeaturedByCategory(db);
  const isGiven = (key: Parameters<typeof headerOf>[1]) => file.headers[key] !== undefined;

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
      const viaRecord = facilityOfRecord.get(recordKey(parsed.source, values.sourceId));
      target = (viaRecord === undefined ? undefined : byId.get(viaRecord)) ?? bySourceId.get(values.sourceId) ?? null;
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
      // A source's row keeps its facility's source id (found by a record, it may differ): nothing is taken.
      else if (holder && target && !matchedBySourceId && holder.id !== target.id) fail('sourceId', 'source_id_taken');
      rowOfSourceId.set(values.sourceId, parsed.row);
    }

    if (parsed.invalidPhone !== null && target?.phone?.trim() !== parsed.invalidPhone) fail('phone', 'invalid_phone');

    let source: FacilitySource = 'staff';
    if (!target && parsed.id === null) {
      if (values.name === undefined && !rowErrors.some((e) => e.column === headerOf(file, 'name')))
        fail('name', 'required');
      if (values.facilityType === undefined && !rowErrors.some((e) => e.column === headerOf(file, 'facilityType')))
        fail('facilityType', 'required');
      if (isDataSource(parsed.source)) source = parsed.source;
      else if (parsed.source !== '' && parsed.source !== 'staff') fail('source', 'invalid_choice');
    }
    if (rowErrors.length > 0 || (parsed.id !== null && !target)) {
      errors.push(...rowErrors);
      continue;
    }
    if (values.name !== undefined && isTemplateExample(values.name))
      warnings.push(importWarning(parsed.row, headerOf(file, 'name'), 'example_row'));

    const base = target ?? null;
    const facilityType = values.facilityType ?? base!.facilityType;
    let fields: ImportedFields = {
      ...(base
        ? {
            email: base.email,
            phone: base.phone,
            website: base.website,
            address: base.address,
            licenseNumber: base.licenseNumber,
            openingHours: base.openingHours,
            services: base.services,
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
    if (base && hasNoHours(fields.openingHours) && hasNoHours(base.openingHours))
      fields.openingHours = base.openingHours;
    // A region-limited account imports its region's facilities: a new one without a place goes to its region.
    if (scope !== null) {
      if (!target && fields.regionId === null) fields.regionId = scope;
      const outside = target && target.regionId !== scope ? 'id' : fields.regionId !== scope ? 'region' : null;
      if (outside) {
        errors.push(
          importError(
            parsed.row,
            headerOf(file, outside === 'id' && matchedBySourceId ? 'sourceId' : outside),
            'outside_region',
          ),
        );
        continue;
      }
    }

    if (!target) {
      const fieldSources = values.sourceId ? ownersOfNewFacility(ownerOfRow(parsed.source)) : {};
      creations.push({ row: parsed.row, fields, source, fieldSources });
      counts.create++;
      continue;
    }
    let fieldSources: Record<string, string> | null = null;
    if (matchedBySourceId) {
      const merged = mergeSourcedRow({
        target,
        fields: { ...fields, sourceId: target.sourceId },
        owner: ownerOfRow(parsed.source),
        given: isGiven,
        staffChanged: staffChanged.get(target.id),
      });
      fields = merged.fields;
      fieldSources = merged.fieldSources;
      if (merged.keptColumns.length > 0) {
        counts.kept++;
        keptRows.push(parsed.row);
        for (const key of merged.keptColumns)
          warnings.push(importWarning(parsed.row, headerOf(file, key), 'kept_staff_change'));
      }
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
    updates.push({ row: parsed.row, target, fields, changes, fieldSources });
    counts.update++;
  }
  return finish(creations, updates, keptRows);
}

/** From this many rows written, an import changes the facilities' statistics enough to gather them again. */
const BULK_ROWS = 100;

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
      const analysis = await analyse(tx, file, false, regionScopeOf(context.session));
      if (analysis.report.errorCount > 0) {
        rejected = analysis.report;
        return analysis.report;
      }
      const ids = await reserveFacilityIds(tx, analysis.creations.length);
      const created = analysis.creations.map((creation, index) => ({ ...creation, id: ids[index]! }));
      await insertImportedFacilities(
        tx,
        created.map((c) => ({
          ...toColumns(c.fields, null),
          id: c.id,
          status: 'pending' as const,
          source: c.source,
          field_sources: c.fieldSources,
        })),
        stamp,
      );
      // New weekly hours replace the OpenStreetMap hours text, which would contradict them (as the form does).
      const columnsOf = (u: Update) => ({
        ...toColumns(u.fields, u.changes.openingHours ? null : u.target.hoursText),
        id: u.target.id,
        version: u.target.version,
      });
      const byStaff = analysis.updates.filter((u) => u.fieldSources === null);
      const bySource = analysis.updates.filter((u) => u.fieldSources !== null);
      const written =
        (await updateImportedFacilities(tx, byStaff.map(columnsOf), stamp)) +
        (await updateSourcedFacilities(
          tx,
          bySource.map((u) => ({ ...columnsOf(u), field_sources: u.fieldSources! })),
          stamp,
        ));
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
    // Hundreds of rows at once: the planner learns of them now, not when (on PGlite: never) autovacuum would.
    if (create + update >= BULK_ROWS) await analyzeTables(db, facilityTables);
    await logRequestEvent(deps, context, {
      level: 'INFO',
      source: 'FACILITY',
      message: `Facilities imported: ${create} created, ${update} updated, ${unchanged} unchanged, ${kept} kept`,
      event: { key: 'facility.imported', params: { created: create, updated: update, unchanged, kept } },
      details: { action: 'imported', ...report.counts },
    });
    return { report, rejected: false };
  }

  return {
    /** Checks (dry run) or imports the CSV text. */
    async run(context: RequestContext, text: string, dryRun: boolean): Promise<ImportOutcome> {
      const file = readImportFile(text);
      if (dryRun) {
        const { report, isUnreadable } = await analyse(db, file, true, regionScopeOf(context.session));
        return { report, rejected: isUnreadable && file.errors.some((e) => e.row === null) };
      }
      return commit(context, file);
    },
  };
}
export type FacilityImportService = ReturnType<typeof createFacilityImportService>;
