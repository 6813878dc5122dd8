import type { Db } from '@hc/db';
import {
  ANALYTICS_SESSION_IDLE_MINUTES,
  deviceClasses,
  trafficSources,
  type ComparedFigure,
  type WebsiteAnalytics,
  type WebsiteAnalyticsQuery,
} from '@hc/shared';
import { METRIC } from '../../lib/analytics/metrics';
import { currentPeriod, daysIn, previousSpan, type Span } from '../../lib/analytics/periods';
import { ALL_PAGES } from '../../lib/analytics/rollup';
import { readWebsiteFigures, type WebsiteFigures } from './analytics.repository';
const TOP_PAGES = 10;
const REALTIME_SLOTS = 5;
const SLOT_MS = (ANALYTICS_SESSION_IDLE_MINUTES * 60 * 1000) / REALTIME_SLOTS;

const round1 = (n: number) => Math.round(n * 10) / 10;
const ratio = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

export function compare(value: number, previous: number): ComparedFigure {
  return {
    value: round1(value),
    previous: round1(previous),
    changePercent: previous === 0 ? null : round1(((value - previous) / previous) * 100),
  };
}

const HEADLINE = [
  METRIC.visitors,
  METRIC.pageViews,
  METRIC.sessions,
  METRIC.bounces,
  METRIC.durationSeconds,
  METRIC.conversions,
] as const;

/** Each metric's total, every key together. */
function totalsOf(sums: WebsiteFigures['current']): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { metric, value } of sums) totals.set(metric, (totals.get(metric) ?? 0) + value);
  return totals;
}

/** A metric's sums per key. */
const byKey = (sums: WebsiteFigures['current'], metric: string) =>
  new Map(sums.filter((sum) => sum.metric === metric).map((sum) => [sum.key, sum.value]));

/** The headline figures of one span (sessions counted at their start, for the part they entered on). */
function headline(sums: WebsiteFigures['current'], span: Span) {
  const totals = totalsOf(sums);
  const of = (metric: string) => totals.get(metric) ?? 0;
  const sessions = of(METRIC.sessions);
  return {
    visitors: of(METRIC.visitors),
    dailyVisitors: of(METRIC.visitors) / daysIn(span),
    pageViews: of(METRIC.pageViews),
    bounceRate: ratio(of(METRIC.bounces), sessions),
    averageSessionSeconds: sessions > 0 ? of(METRIC.durationSeconds) / sessions : 0,
    conversionRate: ratio(of(METRIC.conversions), sessions),
  };
}

/** The most viewed paths, ties broken by path: the candidates hold every path tied with the last one. */
const topPages = (candidates: WebsiteFigures['pages']) =>
  [...candidates].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)).slice(0, TOP_PAGES);

/** Visitors with an event in each 6-minute slot of the last 30 minutes (of the chosen part of the site). */
function realtime(live: WebsiteFigures['live'], since: Date) {
  const bySlot = new Map(live.map((slot) => [slot.slot, slot.visitors]));
  return Array.from({ length: REALTIME_SLOTS }, (_, slot) => ({
    from: new Date(since.getTime() + slot * SLOT_MS).toISOString(),
    visitors: bySlot.get(slot) ?? 0,
  }));
}

/**
 * The website analytics (spec 02, issue 13) for a calendar period so far, compared with as long a
 * stretch just before it; every figure but the real-time one is summed from the rollup, all of them read
 * by one statement. Visitors and page views are per hour today, per Douala day for longer periods; the
 * most viewed paths are read from the year's bucket for a year, the month's for a month (they start on the
 * 1st), from day buckets otherwise.
 */
export async function readWebsiteAnalytics(db: Db, query: WebsiteAnalyticsQuery, now: Date): Promise<WebsiteAnalytics> {
  const group = query.page === 'all' ? ALL_PAGES : query.page;
  const span = currentPeriod(query.period, now);
  const before = previousSpan(span);
  const since = new Date(now.getTime() - REALTIME_SLOTS * SLOT_MS);
  const figures = await readWebsiteFigures(db, {
    group,
    isAllPages: group === ALL_PAGES,
    span,
    before,
    metrics: [...HEADLINE, METRIC.sources, METRIC.devices],
    previousMetrics: HEADLINE,
    seriesGrain: query.period === 'today' ? 'h' : 'd',
    pageGrain: query.period === 'year' ? 'y' : query.period === 'month' ? 'm' : 'd',
    topPages: TOP_PAGES,
    since,
    now,
    slotMs: SLOT_MS,
  });
  const current = headline(figures.current, span);
  const previous = headline(figures.previous, before);
  const sources = byKey(figures.current, METRIC.sources);
  const devices = byKey(figures.current, METRIC.devices);
  return {
    period: { from: span.from.toISOString(), to: span.to.toISOString() },
    previousPeriod: { from: before.from.toISOString(), to: before.to.toISOString() },
    visitors: compare(current.visitors, previous.visitors),
    dailyVisitors: compare(current.dailyVisitors, previous.dailyVisitors),
    pageViews: compare(current.pageViews, previous.pageViews),
    bounceRate: compare(current.bounceRate, previous.bounceRate),
    averageSessionSeconds: compare(current.averageSessionSeconds, previous.averageSessionSeconds),
    conversionRate: compare(current.conversionRate, previous.conversionRate),
    sources: trafficSources.map((source) => ({ source, sessions: sources.get(source) ?? 0 })),
    devices: deviceClasses.map((device) => ({ device, sessions: devices.get(device) ?? 0 })),
    topPages: topPages(figures.pages),
    visitorsOverTime: figures.series,
    realtime: realtime(figures.live, since),
  };
}
