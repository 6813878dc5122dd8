/**
 * The analytics dashboards scenario (issue 13): 1,000,000 events (250,000 sessions of four events over
 * the past year, a tenth of them in the installed app) and the rollup rows ingestion keeps for them,
 * built here in SQL for speed (ingestion writes one beacon at a time). The dashboards read the rollup,
 * so what matters is its size, which follows the number of hours, parts of the site and keys, not the
 * number of events.
 */
import { queryRows, type Db } from '@hc/db';
import { analyticsPeriods, pageGroups } from '@hc/shared';
import { sql } from 'drizzle-orm';

export const ANALYTICS_EVENTS = 1_000_000;
const SESSIONS = ANALYTICS_EVENTS / 4;
const BUILD = 'bench';

/** Generates the sessions, events and rollup once (idempotent: nothing is added when the bench sessions exist). */
export async function ensureAnalyticsEvents(db: Db): Promise<number> {
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM analytics_sessions WHERE build = ${BUILD}`,
  );
  const [days] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM analytics_rollup WHERE grain = 'd'`,
  );
  if ((existing?.n ?? 0) < SESSIONS || (days?.n ?? 0) === 0) {
    await queryRows(db, sql`DELETE FROM analytics_sessions WHERE build = ${BUILD}`);
    await queryRows(
      db,
      sql`INSERT INTO analytics_sessions (visitor, started_at, last_seen_at, page_views, entry_path, entry_group,
          source, device, platform, language, standalone, build, converted, had_error, features)
        SELECT 'bench' || (n % 60000), s.started_at, s.started_at + ((n % 600) * interval '1 second'), 3,
          (ARRAY['/', '/medical-facilities/hospitals', '/medical-facilities/pharmacies', '/pharmacies-on-call', '/services'])[1 + n % 5],
          (ARRAY['other', 'hospitals', 'pharmacies', 'pharmacies', 'services'])[1 + n % 5],
          (ARRAY['organic', 'direct', 'social', 'referral', 'email', 'messaging'])[1 + n % 6],
          (ARRAY['mobile', 'mobile', 'mobile', 'desktop', 'tablet'])[1 + n % 5],
          (ARRAY['android', 'android', 'ios', 'other'])[1 + n % 4],
          (ARRAY['en', 'fr'])[1 + n % 2], n % 10 = 0, ${BUILD}, n % 3 = 0, n % 50 = 0,
          CASE WHEN n % 3 = 0 THEN ARRAY['call'] ELSE ARRAY['search'] END
        FROM generate_series(1, ${SESSIONS}::int) AS n
        CROSS JOIN LATERAL (SELECT now() - ((n * 7919) % 525600) * interval '1 minute' AS started_at) s`,
    );
    await queryRows(
      db,
      sql`INSERT INTO analytics_events (at, session_id, type, path, page_group, facility_id, search_kind, results)
        SELECT s.started_at + (k * interval '20 seconds'),
          s.id,
          (CASE WHEN k < 3 THEN 'page_view' WHEN s.converted THEN 'call' ELSE 'search' END)::analytics_event_type,
          CASE WHEN k = 0 THEN s.entry_path ELSE '/hospitals/' || (1 + (s.id * k) % 1500) END,
          CASE WHEN k = 0 THEN s.entry_group ELSE 'hospitals' END,
          CASE WHEN k = 3 AND s.converted THEN 1 + s.id % 1500 END,
          CASE WHEN k = 3 AND NOT s.converted THEN 'hospital' END,
          CASE WHEN k = 3 AND NOT s.converted THEN s.id % 40 END
        FROM analytics_sessions s CROSS JOIN generate_series(0, 3) AS k
        WHERE s.build = ${BUILD}`,
    );
    await buildRollup(db);
    await queryRows(db, sql`VACUUM ANALYZE analytics_sessions, analytics_events, analytics_rollup`);
  }
  const [events] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM analytics_events`);
  return events?.n ?? 0;
}

/** The counters ingestion would have kept for the bench sessions (rebuilt whole: the bench owns them). */
async function buildRollup(db: Db): Promise<void> {
  await queryRows(db, sql`TRUNCATE analytics_rollup`);
  const hour = sql.raw(`date_trunc('hour', s.started_at)`);
  const groups = sql.raw(`unnest(ARRAY['all', s.entry_group])`);
  const sessionMetric = (metric: string, value: string, key = `''`) =>
    queryRows(
      db,
      sql`INSERT INTO analytics_rollup (metric, page_group, bucket, key, value)
        SELECT ${metric}, g, ${hour}, ${sql.raw(key)}, sum(${sql.raw(value)}) FROM analytics_sessions s, ${groups} AS g
        WHERE s.build = ${BUILD} GROUP BY 2, 3, 4`,
    );
  await sessionMetric('sessions', '1');
  await sessionMetric('bounces', 'CASE WHEN s.page_views < 2 THEN 1 ELSE 0 END');
  await sessionMetric('duration_s', 'extract(epoch FROM s.last_seen_at - s.started_at)::int');
  await sessionMetric('conversions', 'CASE WHEN s.converted THEN 1 ELSE 0 END');
  await sessionMetric('source', '1', 's.source');
  await sessionMetric('device', '1', 's.device');
  const eventHour = sql.raw(`date_trunc('hour', e.at)`);
  const eventDay = sql.raw(`(date_trunc('day', e.at + interval '1 hour') - interval '1 hour')`);
  await queryRows(
    db,
    sql`INSERT INTO analytics_rollup (metric, page_group, bucket, key, value)
      SELECT 'page_views', g, ${eventHour}, '', count(*) FROM analytics_events e, unnest(ARRAY['all', e.page_group]) AS g
      WHERE e.type = 'page_view' GROUP BY 2, 3
      UNION ALL
      SELECT 'visitors', g, ${eventHour}, '', count(DISTINCT s.visitor) FROM analytics_events e
        JOIN analytics_sessions s ON s.id = e.session_id, unnest(ARRAY['all', e.page_group]) AS g
      WHERE e.type = 'page_view' GROUP BY 2, 3
      UNION ALL
      SELECT 'path_views', g, ${eventDay}, e.path, count(*) FROM analytics_events e, unnest(ARRAY['all', e.page_group]) AS g
      WHERE e.type = 'page_view' GROUP BY 2, 3, 4
      UNION ALL
      SELECT 'path_visitors', g, ${eventDay}, e.path, count(DISTINCT s.visitor) FROM analytics_events e
        JOIN analytics_sessions s ON s.id = e.session_id, unnest(ARRAY['all', e.page_group]) AS g
      WHERE e.type = 'page_view' GROUP BY 2, 3, 4
      UNION ALL
      SELECT 'search', 'all', ${eventHour}, e.search_kind, count(*) FROM analytics_events e
      WHERE e.type = 'search' GROUP BY 3, 4`,
  );
  const appMetric = (metric: string, value: string, key = 's.platform') =>
    queryRows(
      db,
      sql`INSERT INTO analytics_rollup (metric, page_group, bucket, key, value)
        SELECT ${metric}, 'all', ${hour}, ${sql.raw(key)}, sum(${sql.raw(value)}) FROM analytics_sessions s
        WHERE s.build = ${BUILD} AND s.standalone GROUP BY 3, 4`,
    );
  await appMetric('app_sessions', '1');
  await appMetric('app_visitors', '1');
  await appMetric('app_error_sessions', 'CASE WHEN s.had_error THEN 1 ELSE 0 END');
  await appMetric('app_duration_s', 'extract(epoch FROM s.last_seen_at - s.started_at)::int');
  await appMetric('app_page_views', 's.page_views');
  await appMetric('app_build', '1', `s.platform || '|' || s.build`);
  await appMetric('app_feature', '1', `s.platform || '|' || s.features[1]`);
  await appMetric('installs', 'CASE WHEN s.id % 7 = 0 THEN 1 ELSE 0 END');
  // The per-path metrics were written by day above: mark them so. Every other metric gets its Douala-day
  // rows from its hours; then every metric its months, and the per-path ones their years (ingestion keeps
  // hours, days and months, or days, months and years for the per-path metrics).
  await queryRows(db, sql`UPDATE analytics_rollup SET grain = 'd' WHERE metric IN ('path_views', 'path_visitors')`);
  await queryRows(
    db,
    sql`INSERT INTO analytics_rollup (metric, grain, page_group, bucket, key, value)
      SELECT metric, 'd', page_group, date_trunc('day', bucket + interval '1 hour') - interval '1 hour', key, sum(value)
      FROM analytics_rollup WHERE grain = 'h' GROUP BY 1, 3, 4, 5`,
  );
  await queryRows(
    db,
    sql`INSERT INTO analytics_rollup (metric, grain, page_group, bucket, key, value)
      SELECT metric, 'm', page_group, date_trunc('month', bucket + interval '1 hour') - interval '1 hour', key, sum(value)
      FROM analytics_rollup WHERE grain = 'd' GROUP BY 1, 3, 4, 5`,
  );
  await queryRows(
    db,
    sql`INSERT INTO analytics_rollup (metric, grain, page_group, bucket, key, value)
      SELECT metric, 'y', page_group, date_trunc('year', bucket + interval '1 hour') - interval '1 hour', key, sum(value)
      FROM analytics_rollup WHERE grain = 'm' AND metric IN ('path_views', 'path_visitors') GROUP BY 1, 3, 4, 5`,
  );
}

/** Every period with every page filter, and every period with every platform. */
export function analyticsPaths(): string[] {
  const paths: string[] = [];
  for (const period of analyticsPeriods) {
    for (const page of ['all', ...pageGroups]) paths.push(`/api/admin/analytics/website?period=${period}&page=${page}`);
    for (const platform of ['all', 'android', 'ios'])
      paths.push(`/api/admin/analytics/app?period=${period}&platform=${platform}`);
  }
  return paths;
}
