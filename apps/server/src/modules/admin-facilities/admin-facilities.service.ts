import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  canTransition,
  categoryOfType,
  FACILITY_HISTORY_PAGE_SIZE,
  FEATURED_MAX,
  fieldError,
  type AdminFacility,
  type AdminFacilityCreate,
  type AdminFacilityListQuery,
  type AdminFacilityUpdate,
  type FacilityHistoryAction,
  type FacilityHistoryEntry,
  type FacilityTransition,
  type FieldError,
} from '@hc/shared';
import { AppError, conflictingField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordFacilityChange } from '../../sql/facility-history.repository';
import { clampPage } from '../../lib/list';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import {
  countFeatured,
  countHistory,
  countKnownReferences,
  findFacility,
  findFacilityLinks,
  insertFacility,
  listAdminFacilities,
  listHistory,
  replaceFacilityLinks,
  updateFacilityAtVersion,
  type FacilityValues,
} from './admin-facilities.repository';
import { createListCounts } from '../../lib/list-counts';
import { columnsOf, diff, toRow, type FacilityInput as Input } from './facility-mapping';
import { assertLocationHoldsTogether } from '../../lib/location-check';

/**
 * The back-office work on facilities: list, create, edit (with the version read, so no one
 * overwrites a change they have not seen), lifecycle, archive. Each change is one transaction that
 * also writes the facility's history; the system log records it after.
 */
export function createAdminFacilitiesService(deps: {
  db: Db;
  clock: Clock;
  onDirectoryChange: () => void;
  /** The directory's change counter: list totals are remembered for one version of it. */
  directoryVersion: () => Promise<string>;
}) {
  const { db, clock } = deps;
  const listCounts = createListCounts(deps.directoryVersion);

  async function loadFacility(source: Db, id: number): Promise<AdminFacility | null> {
    const row = await findFacility(source, id);
    if (!row) return null;
    const links = await findFacilityLinks(source, id);
    return {
      id: row.id,
      name: row.name,
      facilityType: row.facilityType,
      category: row.category,
      email: row.email,
      phone: row.phone,
      website: row.website,
      licenseNumber: row.licenseNumber,
      registrationDate: row.registrationDate,
      openingHours: row.openingHours,
      services: row.services,
      capacity: row.capacity,
      address: row.address,
      regionId: row.regionId,
      divisionId: row.divisionId,
      subdivisionId: row.subdivisionId,
      latitude: row.lat,
      longitude: row.lng,
      ...links,
      featuredRank: row.featuredRank,
      operator: row.operator,
      emergency: row.emergency,
      beds: row.beds,
      status: row.status,
      suspensionReason: row.suspensionReason,
      source: row.source,
      locationPrecision: row.locationPrecision ?? (row.lat !== null && row.lng !== null ? 'exact' : 'none'),
      aliases: row.aliases,
      fieldSources: row.fieldSources,
      archivedAt: row.archivedAt?.toISOString() ?? null,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function mustLoad(source: Db, id: number): Promise<AdminFacility> {
    const facility = await loadFacility(source, id);
    if (!facility) throw notFound('Facility');
    return facility;
  }

  /** Every specialty and test linked must exist. */
  async function checkReferences(source: Db, input: Pick<Input, 'specialtyIds' | 'testIds'>) {
    const specialtyIds = [...new Set(input.specialtyIds ?? [])];
    const testIds = [...new Set(input.testIds ?? [])];
    const { knownSpecialties, knownTests } = await countKnownReferences(source, specialtyIds, testIds);
    const fields: FieldError[] = [];
    if (knownSpecialties !== specialtyIds.length) fields.push(fieldError('specialtyIds', 'invalid'));
    if (knownTests !== testIds.length) fields.push(fieldError('testIds', 'invalid'));
    if (fields.length > 0) throw new AppError('validation_failed', 'Unknown specialty or test', fields);
  }

  /** At most FEATURED_MAX featured facilities per category. */
  async function checkFeatured(source: Db, next: Pick<AdminFacility, 'featuredRank' | 'category'>, id?: number) {
    if (next.featuredRank === null) return;
    if ((await countFeatured(source, next.category, id)) >= FEATURED_MAX)
      throw conflictingField('featuredRank', 'featured_full', `At most ${FEATURED_MAX} featured facilities a category`);
  }

  async function afterChange(context: RequestContext, facility: AdminFacility, action: FacilityHistoryAction) {
    deps.onDirectoryChange();
    await logRequestEvent(deps, context, {
      level: 'INFO',
      source: 'FACILITY',
      message: `Facility #${facility.id} ${action}: ${facility.name}`,
      details: { facilityId: facility.id, action },
    });
  }

  /** The fields changed since `version`, from the history entries written after it. */
  async function changedSince(source: Db, facility: AdminFacility, version: number): Promise<string[]> {
    const entries = await listHistory(source, facility.id, Math.max(0, facility.version - version));
    return [...new Set(entries.flatMap((entry) => Object.keys(entry.changes ?? {})))].sort();
  }

  /** Writes a change at the version read, its history entry with it; a stale version is a 409 naming what changed. */
  async function applyChange(
    context: RequestContext,
    id: number,
    options: { version?: number; action: FacilityHistoryAction; values: FacilityValues; input?: Input },
  ): Promise<AdminFacility> {
    const now = clock();
    const userId = signedInSession(context).user.id;
    const after = await db.transaction(async (tx) => {
      const before = await mustLoad(tx, id);
      const version = options.version ?? before.version;
      if (before.version !== version) {
        const fields = await changedSince(tx, before, version);
        throw new AppError(
          'conflict',
          'This facility was changed by someone else meanwhile',
          (fields.length > 0 ? fields : ['version']).map((field) => fieldError(field, 'changed_meanwhile')),
        );
      }
      if (options.input) {
        const next = { ...before, ...options.values };
        await assertLocationHoldsTogether(tx, next);
        await checkReferences(tx, options.input);
        if (options.values.featuredRank !== undefined || options.values.category !== undefined)
          await checkFeatured(tx, { featuredRank: next.featuredRank ?? null, category: next.category }, id);
      }
      const updated = await updateFacilityAtVersion(tx, id, version, {
        ...options.values,
        updatedAt: now,
        locallyModifiedAt: now,
        updatedBy: userId,
      });
      if (!updated) throw new AppError('conflict', 'This facility was changed by someone else meanwhile');
      if (options.input) await replaceFacilityLinks(tx, id, options.input);
      const loaded = await mustLoad(tx, id);
      await recordFacilityChange(tx, context, clock(), id, options.action, diff(before, loaded));
      return loaded;
    });
    await afterChange(context, after, options.action);
    return after;
  }

  return {
    async list(query: AdminFacilityListQuery) {
      const { rows, total, page } = await listAdminFacilities(db, query, listCounts);
      return { data: rows.map(toRow), meta: { total, page, pageSize: ADMIN_PAGE_SIZE } };
    },

    get: (id: number) => mustLoad(db, id),

    /** A facility entered by staff: pending until approved, marked as staff work. */
    async create(context: RequestContext, input: AdminFacilityCreate): Promise<AdminFacility> {
      const values = columnsOf(input);
      const now = clock();
      const userId = signedInSession(context).user.id;
      const created = await db.transaction(async (tx) => {
        const category = categoryOfType(input.facilityType);
        await assertLocationHoldsTogether(tx, {
          regionId: input.regionId ?? null,
          divisionId: input.divisionId ?? null,
          subdivisionId: input.subdivisionId ?? null,
        });
        await checkReferences(tx, input);
        await checkFeatured(tx, { featuredRank: input.featuredRank ?? null, category });
        const row = await insertFacility(tx, {
          ...values,
          name: input.name,
          category,
          status: 'pending',
          source: 'staff',
          locallyModifiedAt: now,
          createdAt: now,
          updatedAt: now,
          createdBy: userId,
          updatedBy: userId,
        });
        await replaceFacilityLinks(tx, row.id, input);
        const facility = await mustLoad(tx, row.id);
        await recordFacilityChange(tx, context, clock(), row.id, 'created', diff(null, facility));
        return facility;
      });
      await afterChange(context, created, 'created');
      return created;
    },

    update(context: RequestContext, id: number, input: AdminFacilityUpdate): Promise<AdminFacility> {
      const { version, ...fields } = input;
      return applyChange(context, id, { version, action: 'updated', values: columnsOf(fields), input: fields });
    },

    /** approve, suspend (with its reason) or reactivate, when the facility's status allows it. */
    async transition(context: RequestContext, id: number, action: FacilityTransition, reason?: string) {
      const current = await mustLoad(db, id);
      if (current.archivedAt !== null)
        throw new AppError('conflict', 'An archived facility must be restored before its status changes');
      if (!canTransition(action, current.status))
        throw new AppError('conflict', `A ${current.status} facility cannot be given the action "${action}"`);
      const row = await findFacility(db, id);
      const values: FacilityValues =
        action === 'approve'
          ? { status: 'approved' }
          : action === 'suspend'
            ? { status: 'suspended', statusBeforeSuspension: current.status, suspensionReason: reason ?? null }
            : {
                status: row?.statusBeforeSuspension ?? 'approved',
                statusBeforeSuspension: null,
                suspensionReason: null,
              };
      const historyAction = ({ approve: 'approved', suspend: 'suspended', reactivate: 'reactivated' } as const)[action];
      return applyChange(context, id, { version: current.version, action: historyAction, values });
    },

    /** Archived facilities leave every public read; `restore` brings them back. */
    async setArchived(context: RequestContext, id: number, archived: boolean) {
      const current = await mustLoad(db, id);
      if ((current.archivedAt !== null) === archived)
        throw new AppError('conflict', archived ? 'The facility is already archived' : 'The facility is not archived');
      return applyChange(context, id, {
        version: current.version,
        action: archived ? 'archived' : 'restored',
        values: { archivedAt: archived ? clock() : null },
      });
    },

    /**
     * Fields staff accepted from a visitor's correction: the same versioned change as an edit (history
     * 'corrected', locally modified, system log), and the facility counts as verified today (Douala).
     */
    applyCorrection(context: RequestContext, id: number, values: FacilityValues): Promise<AdminFacility> {
      const today = new Date(clock().getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
      return applyChange(context, id, { action: 'corrected', values: { ...values, lastVerifiedAt: today } });
    },

    /** One page of the facility's history, newest first, with the list meta. */
    async history(id: number, requestedPage: number) {
      await mustLoad(db, id);
      const total = await countHistory(db, id);
      const { page, offset } = clampPage(requestedPage, total, FACILITY_HISTORY_PAGE_SIZE);
      const entries = await listHistory(db, id, FACILITY_HISTORY_PAGE_SIZE, offset);
      const data = entries.map((entry): FacilityHistoryEntry => ({
        id: entry.id,
        action: entry.action,
        at: entry.createdAt.toISOString(),
        user:
          entry.userId === null
            ? null
            : {
                id: entry.userId,
                name: `${entry.firstName ?? ''} ${entry.lastName ?? ''}`.trim(),
                email: entry.email ?? '',
              },
        changes: Object.entries(entry.changes ?? {})
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([field, change]) => ({ field, ...change })),
      }));
      return { data, meta: { total, page, pageSize: FACILITY_HISTORY_PAGE_SIZE } };
    },
  };
}
export type AdminFacilitiesService = ReturnType<typeof createAdminFacilitiesService>;
