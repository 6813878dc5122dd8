import type { Db } from '@hc/db';
import {
  appPlatforms,
  type AppAnalytics,
  type AppAnalyticsQuery,
  type AppPlatform,
  type CrashReport,
} from '@hc/shared';
import { latencyPercentile, API_LATENCY_BUCKETS_MS } from '../../lib/analytics/latency';
import { METRIC } from '../../lib/analytics/metrics';
import { currentPeriod, previousSpan } from '../../lib/analytics/periods';
import { readAppFigures, type AppFigures, type CrashReportRecord } from './analytics.repository';
import { compare } from './website-analytics';

const RECENT_CRASHES = 20;
const FEATURES = ['search', 'call', 'directions', 'share', 'on_call'] as const;
const notCollected = { collected: false as const };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The rollup keys of the chosen platform(s). */
const platformKeys = (platform: AppAnalyticsQuery['platform']): AppPlatform[] =>
  platform === 'all' ? [...appPlatforms] : [platform];

/** Every key's values of a metric. */
const valuesOf = (sums: AppFigures['current'], metric: string) => sums.filter((sum) => sum.metric === metric);

/** A metric's sums per key, of the chosen platforms only when `keys` is given. */
function byKey(sums: AppFigures['current'], metric: string, keys?: AppPlatform[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const { key, value } of valuesOf(sums, metric))
    if (!keys || keys.includes(key as AppPlatform)) values.set(key, (values.get(key) ?? 0) + value);
  return values;
}

/** A metric's total over the chosen platforms. */
function totalOf(sums: AppFigures['current'], metric: string, keys: AppPlatform[]): number {
  let total = 0;
  for (const value of byKey(sums, metric, keys).values()) total += value;
  return total;
}

function appFigures(sums: AppFigures['current'], keys: AppPlatform[]) {
  return {
    installs: totalOf(sums, METRIC.installs, keys),
    visitors: totalOf(sums, METRIC.appVisitors, keys),
    sessions: totalOf(sums, METRIC.appSessions, keys),
    errorSessions: totalOf(sums, METRIC.appErrorSessions, keys),
  };
}

/** Keys `platform|x` of the chosen platforms, summed per x. */
function byPlatformPart(values: Map<string, number>, keys: AppPlatform[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [key, value] of values) {
    const [platform, part] = key.split('|') as [AppPlatform, string];
    if (!keys.includes(platform) || part === undefined) continue;
    sums.set(part, (sums.get(part) ?? 0) + value);
  }
  return sums;
}

function latency(figures: AppFigures): AppAnalytics['apiLatency'] {
  if (figures.requests === 0) return notCollected;
  const buckets: number[] = Array(API_LATENCY_BUCKETS_MS.length + 1).fill(0);
  figures.latency.forEach((count, index) => (buckets[index] = count));
  return {
    collected: true,
    value: {
      p50Ms: latencyPercentile(buckets, 0.5),
      p95Ms: latencyPercentile(buckets, 0.95),
      requests: figures.requests,
    },
  };
}

const platformOf = (value: string): AppPlatform =>
  appPlatforms.includes(value as AppPlatform) ? (value as AppPlatform) : 'other';

export function toCrashReport(row: CrashReportRecord): CrashReport {
  return {
    id: row.id,
    message: row.message,
    source: row.source,
    line: row.line,
    build: row.build,
    platform: platformOf(row.platform),
    occurrences: row.occurrences,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    status: row.status,
  };
}

const APP_METRICS = [
  METRIC.installs,
  METRIC.appVisitors,
  METRIC.appSessions,
  METRIC.appErrorSessions,
  METRIC.appBuilds,
  METRIC.appFeatures,
  METRIC.appDurationSeconds,
  METRIC.appPageViews,
  METRIC.appLoads,
  METRIC.appLoadMs,
];
const COMPARED_METRICS = [METRIC.installs, METRIC.appVisitors, METRIC.appSessions, METRIC.appErrorSessions];

/**
 * The app analytics (spec 02, issue 13): the installed web app is our app. Its sessions are those
 * running in display-mode standalone; installs are `appinstalled` events; latency is the server's own
 * measurement. What nothing measures (push opt-in, memory, battery, retention) says so. Every figure is
 * read by one statement.
 */
export async function readAppAnalytics(db: Db, query: AppAnalyticsQuery, now: Date): Promise<AppAnalytics> {
  const span = currentPeriod(query.period, now);
  const before = previousSpan(span);
  const keys = platformKeys(query.platform);
  const figures = await readAppFigures(db, {
    span,
    before,
    metrics: APP_METRICS,
    previousMetrics: COMPARED_METRICS,
    platform: query.platform,
    crashes: RECENT_CRASHES,
  });
  const sums = figures.current;
  const current = appFigures(sums, keys);
  const previous = appFigures(figures.previous, keys);
  const platforms = byKey(sums, METRIC.appSessions, keys);
  const duration = totalOf(sums, METRIC.appDurationSeconds, keys);
  const pageViews = totalOf(sums, METRIC.appPageViews, keys);
  const loads = totalOf(sums, METRIC.appLoads, keys);
  const loadMs = totalOf(sums, METRIC.appLoadMs, keys);
  const crashRate = (figures: { sessions: number; errorSessions: number }) =>
    figures.sessions > 0 ? (figures.errorSessions / figures.sessions) * 100 : 0;
  const featureUse = byPlatformPart(byKey(sums, METRIC.appFeatures), keys);
  const sessions = current.sessions;
  return {
    period: { from: span.from.toISOString(), to: span.to.toISOString() },
    previousPeriod: { from: before.from.toISOString(), to: before.to.toISOString() },
    installs: compare(current.installs, previous.installs),
    activeUsers: compare(current.visitors, previous.visitors),
    crashRate: compare(crashRate(current), crashRate(previous)),
    versions: [...byPlatformPart(byKey(sums, METRIC.appBuilds), keys).entries()]
      .map(([build, count]) => ({ build, sessions: count }))
      .sort((a, b) => b.sessions - a.sessions || a.build.localeCompare(b.build)),
    apiLatency: latency(figures),
    pushOptIn: notCollected,
    loadTimeMs: loads > 0 ? { collected: true, value: Math.round(loadMs / loads) } : notCollected,
    memoryUsage: notCollected,
    batteryImpact: notCollected,
    sessionSeconds: sessions > 0 ? { collected: true, value: round1(duration / sessions) } : notCollected,
    screensPerSession: sessions > 0 ? { collected: true, value: round1(pageViews / sessions) } : notCollected,
    retentionDay1: notCollected,
    retentionDay30: notCollected,
    platforms: keys.map((platform) => ({ platform, sessions: platforms.get(platform) ?? 0 })),
    featureUsage: FEATURES.map((feature) => ({
      feature,
      percent: sessions > 0 ? round1(((featureUse.get(feature) ?? 0) / sessions) * 100) : 0,
    })),
    crashes: figures.crashes.map((row) => ({ ...row, platform: platformOf(row.platform) })),
  };
}
