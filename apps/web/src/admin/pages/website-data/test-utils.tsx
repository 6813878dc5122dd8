// Test helpers of the Website Data and App Data pages (imported by their *.test.tsx files only).
import { websiteAnalyticsSchema, type SessionUser, type WebsiteAnalytics } from '@hc/shared';
import appData from '../../../locales/en/app-data.json';
import websiteData from '../../../locales/en/website-data.json';
import { addCatalogs, sessionUser, stubFetch, type Answer } from '../../list-kit/test-utils';

export {
  cleanupAfterTest,
  currentLocation,
  renderPage,
  slowDom,
  type Answer,
  type Call,
} from '../../list-kit/test-utils';

addCatalogs({ 'website-data': websiteData, 'app-data': appData });

/** The signed-in account's role the session probe answers with. */
export const session = { role: 'developer' as SessionUser['role'] };

/** Stubs fetch: every call is recorded; the session answers by default, else 404. */
export const stubApi = (answer: Answer) => stubFetch(answer, { '/api/auth/session': sessionUser(session.role) });

export const websitePath = '/api/admin/analytics/website';

/**
 * This week so far as the API answers it (checked against the shared contract): Monday 23 November
 * 2026 00:00 in Douala (23:00 UTC the day before) to Wednesday 14:23, three days of visits, and the
 * last 30 minutes ending at 14:23 Douala time.
 */
export const websiteAnalytics = (overrides: Partial<WebsiteAnalytics> = {}): WebsiteAnalytics =>
  websiteAnalyticsSchema.parse({
    period: { from: '2026-11-22T23:00:00.000Z', to: '2026-11-25T13:23:00.000Z' },
    previousPeriod: { from: '2026-11-20T08:37:00.000Z', to: '2026-11-22T23:00:00.000Z' },
    visitors: { value: 1234, previous: 1100, changePercent: 12.2 },
    dailyVisitors: { value: 411.3, previous: 366.7, changePercent: 12.2 },
    pageViews: { value: 5678, previous: 6000, changePercent: -5.4 },
    bounceRate: { value: 38.2, previous: 35.1, changePercent: 8.8 },
    averageSessionSeconds: { value: 155, previous: 0, changePercent: null },
    conversionRate: { value: 7.5, previous: 7.5, changePercent: 0 },
    sources: [
      { source: 'organic', sessions: 400 },
      { source: 'messaging', sessions: 250 },
      { source: 'direct', sessions: 150 },
    ],
    devices: [
      { device: 'mobile', sessions: 700 },
      { device: 'desktop', sessions: 90 },
      { device: 'tablet', sessions: 10 },
    ],
    topPages: [
      { path: '/pharmacies-on-call', views: 2900, visitors: 800 },
      { path: '/medical-facilities/hospitals', views: 1400, visitors: 500 },
    ],
    visitorsOverTime: [
      { at: '2026-11-22T23:00:00.000Z', visitors: 500, pageViews: 2000 },
      { at: '2026-11-23T23:00:00.000Z', visitors: 434, pageViews: 2100 },
      { at: '2026-11-24T23:00:00.000Z', visitors: 300, pageViews: 1578 },
    ],
    realtime: [
      { from: '2026-11-25T12:53:00.000Z', visitors: 0 },
      { from: '2026-11-25T12:59:00.000Z', visitors: 15 },
      { from: '2026-11-25T13:05:00.000Z', visitors: 60 },
      { from: '2026-11-25T13:11:00.000Z', visitors: 150 },
      { from: '2026-11-25T13:17:00.000Z', visitors: 210 },
    ],
    ...overrides,
  });
