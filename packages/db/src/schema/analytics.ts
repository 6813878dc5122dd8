import { analyticsEventTypes, crashStatuses } from '@hc/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * First-party analytics (issue 13, docs/decisions/2026-11-24-analytics.md). Raw sessions and events
 * are written as beacons arrive; every dashboard figure is read from `analytics_rollup`, kept up to
 * date in the same transaction, so the dashboards cost the same at a thousand events or a million.
 */

export const analyticsEventTypeEnum = pgEnum('analytics_event_type', analyticsEventTypes);
export const crashStatusEnum = pgEnum('crash_status', crashStatuses);

/** One random salt per Africa/Douala day; yesterday's is kept until its sessions have ended. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A visit: a visitor's events with no gap of 30 minutes. `visitor` is the day's keyed hash, never an address. */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    visitor: text('visitor').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    pageViews: integer('page_views').notNull().default(0),
    entryPath: text('entry_path').notNull(),
    entryGroup: text('entry_group').notNull(),
    source: text('source').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device').notNull(),
    platform: text('platform').notNull(),
    language: text('language').notNull(),
    /** Running as the installed web app. */
    standalone: boolean('standalone').notNull().default(false),
    build: text('build').notNull(),
    /** A Call or Directions happened in it. */
    converted: boolean('converted').notNull().default(false),
    hadError: boolean('had_error').notNull().default(false),
    /** Features used at least once (search, call, directions, share, on_call). */
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('analytics_sessions_visitor_idx').on(t.visitor, t.lastSeenAt),
    index('analytics_sessions_last_seen_idx').on(t.lastSeenAt),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => analyticsSessions.id, { onDelete: 'cascade' }),
    type: analyticsEventTypeEnum('type').notNull(),
    path: text('path').notNull(),
    pageGroup: text('page_group').notNull(),
    facilityId: integer('facility_id'),
    searchKind: text('search_kind'),
    results: integer('results'),
    loadMs: integer('load_ms'),
  },
  (t) => [index('analytics_events_at_idx').on(t.at), index('analytics_events_session_idx').on(t.sessionId)],
);

/**
 * Who was already counted as a visitor of a day (of every page, of a part of the site, of a path, of
 * the app): the first sighting adds one to the rollup. Rows of days that are over can be deleted.
 */
export const analyticsVisitorDays = pgTable(
  'analytics_visitor_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.scope, t.visitor] })],
);

/**
 * Additive counters per metric, part of the site, grain and bucket: every dashboard sums a range of
 * them. `grain` is 'h' (hour), 'd' (Douala day), 'm' (Douala month) or 'y' (Douala year): each metric is
 * kept at three grains (hour, day, month; the per-path ones day, month, year) so a long period reads
 * months and only its edges read days and hours (docs/decisions/2026-11-29-analytics-reads.md). `key`
 * splits a metric (a source, a device, a path, a platform).
 */
export const analyticsRollup = pgTable(
  'analytics_rollup',
  {
    metric: text('metric').notNull(),
    grain: text('grain').notNull().default('h'),
    pageGroup: text('page_group').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    key: text('key').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.metric, t.grain, t.pageGroup, t.bucket, t.key] }),
    check('analytics_rollup_grain_ck', sql`${t.grain} IN ('h', 'd', 'm', 'y')`),
  ],
);

/** The server's own latency per route and hour: counts in fixed buckets, so processes add up. */
export const apiLatency = pgTable(
  'api_latency',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    route: text('route').notNull(),
    requests: integer('requests').notNull(),
    totalMs: bigint('total_ms', { mode: 'number' }).notNull(),
    /** Requests per latency bucket (API_LATENCY_BUCKETS_MS upper bounds, the last one open). */
    buckets: integer('buckets').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.route] })],
);

/** Client errors grouped by message and place: staff mark them resolved or open again. */
export const crashReports = pgTable(
  'crash_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fingerprint: text('fingerprint').notNull(),
    message: text('message').notNull(),
    source: text('source'),
    line: integer('line'),
    stack: text('stack'),
    build: text('build').notNull(),
    platform: text('platform').notNull(),
    standalone: boolean('standalone').notNull().default(false),
    occurrences: integer('occurrences').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    status: crashStatusEnum('status').notNull().default('open'),
    statusChangedBy: integer('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crash_reports_fingerprint_uq').on(t.fingerprint),
    index('crash_reports_last_seen_idx').on(t.lastSeenAt),
  ],
);
