import { tables, type Db } from '@hc/db';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Span } from './periods';

const { analyticsRollup } = tables;

/** Every page, as opposed to one part of the site. */
export const ALL_PAGES = 'all';

/**
 * The sums of a metric's counters over a span, per key (the hourly or daily buckets starting inside
 * it). `group` is a part of the site or ALL_PAGES.
 */
export async function sumRollup(
  db: Db,
  metric: string,
  span: Span,
  options: { group?: string; keys?: string[] } = {},
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: analyticsRollup.key, value: sql<number>`sum(${analyticsRollup.value})`.mapWith(Number) })
    .from(analyticsRollup)
    .where(
      and(
        eq(analyticsRollup.metric, metric),
        eq(analyticsRollup.pageGroup, options.group ?? ALL_PAGES),
        gte(analyticsRollup.bucket, span.from),
        lt(analyticsRollup.bucket, span.to),
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
  options: { group?: string; keys?: string[] } = {},
): Promise<number> {
  let total = 0;
  for (const value of (await sumRollup(db, metric, span, options)).values()) total += value;
  return total;
}
