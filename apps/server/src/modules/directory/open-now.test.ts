import type { Db } from '@hc/db';
import { createDutyPeriod, createFacility, createPlace } from '@hc/db/factories';
import type { FacilitySummary, ListMeta, WeeklyHours } from '@hc/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { expectFieldError, readOk, readPublic } from '../../test/public-api';

type List = { data: FacilitySummary[]; meta: ListMeta };

/** A Wednesday, 11:00 in Douala (UTC+1). */
const NOW = '2026-11-25T10:00:00Z';
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

const names = async (url: string) => (await readOk<List>(t, url)).data.map((f) => f.name).sort();
const hours = (day: keyof WeeklyHours, opens: string, closes: string): WeeklyHours => ({ [day]: [{ opens, closes }] });

describe('openNow=true', () => {
  it('keeps the facilities open now by their hours, Douala time, half-open, overnight from the day before', async () => {
    const place = await createPlace(db);
    const hospital = (name: string, openingHours: WeeklyHours | null) =>
      createFacility(db, { ...place, category: 'hospital', name, openingHours });
    await hospital('A open 08-17', hours('we', '08:00', '17:00'));
    await hospital('B opens at noon', hours('we', '12:00', '18:00'));
    await hospital('C no hours', null);
    await hospital('D opens this minute', hours('we', '11:00', '11:30'));
    await hospital('E closed this minute', hours('we', '09:00', '11:00'));
    await hospital('F overnight from Tuesday', hours('tu', '20:00', '12:00'));
    await hospital('G overnight Wednesday night', hours('we', '20:00', '06:00'));
    await hospital('H all day', hours('we', '00:00', '24:00'));
    const base = `/api/hospitals?region=${place.regionId}`;

    expect(await names(`${base}&openNow=true`)).toEqual([
      'A open 08-17',
      'D opens this minute',
      'F overnight from Tuesday',
      'H all day',
    ]);
    expect(await names(`${base}&openNow=false`)).toHaveLength(8);
    expect(await names(base)).toHaveLength(8);

    // The same request later in the day answers for that minute (no cached "open now" outlives it).
    clock.set('2026-11-25T20:30:00Z'); // 21:30 in Douala
    expect(await names(`${base}&openNow=true`)).toEqual(['G overnight Wednesday night', 'H all day']);
  });

  it('counts a pharmacy on duty as open whatever its usual hours, on every list that has the filter', async () => {
    const place = await createPlace(db);
    const closedByHours = hours('we', '14:00', '20:00');
    await createFacility(db, {
      ...place,
      category: 'pharmacy',
      name: 'P open by hours',
      openingHours: hours('we', '08:00', '20:00'),
    });
    const onDuty = await createFacility(db, {
      ...place,
      category: 'pharmacy',
      name: 'P on duty',
      openingHours: closedByHours,
    });
    await createDutyPeriod(db, {
      facilityId: onDuty.id,
      startsAt: new Date('2026-11-25T07:00:00Z'),
      endsAt: new Date('2026-11-25T19:00:00Z'),
    });
    const cancelled = await createFacility(db, {
      ...place,
      category: 'pharmacy',
      name: 'P cancelled duty',
      openingHours: closedByHours,
    });
    await createDutyPeriod(db, {
      facilityId: cancelled.id,
      startsAt: new Date('2026-11-25T07:00:00Z'),
      endsAt: new Date('2026-11-25T19:00:00Z'),
      cancelledAt: new Date('2026-11-24T12:00:00Z'),
    });
    await createFacility(db, {
      ...place,
      category: 'laboratory',
      name: 'L open',
      openingHours: hours('we', '07:00', '15:00'),
    });
    await createFacility(db, { ...place, category: 'laboratory', name: 'L closed', openingHours: closedByHours });

    expect(await names(`/api/pharmacies?region=${place.regionId}&openNow=true`)).toEqual([
      'P on duty',
      'P open by hours',
    ]);
    expect(await names(`/api/laboratories?region=${place.regionId}&openNow=1`)).toEqual(['L open']);
    expect(await names(`/api/facilities?region=${place.regionId}&openNow=true`)).toEqual([
      'L open',
      'P on duty',
      'P open by hours',
    ]);
  });

  it('keeps, on the on-call list, those on duty at the instant and those open then by their hours', async () => {
    const place = await createPlace(db);
    const pharmacy = async (name: string, openingHours: WeeklyHours | null, startsAt: string, endsAt: string) => {
      const created = await createFacility(db, { ...place, category: 'pharmacy', name, openingHours });
      await createDutyPeriod(db, { facilityId: created.id, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
    };
    // Saturday 28 Nov, 10:00 in Douala.
    const at = encodeURIComponent('2026-11-28T10:00:00+01:00');
    await pharmacy('Q on duty then', null, '2026-11-28T07:00:00Z', '2026-11-28T19:00:00Z');
    await pharmacy(
      'R on duty tonight, open by day',
      hours('sa', '08:00', '18:00'),
      '2026-11-28T19:00:00Z',
      '2026-11-29T07:00:00Z',
    );
    await pharmacy(
      'S on duty tonight, closed by day',
      hours('sa', '12:00', '18:00'),
      '2026-11-28T19:00:00Z',
      '2026-11-29T07:00:00Z',
    );
    const base = `/api/pharmacies/on-call?region=${place.regionId}&at=${at}`;

    expect(await names(base)).toHaveLength(3);
    const open = await readOk<List & { data: { onDutyNow: boolean }[] }>(t, `${base}&openNow=true`);
    expect(open.data.map((p) => [p.name, p.onDutyNow])).toEqual([
      ['Q on duty then', true],
      ['R on duty tonight, open by day', false],
    ]);
    expect(open.meta.total).toBe(2);
  });

  it('refuses a value that is not a yes or no, with the field named', async () => {
    expectFieldError(await readPublic(t, '/api/hospitals?openNow=maybe'), 'openNow', 'invalid_choice');
  });
});
