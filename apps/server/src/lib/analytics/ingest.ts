import { createHash } from 'node:crypto';
import type { Db } from '@hc/db';
import {
  ANALYTICS_SESSION_IDLE_MINUTES,
  pageGroupOf,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AppPlatform,
  type DeviceClass,
} from '@hc/shared';
import {
  addToRollup,
  findLatestSession,
  insertEvents,
  insertSession,
  insertVisitorDay,
  lockVisitor,
  recordCrashOccurrence,
  updateSession,
  type AnalyticsEventValues,
  type AnalyticsSession,
} from '../../sql/analytics-events.repository';
import { doualaDayOf, doualaMidnight, doualaMonthStart, doualaYearStart, hourOf } from './periods';
import { METRIC } from './metrics';
import { ALL_PAGES, type Grain } from './rollup';
import { classifySource } from './traffic-source';
import type { VisitorKeys } from './visitor-keys';

const IDLE_MS = ANALYTICS_SESSION_IDLE_MINUTES * 60 * 1000;

export type Beacon = {
  batch: AnalyticsBatch;
  keys: VisitorKeys;
  device: DeviceClass;
  platform: AppPlatform;
  receivedAt: Date;
  siteHost: string;
};

/** Counter increments of one beacon, summed before one upsert. */
class RollupDelta {
  private readonly values = new Map<
    string,
    { metric: string; grain: Grain; group: string; bucket: Date; key: string; value: number }
  >();

  /**
   * Adds to a metric at the instant `at`, for each group: by hour, Douala day and month, or for the
   * per-path metrics (`byDay`) by day, month and year. A period then sums whole months (or its year)
   * and only its edges in finer buckets.
   */
  add(metric: string, groups: string[], at: Date, value = 1, key = '', byDay = false) {
    const grains: [Grain, Date][] = byDay
      ? [
          ['d', doualaMidnight(at)],
          ['m', doualaMonthStart(at)],
          ['y', doualaYearStart(at)],
        ]
      : [
          ['h', hourOf(at)],
          ['d', doualaMidnight(at)],
          ['m', doualaMonthStart(at)],
        ];
    for (const group of new Set(groups)) {
      for (const [grain, bucket] of grains) {
        const id = `${metric}\u0000${grain}\u0000${group}\u0000${bucket.getTime()}\u0000${key}`;
        const entry = this.values.get(id);
        if (entry) entry.value += value;
        else this.values.set(id, { metric, grain, group, bucket, key, value });
      }
    }
  }

  /**
   * The rows in one fixed order: beacons written at once by several processes then lock the shared
   * counters in the same order, and cannot deadlock.
   */
  rows() {
    return [...this.values.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, row]) => row)
      .filter((row) => row.value !== 0)
      .map((row) => ({
        metric: row.metric,
        grain: row.grain,
        pageGroup: row.group,
        bucket: row.bucket,
        key: row.key,
        value: row.value,
      }));
  }
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const fingerprintOf = (message: string, source: string | undefined, line: number | undefined) =>
  createHash('sha1')
    .update(`${message}\n${source ?? ''}\n${line ?? ''}`)
    .digest('hex');

/** The feature an event uses (features per session feed the app's feature usage). */
function featureOf(event: AnalyticsEvent): string | null {
  if (event.type === 'search') return event.kind === 'on_call' ? 'on_call' : 'search';
  if (event.type === 'call' || event.type === 'directions' || event.type === 'share') return event.type;
  return null;
}

/**
 * Writes one beacon's events: each joins the visitor's session (or starts one after 30 minutes
 * idle), is stored, and moves the rollup counters the dashboards read, all in one transaction. A
 * transaction-scoped lock on the visitor's key makes two beacons of one visitor (two tabs, two
 * processes) join sessions one after the other.
 */
export async function ingestBeacon(db: Db, beacon: Beacon): Promise<void> {
  const { batch, keys, receivedAt } = beacon;
  const events = batch.events
    .map((event, order) => ({ event, order, at: new Date(receivedAt.getTime() - event.ago) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  const visitors = keys.yesterday ? [keys.today, keys.yesterday] : [keys.today];

  await db.transaction(async (tx) => {
    await lockVisitor(tx, keys.today);
    const delta = new RollupDelta();
    let session = await findLatestSession(tx, visitors, new Date(events[0]!.at.getTime() - IDLE_MS));
    const changed = new Map<number, AnalyticsSession>();
    const eventRows: AnalyticsEventValues[] = [];

    const firstSighting = (day: string, scope: string, visitor: string) =>
      insertVisitorDay(tx, { day, scope, visitor });

    for (const { event, at } of events) {
      if (!session || at.getTime() - session.lastSeenAt.getTime() >= IDLE_MS) {
        if (session) changed.set(session.id, session);
        session = await startSession(tx, beacon, event, at, delta);
      }
      const s = session;
      const startGroups = [ALL_PAGES, s.entryGroup];
      if (at > s.lastSeenAt) {
        delta.add(METRIC.durationSeconds, startGroups, s.startedAt, seconds(at) - seconds(s.lastSeenAt));
        if (s.standalone)
          delta.add(
            METRIC.appDurationSeconds,
            [ALL_PAGES],
            s.startedAt,
            seconds(at) - seconds(s.lastSeenAt),
            s.platform,
          );
        s.lastSeenAt = at;
      }
      const group = pageGroupOf(event.path);
      const day = doualaDayOf(at);
      // Visitors are counted with the key of the event's own day, whatever day its session began.
      const visitor = day === keys.day ? keys.today : (keys.yesterday ?? keys.today);
      const row: AnalyticsEventValues = {
        at,
        sessionId: s.id,
        type: event.type,
        path: event.path,
        pageGroup: group,
      };

      switch (event.type) {
        case 'page_view': {
          s.pageViews += 1;
          if (s.pageViews === 2) delta.add(METRIC.bounces, startGroups, s.startedAt, -1);
          delta.add(METRIC.pageViews, [ALL_PAGES, group], at);
          delta.add(METRIC.pathViews, [ALL_PAGES, group], at, 1, event.path, true);
          if (await firstSighting(day, ALL_PAGES, visitor)) delta.add(METRIC.visitors, [ALL_PAGES], at);
          if (await firstSighting(day, `group:${group}`, visitor)) delta.add(METRIC.visitors, [group], at);
          if (await firstSighting(day, `path:${event.path}`, visitor))
            delta.add(METRIC.pathVisitors, [ALL_PAGES, group], at, 1, event.path, true);
          if (s.standalone) {
            delta.add(METRIC.appPageViews, [ALL_PAGES], s.startedAt, 1, s.platform);
            if (await firstSighting(day, 'app', visitor)) delta.add(METRIC.appVisitors, [ALL_PAGES], at, 1, s.platform);
            if (event.loadMs !== undefined) {
              delta.add(METRIC.appLoads, [ALL_PAGES], at, 1, s.platform);
              delta.add(METRIC.appLoadMs, [ALL_PAGES], at, event.loadMs, s.platform);
            }
          }
          row.loadMs = event.loadMs ?? null;
          break;
        }
        case 'search':
          delta.add(METRIC.searches, [ALL_PAGES], at, 1, event.kind);
          row.searchKind = event.kind;
          row.results = event.results;
          break;
        case 'call':
        case 'directions':
          if (!s.converted) {
            s.converted = true;
            delta.add(METRIC.conversions, startGroups, s.startedAt);
          }
          row.facilityId = event.facilityId ?? null;
          break;
        case 'share':
        case 'correction_sent':
          row.facilityId = event.facilityId ?? null;
          break;
        case 'app_installed':
          delta.add(METRIC.installs, [ALL_PAGES], at, 1, beacon.platform);
          break;
        case 'client_error':
          if (!s.hadError) {
            s.hadError = true;
            if (s.standalone) delta.add(METRIC.appErrorSessions, [ALL_PAGES], s.startedAt, 1, s.platform);
          }
          await recordCrash(tx, beacon, event, at);
          break;
        case 'newsletter_signup':
          break;
      }
      const feature = featureOf(event);
      if (feature && !s.features.includes(feature)) {
        s.features = [...s.features, feature];
        if (s.standalone) delta.add(METRIC.appFeatures, [ALL_PAGES], s.startedAt, 1, `${s.platform}|${feature}`);
      }
      changed.set(s.id, s);
      eventRows.push(row);
    }

    for (const s of changed.values()) await updateSession(tx, s);
    await insertEvents(tx, eventRows);
    const rollup = delta.rows();
    if (rollup.length > 0) await addToRollup(tx, rollup);
  });
}

/** A new session from its first event: its entry page, source, device and build; its start counters. */
async function startSession(
  tx: Db,
  beacon: Beacon,
  event: AnalyticsEvent,
  at: Date,
  delta: RollupDelta,
): Promise<AnalyticsSession> {
  const { batch, keys } = beacon;
  const pageView = event.type === 'page_view' ? event : null;
  const { source, referrerHost } = classifySource({
    referrer: pageView?.referrer,
    utmSource: pageView?.utm?.source,
    utmMedium: pageView?.utm?.medium,
    siteHost: beacon.siteHost,
  });
  const entryGroup = pageGroupOf(event.path);
  // A visit that starts today is today's visitor; the key is the one of the day the event falls on.
  const visitor = keys.yesterday && doualaDayOf(at) !== keys.day ? keys.yesterday : keys.today;
  const row = await insertSession(tx, {
    visitor,
    startedAt: at,
    lastSeenAt: at,
    pageViews: 0,
    entryPath: event.path,
    entryGroup,
    source,
    referrerHost,
    utmSource: pageView?.utm?.source ?? null,
    utmMedium: pageView?.utm?.medium ?? null,
    utmCampaign: pageView?.utm?.campaign ?? null,
    device: beacon.device,
    platform: beacon.platform,
    language: batch.language,
    standalone: batch.standalone,
    build: batch.build,
  });
  const groups = [ALL_PAGES, entryGroup];
  delta.add(METRIC.sessions, groups, at);
  delta.add(METRIC.bounces, groups, at);
  delta.add(METRIC.sources, groups, at, 1, source);
  delta.add(METRIC.devices, groups, at, 1, beacon.device);
  if (batch.standalone) {
    delta.add(METRIC.appSessions, [ALL_PAGES], at, 1, beacon.platform);
    delta.add(METRIC.appBuilds, [ALL_PAGES], at, 1, `${beacon.platform}|${batch.build}`);
  }
  return row;
}

/** One more occurrence of a client error, grouped by message and place. */
async function recordCrash(
  tx: Db,
  beacon: Beacon,
  event: Extract<AnalyticsEvent, { type: 'client_error' }>,
  at: Date,
): Promise<void> {
  await recordCrashOccurrence(tx, {
    fingerprint: fingerprintOf(event.message, event.source, event.line),
    message: event.message,
    source: event.source ?? null,
    line: event.line ?? null,
    stack: event.stack ?? null,
    build: beacon.batch.build,
    platform: beacon.platform,
    standalone: beacon.batch.standalone,
    firstSeenAt: at,
    lastSeenAt: at,
  });
}
