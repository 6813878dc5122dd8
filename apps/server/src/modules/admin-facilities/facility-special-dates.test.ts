import { tables } from '@hc/db';
import { createFacility, createPlace, createRegion, createSpecialDate } from '@hc/db/factories';
import type { ApiError, FacilityDetail, FacilityHistoryEntry, SpecialDate } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: string;
let staffId: number;
/** Wednesday 25 November 2026, 11:00 in Douala. */
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'manager');
  staff = signedIn.cookie;
  staffId = signedIn.account.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, cookie: string | null = staff) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const datesUrl = (facilityId: number) => `/api/admin/facilities/${facilityId}/special-dates`;
const christmas = { startsOn: '2026-12-25', kind: 'closed', reason: 'Christmas', holiday: 'christmas' };

async function add(facilityId: number, body: object = christmas): Promise<SpecialDate> {
  const response = await call('POST', datesUrl(facilityId), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: SpecialDate }>().data;
}

describe('special dates of a facility (back-office)', () => {
  it('adds, lists, changes and removes them; the public detail carries them at once', async () => {
    const facility = await createFacility(db(), { name: 'Pharmacie du Lac', category: 'pharmacy' });
    const added = await add(facility.id);
    expect(added).toMatchObject({
      facilityId: facility.id,
      startsOn: '2026-12-25',
      endsOn: '2026-12-25',
      kind: 'closed',
      hours: null,
      reason: 'Christmas',
      holiday: 'christmas',
    });
    const inventory = await add(facility.id, {
      startsOn: '2026-12-01',
      endsOn: '2026-12-02',
      kind: 'hours',
      hours: [{ opens: '09:00', closes: '12:00' }],
      reason: '  Inventory  ',
    });
    expect(inventory).toMatchObject({
      reason: 'Inventory',
      holiday: null,
      hours: [{ opens: '09:00', closes: '12:00' }],
    });

    const listed = await call('GET', datesUrl(facility.id));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ data: SpecialDate[] }>().data.map((date) => date.startsOn)).toEqual([
      '2026-12-01',
      '2026-12-25',
    ]);

    // No factory write here: what the API wrote is public at once (caches and read models told).
    const detail = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/pharmacies/${facility.id}` })).json<{ data: FacilityDetail }>()
        .data;
    expect((await detail()).specialDates).toEqual([
      {
        startsOn: '2026-12-01',
        endsOn: '2026-12-02',
        kind: 'hours',
        hours: [{ opens: '09:00', closes: '12:00' }],
        reason: 'Inventory',
        holiday: null,
      },
      {
        startsOn: '2026-12-25',
        endsOn: '2026-12-25',
        kind: 'closed',
        hours: null,
        reason: 'Christmas',
        holiday: 'christmas',
      },
    ]);

    const changed = await call('PATCH', `${datesUrl(facility.id)}/${inventory.id}`, {
      startsOn: '2026-12-03',
      kind: 'closed',
      reason: 'Inventory',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: SpecialDate }>().data).toMatchObject({
      startsOn: '2026-12-03',
      endsOn: '2026-12-03',
      kind: 'closed',
      hours: null,
    });
    expect((await detail()).specialDates?.[0]).toMatchObject({ startsOn: '2026-12-03', kind: 'closed' });

    const removed = await call('DELETE', `${datesUrl(facility.id)}/${inventory.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await detail()).specialDates?.map((date) => date.startsOn)).toEqual(['2026-12-25']);
    // Another facility's date, or one already removed, is unknown here.
    expect((await call('DELETE', `${datesUrl(facility.id)}/${inventory.id}`)).statusCode).toBe(404);
    const other = await createFacility(db());
    expect((await call('PATCH', `${datesUrl(other.id)}/${added.id}`, christmas)).statusCode).toBe(404);
    expect((await call('GET', datesUrl(999_999))).statusCode).toBe(404);
    expect((await call('POST', datesUrl(999_999), christmas)).statusCode).toBe(404);
  });

  it('shows only dates not ended before this week in public reads, at most 10, soonest first', async () => {
    const facility = await createFacility(db());
    await createSpecialDate(db(), { facilityId: facility.id, startsOn: '2026-11-20' }); // ended last week
    await createSpecialDate(db(), { facilityId: facility.id, startsOn: '2026-11-23' }); // Monday: this week
    for (let day = 1; day <= 10; day += 1)
      await createSpecialDate(db(), { facilityId: facility.id, startsOn: `2027-01-${String(day).padStart(2, '0')}` });
    t.app.directoryVersion.invalidate();
    const response = await t.app.inject({ method: 'GET', url: `/api/facilities/${facility.id}` });
    const dates = response.json<{ data: FacilityDetail }>().data.specialDates ?? [];
    expect(dates.map((date) => date.startsOn)).toEqual([
      '2026-11-23',
      ...Array.from({ length: 9 }, (_, i) => `2027-01-0${i + 1}`),
    ]);
  });

  it('writes each change in the facility’s history and the system log, with who and what', async () => {
    const facility = await createFacility(db());
    clock.advance(1000);
    const added = await add(facility.id);
    clock.advance(1000);
    await call('PATCH', `${datesUrl(facility.id)}/${added.id}`, { ...christmas, endsOn: '2026-12-26' });
    clock.advance(1000);
    await call('DELETE', `${datesUrl(facility.id)}/${added.id}`);

    const history = await call('GET', `/api/admin/facilities/${facility.id}/history`);
    const entries = history.json<{ data: FacilityHistoryEntry[] }>().data;
    expect(entries.map((entry) => entry.action)).toEqual([
      'special_date_removed',
      'special_date_changed',
      'special_date_added',
    ]);
    expect(entries.every((entry) => entry.user?.id === staffId)).toBe(true);
    expect(entries[1]!.changes).toEqual([{ field: 'specialDateTo', before: '2026-12-25', after: '2026-12-26' }]);
    expect(entries[2]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'specialDateFrom', before: null, after: '2026-12-25' },
        { field: 'specialDateKind', before: null, after: 'closed' },
        { field: 'specialDateHoliday', before: null, after: 'christmas' },
      ]),
    );
    expect(entries[0]!.changes).toContainEqual({ field: 'specialDateFrom', before: '2026-12-25', after: null });

    const logs = await db()
      .select()
      .from(tables.systemLogs)
      .where(eq(tables.systemLogs.source, 'FACILITY'))
      .orderBy(desc(tables.systemLogs.id))
      .limit(3);
    expect(logs.map((log) => log.message)).toEqual([
      expect.stringContaining(`Facility #${facility.id} special_date_removed: 2026-12-25..2026-12-26 closed`),
      expect.stringContaining(`Facility #${facility.id} special_date_changed: 2026-12-25..2026-12-26 closed`),
      expect.stringContaining(`Facility #${facility.id} special_date_added: 2026-12-25 closed`),
    ]);
    expect(logs.every((log) => log.userId === staffId)).toBe(true);
    expect(logs[2]!.details).toMatchObject({ facilityId: facility.id, specialDateId: added.id });
  });

  it('refuses invalid dates with field codes, and one overlapping another date of the facility', async () => {
    const facility = await createFacility(db());
    const url = datesUrl(facility.id);
    expectFieldError(await call('POST', url, { kind: 'closed' }), 'startsOn', 'required');
    expectFieldError(await call('POST', url, { startsOn: '2026-13-01', kind: 'closed' }), 'startsOn', 'invalid_format');
    expectFieldError(
      await call('POST', url, { startsOn: '2026-12-25', endsOn: '2026-12-24', kind: 'closed' }),
      'endsOn',
      'ends_before_start',
    );
    expectFieldError(
      await call('POST', url, { startsOn: '2026-01-01', endsOn: '2027-01-02', kind: 'closed' }),
      'endsOn',
      'range_too_long',
    );
    // 366 days, both ends counted, is the longest.
    await add(facility.id, { startsOn: '2028-01-01', endsOn: '2028-12-31', kind: 'closed' });
    expectFieldError(await call('POST', url, { startsOn: '2026-12-25', kind: 'hours' }), 'hours', 'required');
    expectFieldError(
      await call('POST', url, { startsOn: '2026-12-25', kind: 'closed', hours: [{ opens: '08:00', closes: '12:00' }] }),
      'hours',
      'invalid',
    );
    expectFieldError(
      await call('POST', url, { startsOn: '2026-12-25', kind: 'hours', hours: [{ opens: '8h', closes: '12:00' }] }),
      'hours.0.opens',
      'invalid_time',
    );
    expectFieldError(await call('POST', url, { startsOn: '2026-12-25', kind: 'open' }), 'kind', 'invalid_choice');
    expectFieldError(await call('POST', url, { ...christmas, reason: 'x'.repeat(201) }), 'reason', 'too_long');
    expectFieldError(await call('POST', url, { ...christmas, holiday: 'Noël!' }), 'holiday', 'invalid_format');
    expectFieldError(await call('POST', url, { ...christmas, extra: 1 }), 'request', 'unknown_field');

    await add(facility.id, { startsOn: '2026-12-24', endsOn: '2026-12-26', kind: 'closed' });
    const overlap = await call('POST', url, christmas);
    expect(overlap.statusCode, overlap.body).toBe(409);
    expect(overlap.json<ApiError>().error.fields).toContainEqual(
      expect.objectContaining({ path: 'startsOn', code: 'special_date_overlap' }),
    );
  });
});

describe('who may change special dates', () => {
  it('answers 401 to anonymous callers, 403 to a patient, 404 to staff limited to another region', async () => {
    const home = await createRegion(db());
    const away = await createPlace(db());
    const facility = await createFacility(db(), away);
    const date = await createSpecialDate(db(), { facilityId: facility.id });
    const patient = (await signedInAs(t, 'patient')).cookie;
    const support = (await signedInAs(t, 'support')).cookie;
    const regional = (await signedInAs(t, 'manager', { scopeRegionId: home.id })).cookie;
    const inRegion = (await signedInAs(t, 'manager', { scopeRegionId: away.regionId })).cookie;
    const url = datesUrl(facility.id);
    const one = `${url}/${date.id}`;

    for (const [method, target, body] of [
      ['GET', url, undefined],
      ['POST', url, christmas],
      ['PATCH', one, christmas],
      ['DELETE', one, undefined],
    ] as const) {
      expect((await call(method, target, body, null)).statusCode, `${method} anonymous`).toBe(401);
      expect((await call(method, target, body, patient)).statusCode, `${method} patient`).toBe(403);
      // A region-limited account is told another region's facility does not exist (as for its record).
      const outside = await call(method, target, body, regional);
      expect(outside.statusCode, `${method} other region`).toBe(404);
    }
    // Support staff read the record but do not change it.
    expect((await call('GET', url, undefined, support)).statusCode).toBe(200);
    expect((await call('POST', url, { ...christmas, startsOn: '2026-12-31' }, support)).statusCode).toBe(403);
    // Staff limited to the facility's own region may.
    const added = await call('POST', url, { startsOn: '2027-01-01', kind: 'closed' }, inRegion);
    expect(added.statusCode, added.body).toBe(201);
    expect((await call('GET', url)).json<{ data: SpecialDate[] }>().data).toHaveLength(2);
  });
});

describe('GET /api/holidays', () => {
  it('lists Cameroon’s public holidays of the year asked, by default the current one, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/holidays?year=2027' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { key: string; date: string; isConfirmed: boolean }[] }>();
    expect(data).toContainEqual(expect.objectContaining({ key: 'good-friday', date: '2027-03-26', isConfirmed: true }));
    expect(data).toContainEqual(expect.objectContaining({ key: 'eid-al-adha', isConfirmed: false }));
    const current = await t.app.inject({ method: 'GET', url: '/api/holidays' });
    expect(current.json<{ data: { date: string }[] }>().data[0]!.date).toBe('2026-01-01');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/holidays?year=1800' }), 'year', 'too_small');
  });
});
