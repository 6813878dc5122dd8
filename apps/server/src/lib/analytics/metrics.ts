/**
 * The names of the rollup's metrics (analytics_rollup.metric), written by ingestion and read by the
 * dashboards. "group" is ALL_PAGES or a part of the site (pageGroupOf); buckets are hours unless said.
 */
export const METRIC = {
  /** Visitors first seen that Douala day, of every page and of each part of the site. */
  visitors: 'visitors',
  /** Page views, of every page and of the viewed page's part. */
  pageViews: 'page_views',
  /** Sessions, by start hour, of every page and of the entry page's part (so are the next five). */
  sessions: 'sessions',
  /** Sessions of fewer than two page views (a session's second view takes its one back). */
  bounces: 'bounces',
  /** Seconds from a session's first to its last event. */
  durationSeconds: 'duration_s',
  /** Sessions with a Call or Directions. */
  conversions: 'conversions',
  /** Sessions per traffic source (key). */
  sources: 'source',
  /** Sessions per device class (key). */
  devices: 'device',
  /** Page views per path (key), in Douala-day buckets. */
  pathViews: 'path_views',
  /** Visitors per path (key), in Douala-day buckets. */
  pathVisitors: 'path_visitors',
  /** Searches per kind (key: analyticsSearchKinds), every page only. */
  searches: 'search',
  /** Installed-app figures, every page only, key = platform (android, ios, other). */
  appSessions: 'app_sessions',
  appVisitors: 'app_visitors',
  appErrorSessions: 'app_error_sessions',
  appDurationSeconds: 'app_duration_s',
  appPageViews: 'app_page_views',
  /** Page loads timed in the app and their total milliseconds. */
  appLoads: 'app_loads',
  appLoadMs: 'app_load_ms',
  /** App sessions per build, key = `platform|build`. */
  appBuilds: 'app_build',
  /** App sessions that used a feature, key = `platform|feature`. */
  appFeatures: 'app_feature',
  /** `appinstalled` events (they fire in the browser, before the app runs), key = platform. */
  installs: 'installs',
} as const;
