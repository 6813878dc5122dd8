import type { Db } from '@hc/db';
import { FACILITY_CONFIRM_STALE_MONTHS, type FacilityManager, type FacilityManagerOverviewRow } from '@hc/shared';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { recordFacilityChange } from '../../sql/facility-history.repository';
import { personLabel } from './claim-views';
import { facilityExists } from './claimed-facility.repository';
import {
  countOverview,
  findActiveManagerById,
  listActiveManagers,
  revokeManager,
} from './facility-managers.repository';

/** The moment FACILITY_CONFIRM_STALE_MONTHS calendar months before `now` (UTC): older confirmations are overdue. */
export function staleBefore(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - FACILITY_CONFIRM_STALE_MONTHS);
  return cutoff;
}

type ManagerRow = Awaited<ReturnType<typeof listActiveManagers>>[number];

/** The serialization boundary: a manager link as staff see it. */
const toManager = (row: ManagerRow): FacilityManager => ({
  id: row.id,
  userId: row.userId,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  roleAtFacility: row.roleAtFacility,
  since: row.since.toISOString(),
  lastConfirmedAt: row.lastConfirmedAt?.toISOString() ?? null,
});

/** Staff's side of facility managers: who runs a facility, removing one, and the per-region overview. */
export function createFacilityManagersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async listOf(facilityId: number): Promise<FacilityManager[]> {
      if (!(await facilityExists(db, facilityId))) throw notFound('Facility');
      const rows = await listActiveManagers(db, facilityId);
      return rows.map(toManager);
    },

    /** Ends the link (kept, with who and why, for the history); 404 when unknown or already ended. */
    async revoke(context: RequestContext, id: number, reason: string): Promise<FacilityManager> {
      const staffId = signedInSession(context).user.id;
      const now = clock();
      const manager = await db.transaction(async (tx) => {
        const found = await findActiveManagerById(tx, id);
        if (!found || !(await revokeManager(tx, id, { revokedAt: now, revokedBy: staffId, reason })))
          throw notFound('Facility manager');
        await recordFacilityChange(tx, context, now, found.facilityId, 'manager_removed', {
          manager: { before: personLabel(found), after: null },
          reason: { before: null, after: reason },
        });
        return found;
      });
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'FACILITY',
        message: `Facility manager #${id} removed: account #${manager.userId} no longer manages facility #${manager.facilityId} ${manager.facilityName}: ${reason}`,
        event: {
          key: 'facilityManager.removed',
          params: { id, userId: manager.userId, facilityId: manager.facilityId, name: manager.facilityName, reason },
        },
        details: { facilityId: manager.facilityId, managerId: id, action: 'manager_removed' },
      });
      return toManager(manager);
    },

    /** Per region (only `regionId`'s for a region-limited account): how many public facilities have a manager. */
    async overview(regionId: number | null): Promise<FacilityManagerOverviewRow[]> {
      const figures = await countOverview(db, regionId, staleBefore(clock()));
      return figures.regions.map((region) => {
        const facilities = figures.publicByRegion.get(region.id) ?? 0;
        const managed = figures.managedByRegion.get(region.id) ?? 0;
        return {
          region,
          facilities,
          managed,
          withoutManager: facilities - managed,
          overdue: figures.overdueByRegion.get(region.id) ?? 0,
          pendingClaims: figures.pendingByRegion.get(region.id) ?? 0,
        };
      });
    },
  };
}
export type FacilityManagersService = ReturnType<typeof createFacilityManagersService>;
