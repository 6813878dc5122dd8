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
  type FacilityBulkRowCode,
  type FacilityTransition,
  type FieldError,
  type FourEyesRules,
} from '@hc/shared';
import { AppError, conflictingField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordFacilityChange } from '../../sql/facility-history.repository';
import { clampPage } from '../../lib/list';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { facilityChangeEvent, logRequestEvent } from '../../lib/system-log';
import {
  countFeatured,
  countHistory,
  countKnownReferences,
  findProposals,
  findFacility,
  findFacilityLinks,
  insertFacility,
  listAdminFacilities,
  listHistory,
  replaceFacilityLinks,
  updateFacilityAtVersion,
  type FacilityListFacts,
  type FacilityValues,
} from './admin-facilities.repository';
import { createVersionMemo } from '../../lib/version-memo';
import { createAdminListFromMemory } from './list-model/admin-list-from-memory';
import { columnsOf, diff, toRow, type FacilityInput as Input } from './facility-mapping';
import { assertLocationHoldsTogether } from '../../lib/location-check';
import { publishRefusal, samePersonError, toProposal } from './admin-facilities-four-eyes';

/**
 * The back-office work on facilities: list, create, edit (with the version read, so no one
 * overwrites a change they have not seen), lifecycle, archive. Each change is one transaction that
 * also writes the facility's history; the system log records it after.
 */
export function createAdminFacilitiesService(deps: {
  db: Db;
  clock: Clock;
  onDirectoryChange: () => void;
  /** Which approvers need a second person (four eyes, issue 36), as this deployment configures it. */
  fourEyes: FourEyesRules;
}) {
  const { db, clock } = deps;
  const listFacts = createVersionMemo<FacilityListFacts>();
  const listFromMemory = createAdminListFromMemory(db);

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
    listFromMemory.invalidate();
    deps.onDirectoryChange();
    await logRequestEvent(deps, context, {
      level: 'INFO',
      source: 'FACILITY',
      message: `Facility #${facility.id} ${action}: ${facility.name}`,
      event: facilityChangeEvent(action, facility),
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

  /** Why the action may not be taken on this facility now (the caller's part included), or null. */
  function refusalOf(
    context: RequestContext,
    current: AdminFacility,
    createdBy: number | null,
    action: FacilityTransition,
  ) {
    if (current.archivedAt !== null) return 'archived' as const;
    if (!canTransition(action, current.status)) return 'wrong_status' as const;
    if (action === 'approve' && publishRefusal(deps.fourEyes, context, createdBy)) return 'same_person' as const;
    return null;
  }

  type Outcome =
    { ok: true; facility: AdminFacility } | { ok: false; code: FacilityBulkRowCode; status?: AdminFacility['status'] };

  async function attemptTransition(
    context: RequestContext,
    id: number,
    action: FacilityTransition,
    reason?: string,
    scope: number | null = null,
  ): Promise<Outcome> {
    const row = await findFacility(db, id);
    if (!row || (scope !== null && row.regionId !== scope)) return { ok: false, code: 'not_found' };
    const current = await mustLoad(db, id);
    const refusal = refusalOf(context, current, row.createdBy, action);
    if (refusal) return { ok: false, code: refusal, status: current.status };
    const values: FacilityValues =
      action === 'approve'
        ? { status: 'approved' }
        : action === 'suspend'
          ? { status: 'suspended', statusBeforeSuspension: current.status, suspensionReason: reason ?? null }
          : { status: row.statusBeforeSuspension ?? 'approved', statusBeforeSuspension: null, suspensionReason: null };
    const historyAction = ({ approve: 'approved', suspend: 'suspended', reactivate: 'reactivated' } as const)[action];
    try {
      const facility = await applyChange(context, id, { version: current.version, action: historyAction, values });
      return { ok: true, facility };
    } catch (error) {
      // Changed by someone else between the read and the write: that row stays as the other person left it.
      if (error instanceof AppError && error.code === 'conflict') return { ok: false, code: 'changed_meanwhile' };
      if (error instanceof AppError && error.code === 'not_found') return { ok: false, code: 'not_found' };
      throw error;
    }
  }

  /** A single facility's refusal as the API has always answered it (404, or 409 saying why). */
  function refusalError(code: FacilityBulkRowCode, status: string | undefined, action: FacilityTransition) {
    switch (code) {
      case 'not_found':
        return notFound('Facility');
      case 'archived':
        return new AppError('conflict', 'An archived facility must be restored before its status changes');
      case 'wrong_status':
        return new AppError('conflict', `A ${status} facility cannot be given the action "${action}"`);
      case 'same_person':
        return samePersonError();
      case 'changed_meanwhile':
        return new AppError('conflict', 'This facility was changed by someone else meanwhile');
    }
  }

  return {
    /**
     * One page of the list, each row with the evidence an approver needs (who proposed it, when, from where):
     * from memory when its model is of the directory's version, by SQL otherwise.
     */
    async list(context: RequestContext, query: AdminFacilityListQuery) {
      const { rows, total, page } =
        (await listFromMemory.list(query)) ?? (await listAdminFacilities(db, query, listFacts));
      const data = rows.map(({ proposal, ...row }) => ({
        ...toRow(row),
        proposal: toProposal(deps.fourEyes, context, proposal),
      }));
      return { data, meta: { total, page, pageSize: ADMIN_PAGE_SIZE } };
    },

    /** The record as stored (for the duplicates' comparison). */
    load: (id: number) => mustLoad(db, id),

    /** The record, with who proposed it and whether the caller may approve it (four eyes). */
    async get(context: RequestContext, id: number): Promise<AdminFacility> {
      const facility = await mustLoad(db, id);
      const proposal = (await findProposals(db, [id])).get(id);
      return proposal ? { ...facility, proposal: toProposal(deps.fourEyes, context, proposal) } : facility;
    },

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

    /** approve, suspend (with its reason) or reactivate, when the facility's status allows it (and four eyes). */
    async transition(context: RequestContext, id: number, action: FacilityTransition, reason?: string) {
      const outcome = await attemptTransition(context, id, action, reason);
      if (!outcome.ok) throw refusalError(outcome.code, outcome.status, action);
      return outcome.facility;
    },

    /**
     * The same change for one row of a bulk request: a refusal is answered as its code instead of thrown,
     * so the other rows go on. `scope`: a region-limited caller's region (another region's row is unknown).
     */
    attemptTransition,

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
