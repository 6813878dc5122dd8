import { tables, type Db } from '@hc/db';
import { eq } from 'drizzle-orm';
import { createDivision, createDutyPeriod, createFacility, createPlace, createRegion } from '@hc/db/factories';
import {
  getDirectoryWeek,
  type FacilityDetail,
  type FacilitySummary,
  type ListMeta,
  type OnCallPharmacy,
} from '@hc/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { expectFieldError, readOk, readPublic } from '../../test/public-api';
import { signedInAs } from '../../test/accounts';

type List = { data: FacilitySummary[]; meta: ListMeta };
type OnCallList = { data: OnCallPharmacy[]; meta: ListMeta };

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

const list = <T = List>(url: string) => readOk<T>(t, url);

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
    const period = { startsAt: '2026-11-24T08:00:00.000Z', endsAt: '2026-11-26T08:00:00.000Z' };
    expect(onCall.data[0]).toMatchObject({
      onCallThisWeek: true,
      onCallPeriod: period,
      onDutyNow: true,
      dutyWindow: period,
    });
    for (const value of ['true', '1']) {
      const pharmacies = await list(`/api/pharmacies?onCall=${value}&region=${place.regionId}`);
      expect(pharmacies.data, value).toEqual(
        onCall.data.map(({ onDutyNow: _n, dutyWindow: _w, ...summary }) => expect.objectContaining(summary)),
      );
      expect(pharmacies.data[0], "the duty state at an instant is the on-call list's").not.toHaveProperty('onDutyNow');
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

  it("carries every night of a pharmacy's week on its summary, for the cards' open-now", async () => {
    const place = await createPlace(db);
    const nightly = await pharmacyOnDuty(
      place,
      'G nightly',
      ['2026-11-23T21:00:00Z', '2026-11-24T06:30:00Z'],
      ['2026-11-25T21:00:00Z', '2026-11-26T06:30:00Z'],
      ['2026-12-01T21:00:00Z', '2026-12-02T06:30:00Z'],
    );
    const [row] = (await list(`/api/pharmacies?region=${place.regionId}`)).data;
    expect(row).toMatchObject({ id: nightly.id, onCallPeriod: { startsAt: '2026-11-23T21:00:00.000Z' } });
    expect(row!.onCallPeriods).toEqual([
      { startsAt: '2026-11-23T21:00:00.000Z', endsAt: '2026-11-24T06:30:00.000Z' },
      { startsAt: '2026-11-25T21:00:00.000Z', endsAt: '2026-11-26T06:30:00.000Z' },
    ]);
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
    const sundayWindow = { startsAt: '2026-11-29T22:30:00.000Z', endsAt: '2026-11-30T22:30:00.000Z' };
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

    // The week's list: every period overlapping the week.
    expect(ids((await list(`/api/pharmacies?onCall=true&region=${place.regionId}`)).data)).toEqual([
      endsMonday.id,
      sundayLate.id,
    ]);
    // Where to go from now (Wednesday): Monday's period is over; Sunday's is later this week; next week's is not yet.
    const onCall = (await list(`/api/pharmacies/on-call?region=${place.regionId}`)).data;
    expect(ids(onCall)).toEqual([sundayLate.id]);
    expect(onCall[0]).toMatchObject({ onDutyNow: false, dutyWindow: sundayWindow });

    const ended = await detail(endedAtStart.id);
    expect(ended).toMatchObject({ onCallThisWeek: false, onCallPeriod: null, dutyPeriods: [] });
    const lateDetail = await detail(sundayLate.id);
    expect(lateDetail.onCallPeriod).toEqual(sundayWindow);
    expect(lateDetail.dutyPeriods).toHaveLength(1);
    // Next week's period is shown as coming, without making the pharmacy on call now.
    const coming = await detail(nextMonday.id);
    expect(coming).toMatchObject({ onCallThisWeek: false, onCallPeriod: null });
    expect(coming.dutyPeriods.map((p) => p.startsAt)).toEqual([WEEK.end.toISOString()]);
  });

  it('moves on with the clock: the same request answers the new week once it begins', async () => {
    const place = await createPlace(db);
    const thisWeek = await pharmacyOnDuty(place, 'A this week', ['2026-11-23T08:00:00Z', '2026-11-29T20:00:00Z']);
    const nextWeek = await pharmacyOnDuty(place, 'B next week', ['2026-11-30T08:00:00Z', '2026-12-06T20:00:00Z']);
    const url = `/api/pharmacies?onCall=true&region=${place.regionId}`;
    const onCallUrl = `/api/pharmacies/on-call?region=${place.regionId}`;

    expect(ids((await list(url)).data)).toEqual([thisWeek.id]);
    expect(ids((await list(onCallUrl)).data)).toEqual([thisWeek.id]);
    // Sunday 23:59:59 in Douala: still this week; this week's period ended at 21:00, next week's is not this week.
    clock.set('2026-11-29T22:59:59Z');
    expect(ids((await list(url)).data)).toEqual([thisWeek.id]);
    expect(ids((await list(onCallUrl)).data)).toEqual([]);
    // Monday 00:00 in Douala: next week's pharmacy is on call, though no data changed.
    clock.set('2026-11-29T23:00:00Z');
    expect(ids((await list(url)).data)).toEqual([nextWeek.id]);
    expect((await list<OnCallList>(onCallUrl)).data).toMatchObject([{ id: nextWeek.id, onDutyNow: false }]);
    expect((await detail(thisWeek.id)).onCallThisWeek).toBe(false);
    expect((await detail(nextWeek.id)).onCallPeriod).toEqual({
      startsAt: '2026-11-30T08:00:00.000Z',
      endsAt: '2026-12-06T20:00:00.000Z',
    });
    clock.advance(7 * 24 * 3600 * 1000);
    expect((await list(url)).data).toEqual([]);
  });
});

describe('GET /api/pharmacies/on-call?at=', () => {
  /** Saturday 28 Nov 2026 22:00 to Sunday 29 Nov 07:30, Douala time: a night across midnight. */
  const saturdayNight: [string, string] = ['2026-11-28T22:00:00+01:00', '2026-11-29T07:30:00+01:00'];
  /** Sunday 29 Nov 22:00 to Monday 30 Nov 07:30, Douala time: a night across the week boundary. */
  const sundayNight: [string, string] = ['2026-11-29T22:00:00+01:00', '2026-11-30T07:30:00+01:00'];
  const iso = (value: string) => new Date(value).toISOString();
  const window = ([startsAt, endsAt]: [string, string]) => ({ startsAt: iso(startsAt), endsAt: iso(endsAt) });
  const at = (regionId: number, instant: string) =>
    list<OnCallList>(`/api/pharmacies/on-call?region=${regionId}&at=${encodeURIComponent(instant)}`);

  it('accepts an ISO 8601 instant with an offset and refuses anything else with a field code', async () => {
    const place = await createPlace(db);
    const pharmacy = await pharmacyOnDuty(place, 'A', saturdayNight);
    for (const instant of ['2026-11-28T23:00:00+01:00', '2026-11-28T22:00:00Z', '2026-11-28T23:00:00.000+01:00']) {
      expect(ids((await at(place.regionId, instant)).data), instant).toEqual([pharmacy.id]);
    }
    for (const instant of ['2026-11-28T23:00:00', '2026-11-28', 'saturday', '2026-13-28T23:00:00Z']) {
      const response = await get(`/api/pharmacies/on-call?at=${encodeURIComponent(instant)}`);
      expectFieldError(response, 'at', 'invalid_format');
    }
  });

  it('is on duty through a night across midnight, the window half-open, and shown ahead before it starts', async () => {
    const place = await createPlace(db);
    const pharmacy = await pharmacyOnDuty(place, 'A night', saturdayNight);
    for (const instant of ['2026-11-28T22:00:00+01:00', '2026-11-28T23:00:00+01:00', '2026-11-29T02:00:00+01:00']) {
      expect((await at(place.regionId, instant)).data, instant).toEqual([
        expect.objectContaining({ id: pharmacy.id, onDutyNow: true, dutyWindow: window(saturdayNight) }),
      ]);
    }
    // Earlier that Saturday: on duty later this week, with the window to come.
    expect((await at(place.regionId, '2026-11-28T20:00:00+01:00')).data).toEqual([
      expect.objectContaining({ id: pharmacy.id, onDutyNow: false, dutyWindow: window(saturdayNight) }),
    ]);
    // At 07:30 the night is over, and nothing else is coming this week.
    expect((await at(place.regionId, '2026-11-29T07:30:00+01:00')).data).toEqual([]);
  });

  it('keeps a Sunday night on duty into Monday morning, and does not reach into next week', async () => {
    const place = await createPlace(db);
    const sunday = await pharmacyOnDuty(place, 'A Sunday night', sundayNight);
    const mondayNight: [string, string] = ['2026-11-30T22:00:00+01:00', '2026-12-01T07:30:00+01:00'];
    const monday = await pharmacyOnDuty(place, 'B Monday night', mondayNight);

    // Sunday 23:30 (issue 10's visitor): on duty until Monday 07:30; Monday night is next week's.
    expect((await at(place.regionId, '2026-11-29T23:30:00+01:00')).data).toEqual([
      expect.objectContaining({ id: sunday.id, onDutyNow: true, dutyWindow: window(sundayNight) }),
    ]);
    // Monday 00:00 and 02:00: a new week, the Sunday night still running; Monday night is later this week.
    for (const instant of ['2026-11-30T00:00:00+01:00', '2026-11-30T02:00:00+01:00']) {
      expect((await at(place.regionId, instant)).data, instant).toEqual([
        expect.objectContaining({ id: sunday.id, onDutyNow: true, dutyWindow: window(sundayNight) }),
        expect.objectContaining({ id: monday.id, onDutyNow: false, dutyWindow: window(mondayNight) }),
      ]);
    }
  });

  it('keeps a period of the longest allowed length on duty to its last minute; the database refuses a longer one', async () => {
    const place = await createPlace(db);
    const fortnight: [string, string] = ['2026-11-14T08:00:00+01:00', '2026-11-28T08:00:00+01:00'];
    const pharmacy = await pharmacyOnDuty(place, 'A fortnight', fortnight);
    expect((await at(place.regionId, '2026-11-28T07:59:00+01:00')).data).toEqual([
      expect.objectContaining({ id: pharmacy.id, onDutyNow: true, dutyWindow: window(fortnight) }),
    ]);
    await expect(
      createDutyPeriod(db, {
        facilityId: pharmacy.id,
        startsAt: new Date('2026-12-01T08:00:00+01:00'),
        endsAt: new Date('2026-12-15T08:01:00+01:00'),
      }),
    ).rejects.toThrow();
  });

  it('orders on duty first, then by next start, then by name; a cancelled period never counts', async () => {
    const place = await createPlace(db);
    const thursdayNight: [string, string] = ['2026-11-26T22:00:00+01:00', '2026-11-27T07:30:00+01:00'];
    const allWeek: [string, string] = ['2026-11-23T08:00:00+01:00', '2026-11-29T20:00:00+01:00'];
    const zulu = await pharmacyOnDuty(place, 'Zulu, on duty since Monday', allWeek);
    const alpha = await pharmacyOnDuty(place, 'Alpha, Saturday night', saturdayNight);
    const bravo = await pharmacyOnDuty(place, 'Bravo, Thursday night', thursdayNight);
    const charlie = await pharmacyOnDuty(place, 'Charlie, Thursday night too', thursdayNight);
    const yankee = await pharmacyOnDuty(place, 'Yankee, on duty since Monday', allWeek);
    // Its Wednesday period is cancelled (the pharmacy is closed): only its Saturday night counts.
    const cancelled = await pharmacyOnDuty(
      place,
      'Delta, cancelled tonight',
      ['2026-11-25T08:00:00+01:00', '2026-11-25T20:00:00+01:00'],
      saturdayNight,
    );
    await db
      .update(tables.pharmacyDutyPeriods)
      .set({ cancelledAt: new Date(NOW), cancelReason: 'Closed' })
      .where(eq(tables.pharmacyDutyPeriods.startsAt, new Date('2026-11-25T08:00:00+01:00')));

    const answer = await at(place.regionId, '2026-11-25T12:00:00+01:00');
    expect(ids(answer.data)).toEqual([yankee.id, zulu.id, bravo.id, charlie.id, alpha.id, cancelled.id]);
    expect(answer.data.map((p) => p.onDutyNow)).toEqual([true, true, false, false, false, false]);
    expect(answer.data[5]!.dutyWindow).toEqual(window(saturdayNight));
    expect(answer.meta.total).toBe(6);
    // Paging keeps the order.
    const second = await list<OnCallList>(
      `/api/pharmacies/on-call?region=${place.regionId}&at=${encodeURIComponent('2026-11-25T12:00:00+01:00')}&pageSize=2&page=2`,
    );
    expect(ids(second.data)).toEqual([bravo.id, charlie.id]);
  });

  it('follows a pharmacy renamed, moved or archived behind the server, at once', async () => {
    const place = await createPlace(db);
    const elsewhere = await createPlace(db);
    const first = await pharmacyOnDuty(place, 'Alpha', saturdayNight);
    const second = await pharmacyOnDuty(place, 'Bravo', saturdayNight);
    const instant = '2026-11-28T23:00:00+01:00';
    const facilities = tables.facilities;
    expect(ids((await at(place.regionId, instant)).data)).toEqual([first.id, second.id]);

    await db.update(facilities).set({ name: 'Zulu' }).where(eq(facilities.id, first.id));
    expect(ids((await at(place.regionId, instant)).data)).toEqual([second.id, first.id]);

    await db
      .update(facilities)
      .set({ ...elsewhere })
      .where(eq(facilities.id, second.id));
    expect(ids((await at(place.regionId, instant)).data)).toEqual([first.id]);
    expect(ids((await at(elsewhere.regionId, instant)).data)).toEqual([second.id]);

    await db
      .update(facilities)
      .set({ archivedAt: new Date(NOW) })
      .where(eq(facilities.id, first.id));
    expect((await at(place.regionId, instant)).meta.total).toBe(0);
    await db.update(facilities).set({ archivedAt: null }).where(eq(facilities.id, first.id));
    expect(ids((await at(place.regionId, instant)).data)).toEqual([first.id]);
  });

  it('shows a pharmacy once when its periods overlap: the one that started first, then the next', async () => {
    const place = await createPlace(db);
    const allWeek: [string, string] = ['2026-11-23T08:00:00+01:00', '2026-11-29T20:00:00+01:00'];
    const inside: [string, string] = ['2026-11-25T22:00:00+01:00', '2026-11-26T07:30:00+01:00'];
    const sundayNight: [string, string] = ['2026-11-29T22:00:00+01:00', '2026-11-30T07:30:00+01:00'];
    // Written straight to the database: the back-office refuses overlaps, older data may hold them.
    const pharmacy = await pharmacyOnDuty(place, 'Overlapping', allWeek, inside, sundayNight);
    const wednesdayNight = await at(place.regionId, '2026-11-25T23:00:00+01:00');
    expect(ids(wednesdayNight.data)).toEqual([pharmacy.id]);
    expect(wednesdayNight.data[0]!.dutyWindow).toEqual(window(allWeek));
    // The night inside is over, the week-long period is not: still that one, and only once.
    const thursdayNoon = await at(place.regionId, '2026-11-26T12:00:00+01:00');
    expect(thursdayNoon.data.map((p) => p.dutyWindow)).toEqual([window(allWeek)]);
    const sundayEvening = await at(place.regionId, '2026-11-29T21:00:00+01:00');
    expect(sundayEvening.data.map((p) => [p.id, p.onDutyNow])).toEqual([[pharmacy.id, false]]);
    expect(sundayEvening.data[0]!.dutyWindow).toEqual(window(sundayNight));
  });

  it('narrows the on-call list by name and by distance as the other lists do', async () => {
    const place = await createPlace(db);
    const near = { latitude: 3.87, longitude: 11.52 };
    const close = await createFacility(db, {
      ...place,
      category: 'pharmacy',
      name: 'Pharmacie Étoile',
      lat: 3.871,
      lng: 11.521,
    });
    const far = await createFacility(db, {
      ...place,
      category: 'pharmacy',
      name: 'Pharmacie du Lac',
      lat: 4.05,
      lng: 9.7,
    });
    for (const pharmacy of [close, far])
      await createDutyPeriod(db, {
        facilityId: pharmacy.id,
        startsAt: new Date(saturdayNight[0]),
        endsAt: new Date(saturdayNight[1]),
      });
    const base = `/api/pharmacies/on-call?region=${place.regionId}&at=${encodeURIComponent('2026-11-28T23:00:00+01:00')}`;
    expect(ids((await list<OnCallList>(`${base}&query=etoile`)).data)).toEqual([close.id]);
    const nearby = await list<OnCallList>(`${base}&near=${near.latitude},${near.longitude}&radiusKm=5`);
    expect(ids(nearby.data)).toEqual([close.id]);
    expect(nearby.meta.total).toBe(1);
  });

  it("with the visitor's position, answers those on duty now nearest first, then the later ones nearest first", async () => {
    const place = await createPlace(db);
    const at = '2026-11-28T23:00:00+01:00';
    const pharmacy = async (name: string, lat: number | null, lng: number | null, period: [string, string]) => {
      const created = await createFacility(db, { ...place, category: 'pharmacy', name, lat, lng });
      await createDutyPeriod(db, {
        facilityId: created.id,
        startsAt: new Date(period[0]),
        endsAt: new Date(period[1]),
      });
      return created;
    };
    const sundayNight: [string, string] = ['2026-11-29T19:00:00Z', '2026-11-30T07:00:00Z'];
    // Names in the opposite order of distance, so that an order by name would show.
    const farNow = await pharmacy('A far, on duty', 3.95, 11.6, saturdayNight);
    const unplacedNow = await pharmacy('B no position, on duty', null, null, saturdayNight);
    const nearNow = await pharmacy('C near, on duty', 3.871, 11.521, saturdayNight);
    const farLater = await pharmacy('D far, later', 3.99, 11.7, sundayNight);
    const nearLater = await pharmacy('E near, later', 3.872, 11.522, sundayNight);
    const base = `/api/pharmacies/on-call?region=${place.regionId}&at=${encodeURIComponent(at)}`;

    // A distance needs a position: the one without is left out, as in the other lists.
    const nearest = await list<OnCallList>(`${base}&near=3.87,11.52&radiusKm=50`);
    expect(ids(nearest.data)).toEqual([nearNow.id, farNow.id, nearLater.id, farLater.id]);
    expect(nearest.data.map((p) => p.onDutyNow)).toEqual([true, true, false, false]);
    // Pages follow the same order.
    const second = await list<OnCallList>(`${base}&near=3.87,11.52&radiusKm=50&pageSize=2&page=2`);
    expect(ids(second.data)).toEqual([nearLater.id, farLater.id]);
    // Without a position, the duty order (then names) stands.
    expect(ids((await list<OnCallList>(base)).data)).toEqual([
      farNow.id,
      unplacedNow.id,
      nearNow.id,
      farLater.id,
      nearLater.id,
    ]);
  });

  it('leaves out a pharmacy suspended in the back-office at once', async () => {
    const place = await createPlace(db);
    const suspended = await pharmacyOnDuty(place, 'A to suspend', saturdayNight);
    const other = await pharmacyOnDuty(place, 'B stays', saturdayNight);
    const instant = '2026-11-28T23:00:00+01:00';
    expect(ids((await at(place.regionId, instant)).data)).toEqual([suspended.id, other.id]);

    const { cookie } = await signedInAs(t, 'manager');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/facilities/${suspended.id}/suspend`,
      headers: { cookie },
      payload: { reason: 'Licence expired' },
    });
    expect(response.statusCode, response.body).toBe(200);
    // Through the server itself: no invalidation by hand.
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/pharmacies/on-call?region=${place.regionId}&at=${encodeURIComponent(instant)}`,
    });
    expect(ids(after.json<OnCallList>().data)).toEqual([other.id]);
  });

  it('answers for the current minute without `at`: a cached or revalidated "now" is never older than that', async () => {
    const place = await createPlace(db);
    const pharmacy = await pharmacyOnDuty(place, 'A until 11:00', ['2026-11-25T08:00:00Z', '2026-11-25T10:01:00Z']);
    const url = `/api/pharmacies/on-call?region=${place.regionId}`;
    const first = await get(url);
    expect(first.json<OnCallList>().data).toEqual([expect.objectContaining({ id: pharmacy.id, onDutyNow: true })]);
    const etag = String(first.headers.etag);

    // The same minute: the same answer, revalidated without a body.
    clock.set('2026-11-25T10:00:59Z');
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // The period ends at 10:01: the same URL no longer lists it, and the old ETag no longer matches.
    clock.set('2026-11-25T10:01:00Z');
    const later = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(later.statusCode).toBe(200);
    expect(later.json<OnCallList>().data).toEqual([]);
    // An explicit instant is its own URL, whatever the time now.
    expect(ids((await at(place.regionId, '2026-11-25T10:30:00+01:00')).data)).toEqual([pharmacy.id]);
  });
});
