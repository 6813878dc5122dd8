import { tables } from '@hc/db';
import type { CrashReport } from '@hc/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { ANDROID_PHONE, IPHONE, appFigures, pageView, sendBeacon, type Visitor } from './test-helpers';

const clock = createFakeClock('2027-01-06T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
});
afterAll(() => t.close());

describe('app analytics', () => {
  it('counts the installed app: installs, active users, crash rate, builds, platforms, feature use, times', async () => {
    clock.set('2027-01-06T10:00:00Z');
    const androidApp: Visitor = { ip: '10.3.0.1', userAgent: ANDROID_PHONE, standalone: true, build: 'web-2.0.0' };
    const iosApp: Visitor = { ip: '10.3.0.2', userAgent: IPHONE, standalone: true, build: 'web-1.9.0' };
    const androidBrowser: Visitor = { ip: '10.3.0.3', userAgent: ANDROID_PHONE };
    await sendBeacon(t, androidApp, [
      pageView('/', { ago: 60_000, loadMs: 1200 }),
      { type: 'search', path: '/medical-facilities/pharmacies', ago: 40_000, kind: 'pharmacy', results: 5 },
      { type: 'call', path: '/pharmacies/7', ago: 20_000, facilityId: 7 },
      {
        type: 'client_error',
        path: '/pharmacies/7',
        ago: 0,
        message: 'TypeError: x is undefined',
        source: '/assets/a.js',
        line: 10,
      },
    ]);
    await sendBeacon(t, iosApp, [
      pageView('/', { ago: 30_000 }),
      pageView('/pharmacies-on-call', { ago: 0 }),
      { type: 'search', path: '/pharmacies-on-call', ago: 0, kind: 'on_call', results: 12 },
    ]);
    // `appinstalled` fires in the browser tab that installs the app.
    await sendBeacon(t, androidBrowser, [{ type: 'app_installed', path: '/', ago: 0 }]);
    // The server's own latency: requests made so far, written by the recorder.
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.latency.flush();

    clock.set('2027-01-06T12:00:00Z');
    const { cookie } = await signedInAs(t, 'developer');
    const all = await appFigures(t, cookie, 'period=today');
    expect(all.installs.value).toBe(1);
    expect(all.activeUsers.value).toBe(2);
    expect(all.crashRate.value).toBe(50);
    expect(all.versions).toEqual([
      { build: 'web-1.9.0', sessions: 1 },
      { build: 'web-2.0.0', sessions: 1 },
    ]);
    expect(all.platforms).toEqual([
      { platform: 'android', sessions: 1 },
      { platform: 'ios', sessions: 1 },
      { platform: 'other', sessions: 0 },
    ]);
    expect(Object.fromEntries(all.featureUsage.map((f) => [f.feature, f.percent]))).toEqual({
      search: 50,
      call: 50,
      directions: 0,
      share: 0,
      on_call: 50,
    });
    expect(all.sessionSeconds).toEqual({ collected: true, value: 45 });
    expect(all.screensPerSession).toEqual({ collected: true, value: 1.5 });
    expect(all.loadTimeMs).toEqual({ collected: true, value: 1200 });
    for (const figure of [all.pushOptIn, all.memoryUsage, all.batteryImpact, all.retentionDay1, all.retentionDay30])
      expect(figure).toEqual({ collected: false });
    expect(all.apiLatency.collected).toBe(true);
    if (all.apiLatency.collected) {
      expect(all.apiLatency.value.requests).toBeGreaterThanOrEqual(4);
      expect(all.apiLatency.value.p95Ms).toBeGreaterThanOrEqual(all.apiLatency.value.p50Ms);
    }
    expect(all.crashes).toHaveLength(1);
    expect(all.crashes[0]).toMatchObject({
      message: 'TypeError: x is undefined',
      source: '/assets/a.js',
      line: 10,
      build: 'web-2.0.0',
      platform: 'android',
      occurrences: 1,
      status: 'open',
    });

    const ios = await appFigures(t, cookie, 'period=today&platform=ios');
    expect(ios.activeUsers.value).toBe(1);
    expect(ios.installs.value).toBe(0);
    expect(ios.crashRate.value).toBe(0);
    expect(ios.versions).toEqual([{ build: 'web-1.9.0', sessions: 1 }]);
    expect(ios.crashes).toEqual([]);
  });

  it('groups repeated client errors, and lets staff with analytics:write mark one resolved or open', async () => {
    clock.set('2027-01-13T09:00:00Z');
    const visitor: Visitor = { ip: '10.4.0.1', userAgent: ANDROID_PHONE };
    const error = {
      type: 'client_error' as const,
      path: '/',
      message: 'RangeError: bad',
      source: '/assets/b.js',
      line: 3,
    };
    await sendBeacon(t, visitor, [
      { ...error, ago: 1000 },
      { ...error, ago: 0 },
    ]);
    const [report] = await t.database.db
      .select()
      .from(tables.crashReports)
      .orderBy(desc(tables.crashReports.id))
      .limit(1);
    expect(report).toMatchObject({ message: 'RangeError: bad', occurrences: 2, status: 'open' });

    const patch = (cookie: string | null, id: number, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/analytics/crashes/${id}`,
        headers: cookie ? { cookie } : {},
        payload,
      });
    const developer = await signedInAs(t, 'developer');
    const resolved = await patch(developer.cookie, report!.id, { status: 'resolved' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<{ data: CrashReport }>().data.status).toBe('resolved');
    const [log] = await t.database.db.select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id)).limit(1);
    expect(log).toMatchObject({ source: 'PERFORMANCE', userId: developer.account.id });
    expect(log!.message).toContain(`Crash report #${report!.id} marked resolved`);

    const reopened = await patch(developer.cookie, report!.id, { status: 'open' });
    expect(reopened.json<{ data: CrashReport }>().data.status).toBe('open');
    expectFieldError(await patch(developer.cookie, report!.id, { status: 'fixed' }), 'status', 'invalid_choice');
    expect((await patch(developer.cookie, 999_999, { status: 'resolved' })).statusCode).toBe(404);
    const support = await signedInAs(t, 'support');
    expect((await patch(support.cookie, report!.id, { status: 'resolved' })).statusCode).toBe(403);
    expect((await patch(null, report!.id, { status: 'resolved' })).statusCode).toBe(401);
  });
});
