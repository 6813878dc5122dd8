import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  type AdminFacility,
  type DuplicatePair,
  type FacilityChanges,
  type FacilityDuplicatesQuery,
  type FacilityMergeResult,
} from '@hc/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { clampPage } from '../../lib/list';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import {
  findDuplicateFacilities,
  findDuplicatePairs,
  insertDistinctPair,
  insertMergeHistory,
  lockFacilities,
  moveFacilityRecords,
  writeFacility,
  type FacilityRecord,
  type FacilityValues,
} from './facility-duplicates.repository';

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * The groups of fields a merge fills on the kept facility when it has none of them and the duplicate
 * has: each group moves as a whole (a position is both coordinates, a place its three levels), named
 * as the facility's history names them.
 */
const fillableGroups: { columns: (keyof FacilityRecord)[]; fields: string[] }[] = [
  { columns: ['phone'], fields: ['phone'] },
  { columns: ['email'], fields: ['email'] },
  { columns: ['website'], fields: ['website'] },
  { columns: ['address'], fields: ['address'] },
  { columns: ['openingHours', 'hoursText'], fields: ['openingHours', 'hoursText'] },
  { columns: ['lat', 'lng'], fields: ['latitude', 'longitude'] },
  {
    columns: ['regionId', 'divisionId', 'subdivisionId'],
    fields: ['regionId', 'divisionId', 'subdivisionId'],
  },
  { columns: ['licenseNumber'], fields: ['licenseNumber'] },
  { columns: ['registrationDate'], fields: ['registrationDate'] },
  { columns: ['operator'], fields: ['operator'] },
  { columns: ['services'], fields: ['services'] },
  { columns: ['capacity'], fields: ['capacity'] },
  { columns: ['beds'], fields: ['beds'] },
  { columns: ['emergency'], fields: ['emergency'] },
];

/** The kept facility's blanks the duplicate can fill, as column values and as history changes. */
function blanksToFill(kept: FacilityRecord, duplicate: FacilityRecord) {
  const values: Record<string, unknown> = {};
  const changes: FacilityChanges = {};
  for (const group of fillableGroups) {
    if (!group.columns.every((column) => isBlank(kept[column]))) continue;
    if (group.columns.every((column) => isBlank(duplicate[column]))) continue;
    group.columns.forEach((column, index) => {
      values[column] = duplicate[column];
      if (!isBlank(duplicate[column]))
        changes[group.fields[index]!] = { before: kept[column], after: duplicate[column] };
    });
  }
  return { values: values as FacilityValues, changes };
}

/**
 * Possible duplicates (same category, similar names, same place) and their merge: one record kept,
 * everything attached to the other moved to it, the other archived.
 */
export function createFacilityDuplicatesService(deps: {
  db: Db;
  clock: Clock;
  onDirectoryChange: () => void;
  /** The facility as the back-office API shows it. */
  loadFacility: (id: number) => Promise<AdminFacility>;
}) {
  const { db, clock } = deps;

  return {
    /** The pairs, most alike first; to a region-limited account (`scopeRegionId`), those of its region. */
    async list(
      query: FacilityDuplicatesQuery,
      scopeRegionId: number | null = null,
    ): Promise<{ data: DuplicatePair[]; meta: { total: number; page: number; pageSize: number } }> {
      const pairs = await findDuplicatePairs(db, query, scopeRegionId);
      const { page, offset } = clampPage(query.page, pairs.length);
      const shown = pairs.slice(offset, offset + ADMIN_PAGE_SIZE);
      const facilities = await findDuplicateFacilities(db, [...new Set(shown.flatMap((p) => [p.firstId, p.secondId]))]);
      const byId = new Map(
        facilities.map(({ category: _category, updatedAt, ...facility }) => [
          facility.id,
          { ...facility, updatedAt: updatedAt.toISOString() },
        ]),
      );
      const categoryOf = new Map(facilities.map((f) => [f.id, f.category]));
      return {
        data: shown.map((pair) => ({
          category: categoryOf.get(pair.firstId)!,
          first: byId.get(pair.firstId)!,
          second: byId.get(pair.secondId)!,
          similarity: Math.round(pair.similarity * 100) / 100,
          distanceMetres: pair.distance === null ? null : Math.round(pair.distance),
          sameSubdivision: pair.sameSubdivision,
          suggestedBy: pair.suggestedBy,
        })),
        meta: { total: pairs.length, page, pageSize: ADMIN_PAGE_SIZE },
      };
    },

    /**
     * Issue 36: staff say two facilities are different places; the pair is never offered again. In both
     * records' history and the system log. Marking it twice changes nothing.
     */
    async markDistinct(context: RequestContext, id: number, otherId: number): Promise<{ recorded: boolean }> {
      if (id === otherId) throw new AppError('conflict', 'A facility is not a duplicate of itself');
      const stamp = { at: clock(), userId: signedInSession(context).user.id };
      const outcome = await db.transaction(async (tx) => {
        const locked = await lockFacilities(tx, [id, otherId]);
        const first = locked.find((f) => f.id === id);
        const other = locked.find((f) => f.id === otherId);
        if (!first || !other) throw notFound('Facility');
        const recorded = await insertDistinctPair(tx, [id, otherId], stamp.userId, stamp.at);
        if (recorded)
          await insertMergeHistory(
            tx,
            [
              { facilityId: id, changes: { notDuplicateOf: { before: null, after: otherId } } },
              { facilityId: otherId, changes: { notDuplicateOf: { before: null, after: id } } },
            ],
            stamp,
            'not_duplicate',
          );
        return { recorded, names: [first.name, other.name] };
      });
      if (outcome.recorded)
        await logRequestEvent(deps, context, {
          level: 'INFO',
          source: 'FACILITY',
          message: `Facilities #${id} and #${otherId} marked as not duplicates: ${outcome.names[0]} / ${outcome.names[1]}`,
          event: {
            key: 'facility.markedNotDuplicates',
            params: { id, otherId, name: outcome.names[0] ?? '', otherName: outcome.names[1] ?? '' },
          },
          details: { action: 'not_duplicate', facilityId: id, otherId },
        });
      return { recorded: outcome.recorded };
    },

    /** Keeps `keptId`, moves the duplicate's records to it, fills its blanks from it, archives the duplicate. */
    async merge(context: RequestContext, keptId: number, duplicateId: number): Promise<FacilityMergeResult> {
      const stamp = { at: clock(), userId: signedInSession(context).user.id };
      const outcome = await db.transaction(async (tx) => {
        const locked = await lockFacilities(tx, [keptId, duplicateId]);
        const kept = locked.find((f) => f.id === keptId);
        if (!kept) throw notFound('Facility');
        const duplicate = locked.find((f) => f.id === duplicateId);
        if (!duplicate) throw notFound('Duplicate facility');
        if (keptId === duplicateId) throw new AppError('conflict', 'A facility cannot be merged with itself');
        if (kept.archivedAt) throw new AppError('conflict', 'The facility to keep is archived: restore it first');
        if (duplicate.archivedAt) throw new AppError('conflict', 'The duplicate is already archived');
        if (kept.category !== duplicate.category)
          throw new AppError('conflict', 'Only facilities of the same category can be merged');

        const moved = await moveFacilityRecords(tx, duplicateId, keptId);
        const fill = blanksToFill(kept, duplicate);
        // A source re-import must find the record that stays: the kept one takes the source id if it has none.
        const takesSourceId = !kept.sourceId && Boolean(duplicate.sourceId);
        const archiveChanges: FacilityChanges = {
          archivedAt: { before: null, after: stamp.at.toISOString() },
          mergedInto: { before: null, after: keptId },
        };
        if (takesSourceId) {
          archiveChanges.sourceId = { before: duplicate.sourceId, after: null };
          fill.values.sourceId = duplicate.sourceId;
          fill.changes.sourceId = { before: null, after: duplicate.sourceId };
        }
        await writeFacility(
          tx,
          duplicateId,
          { archivedAt: stamp.at, ...(takesSourceId ? { sourceId: null } : {}) },
          stamp,
        );
        await writeFacility(tx, keptId, fill.values, stamp);
        await insertMergeHistory(
          tx,
          [
            { facilityId: keptId, changes: { ...fill.changes, mergedFrom: { before: null, after: duplicateId } } },
            { facilityId: duplicateId, changes: archiveChanges },
          ],
          stamp,
        );
        return { moved, filled: Object.keys(fill.changes), kept, duplicate };
      });
      deps.onDirectoryChange();
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'FACILITY',
        message: `Facility #${duplicateId} merged into #${keptId}: ${outcome.duplicate.name} → ${outcome.kept.name}`,
        event: {
          key: 'facility.merged',
          params: { duplicateId, keptId, duplicateName: outcome.duplicate.name, keptName: outcome.kept.name },
        },
        details: { action: 'merged', facilityId: keptId, duplicateId, moved: outcome.moved, filled: outcome.filled },
      });
      return {
        kept: await deps.loadFacility(keptId),
        archived: await deps.loadFacility(duplicateId),
        moved: outcome.moved,
        filled: outcome.filled,
      };
    },
  };
}
