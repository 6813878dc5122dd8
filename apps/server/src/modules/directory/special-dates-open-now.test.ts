import type { Db } from '@hc/db';
import { createDutyPeriod, createFacility, createPlace, createSpecialDate } from '@hc/db/factories';
import type { FacilitySummary, ListMeta, OnCallPharmacy, WeeklyHours } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOk } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 35: special dates in the server's one "open now" rule (the `openNow` filters and the on-call list):
 * a pharmacy on duty is open whatever its hours; otherwise a special date replaces that day's weekly hours.
 * The same cases as the browser's (apps/web/src/lib/open-now.test.ts).
 */

/** Christmas 2026, a Friday, 11:00 in Douala. */
const NOON_ISH = '2026-12-25T10:00:00Z';
const clock = createFakeClock(NOON_ISH);
let t: TestApp;
let db: Db;
let place: Awaited<ReturnType<typeof createPlace>>;

const friday = (opens: string, closes: string): WeeklyHours => ({ fr: [{ opens, closes }] });

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  db = t.database.db;
  place = await createPlace(db);
  const closedForChristmas = {
    startsOn: '2026-12-25',
    kind: 'closed' as const,
    reason: 'Christmas',
    holiday: 'christmas',
  };

  const closed = await createFacility(db, {
    ...place,
    category: 'hospital',
    name: 'A closed for Christmas',
    openingHours: friday('08:00', '17:00'),
  });
  await createSpecialDate(db, { facilityId: closed.id, ...closedForChristmas });

  const onDuty = await createFacility(db, {
    ...place,
    category: 'pharmacy',
    name: 'B pharmacy on duty',
    openingHours: friday('08:00', '20:00'),
  });
  await createSpecialDate(db, { facilityId: onDuty.id, ...closedForChristmas });
  // On duty from 19:00 that evening to the next morning, Douala time.
  await createDutyPeriod(db, {
    facilityId: onDuty.id,
    startsAt: new Date('2026-12-25T18:00:00Z'),
    endsAt: new Date('2026-12-26T07:00:00Z'),
  });

  const closedPharmacy = await createFacility(db, {
    ...place,
    category: 'pharmacy',
    name: 'C pharmacy closed',
    openingHours: friday('08:00', '20:00'),
  });
  await createSpecialDate(db, { facilityId: closedPharmacy.id, ...closedForChristmas });

  const special = await createFacility(db, {
    ...place,
    category: 'hospital',
    name: 'D special hours',
    openingHours: friday('08:00', '10:30'),
  });
  await createSpecialDate(db, {
    facilityId: special.id,
    startsOn: '2026-12-24',
    endsOn: '2026-12-26',
    kind: 'hours',
    hours: [{ opens: '10:00', closes: '14:00' }],
  });

  const noWeekly = await createFacility(db, {
    ...place,
    category: 'hospital',
    name: 'E special hours only',
    openingHours: null,
  });
  await createSpecialDate(db, { facilityId: noWeekly.id, kind: 'hours', hours: [{ opens: '09:00', closes: '12:00' }] });

  const overnight = await createFacility(db, {
    ...place,
    category: 'hospital',
    name: 'F overnight from Christmas Eve',
    openingHours: null,
  });
  await createSpecialDate(db, {
    facilityId: overnight.id,
    startsOn: '2026-12-24',
    kind: 'hours',
    hours: [{ opens: '20:00', closes: '12:00' }],
  });

  const otherDay = await createFacility(db, {
    ...place,
    category: 'hospital',
    name: 'G closed another day',
    openingHours: friday('08:00', '17:00'),
  });
  await createSpecialDate(db, { facilityId: otherDay.id, startsOn: '2026-12-31' });
});

afterAll(() => t.close());

type List = { data: FacilitySummary[]; meta: ListMeta };
const names = async (url: string) => (await readOk<List>(t, url)).data.map((facility) => facility.name).sort();

describe('openNow with special dates', () => {
  it('leaves out what is closed that day, and uses a special date’s hours instead of the weekly ones', async () => {
    clock.set(NOON_ISH);
    expect(await names(`/api/facilities?region=${place.regionId}&openNow=true`)).toEqual([
      'D special hours',
      'E special hours only',
      'F overnight from Christmas Eve',
      'G closed another day',
    ]);
    // Later that day: the special hours have ended, whatever the weekly ones say.
    clock.set('2026-12-25T14:00:00Z'); // 15:00
    expect(await names(`/api/hospitals?region=${place.regionId}&openNow=true`)).toEqual(['G closed another day']);
  });

  it('keeps a pharmacy on duty open and on call that night, though closed for the holiday', async () => {
    clock.set('2026-12-25T22:00:00Z'); // 23:00
    expect(await names(`/api/pharmacies?region=${place.regionId}&openNow=true`)).toEqual(['B pharmacy on duty']);
    const onCall = await readOk<{ data: OnCallPharmacy[] }>(
      t,
      `/api/pharmacies/on-call?region=${place.regionId}&openNow=true`,
    );
    expect(onCall.data.map((row) => [row.name, row.onDutyNow])).toEqual([['B pharmacy on duty', true]]);
    // Before its duty starts, it is closed like the other.
    clock.set('2026-12-25T12:00:00Z'); // 13:00
    expect(await names(`/api/pharmacies?region=${place.regionId}&openNow=true`)).toEqual([]);
  });

  it('carries the special dates in the summaries, for the browser’s badges', async () => {
    clock.set(NOON_ISH);
    const [row] = (await readOk<List>(t, `/api/hospitals?region=${place.regionId}&query=closed%20for%20christmas`))
      .data;
    expect(row?.specialDates).toEqual([
      {
        startsOn: '2026-12-25',
        endsOn: '2026-12-25',
        kind: 'closed',
        hours: null,
        reason: 'Christmas',
        holiday: 'christmas',
      },
    ]);
  });
});
