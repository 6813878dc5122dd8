import { tables, type Db } from '@hc/db';
import { crashStatuses, type AppAnalyticsQuery, type CrashStatus } from '@hc/shared';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { METRIC } from '../../lib/analytics/metrics';
import { ALL_PAGES, spanRanges, type Grain } from '../../lib/analytics/rollup';
import type { Span } from '../../lib/analytics/periods';
import { preparedParsedRows } from '../../sql/parsed-rows.repository';

const { analyticsEvents, analyticsRollup, analyticsSessions, apiLatency, crashReports } = tables;

export type CrashReportRecord = typeof crashReports.$inferSelect;

/*
 * Each dashboard is one statement of fixed text, built once (docs/decisions/2026-11-29-analytics-reads.md).
 * What varies is given as placeholders: a span as its bucket ranges (three arrays: grains, first and end
 * instants), metrics as arrays. It is planned on every run, with its values: a plan kept for any values
 * would not know how few events the last minutes hold, nor which grains a range reads.
 */
const value = (name: string) => sql.placeholder(name);

/** A span's bucket ranges as the placeholders `${name}Grains`, `${name}Froms` and `${name}Tos`. */
function rangesOf(name: string, span: Span) {
  const ranges = spanRanges(span);
  return {
    [`${name}Grains`]: ranges.map((range) => range.grain),
    [`${name}Froms`]: ranges.map((range) => range.from.toISOString()),
    [`${name}Tos`]: ranges.map((range) => range.to.toISOString()),
  };
}

/**
 * The sums per metric and key, as a JSON array, of the group's counters of the metrics (placeholder
 * `${name}Metrics`) over the span's bucket ranges (see rangesOf). OFFSET 0 keeps the ranges' subquery
 * from being merged into a join the planner, not knowing the ranges, would answer with a scan of the
 * whole table: each range stays one index range scan.
 */
function keyedSums(name: string) {
  const r = analyticsRollup;
  return sql`(SELECT coalesce(json_agg(json_build_object('metric', metric, 'key', key, 'value', total)), '[]'::json)
    FROM (SELECT metric, key, sum(value) AS total
      FROM unnest(${value(`${name}Grains`)}::text[], ${value(`${name}Froms`)}::timestamptz[], ${value(`${name}Tos`)}::timestamptz[])
        AS part(grain, first_bucket, end_bucket)
      CROSS JOIN LATERAL (SELECT ${r.metric} AS metric, ${r.key} AS key, ${r.value} AS value FROM ${r}
        WHERE ${r.grain} = part.grain AND ${r.bucket} >= part.first_bucket AND ${r.bucket} < part.end_bucket
          AND ${r.metric} = ANY(${value(`${name}Metrics`)}::text[]) AND ${r.pageGroup} = ${value('group')}
        OFFSET 0) counters
      GROUP BY 1, 2) sums)`;
}

/** A metric's sum for one key. */
const keyedSum = z.object({ metric: z.string(), key: z.string(), value: z.number() });
const websiteRow = z.object({
  current: z.array(keyedSum),
  previous: z.array(keyedSum),
  series: z.array(z.object({ at: z.string(), visitors: z.number(), pageViews: z.number() })),
  pages: z.array(z.object({ path: z.string(), views: z.number(), visitors: z.number() })),
  live: z.array(z.object({ slot: z.number(), visitors: z.number() })),
});
export type WebsiteFigures = z.output<typeof websiteRow>;

const readWebsiteRow = (() => {
  const r = analyticsRollup;
  const e = analyticsEvents;
  const s = analyticsSessions;
  const sumOf = (metric: string) => sql`coalesce(sum(${r.value}) FILTER (WHERE ${r.metric} = ${metric}), 0)`;
  const inSpan = sql`${r.bucket} >= ${value('from')}::timestamptz AND ${r.bucket} < ${value('to')}::timestamptz`;
  return preparedParsedRows(
    websiteRow,
    sql`SELECT ${keyedSums('current')} AS current, ${keyedSums('previous')} AS previous,
      (SELECT coalesce(json_agg(json_build_object('at', at, 'visitors', visitors, 'pageViews', page_views) ORDER BY bucket), '[]'::json)
        FROM (SELECT ${r.bucket} AS bucket,
            CASE WHEN ${value('seriesGrain')}::text = 'h'
              THEN to_char(${r.bucket} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
              ELSE to_char((${r.bucket} AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM-DD') END AS at,
            ${sumOf(METRIC.visitors)} AS visitors, ${sumOf(METRIC.pageViews)} AS page_views
          FROM ${r}
          WHERE ${r.metric} IN (${METRIC.visitors}, ${METRIC.pageViews}) AND ${r.pageGroup} = ${value('group')}
            AND ${r.grain} = ${value('seriesGrain')} AND ${inSpan}
          GROUP BY 1, 2) points) AS series,
      (WITH top AS (
          SELECT key, views FROM (SELECT key, views, rank() OVER (ORDER BY views DESC) AS place
            FROM (SELECT ${r.key} AS key, sum(${r.value}) AS views FROM ${r}
              WHERE ${r.metric} = ${METRIC.pathViews} AND ${r.pageGroup} = ${value('group')}
                AND ${r.grain} = ${value('pageGrain')} AND ${inSpan}
              GROUP BY 1) paths) ranked
          WHERE place <= ${value('topPages')}::int),
        -- Only the few paths on top are looked up: their keys are checked in the index.
        seen AS (
          SELECT ${r.key} AS key, sum(${r.value}) AS visitors FROM ${r}
          WHERE ${r.metric} = ${METRIC.pathVisitors} AND ${r.pageGroup} = ${value('group')}
            AND ${r.grain} = ${value('pageGrain')} AND ${inSpan} AND ${r.key} = ANY(ARRAY(SELECT key FROM top))
          GROUP BY 1)
        SELECT coalesce(json_agg(json_build_object('path', key, 'views', views, 'visitors', coalesce(visitors, 0))), '[]'::json)
        FROM top LEFT JOIN seen USING (key)) AS pages,
      (SELECT coalesce(json_agg(json_build_object('slot', slot, 'visitors', visitors)), '[]'::json)
        FROM (SELECT floor(extract(epoch FROM (${e.at} - ${value('since')}::timestamptz)) * 1000 / ${value('slotMs')}::int)::int AS slot,
            count(DISTINCT ${s.visitor}) AS visitors
          FROM ${e} JOIN ${s} ON ${s.id} = ${e.sessionId}
          WHERE ${e.at} >= ${value('since')}::timestamptz AND ${e.at} < ${value('now')}::timestamptz
            AND (${value('eventGroup')}::text IS NULL OR ${e.pageGroup} = ${value('eventGroup')}::text)
          GROUP BY 1) slots) AS live`,
  );
})();

/**
 * Everything the website dashboard reads, in one statement: the span's and the previous span's sums,
 * visitors and page views per hour or day, the most viewed paths and the visitors of the last minutes.
 *
 * `pages` holds every path whose views rank in the first `topPages` counting ties: the caller breaks ties
 * by path as it always did, in JavaScript, whose collation the database cannot be relied on to share.
 */
export async function readWebsiteFigures(
  db: Db,
  input: {
    /** A part of the site, or ALL_PAGES. */
    group: string;
    isAllPages: boolean;
    span: Span;
    before: Span;
    /** Metrics summed over the span per key, and over the previous span. */
    metrics: readonly string[];
    previousMetrics: readonly string[];
    /** Visitors and page views per hour ('h') or per Douala day ('d'). */
    seriesGrain: Grain;
    /** The grain of the per-path counters that covers the span exactly. */
    pageGrain: Grain;
    topPages: number;
    since: Date;
    now: Date;
    slotMs: number;
  },
): Promise<WebsiteFigures> {
  const [row] = await readWebsiteRow(db, {
    group: input.group,
    eventGroup: input.isAllPages ? null : input.group,
    ...rangesOf('current', input.span),
    currentMetrics: input.metrics,
    ...rangesOf('previous', input.before),
    previousMetrics: input.previousMetrics,
    from: input.span.from.toISOString(),
    to: input.span.to.toISOString(),
    seriesGrain: input.seriesGrain,
    pageGrain: input.pageGrain,
    topPages: input.topPages,
    since: input.since.toISOString(),
    now: input.now.toISOString(),
    slotMs: input.slotMs,
  });
  return row!;
}

const crashRow = z.object({
  id: z.number(),
  message: z.string(),
  source: z.string().nullable(),
  line: z.number().nullable(),
  build: z.string(),
  platform: z.string(),
  occurrences: z.number(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  status: z.enum(crashStatuses),
});

const appRow = z.object({
  current: z.array(keyedSum),
  previous: z.array(keyedSum),
  requests: z.number(),
  /** Requests per latency bucket summed over the span's hours, in the buckets' order. */
  latency: z.array(z.number()),
  crashes: z.array(crashRow),
});
export type AppFigures = z.output<typeof appRow>;

const isoInstant = (column: SQLWrapper) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const readAppRow = (() => {
  const c = crashReports;
  const l = apiLatency;
  const inSpan = sql`${l.hour} >= ${value('from')}::timestamptz AND ${l.hour} < ${value('to')}::timestamptz`;
  return preparedParsedRows(
    appRow,
    sql`SELECT ${keyedSums('current')} AS current, ${keyedSums('previous')} AS previous,
      (SELECT coalesce(sum(${l.requests}), 0)::float8 FROM ${l} WHERE ${inSpan}) AS requests,
      (SELECT coalesce(json_agg(total ORDER BY place), '[]'::json)
        FROM (SELECT place, sum(count) AS total FROM ${l}, unnest(${l.buckets}) WITH ORDINALITY AS tally(count, place)
          WHERE ${inSpan} GROUP BY 1) buckets) AS latency,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'message', message, 'source', source, 'line', line,
          'build', build, 'platform', platform, 'occurrences', occurrences, 'firstSeenAt', first_seen_at,
          'lastSeenAt', last_seen_at, 'status', status) ORDER BY place), '[]'::json)
        FROM (SELECT ${c.id} AS id, ${c.message} AS message, ${c.source} AS source, ${c.line} AS line, ${c.build} AS build,
            ${c.platform} AS platform, ${c.occurrences} AS occurrences, ${isoInstant(c.firstSeenAt)} AS first_seen_at,
            ${isoInstant(c.lastSeenAt)} AS last_seen_at, ${c.status} AS status,
            row_number() OVER (ORDER BY ${c.lastSeenAt} DESC, ${c.id} DESC) AS place
          FROM ${c}
          WHERE ${c.lastSeenAt} >= ${value('from')}::timestamptz
            AND (${value('platform')}::text IS NULL OR ${c.platform} = ${value('platform')}::text)
          ORDER BY ${c.lastSeenAt} DESC, ${c.id} DESC
          LIMIT ${value('crashes')}::int) recent) AS crashes`,
  );
})();

/**
 * Everything the app dashboard reads, in one statement: the span's and the previous span's sums per
 * metric and key (every page), the server's latency tallies of the span added up, and the crash reports
 * last seen in it (of the platform), most recent first.
 */
export async function readAppFigures(
  db: Db,
  input: {
    span: Span;
    before: Span;
    metrics: readonly string[];
    previousMetrics: readonly string[];
    platform: AppAnalyticsQuery['platform'];
    crashes: number;
  },
): Promise<AppFigures> {
  const [row] = await readAppRow(db, {
    group: ALL_PAGES,
    ...rangesOf('current', input.span),
    currentMetrics: input.metrics,
    ...rangesOf('previous', input.before),
    previousMetrics: input.previousMetrics,
    from: input.span.from.toISOString(),
    to: input.span.to.toISOString(),
    platform: input.platform === 'all' ? null : input.platform,
    crashes: input.crashes,
  });
  return row!;
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
