import { tables, type Db } from '@hc/db';
import { and, asc, gt, lt, sql } from 'drizzle-orm';

const live = tables.pharmacyDutyLive;
const epochMs = (column: typeof live.startsAt | typeof live.endsAt | typeof live.liveFrom) =>
  sql<number>`(extract(epoch FROM ${column}) * 1000)::float8`.mapWith(Number);

/** The live duty periods starting in (from, to), in the on-call list's order (start, name, facility). */
export function selectRotaPeriods(db: Db, from: Date, to: Date) {
  return db
    .select({
      facilityId: live.facilityId,
      startsMs: epochMs(live.startsAt),
      endsMs: epochMs(live.endsAt),
      liveMs: epochMs(live.liveFrom),
      regionId: live.regionId,
      divisionId: live.divisionId,
      subdivisionId: live.subdivisionId,
    })
    .from(live)
    .where(and(gt(live.startsAt, from), lt(live.startsAt, to)))
    .orderBy(asc(live.startsAt), asc(live.name), asc(live.facilityId));
}
