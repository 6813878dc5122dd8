import { tables, type Db } from '@hc/db';
import type { FacilityChanges, FacilityHistoryAction } from '@hc/shared';
import { signedInSession, type RequestContext } from '../lib/request-context';

export type FacilityHistoryInput = {
  facilityId: number;
  userId: number;
  action: FacilityHistoryAction;
  changes: FacilityChanges;
  at: Date;
};

/**
 * Writes entries of facilities' histories (who, when, each field before and after), shown on the
 * back-office record page. Every module that changes a facility or its rota writes through this one,
 * inside the transaction of the change.
 */
export async function insertFacilityHistory(db: Db, ...entries: FacilityHistoryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(tables.facilityHistory).values(
    entries.map((entry) => ({
      facilityId: entry.facilityId,
      userId: entry.userId,
      action: entry.action,
      changes: entry.changes,
      createdAt: entry.at,
    })),
  );
}

/** A change the signed-in staff member of `context` made to a facility at `at`, in its history. */
export async function recordFacilityChange(
  db: Db,
  context: RequestContext,
  at: Date,
  facilityId: number,
  action: FacilityHistoryAction,
  changes: FacilityChanges,
): Promise<void> {
  await insertFacilityHistory(db, { facilityId, userId: signedInSession(context).user.id, action, changes, at });
}
