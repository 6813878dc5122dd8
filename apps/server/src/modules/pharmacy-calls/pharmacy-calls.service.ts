import { recordFacilityChange } from '../../sql/facility-history.repository';
import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  fieldError,
  PHARMACY_CALL_MAX_DAYS,
  type FacilityChanges,
  type PharmacyCall,
  type PharmacyCallCreate,
  type PharmacyCallListQuery,
  type PharmacyCallStatus,
  type PharmacyCallUpdate,
} from '@hc/shared';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import {
  deleteDutyPeriod,
  findDutyPeriod,
  findDutyPeriodRow,
  findOverlap,
  insertDutyPeriod,
  listDutyPeriods,
  lockPharmacy,
  updateDutyPeriod,
  type DutyPeriodRecord,
  type DutyPeriodRow,
} from './pharmacy-calls.repository';

const MAX_MS = PHARMACY_CALL_MAX_DAYS * 24 * 60 * 60 * 1000;
/** A period's history actions written here, each with its system log event. */
const dutyPeriodEvents = {
  duty_added: 'rota.periodAdded',
  duty_changed: 'rota.periodChanged',
  duty_ended: 'rota.periodEnded',
} as const;

function statusAt(
  period: Pick<DutyPeriodRecord, 'startsAt' | 'endsAt' | 'cancelledAt'>,
  now: Date,
): PharmacyCallStatus {
  if (period.cancelledAt) return 'cancelled';
  if (period.startsAt > now) return 'upcoming';
  return period.endsAt > now ? 'current' : 'past';
}

const place = (nameEn: string | null, nameFr: string | null) =>
  nameEn === null ? null : { nameEn, nameFr: nameFr ?? nameEn };

function toPharmacyCall(row: DutyPeriodRow, now: Date): PharmacyCall {
  return {
    id: row.id,
    facilityId: row.facilityId,
    facilityName: row.facilityName,
    region: place(row.regionEn, row.regionFr),
    division: place(row.divisionEn, row.divisionFr),
    subdivision: place(row.subdivisionEn, row.subdivisionFr),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    note: row.note,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    dutyGroupId: row.dutyGroupId,
    status: statusAt(row, now),
  };
}

type Window = Pick<DutyPeriodRecord, 'startsAt' | 'endsAt' | 'note'>;
const fieldsOf = (period: Window | null) => ({
  startsAt: period?.startsAt.toISOString() ?? null,
  endsAt: period?.endsAt.toISOString() ?? null,
  note: period?.note ?? null,
});

/** Each of startsAt, endsAt and note that differs, with its value before and after. */
function changesBetween(before: Window | null, after: Window | null): FacilityChanges {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const changes: FacilityChanges = {};
  for (const key of ['startsAt', 'endsAt', 'note'] as const)
    if (a[key] !== b[key]) changes[key] = { before: a[key], after: b[key] };
  return changes;
}

/**
 * The back-office Pharmacy Calls section: the duty periods of public pharmacies, listed, created,
 * changed and ended by staff. A change to one pharmacy's rota is one transaction (its facility row
 * locked, so overlaps are checked one change at a time) that also writes the facility's history; the
 * system log records it after, and the directory version is invalidated so public pages follow at once.
 */
export function createPharmacyCallsService(deps: { db: Db; clock: Clock; onDirectoryChange: () => void }) {
  const { db, clock } = deps;

  async function mustLoadRow(source: Db, id: number, now: Date): Promise<PharmacyCall> {
    const row = await findDutyPeriodRow(source, id);
    if (!row) throw notFound('Duty period');
    return toPharmacyCall(row, now);
  }

  async function checkPharmacy(source: Db, facilityId: number) {
    if (!(await lockPharmacy(source, facilityId))?.isPublicPharmacy)
      throw invalidField('facilityId', 'not_public_pharmacy', 'Only a public pharmacy can be on duty');
  }

  /** endsAt after startsAt, and at most PHARMACY_CALL_MAX_DAYS days later. */
  function checkLength(window: { startsAt: Date; endsAt: Date }) {
    const length = window.endsAt.getTime() - window.startsAt.getTime();
    if (length <= 0) throw invalidField('endsAt', 'ends_before_start');
    if (length > MAX_MS)
      throw new AppError('validation_failed', 'Some fields are not valid', [
        fieldError('endsAt', 'duty_too_long', { maximum: PHARMACY_CALL_MAX_DAYS }),
      ]);
  }

  async function checkOverlap(source: Db, window: { facilityId: number; startsAt: Date; endsAt: Date }, id?: number) {
    const other = await findOverlap(source, { ...window, ...(id ? { exceptId: id } : {}) });
    if (other)
      throw new AppError('conflict', `The period overlaps duty period #${other.id} of the same pharmacy`, [
        fieldError('startsAt', 'duty_overlap', {
          id: other.id,
          startsAt: other.startsAt.getTime(),
          endsAt: other.endsAt.getTime(),
        }),
      ]);
  }

  /** Cancelled and ended periods are kept as they are. */
  function checkChangeable(period: DutyPeriodRecord, now: Date) {
    const status = statusAt(period, now);
    if (status === 'cancelled') throw new AppError('conflict', 'A cancelled duty period cannot be changed here');
    if (status === 'past') throw new AppError('conflict', 'A duty period that has ended cannot be changed');
  }

  async function afterChange(
    context: RequestContext,
    period: Pick<PharmacyCall, 'id' | 'facilityId' | 'facilityName' | 'startsAt' | 'endsAt'>,
    action: keyof typeof dutyPeriodEvents,
  ) {
    deps.onDirectoryChange();
    await logRequestEvent(deps, context, {
      level: 'INFO',
      source: 'FACILITY',
      message: `Pharmacy #${period.facilityId} ${action} (period #${period.id}, ${period.startsAt} to ${period.endsAt}): ${period.facilityName}`,
      event: {
        key: dutyPeriodEvents[action],
        params: {
          facilityId: period.facilityId,
          periodId: period.id,
          startsAt: period.startsAt,
          endsAt: period.endsAt,
          name: period.facilityName,
        },
      },
      details: { facilityId: period.facilityId, dutyPeriodId: period.id, action },
    });
  }

  return {
    async list(query: PharmacyCallListQuery) {
      const now = clock();
      const { rows, total, page } = await listDutyPeriods(db, query, now);
      return {
        data: rows.map((row) => toPharmacyCall(row, now)),
        meta: { total, page, pageSize: ADMIN_PAGE_SIZE },
      };
    },

    get: (id: number) => mustLoadRow(db, id, clock()),

    async create(context: RequestContext, input: PharmacyCallCreate): Promise<PharmacyCall> {
      const now = clock();
      const window = {
        facilityId: input.facilityId,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
      };
      checkLength(window);
      const created = await db.transaction(async (tx) => {
        await checkPharmacy(tx, input.facilityId);
        await checkOverlap(tx, window);
        const row = await insertDutyPeriod(tx, { ...window, note: input.note ?? null, createdAt: now });
        await recordFacilityChange(tx, context, clock(), row.facilityId, 'duty_added', changesBetween(null, row));
        return mustLoadRow(tx, row.id, now);
      });
      await afterChange(context, created, 'duty_added');
      return created;
    },

    async update(context: RequestContext, id: number, input: PharmacyCallUpdate): Promise<PharmacyCall> {
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const found = await findDutyPeriod(tx, id);
        if (!found) throw notFound('Duty period');
        await checkPharmacy(tx, found.facilityId);
        // Read again under the pharmacy's lock: another change may have landed meanwhile.
        const before = (await findDutyPeriod(tx, id))!;
        checkChangeable(before, now);
        const next = {
          startsAt: input.startsAt ? new Date(input.startsAt) : before.startsAt,
          endsAt: input.endsAt ? new Date(input.endsAt) : before.endsAt,
          note: input.note === undefined ? before.note : input.note,
        };
        checkLength(next);
        await checkOverlap(tx, { facilityId: before.facilityId, ...next }, id);
        const changes = changesBetween(before, next);
        if (Object.keys(changes).length === 0) return { period: await mustLoadRow(tx, id, now), changed: false };
        await updateDutyPeriod(tx, id, next);
        await recordFacilityChange(tx, context, clock(), before.facilityId, 'duty_changed', changes);
        return { period: await mustLoadRow(tx, id, now), changed: true };
      });
      if (result.changed) await afterChange(context, result.period, 'duty_changed');
      return result.period;
    },

    /**
     * Ends a period: one that has not started is removed, a running one ends now (the app's clock).
     * A period that has ended, or was cancelled, answers 409.
     */
    async end(context: RequestContext, id: number): Promise<{ removed: boolean; period: PharmacyCall }> {
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const found = await findDutyPeriod(tx, id);
        if (!found) throw notFound('Duty period');
        await lockPharmacy(tx, found.facilityId);
        const before = await mustLoadRow(tx, id, now);
        const period = (await findDutyPeriod(tx, id))!;
        checkChangeable(period, now);
        if (period.startsAt >= now) {
          await deleteDutyPeriod(tx, id);
          await recordFacilityChange(
            tx,
            context,
            clock(),
            period.facilityId,
            'duty_ended',
            changesBetween(period, null),
          );
          return { removed: true, period: before };
        }
        await updateDutyPeriod(tx, id, { endsAt: now });
        await recordFacilityChange(
          tx,
          context,
          clock(),
          period.facilityId,
          'duty_ended',
          changesBetween(period, { ...period, endsAt: now }),
        );
        return { removed: false, period: await mustLoadRow(tx, id, now) };
      });
      await afterChange(context, result.period, 'duty_ended');
      return result;
    },
  };
}
export type PharmacyCallsService = ReturnType<typeof createPharmacyCallsService>;
