import { tables, type Db } from '@hc/db';
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { doualaMidnight, nextDoualaMidnight, type Span } from './periods';

const { analyticsRollup } = tables;

/** Every page, as opposed to one part of the site. */
export const ALL_PAGES = 'all';

/** The rollup's grains: hour, Douala day, Douala month. */
export type Grain = 'h' | 'd' | 'm';

const inGrain = (grain: Grain, from: Date, to: Date) =>
  and(eq(analyticsRollup.grain, grain), gte(analyticsRollup.bucket, from), lt(analyticsRollup.bucket, to));

/**
 * The buckets that make up a span of hourly metrics: the whole Douala days inside it as days, its
 * ragged edges as hours. A year reads about 365 rows per metric instead of 8,760.
 */
export function spanBuckets(span: Span): SQL {
  const firstDay = nextDoualaMidnight(span.from);
  const lastDay = doualaMidnight(span.to);
  if (firstDay >= lastDay) return inGrain('h', span.from, span.to)!;
  return or(inGrain('h', span.from, firstDay), inGrain('d', firstDay, lastDay), inGrain('h', lastDay, span.to))!;
}

/**
 * The sums of a metric's counters over a span, per key. `group` is a part of the site or ALL_PAGES;
 * `grain` reads one grain only (the per-path metrics are kept by day and by month).
 */
export async function sumRollup(
  db: Db,
  metric: string,
  span: Span,
  options: { group?: string; keys?: string[]; grain?: Grain } = {},
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: analyticsRollup.key, value: sql<number>`sum(${analyticsRollup.value})`.mapWith(Number) })
    .from(analyticsRollup)
    .where(
      and(
        eq(analyticsRollup.metric, metric),
        eq(analyticsRollup.pageGroup, options.group ?? ALL_PAGES),
        options.grain ? inGrain(options.grain, span.from, span.to) : spanBuckets(span),
        options.keys ? inArray(analyticsRollup.key, options.keys) : undefined,
      ),
    )
    .groupBy(analyticsRollup.key);
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The total of a metric over a span, every key together. */
export async function totalRollup(
  db: Db,
  metric: string,
  span: Span,
  options: { group?: string; keys?: string[]; grain?: Grain } = {},
): Promise<number> {
  let total = 0;
  for (const value of (await sumRollup(db, metric, span, options)).values()) total += value;
  return total;
}
