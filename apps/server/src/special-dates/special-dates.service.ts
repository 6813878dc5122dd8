import type { Db } from '@hc/db';
import { fieldError, type FacilityChanges, type SpecialDate, type SpecialDateValues } from '@hc/shared';
import { AppError, notFound } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { signedInSession, type RequestContext } from '../lib/request-context';
import { logRequestEvent } from '../lib/system-log';
import { recordFacilityChange } from '../sql/facility-history.repository';
import {
  deleteSpecialDate,
  facilityExists,
  findOverlappingDate,
  findSpecialDate,
  insertSpecialDate,
  listSpecialDates,
  lockFacility,
  touchFacility,
  updateSpecialDate,
  type SpecialDateColumns,
  type SpecialDateRow,
} from './special-dates.repository';

/** The serialization boundary: a row out as the contract's special date. */
export const toSpecialDate = (row: SpecialDateRow): SpecialDate => ({
  id: row.id,
  facilityId: row.facilityId,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  kind: row.kind,
  hours: row.kind === 'hours' ? (row.hours ?? []) : null,
  reason: row.reason,
  holiday: row.holiday,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const columnsOf = (input: SpecialDateValues): SpecialDateColumns => ({
  startsOn: input.startsOn,
  endsOn: input.endsOn ?? input.startsOn,
  kind: input.kind,
  hours: input.kind === 'hours' ? (input.hours ?? []) : null,
  reason: input.reason ?? null,
  holiday: input.holiday ?? null,
});

/** How a special date reads in the facility's history: one field per part, before and after. */
const historyFields = (row: SpecialDateColumns | null) => ({
  specialDateFrom: row?.startsOn ?? null,
  specialDateTo: row?.endsOn ?? null,
  specialDateKind: row?.kind ?? null,
  specialDateHours: row?.hours ?? null,
  specialDateReason: row?.reason ?? null,
  specialDateHoliday: row?.holiday ?? null,
});

function changesBetween(before: SpecialDateColumns | null, after: SpecialDateColumns | null): FacilityChanges {
  const a = historyFields(before);
  const b = historyFields(after);
  const changes: FacilityChanges = {};
  for (const field of Object.keys(a) as (keyof typeof a)[]) {
    if (JSON.stringify(a[field]) !== JSON.stringify(b[field])) changes[field] = { before: a[field], after: b[field] };
  }
  return changes;
}

/** Each history action of a special date, with its system log event. */
const specialDateEvents = {
  special_date_added: 'specialDate.added',
  special_date_changed: 'specialDate.changed',
  special_date_removed: 'specialDate.removed',
} as const;

const rangeText = (row: SpecialDateColumns) =>
  `${row.startsOn}${row.endsOn === row.startsOn ? '' : `..${row.endsOn}`} ${row.kind}`;

/**
 * A facility's special dates (issue 35): closed, or other hours, on a day or a range. Each change is one
 * transaction with the facility's history entry, then the system log; the public directory sees it at
 * once. Who may act on which facility is the caller's rule (the back-office's access and region scope
 * today, a facility manager's own facilities later): every function takes the acting request and the
 * facility id, and answers 404 for an unknown facility or a date of another facility.
 */
export function createSpecialDatesService(deps: { db: Db; clock: Clock; onDirectoryChange: () => void }) {
  const { db, clock } = deps;

  async function checkOverlap(source: Db, facilityId: number, columns: SpecialDateColumns, exceptId?: number) {
    const other = await findOverlappingDate(source, {
      facilityId,
      startsOn: columns.startsOn,
      endsOn: columns.endsOn,
      ...(exceptId === undefined ? {} : { exceptId }),
    });
    if (other)
      throw new AppError(
        'conflict',
        `Overlaps special date #${other.id} (${other.startsOn} to ${other.endsOn}) of the same facility`,
        [fieldError('startsOn', 'special_date_overlap', { id: other.id })],
      );
  }

  /** Runs a change in a transaction holding the facility; writes its history; logs and tells the directory after. */
  async function change(
    context: RequestContext,
    facilityId: number,
    action: keyof typeof specialDateEvents,
    write: (tx: Db, now: Date, userId: number) => Promise<{ before: SpecialDateColumns | null; after: SpecialDateRow }>,
  ): Promise<SpecialDateRow> {
    const userId = signedInSession(context).user.id;
    const now = clock();
    const { facility, before, after } = await db.transaction(async (tx) => {
      const facility = await lockFacility(tx, facilityId);
      if (!facility) throw notFound('Facility');
      const written = await write(tx, now, userId);
      const afterColumns = action === 'special_date_removed' ? null : written.after;
      await recordFacilityChange(tx, context, now, facilityId, action, changesBetween(written.before, afterColumns));
      await touchFacility(tx, facilityId, now, userId);
      return { facility, ...written };
    });
    deps.onDirectoryChange();
    await logRequestEvent(deps, context, {
      level: 'INFO',
      source: 'FACILITY',
      message: `Facility #${facilityId} ${action}: ${rangeText(after)} (${facility.name})`,
      event: {
        key: specialDateEvents[action],
        params: { facilityId, name: facility.name, startsOn: after.startsOn, endsOn: after.endsOn, kind: after.kind },
      },
      details: {
        facilityId,
        action,
        specialDateId: after.id,
        ...(before ? { before: historyFields(before) } : {}),
        ...(action === 'special_date_removed' ? {} : { after: historyFields(after) }),
      },
    });
    return after;
  }

  async function mustFind(source: Db, facilityId: number, id: number) {
    const row = await findSpecialDate(source, facilityId, id);
    if (!row) throw notFound('Special date');
    return row;
  }

  return {
    /** Every special date of the facility, past ones too, by start. */
    async list(facilityId: number): Promise<SpecialDate[]> {
      if (!(await facilityExists(db, facilityId))) throw notFound('Facility');
      return (await listSpecialDates(db, facilityId)).map(toSpecialDate);
    },

    async create(context: RequestContext, facilityId: number, input: SpecialDateValues): Promise<SpecialDate> {
      const columns = columnsOf(input);
      const row = await change(context, facilityId, 'special_date_added', async (tx, now, userId) => {
        await checkOverlap(tx, facilityId, columns);
        const after = await insertSpecialDate(tx, {
          ...columns,
          facilityId,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        });
        return { before: null, after };
      });
      return toSpecialDate(row);
    },

    /** Replaces the date's fields with those given (`endsOn` absent: the same day). */
    async update(
      context: RequestContext,
      facilityId: number,
      id: number,
      input: SpecialDateValues,
    ): Promise<SpecialDate> {
      const columns = columnsOf(input);
      const row = await change(context, facilityId, 'special_date_changed', async (tx, now) => {
        const before = await mustFind(tx, facilityId, id);
        await checkOverlap(tx, facilityId, columns, id);
        return { before, after: await updateSpecialDate(tx, id, { ...columns, updatedAt: now }) };
      });
      return toSpecialDate(row);
    },

    /** Removes the date; answers it as it was. */
    async remove(context: RequestContext, facilityId: number, id: number): Promise<SpecialDate> {
      const row = await change(context, facilityId, 'special_date_removed', async (tx) => {
        const before = await mustFind(tx, facilityId, id);
        await deleteSpecialDate(tx, id);
        return { before, after: before };
      });
      return toSpecialDate(row);
    },
  };
}
export type SpecialDatesService = ReturnType<typeof createSpecialDatesService>;
