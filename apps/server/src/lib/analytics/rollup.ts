import { doualaMidnight, doualaMonthStart, nextDoualaMidnight, nextDoualaMonthStart, type Span } from './periods';

/** Every page, as opposed to one part of the site. */
export const ALL_PAGES = 'all';

/** The rollup's grains: hour, Douala day, Douala month, Douala year. */
export type Grain = 'h' | 'd' | 'm' | 'y';

/** The buckets of one grain from `from` (included) to `to` (excluded). */
export type BucketRange = { grain: Grain; from: Date; to: Date };

/**
 * The buckets that make up a span of an hourly metric (kept by hour, day and month): the whole Douala
 * months inside it as months, the other whole days as days, its ragged edges as hours. A year reads at
 * most about 110 buckets per metric and key instead of 8,760. Ranges may be empty.
 */
export function spanRanges(span: Span): BucketRange[] {
  const firstDay = nextDoualaMidnight(span.from);
  const lastDay = doualaMidnight(span.to);
  if (firstDay >= lastDay) return [{ grain: 'h', from: span.from, to: span.to }];
  const hours: BucketRange[] = [
    { grain: 'h', from: span.from, to: firstDay },
    { grain: 'h', from: lastDay, to: span.to },
  ];
  const firstMonth = nextDoualaMonthStart(firstDay);
  const lastMonth = doualaMonthStart(lastDay);
  if (firstMonth >= lastMonth) return [...hours, { grain: 'd', from: firstDay, to: lastDay }];
  return [
    ...hours,
    { grain: 'd', from: firstDay, to: firstMonth },
    { grain: 'm', from: firstMonth, to: lastMonth },
    { grain: 'd', from: lastMonth, to: lastDay },
  ];
}
