import { insertFacilityHistory } from '../../sql/facility-history.repository';
import type { Db } from '@hc/db';
import {
  DUTY_ROTAS_PAGE_SIZE,
  fieldError,
  type RotaDutyPeriod,
  type DutyRota,
  type DutyRotaCreate,
  type DutyRotaUpdate,
  type FacilityChanges,
  type FieldError,
  type SystemLogEvent,
} from '@hc/shared';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { clampPage } from '../../lib/list';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import {
  countRotas,
  deleteRota,
  divisionExists,
  findClashingPeriod,
  findFacilities,
  findPeriod,
  findRotaRow,
  findSubdivisionDivision,
  insertRota,
  listGroups,
  listRotaRows,
  replaceGroups,
  updatePeriod,
  updateRota,
  type PeriodRow,
  type Place,
  type RotaRow,
} from './duty-groups.repository';
import { localDateOf, mondayOf } from './duty-windows';

export type DutyDeps = { db: Db; clock: Clock; onDirectoryChange: () => void };

/** A rota with its groups in rotation order, as the API shows it. */
export async function loadRotas(db: Db, rows: RotaRow[]): Promise<DutyRota[]> {
  const groups = await listGroups(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    divisionId: row.divisionId,
    subdivisionId: row.subdivisionId,
    templates: row.templates,
    holidays: [...row.holidays].sort(),
    startsOn: row.startsOn,
    groups: groups
      .filter((g) => g.rotaId === row.id)
      .map((g) => ({
        id: g.id,
        position: g.position,
        name: g.name,
        members: g.members.map((m) => ({ id: m.id, name: m.name, subdivisionId: m.subdivisionId })),
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export const toPeriod = (row: PeriodRow): RotaDutyPeriod => ({
  id: row.id,
  facilityId: row.facilityId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  dutyGroupId: row.dutyGroupId,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  cancelReason: row.cancelReason,
});

/** Does the facility lie in the place (its subdivision when the place is one, else its division)? */
export const isInPlace = (facility: Place, place: Place) =>
  place.subdivisionId !== null
    ? facility.subdivisionId === place.subdivisionId
    : facility.divisionId === place.divisionId;

/** The rota's groups, duty pharmacies and place (CRUD), and the swap and cancellation of one period. */
export function createDutyGroupsService(deps: DutyDeps) {
  const { db, clock } = deps;

  async function mustFind(source: Db, id: number): Promise<DutyRota> {
    const row = await findRotaRow(source, id);
    if (!row) throw notFound('Duty group');
    return (await loadRotas(source, [row]))[0]!;
  }

  /** The place holds together; each member is a public pharmacy of it, in one group only. */
  async function checkRota(source: Db, rota: Place & { groups: { facilityIds: number[] }[] }) {
    const fields: FieldError[] = [];
    if (rota.divisionId === null && rota.subdivisionId === null) fields.push(fieldError('subdivisionId', 'required'));
    if (rota.subdivisionId !== null) {
      const divisionId = await findSubdivisionDivision(source, rota.subdivisionId);
      if (divisionId === undefined) fields.push(fieldError('subdivisionId', 'invalid'));
      else if (rota.divisionId !== null && divisionId !== rota.divisionId)
        fields.push(fieldError('subdivisionId', 'location_mismatch'));
    } else if (rota.divisionId !== null && !(await divisionExists(source, rota.divisionId)))
      fields.push(fieldError('divisionId', 'invalid'));
    const placeIsValid = fields.length === 0;
    const allIds = rota.groups.flatMap((g) => g.facilityIds);
    const known = new Map((await findFacilities(source, [...new Set(allIds)])).map((f) => [f.id, f]));
    const seen = new Set<number>();
    rota.groups.forEach((group, g) =>
      group.facilityIds.forEach((id, m) => {
        const path = `groups.${g}.facilityIds.${m}`;
        const facility = known.get(id);
        if (!facility?.isPublicPharmacy) fields.push(fieldError(path, 'not_public_pharmacy'));
        else if (placeIsValid && !isInPlace(facility, rota)) fields.push(fieldError(path, 'location_mismatch'));
        else if (seen.has(id)) fields.push(fieldError(path, 'invalid'));
        seen.add(id);
      }),
    );
    if (fields.length > 0) throw new AppError('validation_failed', 'The duty group does not hold together', fields);
  }

  const groupsOf = (input: { groups: { name?: string | null; facilityIds: number[] }[] }) =>
    input.groups.map((g) => ({ name: g.name ?? null, facilityIds: g.facilityIds }));

  async function log(
    context: RequestContext,
    message: string,
    event: SystemLogEvent,
    details: Record<string, unknown>,
  ) {
    await logRequestEvent(deps, context, { level: 'INFO', source: 'FACILITY', message, event, details });
  }

  async function history(
    source: Db,
    context: RequestContext,
    facilityIds: number[],
    action: 'duty_swapped' | 'duty_cancelled',
    changes: FacilityChanges,
  ) {
    const userId = signedInSession(context).user.id;
    for (const facilityId of facilityIds)
      await insertFacilityHistory(source, { facilityId, userId, action, changes, at: clock() });
  }

  /** A period's window as its pharmacy's history keeps it (shown in Douala time). */
  const windowOf = (period: PeriodRow) => ({
    startsAt: period.startsAt.toISOString(),
    endsAt: period.endsAt.toISOString(),
  });

  /** A period that can still change: it exists, is not cancelled and has not ended. */
  async function mustFindOpenPeriod(source: Db, id: number): Promise<PeriodRow> {
    const period = await findPeriod(source, id);
    if (!period) throw notFound('Duty period');
    if (period.cancelledAt) throw new AppError('conflict', 'This duty period is already cancelled');
    if (period.endsAt <= clock()) throw new AppError('conflict', 'This duty period is over');
    return period;
  }

  return {
    /** One page of rotas; of one region only for a region-limited account (`regionId`). */
    async list(requestedPage: number, regionId: number | null) {
      const total = await countRotas(db, regionId);
      const { page, offset } = clampPage(requestedPage, total, DUTY_ROTAS_PAGE_SIZE);
      const data = await loadRotas(db, await listRotaRows(db, DUTY_ROTAS_PAGE_SIZE, offset, regionId));
      return { data, meta: { total, page, pageSize: DUTY_ROTAS_PAGE_SIZE } };
    },

    async create(context: RequestContext, input: DutyRotaCreate): Promise<DutyRota> {
      const userId = signedInSession(context).user.id;
      const now = clock();
      const rota = await db.transaction(async (tx) => {
        const place = { divisionId: input.divisionId ?? null, subdivisionId: input.subdivisionId ?? null };
        await checkRota(tx, { ...place, groups: input.groups });
        const row = await insertRota(tx, {
          name: input.name,
          ...place,
          templates: [...new Set(input.templates)],
          holidays: [...new Set(input.holidays ?? [])],
          startsOn: localDateOf(mondayOf(input.startsOn)),
          createdBy: userId,
          updatedBy: userId,
          createdAt: now,
          updatedAt: now,
        });
        await replaceGroups(tx, row.id, groupsOf(input));
        return mustFind(tx, row.id);
      });
      await log(
        context,
        `Duty group #${rota.id} created: ${rota.name}`,
        { key: 'dutyGroup.created', params: { id: rota.id, name: rota.name } },
        { dutyRotaId: rota.id, action: 'created' },
      );
      return rota;
    },

    async update(context: RequestContext, id: number, input: DutyRotaUpdate): Promise<DutyRota> {
      const userId = signedInSession(context).user.id;
      const rota = await db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        const next = {
          divisionId: input.divisionId === undefined ? before.divisionId : input.divisionId,
          subdivisionId: input.subdivisionId === undefined ? before.subdivisionId : input.subdivisionId,
          groups: input.groups ?? before.groups.map((g) => ({ name: g.name, facilityIds: g.members.map((m) => m.id) })),
        };
        if (next.divisionId === null && next.subdivisionId === null)
          throw invalidField('subdivisionId', 'required', 'A duty group needs a division or a subdivision');
        await checkRota(tx, next);
        await updateRota(tx, id, {
          ...(input.name === undefined ? {} : { name: input.name }),
          divisionId: next.divisionId,
          subdivisionId: next.subdivisionId,
          ...(input.templates ? { templates: [...new Set(input.templates)] } : {}),
          ...(input.holidays ? { holidays: [...new Set(input.holidays)] } : {}),
          ...(input.startsOn ? { startsOn: localDateOf(mondayOf(input.startsOn)) } : {}),
          updatedBy: userId,
          updatedAt: clock(),
        });
        if (input.groups) await replaceGroups(tx, id, groupsOf(input as { groups: DutyRotaCreate['groups'] }));
        return mustFind(tx, id);
      });
      await log(
        context,
        `Duty group #${id} updated: ${rota.name}`,
        { key: 'dutyGroup.updated', params: { id, name: rota.name } },
        { dutyRotaId: id, action: 'updated' },
      );
      return rota;
    },

    /** Removes a rota and its groups; the periods it generated stay on the rota the public sees. */
    async remove(context: RequestContext, id: number): Promise<DutyRota> {
      const rota = await mustFind(db, id);
      if (!(await deleteRota(db, id))) throw notFound('Duty group');
      await log(
        context,
        `Duty group #${id} deleted: ${rota.name}`,
        { key: 'dutyGroup.deleted', params: { id, name: rota.name } },
        { dutyRotaId: id, action: 'deleted' },
      );
      return rota;
    },

    /** Another public pharmacy takes the period over; both pharmacies' histories say so, with the reason. */
    async swap(context: RequestContext, periodId: number, facilityId: number, reason: string): Promise<RotaDutyPeriod> {
      const { before, after } = await db.transaction(async (tx) => {
        const period = await mustFindOpenPeriod(tx, periodId);
        if (period.facilityId === facilityId)
          throw invalidField('facilityId', 'invalid', 'This pharmacy is already on duty in this period');
        const [facility] = await findFacilities(tx, [facilityId]);
        if (!facility?.isPublicPharmacy)
          throw invalidField('facilityId', 'not_public_pharmacy', 'Only a public pharmacy can be on duty');
        const clash = await findClashingPeriod(tx, facilityId, period.startsAt, period.endsAt, period.id);
        if (clash) {
          throw new AppError('conflict', `The pharmacy is on duty in period #${clash.id} at that time`, [
            fieldError('facilityId', 'duty_overlap', {
              id: clash.id,
              startsAt: clash.startsAt.getTime(),
              endsAt: clash.endsAt.getTime(),
            }),
          ]);
        }
        const updated = await updatePeriod(tx, period.id, { facilityId });
        // The pharmacy that gives the period up had it before; the one that takes it has it after.
        const swap = {
          dutyFacilityId: { before: period.facilityId, after: facilityId },
          reason: { before: null, after: reason },
        };
        await history(tx, context, [period.facilityId], 'duty_swapped', {
          dutyPeriod: { before: windowOf(period), after: null },
          ...swap,
        });
        await history(tx, context, [facilityId], 'duty_swapped', {
          dutyPeriod: { before: null, after: windowOf(period) },
          ...swap,
        });
        return { before: period, after: updated };
      });
      deps.onDirectoryChange();
      await log(
        context,
        `Duty period #${periodId} swapped: facility #${before.facilityId} → #${after.facilityId}`,
        {
          key: 'rota.periodSwapped',
          params: { periodId, fromFacilityId: before.facilityId, toFacilityId: after.facilityId },
        },
        {
          dutyPeriodId: periodId,
          action: 'duty_swapped',
          fromFacilityId: before.facilityId,
          toFacilityId: after.facilityId,
          reason,
        },
      );
      return toPeriod(after);
    },

    /** The pharmacy is closed after all: the period is kept with its reason, never generated again. */
    async cancel(context: RequestContext, periodId: number, reason: string): Promise<RotaDutyPeriod> {
      const cancelled = await db.transaction(async (tx) => {
        const period = await mustFindOpenPeriod(tx, periodId);
        const updated = await updatePeriod(tx, period.id, { cancelledAt: clock(), cancelReason: reason });
        await history(tx, context, [period.facilityId], 'duty_cancelled', {
          dutyPeriod: { before: windowOf(period), after: null },
          cancelReason: { before: null, after: reason },
        });
        return updated;
      });
      deps.onDirectoryChange();
      await log(
        context,
        `Duty period #${periodId} of facility #${cancelled.facilityId} cancelled`,
        { key: 'rota.periodCancelled', params: { periodId, facilityId: cancelled.facilityId } },
        {
          dutyPeriodId: periodId,
          facilityId: cancelled.facilityId,
          action: 'duty_cancelled',
          reason,
        },
      );
      return toPeriod(cancelled);
    },
  };
}
export type DutyGroupsService = ReturnType<typeof createDutyGroupsService>;
