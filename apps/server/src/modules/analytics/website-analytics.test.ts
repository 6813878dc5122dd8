import { tables } from '@hc/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { ANDROID_PHONE, DESKTOP, GOOGLEBOT, IPHONE, pageView, sendBeacon, website, type Visitor } from './test-helpers';

const clock = createFakeClock('2026-12-02T11:10:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
});
afterAll(() => t.close());

const at = (iso: string) => clock.set(iso);
/** A developer signed in at the clock's time (the clock jumps days between tests, beyond a session's life). */
const developer = async () => (await signedInAs(t, 'developer')).cookie;

describe('POST /api/events', () => {
  it('answers 202 without a cookie, and refuses bad batches with field codes, a body too large with 413', async () => {
    at('2026-11-30T08:00:00Z');
    const visitor: Visitor = { ip: '10.9.0.1', userAgent: DESKTOP };
    const accepted = await sendBeacon(t, visitor, [pageView('/')]);
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(accepted.headers['set-cookie']).toBeUndefined();

    expectFieldError(
      await sendBeacon(t, visitor, [{ type: 'page_view', path: 'no-slash', ago: 0 }]),
      'events.0.path',
      'invalid_format',
    );
    const tooMany = Array.from({ length: 26 }, () => pageView('/'));
    expect((await sendBeacon(t, visitor, tooMany)).statusCode).toBe(400);
    const huge = Array.from({ length: 25 }, () => ({
      type: 'client_error' as const,
      path: '/',
      ago: 0,
      message: 'x'.repeat(500),
      stack: 'y'.repeat(4000),
    }));
    const tooLarge = await sendBeacon(t, visitor, huge);
    expect(tooLarge.statusCode).toBe(413);

    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { origin: 'https://elsewhere.example', 'user-agent': DESKTOP },
      payload: { events: [pageView('/')], language: 'en', build: 'x' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('leaves robots out: same 202, nothing recorded; keeps no address in what it stores', async () => {
    at('2026-11-30T09:00:00Z');
    const before = await t.database.db.select().from(tables.analyticsSessions);
    const robot = await sendBeacon(t, { ip: '10.9.0.2', userAgent: GOOGLEBOT }, [pageView('/')]);
    expect(robot.statusCode).toBe(202);
    expect(await t.database.db.select().from(tables.analyticsSessions)).toHaveLength(before.length);

    await sendBeacon(t, { ip: '203.0.113.77', userAgent: IPHONE }, [pageView('/')]);
    const sessions = await t.database.db.select().from(tables.analyticsSessions);
    expect(sessions).toHaveLength(before.length + 1);
    expect(JSON.stringify(sessions)).not.toContain('203.0.113.77');
    expect(JSON.stringify(await t.database.db.select().from(tables.analyticsVisitorDays))).not.toContain('203.0.113');
  });
});

describe('website analytics', () => {
  it('counts visitors, page views, bounces, durations, conversions, sources, devices and pages exactly', async () => {
    const phone: Visitor = { ip: '10.0.0.1', userAgent: ANDROID_PHONE };
    const desktop: Visitor = { ip: '10.0.0.2', userAgent: DESKTOP };
    // The day before, in the previous stretch of equal length (today so far is 12 h 10 min).
    at('2026-12-01T20:00:00Z');
    await sendBeacon(t, { ip: '10.0.0.3', userAgent: DESKTOP }, [pageView('/')]);

    at('2026-12-02T10:00:00Z');
    await sendBeacon(t, phone, [pageView('/', { referrer: 'https://www.google.com/' })]);
    at('2026-12-02T10:05:00Z');
    await sendBeacon(t, phone, [pageView('/medical-facilities/hospitals')]);
    at('2026-12-02T10:06:00Z');
    await sendBeacon(t, phone, [{ type: 'call', path: '/hospitals/5', ago: 0, facilityId: 5 }]);
    at('2026-12-02T10:30:00Z');
    await sendBeacon(t, desktop, [pageView('/medical-facilities/pharmacies', { utm: { source: 'whatsapp' } })]);
    // 54 minutes after its last event: a second session of the same visitor.
    at('2026-12-02T11:00:00Z');
    await sendBeacon(t, phone, [pageView('/')]);

    at('2026-12-02T11:10:00Z');
    const cookie = await developer();
    const figures = await website(t, cookie, 'period=today');
    expect(figures.period).toEqual({ from: '2026-12-01T23:00:00.000Z', to: '2026-12-02T11:10:00.001Z' });
    expect(figures.visitors).toEqual({ value: 2, previous: 1, changePercent: 100 });
    expect(figures.pageViews.value).toBe(4);
    expect(figures.bounceRate.value).toBe(66.7);
    expect(figures.averageSessionSeconds.value).toBe(120);
    expect(figures.conversionRate.value).toBe(33.3);
    expect(figures.dailyVisitors.value).toBe(2);
    expect(Object.fromEntries(figures.sources.map((s) => [s.source, s.sessions]))).toEqual({
      organic: 1,
      direct: 1,
      social: 0,
      referral: 0,
      email: 0,
      messaging: 1,
    });
    expect(Object.fromEntries(figures.devices.map((d) => [d.device, d.sessions]))).toEqual({
      mobile: 2,
      desktop: 1,
      tablet: 0,
    });
    expect(figures.topPages).toEqual([
      { path: '/', views: 2, visitors: 1 },
      { path: '/medical-facilities/hospitals', views: 1, visitors: 1 },
      { path: '/medical-facilities/pharmacies', views: 1, visitors: 1 },
    ]);
    expect(figures.visitorsOverTime).toEqual([
      { at: '2026-12-02T10:00:00Z', visitors: 2, pageViews: 3 },
      { at: '2026-12-02T11:00:00Z', visitors: 0, pageViews: 1 },
    ]);
    // 10:40 to 11:10 in slots of 6 minutes: the 11:00 page view is in the fourth.
    expect(figures.realtime.map((slot) => slot.visitors)).toEqual([0, 0, 0, 1, 0]);

    const hospitals = await website(t, cookie, 'period=today&page=hospitals');
    expect(hospitals.visitors.value).toBe(1);
    expect(hospitals.pageViews.value).toBe(1);
    const pharmacies = await website(t, cookie, 'period=today&page=pharmacies');
    expect(pharmacies.bounceRate.value).toBe(100);
    expect(pharmacies.topPages).toEqual([{ path: '/medical-facilities/pharmacies', views: 1, visitors: 1 }]);
  });

  it('ends a session after 30 minutes without an event, not before', async () => {
    const visitor: Visitor = { ip: '10.1.0.1', userAgent: DESKTOP };
    at('2026-12-09T09:00:00Z');
    await sendBeacon(t, visitor, [pageView('/')]);
    at('2026-12-09T09:29:59Z');
    await sendBeacon(t, visitor, [pageView('/services')]);
    at('2026-12-09T09:59:59Z');
    await sendBeacon(t, visitor, [pageView('/')]);
    at('2026-12-09T10:00:00Z');
    const figures = await website(t, await developer(), 'period=today');
    expect(figures.visitors.value).toBe(1);
    expect(figures.pageViews.value).toBe(3);
    // Sessions: 09:00–09:29:59 (two views, 1,799 s) and 09:59:59 (a bounce).
    expect(figures.bounceRate.value).toBe(50);
    expect(figures.averageSessionSeconds.value).toBe(899.5);
  });

  it('keeps a visit across Douala midnight one session, counts each day apart, and rotates the salt', async () => {
    const visitor: Visitor = { ip: '10.2.0.1', userAgent: ANDROID_PHONE };
    at('2026-12-15T22:50:00Z'); // 23:50 in Douala, 15 December
    await sendBeacon(t, visitor, [pageView('/')]);
    at('2026-12-15T23:05:00Z'); // 00:05 on the 16th: the 23:50 view was yesterday's
    const cookie = await developer();
    const justAfterMidnight = await website(t, cookie, 'period=today');
    expect(justAfterMidnight.visitors.value).toBe(0);
    expect(justAfterMidnight.pageViews.value).toBe(0);

    at('2026-12-15T23:10:00Z');
    await sendBeacon(t, visitor, [pageView('/services')]);
    at('2026-12-16T00:00:00Z'); // 01:00: 50 minutes idle, a new session with today's key
    await sendBeacon(t, visitor, [pageView('/')]);
    const today = await website(t, cookie, 'period=today');
    expect(today.visitors.value).toBe(1);
    expect(today.pageViews.value).toBe(2);
    // One session began today (01:00); the 23:50 one is yesterday's and did not bounce.
    expect(today.bounceRate.value).toBe(100);

    const salts = await t.database.db.select().from(tables.analyticsSalts);
    expect(salts.map((row) => row.day)).toEqual(['2026-12-16']);
    const sessions = await t.database.db.select().from(tables.analyticsSessions);
    const mine = sessions.filter((s) => s.startedAt >= new Date('2026-12-15T22:00:00Z'));
    expect(mine).toHaveLength(2);
    expect(mine[0]!.visitor).not.toBe(mine[1]!.visitor);
  });

  it('compares a week so far with as long a stretch before it, to the hour, and sums a year by month', async () => {
    const views: [string, string][] = [
      ['2027-01-29T07:00:00Z', '10.5.0.1'], // Friday 08:00 in Douala: before the compared stretch
      ['2027-01-29T14:00:00Z', '10.5.0.2'], // Friday 15:00: in it
      ['2027-01-30T09:00:00Z', '10.5.0.3'], // Saturday
      ['2027-02-01T08:00:00Z', '10.5.0.4'], // Monday: this week
      ['2027-02-02T09:00:00Z', '10.5.0.5'],
      ['2027-02-03T10:30:00Z', '10.5.0.6'],
    ];
    for (const [instant, ip] of views) {
      at(instant);
      await sendBeacon(t, { ip, userAgent: DESKTOP }, [pageView('/')]);
    }
    at('2027-02-03T11:00:00Z'); // Wednesday noon in Douala
    const cookie = await developer();
    const week = await website(t, cookie, 'period=week');
    expect(week.previousPeriod).toEqual({ from: '2027-01-29T10:59:59.999Z', to: '2027-01-31T23:00:00.000Z' });
    expect(week.visitors).toEqual({ value: 3, previous: 2, changePercent: 50 });
    expect(week.dailyVisitors.value).toBe(1);
    expect(week.visitorsOverTime).toEqual([
      { at: '2027-02-01', visitors: 1, pageViews: 1 },
      { at: '2027-02-02', visitors: 1, pageViews: 1 },
      { at: '2027-02-03', visitors: 1, pageViews: 1 },
    ]);
    const year = await website(t, cookie, 'period=year');
    expect(year.topPages).toEqual([{ path: '/', views: 6, visitors: 6 }]);
    expect(year.pageViews.value).toBe(6);
  });

  it('refuses an unknown period and needs analytics:read', async () => {
    const cookie = await developer();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/website?period=decade',
      headers: { cookie },
    });
    expectFieldError(bad, 'period', 'invalid_choice');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analytics/website' })).statusCode).toBe(401);
    const manager = (await signedInAs(t, 'manager')).cookie;
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/website',
      headers: { cookie: manager },
    });
    expect(refused.statusCode).toBe(403);
  });
});
