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
import { currentPeriod, previousSpan, type Span } from '../../lib/analytics/periods';
import { sumRollup, totalRollup } from '../../sql/analytics-events.repository';
import { listApiLatency, listRecentCrashes, type CrashReportRecord } from './analytics.repository';
import { compare } from './website-analytics';

const RECENT_CRASHES = 20;
const FEATURES = ['search', 'call', 'directions', 'share', 'on_call'] as const;
const notCollected = { collected: false as const };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The rollup keys of the chosen platform(s). */
const platformKeys = (platform: AppAnalyticsQuery['platform']): AppPlatform[] =>
  platform === 'all' ? [...appPlatforms] : [platform];

async function appFigures(db: Db, span: Span, keys: AppPlatform[]) {
  const [installs, visitors, sessions, errorSessions] = await Promise.all(
    [METRIC.installs, METRIC.appVisitors, METRIC.appSessions, METRIC.appErrorSessions].map((metric) =>
      totalRollup(db, metric, span, { keys }),
    ),
  );
  return { installs: installs!, visitors: visitors!, sessions: sessions!, errorSessions: errorSessions! };
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

async function latency(db: Db, span: Span): Promise<AppAnalytics['apiLatency']> {
  const rows = await listApiLatency(db, span);
  const buckets: number[] = Array(API_LATENCY_BUCKETS_MS.length + 1).fill(0);
  let requests = 0;
  for (const row of rows) {
    requests += row.requests;
    row.buckets.forEach((count, index) => (buckets[index]! += count));
  }
  if (requests === 0) return notCollected;
  return {
    collected: true,
    value: { p50Ms: latencyPercentile(buckets, 0.5), p95Ms: latencyPercentile(buckets, 0.95), requests },
  };
}

export function toCrashReport(row: CrashReportRecord): CrashReport {
  return {
    id: row.id,
    message: row.message,
    source: row.source,
    line: row.line,
    build: row.build,
    platform: appPlatforms.includes(row.platform as AppPlatform) ? (row.platform as AppPlatform) : 'other',
    occurrences: row.occurrences,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    status: row.status,
  };
}

async function recentCrashes(db: Db, span: Span, platform: AppAnalyticsQuery['platform']) {
  const rows = await listRecentCrashes(db, span, platform, RECENT_CRASHES);
  return rows.map(toCrashReport);
}

/**
 * The app analytics (spec 02, issue 13): the installed web app is our app. Its sessions are those
 * running in display-mode standalone; installs are `appinstalled` events; latency is the server's own
 * measurement. What nothing measures (push opt-in, memory, battery, retention) says so.
 */
export async function readAppAnalytics(db: Db, query: AppAnalyticsQuery, now: Date): Promise<AppAnalytics> {
  const span = currentPeriod(query.period, now);
  const before = previousSpan(span);
  const keys = platformKeys(query.platform);
  const [
    current,
    previous,
    builds,
    features,
    platforms,
    duration,
    pageViews,
    loads,
    loadMs,
    apiLatencyFigure,
    crashes,
  ] = await Promise.all([
    appFigures(db, span, keys),
    appFigures(db, before, keys),
    sumRollup(db, METRIC.appBuilds, span),
    sumRollup(db, METRIC.appFeatures, span),
    sumRollup(db, METRIC.appSessions, span, { keys }),
    totalRollup(db, METRIC.appDurationSeconds, span, { keys }),
    totalRollup(db, METRIC.appPageViews, span, { keys }),
    totalRollup(db, METRIC.appLoads, span, { keys }),
    totalRollup(db, METRIC.appLoadMs, span, { keys }),
    latency(db, span),
    recentCrashes(db, span, query.platform),
  ]);
  const crashRate = (figures: { sessions: number; errorSessions: number }) =>
    figures.sessions > 0 ? (figures.errorSessions / figures.sessions) * 100 : 0;
  const featureUse = byPlatformPart(features, keys);
  const sessions = current.sessions;
  return {
    period: { from: span.from.toISOString(), to: span.to.toISOString() },
    previousPeriod: { from: before.from.toISOString(), to: before.to.toISOString() },
    installs: compare(current.installs, previous.installs),
    activeUsers: compare(current.visitors, previous.visitors),
    crashRate: compare(crashRate(current), crashRate(previous)),
    versions: [...byPlatformPart(builds, keys).entries()]
      .map(([build, count]) => ({ build, sessions: count }))
      .sort((a, b) => b.sessions - a.sessions || a.build.localeCompare(b.build)),
    apiLatency: apiLatencyFigure,
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
    crashes,
  };
}
