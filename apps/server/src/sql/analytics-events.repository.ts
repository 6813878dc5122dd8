import { tables, type Db } from '@hc/db';
import { and, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Span } from '../lib/analytics/periods';
import { ALL_PAGES, spanRanges, type Grain } from '../lib/analytics/rollup';

const {
  analyticsEvents,
  analyticsRollup,
  analyticsSalts,
  analyticsSessions,
  analyticsVisitorDays,
  apiLatency,
  crashReports,
} = tables;

export type AnalyticsSession = typeof analyticsSessions.$inferSelect;
export type AnalyticsEventValues = typeof analyticsEvents.$inferInsert;

/**
 * Holds, until the transaction ends, the right to join sessions for one visitor key: two beacons of one
 * visitor (two tabs, two processes) then join sessions one after the other.
 */
export async function lockVisitor(tx: Db, visitor: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${visitor}))`);
}

/** The latest session of any of the visitor's keys seen after `since`, or null. */
export async function findLatestSession(tx: Db, visitors: string[], since: Date): Promise<AnalyticsSession | null> {
  const [latest] = await tx
    .select()
    .from(analyticsSessions)
    .where(and(inArray(analyticsSessions.visitor, visitors), gt(analyticsSessions.lastSeenAt, since)))
    .orderBy(desc(analyticsSessions.lastSeenAt))
    .limit(1);
  return latest ?? null;
}

/** Records that the visitor was seen in a scope on a day; false when it already was. */
export async function insertVisitorDay(tx: Db, values: typeof analyticsVisitorDays.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(analyticsVisitorDays)
    .values(values)
    .onConflictDoNothing()
    .returning({ day: analyticsVisitorDays.day });
  return inserted.length > 0;
}

export async function insertSession(tx: Db, values: typeof analyticsSessions.$inferInsert): Promise<AnalyticsSession> {
  const [row] = await tx.insert(analyticsSessions).values(values).returning();
  return row!;
}

/** Stores what the events of a beacon changed in a session. */
export async function updateSession(tx: Db, session: AnalyticsSession): Promise<void> {
  await tx
    .update(analyticsSessions)
    .set({
      lastSeenAt: session.lastSeenAt,
      pageViews: session.pageViews,
      converted: session.converted,
      hadError: session.hadError,
      features: session.features,
    })
    .where(eq(analyticsSessions.id, session.id));
}

export async function insertEvents(tx: Db, rows: AnalyticsEventValues[]): Promise<void> {
  await tx.insert(analyticsEvents).values(rows);
}

/** Adds the values to the rollup counters, in the order given (callers sort them so writers lock alike). */
export async function addToRollup(tx: Db, rows: (typeof analyticsRollup.$inferInsert)[]): Promise<void> {
  await tx
    .insert(analyticsRollup)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        analyticsRollup.metric,
        analyticsRollup.grain,
        analyticsRollup.pageGroup,
        analyticsRollup.bucket,
        analyticsRollup.key,
      ],
      set: { value: sql`${analyticsRollup.value} + excluded.value` },
    });
}

/** One more occurrence of a client error: a new report, or the count and last sighting of its fingerprint's. */
export async function recordCrashOccurrence(tx: Db, values: typeof crashReports.$inferInsert): Promise<void> {
  await tx
    .insert(crashReports)
    .values(values)
    .onConflictDoUpdate({
      target: crashReports.fingerprint,
      set: {
        occurrences: sql`${crashReports.occurrences} + 1`,
        lastSeenAt: sql`greatest(${crashReports.lastSeenAt}, excluded.last_seen_at)`,
        build: sql`excluded.build`,
      },
    });
}

/** Creates the day's salt unless a process already did. */
export async function insertSaltIfMissing(db: Db, day: string, salt: string): Promise<void> {
  await db.insert(analyticsSalts).values({ day, salt }).onConflictDoNothing();
}

export async function findSalt(db: Db, day: string): Promise<string | null> {
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return row?.salt ?? null;
}

/** Deletes the salts and visitor-day rows of the days before `oldest`. */
export async function deleteSaltsAndVisitorDaysBefore(db: Db, oldest: string): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, oldest));
  await db.delete(analyticsVisitorDays).where(lt(analyticsVisitorDays.day, oldest));
}

/** Adds per-route tallies to their hours' rows, bucket by bucket. */
export async function addApiLatency(db: Db, rows: (typeof apiLatency.$inferInsert)[]): Promise<void> {
  await db
    .insert(apiLatency)
    .values(rows)
    .onConflictDoUpdate({
      target: [apiLatency.hour, apiLatency.route],
      set: {
        requests: sql`${apiLatency.requests} + excluded.requests`,
        totalMs: sql`${apiLatency.totalMs} + excluded.total_ms`,
        buckets: sql`(SELECT array_agg(a + b ORDER BY i) FROM unnest(${apiLatency.buckets}, excluded.buckets) WITH ORDINALITY AS t(a, b, i))`,
      },
    });
}

const inGrain = (grain: Grain, from: Date, to: Date) =>
  and(eq(analyticsRollup.grain, grain), gte(analyticsRollup.bucket, from), lt(analyticsRollup.bucket, to));

/** The rollup rows of a span of hourly metrics (see spanRanges). */
export function spanBuckets(span: Span): SQL {
  return or(...spanRanges(span).map((range) => inGrain(range.grain, range.from, range.to)))!;
}

/** The sums of the metrics' counters over a span, per metric and key; `group` is a part of the site or ALL_PAGES. */
export function sumRollupPerKey(db: Db, metrics: string[], span: Span, group: string = ALL_PAGES) {
  return db
    .select({
      metric: analyticsRollup.metric,
      key: analyticsRollup.key,
      value: sql<number>`sum(${analyticsRollup.value})`.mapWith(Number),
    })
    .from(analyticsRollup)
    .where(and(inArray(analyticsRollup.metric, metrics), eq(analyticsRollup.pageGroup, group), spanBuckets(span)))
    .groupBy(analyticsRollup.metric, analyticsRollup.key);
}
