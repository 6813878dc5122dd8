import { createDutyPeriod, createFacility, createPlace } from '@hc/db/factories';
import type { FacilityCategory, FacilitySummary, OnCallPharmacy, SearchResults } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOk } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 35's public side: every public facility read says when the facility itself last confirmed its
 * listing, and the lists filter (`confirmed=true`: in the last 6 months) and sort (`sort=confirmed`) by it.
 */

let t: TestApp;
let place: { regionId: number; divisionId: number; subdivisionId: number };
const clock = createFakeClock('2026-11-25T10:00:00Z');
const DAY = 24 * 60 * 60_000;
const ago = (days: number) => new Date(clock.clock().getTime() - days * DAY);
const hours = { mo: [{ opens: '08:00', closes: '18:00' }] };

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  place = await createPlace(t.database.db);
  for (const category of ['hospital', 'pharmacy', 'laboratory'] as FacilityCategory[]) {
    const make = (name: string, confirmedDaysAgo: number | null, complete = false) =>
      createFacility(t.database.db, {
        ...place,
        category,
        name: `${name} ${category}`,
        facilityConfirmedAt: confirmedDaysAgo === null ? null : ago(confirmedDaysAgo),
        ...(complete ? { phone: '+237699000000', openingHours: hours, lat: 4.05, lng: 9.7 } : {}),
      });
    // "Complete" comes first in the useful order; the confirmed order puts the freshest first.
    await make('Alpha', 30, true);
    await make('Bravo', 7 * 30);
    await make('Charlie', null, true);
    await make('Delta', 2);
  }
});
afterAll(() => t.close());

type List = { data: FacilitySummary[] };
const names = async (url: string) => (await readOk<List>(t, url)).data.map((f) => f.name);

describe('confirmed by the facility, on the public lists', () => {
  it.each([
    ['/api/hospitals', 'hospital'],
    ['/api/pharmacies', 'pharmacy'],
    ['/api/laboratories', 'laboratory'],
  ])('%s: confirmed=true keeps the last 6 months; sort=confirmed puts the freshest first', async (path, category) => {
    const at = `${path}?region=${place.regionId}`;
    expect(await names(`${at}&confirmed=true`)).toEqual([`Alpha ${category}`, `Delta ${category}`]);
    expect(await names(`${at}&sort=confirmed`)).toEqual([
      `Delta ${category}`,
      `Alpha ${category}`,
      `Bravo ${category}`,
      `Charlie ${category}`,
    ]);
    expect(await names(`${at}&confirmed=true&sort=confirmed`)).toEqual([`Delta ${category}`, `Alpha ${category}`]);
    const rows = (await readOk<List>(t, at)).data;
    expect(rows.find((f) => f.name === `Delta ${category}`)!.facilityConfirmedAt).toBe(ago(2).toISOString());
    expect(rows.find((f) => f.name === `Charlie ${category}`)!.facilityConfirmedAt).toBeNull();
  });

  it('/api/facilities: the same over every category, and "6 months" moves with the clock', async () => {
    const at = `/api/facilities?region=${place.regionId}&confirmed=true&sort=confirmed`;
    expect(await names(at)).toHaveLength(6);
    // 160 days on, Alpha (confirmed 30 days before) is past 6 months; Delta (2 days before) is not yet.
    clock.advance(160 * DAY);
    expect(
      (await t.app.inject({ method: 'GET', url: at }))
        .json<List>()
        .data.map((f) => f.name)
        .sort(),
    ).toEqual(['Delta hospital', 'Delta laboratory', 'Delta pharmacy']);
    clock.set('2026-11-25T10:00:00Z');
  });

  it('carries facilityConfirmedAt in search results, on-call rows and featured facilities', async () => {
    const db = t.database.db;
    const onDuty = await createFacility(db, {
      ...place,
      category: 'pharmacy',
      name: 'Echo pharmacy',
      facilityConfirmedAt: ago(1),
      featuredRank: 1,
    });
    await createDutyPeriod(db, {
      facilityId: onDuty.id,
      startsAt: new Date('2026-11-25T07:00:00Z'),
      endsAt: new Date('2026-11-26T07:00:00Z'),
    });
    const search = await readOk<{ data: SearchResults }>(t, `/api/search?q=Echo&region=${place.regionId}`);
    expect(search.data.pharmacies[0]).toMatchObject({ id: onDuty.id, facilityConfirmedAt: ago(1).toISOString() });
    const onCall = await readOk<{ data: OnCallPharmacy[] }>(t, `/api/pharmacies/on-call?region=${place.regionId}`);
    expect(onCall.data[0]).toMatchObject({ id: onDuty.id, facilityConfirmedAt: ago(1).toISOString() });
    const confirmedOnCall = await readOk<{ data: OnCallPharmacy[] }>(
      t,
      `/api/pharmacies/on-call?region=${place.regionId}&confirmed=true`,
    );
    expect(confirmedOnCall.data.map((f) => f.id)).toEqual([onDuty.id]);
    const featured = await readOk<{ data: FacilitySummary[] }>(t, '/api/pharmacies/featured');
    expect(featured.data.find((f) => f.id === onDuty.id)?.facilityConfirmedAt).toBe(ago(1).toISOString());
  });
});
