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
import { sumRollup } from '../../sql/analytics-events.repository';
import { countVisitorsPerSlot, sumMetrics, sumMetricsOverTime } from './analytics.repository';
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

/** The headline figures of one span (sessions counted at their start, for the part they entered on). */
async function headline(db: Db, span: Span, group: string) {
  const metrics = [
    METRIC.visitors,
    METRIC.pageViews,
    METRIC.sessions,
    METRIC.bounces,
    METRIC.durationSeconds,
    METRIC.conversions,
  ];
  const sum = await sumMetrics(db, metrics, span, group);
  const of = (metric: string) => sum.get(metric) ?? 0;
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

/** Visitors and page views per hour (today) or per Douala day (longer periods). */
async function overTime(db: Db, span: Span, group: string, hourly: boolean) {
  const rows = await sumMetricsOverTime(db, [METRIC.visitors, METRIC.pageViews], span, group, hourly);
  const points = new Map<string, { at: string; visitors: number; pageViews: number }>();
  for (const row of rows) {
    const point = points.get(row.slot) ?? { at: row.slot, visitors: 0, pageViews: 0 };
    if (row.metric === METRIC.visitors) point.visitors = row.value;
    else point.pageViews = row.value;
    points.set(row.slot, point);
  }
  return [...points.values()];
}

/** The most viewed paths: month buckets for a month or a year (they start on the 1st), day buckets otherwise. */
async function topPages(db: Db, span: Span, group: string, byMonth: boolean) {
  const grain = byMonth ? 'm' : 'd';
  const views = await sumRollup(db, METRIC.pathViews, span, { group, grain });
  const top = [...views.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_PAGES)
    .map(([path]) => path);
  if (top.length === 0) return [];
  const visitors = await sumRollup(db, METRIC.pathVisitors, span, { group, keys: top, grain });
  return top.map((path) => ({ path, views: views.get(path)!, visitors: visitors.get(path) ?? 0 }));
}

/** Visitors with an event in each 6-minute slot of the last 30 minutes (of the chosen part of the site). */
async function realtime(db: Db, now: Date, group: string) {
  const since = new Date(now.getTime() - REALTIME_SLOTS * SLOT_MS);
  const bySlot = await countVisitorsPerSlot(db, since, now, SLOT_MS, group);
  return Array.from({ length: REALTIME_SLOTS }, (_, slot) => ({
    from: new Date(since.getTime() + slot * SLOT_MS).toISOString(),
    visitors: bySlot.get(slot) ?? 0,
  }));
}

/**
 * The website analytics (spec 02, issue 13) for a calendar period so far, compared with as long a
 * stretch just before it; every figure but the real-time one is summed from the hourly rollup.
 */
export async function readWebsiteAnalytics(db: Db, query: WebsiteAnalyticsQuery, now: Date): Promise<WebsiteAnalytics> {
  const group = query.page === 'all' ? ALL_PAGES : query.page;
  const span = currentPeriod(query.period, now);
  const before = previousSpan(span);
  const [current, previous, sources, devices, pages, series, live] = await Promise.all([
    headline(db, span, group),
    headline(db, before, group),
    sumRollup(db, METRIC.sources, span, { group }),
    sumRollup(db, METRIC.devices, span, { group }),
    topPages(db, span, group, query.period === 'month' || query.period === 'year'),
    overTime(db, span, group, query.period === 'today'),
    realtime(db, now, group),
  ]);
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
    topPages: pages,
    visitorsOverTime: series,
    realtime: live,
  };
}
