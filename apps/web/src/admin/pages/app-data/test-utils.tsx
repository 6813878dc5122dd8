// Test helpers of the App Data page (imported by its *.test.tsx files only).
import { appAnalyticsSchema, type AppAnalytics, type CrashReport } from '@hc/shared';

export * from '../website-data/test-utils';

export const appPath = '/api/admin/analytics/app';
export const crashPath = (id: number) => `/api/admin/analytics/crashes/${id}`;

/** An open crash of build 2026.11.3 on Android, seen 4 times, last at 14:10 in Douala on 25 November. */
export const crashReport = (overrides: Partial<CrashReport> = {}): CrashReport => ({
  id: 5,
  message: "TypeError: Cannot read properties of undefined (reading 'phone')",
  source: '/assets/facility-detail.js',
  line: 12,
  build: '2026.11.3',
  platform: 'android',
  occurrences: 4,
  firstSeenAt: '2026-11-24T09:00:00.000Z',
  lastSeenAt: '2026-11-25T13:10:00.000Z',
  status: 'open',
  ...overrides,
});

/** This week's app figures as the API answers them (checked against the shared contract). */
export const appAnalytics = (overrides: Partial<AppAnalytics> = {}): AppAnalytics =>
  appAnalyticsSchema.parse({
    period: { from: '2026-11-22T23:00:00.000Z', to: '2026-11-25T13:23:00.000Z' },
    previousPeriod: { from: '2026-11-20T08:37:00.000Z', to: '2026-11-22T23:00:00.000Z' },
    installs: { value: 42, previous: 30, changePercent: 40 },
    activeUsers: { value: 310, previous: 0, changePercent: null },
    crashRate: { value: 2.5, previous: 2, changePercent: 25 },
    versions: [
      { build: '2026.11.2', sessions: 100 },
      { build: '2026.11.3', sessions: 300 },
    ],
    apiLatency: { collected: true, value: { p50Ms: 38, p95Ms: 212, requests: 15230 } },
    pushOptIn: { collected: false },
    loadTimeMs: { collected: true, value: 1840 },
    memoryUsage: { collected: false },
    batteryImpact: { collected: false },
    sessionSeconds: { collected: true, value: 95 },
    screensPerSession: { collected: true, value: 3.46 },
    retentionDay1: { collected: false },
    retentionDay30: { collected: false },
    platforms: [
      { platform: 'android', sessions: 300 },
      { platform: 'ios', sessions: 100 },
    ],
    featureUsage: [
      { feature: 'search', percent: 85 },
      { feature: 'on_call', percent: 80 },
      { feature: 'call', percent: 61 },
      { feature: 'directions', percent: 60 },
      { feature: 'share', percent: 4 },
    ],
    crashes: [crashReport()],
    ...overrides,
  });
