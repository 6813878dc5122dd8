import { tables } from '@hc/db';
import type { WebsiteAnalytics } from '@hc/shared';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { DESKTOP, pageView, sendBeacon, website } from './test-helpers';

/*
 * The dashboards sum whole Douala months, days and hours of the rollup: whatever mix a period needs, its
 * figures must be those the raw events give.
 */
const clock = createFakeClock('2027-03-10T10:30:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
});
afterAll(() => t.close());

/** Page views on each side of Douala's hour, day, month and year edges (Douala is UTC+1). */
const views: [string, string][] = [
  ['2026-12-31T22:59:59Z', '/'], // 31 December 23:59:59, last year
  ['2026-12-31T23:00:00Z', '/services'], // 1 January 00:00, this year
  ['2027-01-31T22:59:59Z', '/'],
  ['2027-01-31T23:00:00Z', '/services'], // 1 February
  ['2027-02-15T10:30:00Z', '/medical-facilities/hospitals'],
  ['2027-02-19T09:20:00Z', '/'], // before the stretch compared with this month starts
  ['2027-02-19T13:20:00Z', '/services'], // in it, on its first (ragged) day
  ['2027-02-28T22:10:00Z', '/'], // 28 February 23:10
  ['2027-02-28T23:10:00Z', '/services'], // 1 March 00:10
  ['2027-03-08T08:00:00Z', '/'],
  ['2027-03-10T09:59:59Z', '/medical-facilities/hospitals'], // today 10:59:59
  ['2027-03-10T10:00:00Z', '/'], // today 11:00
];

/** Page views of the raw events from `from` (included) to `to` (excluded), per path. */
async function rawViews(from: string, to: string): Promise<Map<string, number>> {
  const { analyticsEvents: e } = tables;
  const rows = await t.database.db
    .select({ path: e.path })
    .from(e)
    .where(and(eq(e.type, 'page_view'), gte(e.at, new Date(from)), lt(e.at, new Date(to))));
  const counts = new Map<string, number>();
  for (const { path } of rows) counts.set(path, (counts.get(path) ?? 0) + 1);
  return counts;
}
const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
const sumOver = (figures: WebsiteAnalytics) => figures.visitorsOverTime.reduce((sum, p) => sum + p.pageViews, 0);

describe('periods made of months, days and hours', () => {
  it('give the figures of the raw events, for the period and the stretch before it', async () => {
    for (const [index, [instant, path]] of views.entries()) {
      clock.set(instant);
      await sendBeacon(t, { ip: `10.7.0.${index + 1}`, userAgent: DESKTOP }, [pageView(path)]);
    }
    clock.set('2027-03-10T10:30:00Z');
    const { cookie } = await signedInAs(t, 'developer');
    for (const period of ['today', 'week', 'month', 'year']) {
      const figures = await website(t, cookie, `period=${period}`);
      const current = await rawViews(figures.period.from, figures.period.to);
      const previous = await rawViews(figures.previousPeriod.from, figures.previousPeriod.to);
      expect([period, figures.pageViews.value, figures.pageViews.previous]).toEqual([
        period,
        total(current),
        total(previous),
      ]);
      // One visitor per address: every view is a new visitor of its day.
      expect(figures.visitors.value).toBe(total(current));
      expect(sumOver(figures)).toBe(total(current));
      expect(Object.fromEntries(figures.topPages.map((page) => [page.path, page.views]))).toEqual(
        Object.fromEntries(current),
      );
    }
    // The year holds all but last year's view; the stretch before the month starts on 19 February at 12:29:59
    // in Douala, between that day's two views.
    const year = await website(t, cookie, 'period=year');
    expect(year.pageViews.value).toBe(views.length - 1);
    const month = await website(t, cookie, 'period=month');
    expect([month.pageViews.value, month.pageViews.previous]).toEqual([4, 2]);
  });
});
