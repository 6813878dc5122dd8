import { tables, type Db } from '@hc/db';
import { eq } from 'drizzle-orm';
import { createDivision, createDutyPeriod, createFacility, createPlace, createRegion } from '@hc/db/factories';
import { getDirectoryWeek, type FacilityDetail, type FacilitySummary, type ListMeta } from '@hc/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { readOk, readPublic } from '../../test/public-api';

type List = { data: FacilitySummary[]; meta: ListMeta };

/** A Wednesday: the directory week runs Monday 23 Nov 00:00 to Monday 30 Nov 00:00, Africa/Douala (UTC+1). */
const NOW = '2026-11-25T10:00:00Z';
const WEEK = getDirectoryWeek(new Date(NOW));
const clock = createFakeClock(NOW);
let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  db = t.database.db;
});

afterEach(() => clock.set(NOW));

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => readPublic(t, url);

const list = (url: string) => readOk<List>(t, url);

async function detail(id: number): Promise<FacilityDetail> {
  const response = await get(`/api/pharmacies/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: FacilityDetail }>().data;
}

const ids = (facilities: FacilitySummary[]) => facilities.map((f) => f.id);

async function pharmacyOnDuty(
  place: { regionId: number; divisionId?: number; subdivisionId?: number },
  name: string,
  ...periods: [startsAt: string, endsAt: string][]
) {
  const pharmacy = await createFacility(db, { ...place, category: 'pharmacy', name });
  for (const [startsAt, endsAt] of periods) {
    await createDutyPeriod(db, { facilityId: pharmacy.id, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
  }
  return pharmacy;
}

describe('pharmacies on call', () => {
  it('onCall=true and /api/pharmacies/on-call answer the pharmacies on duty this week, with that duty period', async () => {
    const place = await createPlace(db);
    const onDuty = await pharmacyOnDuty(place, 'A on duty', ['2026-11-24T08:00:00Z', '2026-11-26T08:00:00Z']);
    const lastWeek = await pharmacyOnDuty(place, 'B last week', ['2026-11-16T08:00:00Z', '2026-11-17T08:00:00Z']);
    const nextWeek = await pharmacyOnDuty(place, 'C next week', ['2026-12-01T08:00:00Z', '2026-12-02T08:00:00Z']);
    const never = await pharmacyOnDuty(place, 'D never');
    // A duty period on a hospital does not make it a pharmacy on call.
    const hospital = await createFacility(db, { ...place, name: 'E hospital' });
    await createDutyPeriod(db, { facilityId: hospital.id, now: new Date(NOW) });

    const onCall = await list(`/api/pharmacies/on-call?region=${place.regionId}`);
    expect(ids(onCall.data)).toEqual([onDuty.id]);
    expect(onCall.meta).toEqual({ total: 1, page: 1, pageSize: 20 });
    expect(onCall.data[0]).toMatchObject({
      onCallThisWeek: true,
      onCallPeriod: { startsAt: '2026-11-24T08:00:00.000Z', endsAt: '2026-11-26T08:00:00.000Z' },
    });
    for (const value of ['true', '1']) {
      expect(await list(`/api/pharmacies?onCall=${value}&region=${place.regionId}`), value).toEqual(onCall);
    }

    // Without the filter (or with it off) every pharmacy is listed, the others marked as not on call.
    for (const query of ['', '&onCall=false', '&onCall=0']) {
      const all = await list(`/api/pharmacies?region=${place.regionId}${query}`);
      expect(ids(all.data), query).toEqual([onDuty.id, lastWeek.id, nextWeek.id, never.id]);
      expect(all.data.map((p) => p.onCallThisWeek)).toEqual([true, false, false, false]);
      expect(all.data.slice(1).every((p) => p.onCallPeriod === null)).toBe(true);
    }
    const everything = await list(`/api/facilities?region=${place.regionId}`);
    expect(everything.data.find((f) => f.id === hospital.id)).toMatchObject({
      onCallThisWeek: false,
      onCallPeriod: null,
    });
  });

  it('leaves out a cancelled duty period, in the list and on the detail page', async () => {
    const place = await createPlace(db);
    const closed = await pharmacyOnDuty(place, 'F cancelled', ['2026-11-24T08:00:00Z', '2026-11-26T08:00:00Z']);
    await db
      .update(tables.pharmacyDutyPeriods)
      .set({ cancelledAt: new Date(NOW), cancelReason: 'Closed for inventory' })
      .where(eq(tables.pharmacyDutyPeriods.facilityId, closed.id));
    t.app.directoryVersion.invalidate();
    expect(ids((await list(`/api/pharmacies/on-call?region=${place.regionId}`)).data)).toEqual([]);
    const detail = await readOk<{ data: FacilityDetail }>(t, `/api/pharmacies/${closed.id}`);
    expect(detail.data).toMatchObject({ onCallThisWeek: false, onCallPeriod: null, dutyPeriods: [] });
  });

  it('the on-call list honours region, division and subdivision filters', async () => {
    const region = await createRegion(db);
    const north = await createPlace(db, { divisionId: (await createDivision(db, { regionId: region.id })).id });
    const south = await createPlace(db, { divisionId: (await createDivision(db, { regionId: region.id })).id });
    const thisWeek: [string, string] = ['2026-11-25T08:00:00Z', '2026-11-26T08:00:00Z'];
    const inNorth = await pharmacyOnDuty(north, 'A north', thisWeek);
    const inSouth = await pharmacyOnDuty(south, 'B south', thisWeek);
    await pharmacyOnDuty(north, 'C north, off duty');

    expect(ids((await list(`/api/pharmacies/on-call?region=${region.id}`)).data)).toEqual([inNorth.id, inSouth.id]);
    expect(ids((await list(`/api/pharmacies/on-call?division=${south.divisionId}`)).data)).toEqual([inSouth.id]);
    expect(ids((await list(`/api/pharmacies/on-call?subdivision=${north.subdivisionId}`)).data)).toEqual([inNorth.id]);
    expect(ids((await list(`/api/pharmacies?onCall=true&division=${north.divisionId}`)).data)).toEqual([inNorth.id]);
  });

  it('uses the Monday-to-Sunday Africa/Douala week, periods being half-open', async () => {
    const place = await createPlace(db);
    // Monday 00:00 Douala is Sunday 23:00 UTC.
    expect(WEEK.start.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(WEEK.end.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    const lastWeek = new Date(WEEK.start.getTime() - 7 * 24 * 3600 * 1000).toISOString();
    // Ends at the very instant this week begins.
    const endedAtStart = await pharmacyOnDuty(place, 'A ended', [lastWeek, WEEK.start.toISOString()]);
    // Ends one minute into Monday.
    const endsMonday = await pharmacyOnDuty(place, 'B Monday', [lastWeek, '2026-11-22T23:01:00Z']);
    // Starts Sunday 23:30 Douala time, half an hour before the week ends.
    const sundayLate = await pharmacyOnDuty(place, 'C Sunday', ['2026-11-29T22:30:00Z', '2026-11-30T22:30:00Z']);
    // Starts at the very instant the next week begins.
    const nextMonday = await pharmacyOnDuty(place, 'D next', [WEEK.end.toISOString(), '2026-11-30T23:00:00Z']);

    const onCall = ids((await list(`/api/pharmacies/on-call?region=${place.regionId}`)).data);
    expect(onCall).toEqual([endsMonday.id, sundayLate.id]);

    const ended = await detail(endedAtStart.id);
    expect(ended).toMatchObject({ onCallThisWeek: false, onCallPeriod: null, dutyPeriods: [] });
    const late = await detail(sundayLate.id);
    expect(late.onCallPeriod).toEqual({ startsAt: '2026-11-29T22:30:00.000Z', endsAt: '2026-11-30T22:30:00.000Z' });
    expect(late.dutyPeriods).toHaveLength(1);
    // Next week's period is shown as coming, without making the pharmacy on call now.
    const coming = await detail(nextMonday.id);
    expect(coming).toMatchObject({ onCallThisWeek: false, onCallPeriod: null });
    expect(coming.dutyPeriods.map((p) => p.startsAt)).toEqual([WEEK.end.toISOString()]);
  });

  it('moves on with the clock: the same request answers the new week once it begins', async () => {
    const place = await createPlace(db);
    const thisWeek = await pharmacyOnDuty(place, 'A this week', ['2026-11-23T08:00:00Z', '2026-11-29T20:00:00Z']);
    const nextWeek = await pharmacyOnDuty(place, 'B next week', ['2026-11-30T08:00:00Z', '2026-12-06T20:00:00Z']);
    const url = `/api/pharmacies/on-call?region=${place.regionId}`;

    expect(ids((await list(url)).data)).toEqual([thisWeek.id]);
    // Sunday 23:59:59 in Douala: still this week.
    clock.set('2026-11-29T22:59:59Z');
    expect(ids((await list(url)).data)).toEqual([thisWeek.id]);
    // Monday 00:00 in Douala: next week's pharmacy is on call, though no data changed.
    clock.set('2026-11-29T23:00:00Z');
    expect(ids((await list(url)).data)).toEqual([nextWeek.id]);
    expect((await detail(thisWeek.id)).onCallThisWeek).toBe(false);
    expect((await detail(nextWeek.id)).onCallPeriod).toEqual({
      startsAt: '2026-11-30T08:00:00.000Z',
      endsAt: '2026-12-06T20:00:00.000Z',
    });
    clock.advance(7 * 24 * 3600 * 1000);
    expect((await list(url)).data).toEqual([]);
  });
});
