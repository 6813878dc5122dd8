import { tables, type Db } from '@hc/db';
import type { AppAnalyticsQuery, CrashStatus } from '@hc/shared';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ALL_PAGES } from '../../lib/analytics/rollup';
import type { Span } from '../../lib/analytics/periods';
import { spanBuckets } from '../../sql/analytics-events.repository';

const { analyticsEvents, analyticsRollup, analyticsSessions, apiLatency, crashReports } = tables;

export type CrashReportRecord = typeof crashReports.$inferSelect;

/** The sums of the metrics over a span (hour and day buckets), per metric. */
export async function sumMetrics(db: Db, metrics: string[], span: Span, group: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ metric: analyticsRollup.metric, value: sql<number>`sum(${analyticsRollup.value})`.mapWith(Number) })
    .from(analyticsRollup)
    .where(and(inArray(analyticsRollup.metric, metrics), eq(analyticsRollup.pageGroup, group), spanBuckets(span)))
    .groupBy(analyticsRollup.metric);
  return new Map(rows.map((row) => [row.metric, row.value]));
}

/**
 * The metrics' sums per hour (`hourly`) or per Douala day, oldest first; `slot` is the hour's instant
 * or the day's date. The span must start at a Douala midnight: its days then cover it exactly.
 */
export function sumMetricsOverTime(db: Db, metrics: string[], span: Span, group: string, hourly: boolean) {
  const slot = hourly
    ? sql<string>`to_char(${analyticsRollup.bucket} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
    : sql<string>`to_char((${analyticsRollup.bucket} AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM-DD')`;
  return db
    .select({
      slot,
      metric: analyticsRollup.metric,
      value: sql<number>`sum(${analyticsRollup.value})`.mapWith(Number),
    })
    .from(analyticsRollup)
    .where(
      and(
        inArray(analyticsRollup.metric, metrics),
        eq(analyticsRollup.pageGroup, group),
        eq(analyticsRollup.grain, hourly ? 'h' : 'd'),
        gte(analyticsRollup.bucket, span.from),
        lt(analyticsRollup.bucket, span.to),
      ),
    )
    .groupBy(sql`1`, analyticsRollup.metric)
    .orderBy(sql`1`);
}

/** Distinct visitors with an event in each slot of `slotMs` from `since` to `now`, by slot number (from 0). */
export async function countVisitorsPerSlot(
  db: Db,
  since: Date,
  now: Date,
  slotMs: number,
  group: string,
): Promise<Map<number, number>> {
  const slotOf = sql<number>`floor(extract(epoch from (${analyticsEvents.at} - ${since.toISOString()}::timestamptz)) * 1000 / ${slotMs})::int`;
  const rows = await db
    .select({ slot: slotOf, visitors: sql<number>`count(distinct ${analyticsSessions.visitor})`.mapWith(Number) })
    .from(analyticsEvents)
    .innerJoin(analyticsSessions, eq(analyticsSessions.id, analyticsEvents.sessionId))
    .where(
      and(
        gte(analyticsEvents.at, since),
        lt(analyticsEvents.at, now),
        group === ALL_PAGES ? undefined : eq(analyticsEvents.pageGroup, group),
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.slot, row.visitors]));
}

/** The server's latency tallies of the hours in a span. */
export function listApiLatency(db: Db, span: Span) {
  return db
    .select({ requests: apiLatency.requests, buckets: apiLatency.buckets })
    .from(apiLatency)
    .where(and(gte(apiLatency.hour, span.from), lt(apiLatency.hour, span.to)));
}

/** The crash reports last seen since the span's start, most recent first. */
export function listRecentCrashes(
  db: Db,
  span: Span,
  platform: AppAnalyticsQuery['platform'],
  limit: number,
): Promise<CrashReportRecord[]> {
  return db
    .select()
    .from(crashReports)
    .where(
      and(
        gte(crashReports.lastSeenAt, span.from),
        platform === 'all' ? undefined : eq(crashReports.platform, platform),
      ),
    )
    .orderBy(desc(crashReports.lastSeenAt), desc(crashReports.id))
    .limit(limit);
}

/** Sets a crash report's status and who changed it when; the report, or null when there is none. */
export async function updateCrashStatus(
  db: Db,
  id: number,
  values: { status: CrashStatus; statusChangedBy: number | null; statusChangedAt: Date },
): Promise<CrashReportRecord | null> {
  const [row] = await db.update(crashReports).set(values).where(eq(crashReports.id, id)).returning();
  return row ?? null;
}
