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

/** Whether two recorded values are the same (values are JSON: compared as JSON, keys in order). */
const isSame = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changes that are changes: a field whose before equals its after tells the reader nothing. */
export const realChanges = (changes: FacilityChanges): FacilityChanges =>
  Object.fromEntries(Object.entries(changes).filter(([, change]) => !isSame(change.before, change.after)));

/**
 * Writes entries of facilities' histories (who, when, each field before and after), shown on the
 * back-office record page. Every module that changes a facility or its rota writes through this one,
 * inside the transaction of the change; a field whose before equals its after is never kept.
 */
export async function insertFacilityHistory(db: Db, ...entries: FacilityHistoryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(tables.facilityHistory).values(
    entries.map((entry) => ({
      facilityId: entry.facilityId,
      userId: entry.userId,
      action: entry.action,
      changes: realChanges(entry.changes),
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
