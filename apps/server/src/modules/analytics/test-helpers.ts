// Helpers of the analytics API tests (imported by *.test.ts of this module only).
import type { AnalyticsBatch, AnalyticsEvent, AppAnalytics, WebsiteAnalytics } from '@hc/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

export const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
export const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export type Visitor = { ip: string; userAgent: string; standalone?: boolean; build?: string };

/** Sends one beacon as a visitor (its address and browser) and waits until it is written. */
export async function sendBeacon(
  t: TestApp,
  visitor: Visitor,
  events: AnalyticsEvent[],
  overrides: Partial<AnalyticsBatch> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: visitor.ip,
    headers: { 'user-agent': visitor.userAgent, 'content-type': 'application/json' },
    payload: {
      events,
      language: 'en',
      build: visitor.build ?? 'web-1.0.0',
      standalone: visitor.standalone ?? false,
      ...overrides,
    },
  });
  await t.app.analytics.drain();
  return response;
}

export const pageView = (path: string, extra: Partial<Extract<AnalyticsEvent, { type: 'page_view' }>> = {}) =>
  ({ type: 'page_view', path, ago: 0, ...extra }) as const;

export async function website(t: TestApp, cookie: string, query = 'period=today'): Promise<WebsiteAnalytics> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/analytics/website?${query}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: WebsiteAnalytics }>().data;
}

export async function appFigures(t: TestApp, cookie: string, query = 'period=today'): Promise<AppAnalytics> {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/analytics/app?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AppAnalytics }>().data;
}
