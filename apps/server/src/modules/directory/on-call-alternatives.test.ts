import { type Db } from '@hc/db';
import { createDutyPeriod, createFacility, createPlace, createSpecialDate, createSubdivision } from '@hc/db/factories';
import type { OnCallAlternatives } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { expectFieldError, readOk, readPublic } from '../../test/public-api';

/** Sunday 29 Nov 2026, 23:30 in Douala (UTC+1): the night a visitor looks for a pharmacy. */
const NOW = '2026-11-29T22:30:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
});

const alternatives = (query: string) =>
  readOk<{ data: OnCallAlternatives }>(t, `/api/pharmacies/on-call/alternatives?${query}`).then((r) => r.data);
const names = (list: { items: { name: string }[] }) => list.items.map((item) => item.name);

const EVENINGS = { opens: '08:00', closes: '23:59' };
const DAYTIME = { opens: '08:00', closes: '18:00' };
const ALL_DAY = { opens: '00:00', closes: '24:00' };
const everyDay = (interval: { opens: string; closes: string }) =>
  Object.fromEntries(['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((day) => [day, [interval]]));

describe('where no pharmacy on call is published: what helps instead', () => {
  it('answers pharmacies open at that instant by their hours, those open 24 hours, and hospitals with an emergency service, in the place asked for', async () => {
    const town = await createPlace(db);
    const pharmacy = (name: string, openingHours: unknown) =>
      createFacility(db, { ...town, category: 'pharmacy', name, openingHours: openingHours as never });
    await pharmacy('Pharmacie du Soir', everyDay(EVENINGS));
    await pharmacy('Pharmacie de Jour', everyDay(DAYTIME));
    await pharmacy('Pharmacie Nuit et Jour', everyDay(ALL_DAY));
    // Open all day on weekdays only: not open around the clock.
    await pharmacy('Pharmacie Semaine', { ...everyDay(ALL_DAY), su: [] });
    await pharmacy('Pharmacie sans horaires', null);
    await createFacility(db, { ...town, name: 'Hôpital de District', emergency: true });
    await createFacility(db, { ...town, name: 'Clinique sans urgences', emergency: false });

    const answer = await alternatives(
      `region=${town.regionId}&division=${town.divisionId}&subdivision=${town.subdivisionId}`,
    );
    expect(answer.openPharmacies.place).toBe('subdivision');
    // Sunday 23:30: open by the hours, and open around the clock (weekly hours cover it too).
    expect(names(answer.openPharmacies).sort()).toEqual(['Pharmacie Nuit et Jour', 'Pharmacie du Soir']);
    expect(answer.allDayPharmacies).toEqual({
      place: 'subdivision',
      items: [expect.objectContaining({ name: 'Pharmacie Nuit et Jour' })],
    });
    expect(names(answer.emergencyHospitals)).toEqual(['Hôpital de District']);

    // Another instant: Monday 10:00, the day pharmacy is open and the evening one too.
    const monday = await alternatives(`subdivision=${town.subdivisionId}&at=2026-11-30T10:00:00%2B01:00`);
    expect(names(monday.openPharmacies).sort()).toEqual([
      'Pharmacie Nuit et Jour',
      'Pharmacie Semaine',
      'Pharmacie de Jour',
      'Pharmacie du Soir',
    ]);
  });

  it('widens to the division, then the region, when the place asked for has none, and says so', async () => {
    const town = await createPlace(db);
    const village = await createSubdivision(db, { divisionId: town.divisionId });
    await createFacility(db, {
      ...town,
      category: 'pharmacy',
      name: 'Pharmacie du Chef-lieu',
      openingHours: everyDay(ALL_DAY) as never,
    });
    const otherDivision = await createPlace(db, { regionId: town.regionId });
    await createFacility(db, { ...otherDivision, name: 'Hôpital Régional', emergency: true });

    const answer = await alternatives(`region=${town.regionId}&division=${town.divisionId}&subdivision=${village.id}`);
    expect(answer.allDayPharmacies.place).toBe('division');
    expect(names(answer.allDayPharmacies)).toEqual(['Pharmacie du Chef-lieu']);
    expect(answer.emergencyHospitals.place).toBe('region');
    expect(names(answer.emergencyHospitals)).toEqual(['Hôpital Régional']);
  });

  it('with the visitor position, nearest first', async () => {
    const place = await createPlace(db);
    const at = (name: string, latitude: number, longitude: number) =>
      createFacility(db, { ...place, name, emergency: true, lat: latitude, lng: longitude });
    await at('Hôpital Loin', 4.2, 9.9);
    await at('Hôpital Près', 4.06, 9.71);
    const answer = await alternatives('near=4.05,9.70');
    expect(answer.emergencyHospitals.place).toBe('near');
    expect(names(answer.emergencyHospitals).slice(0, 2)).toEqual(['Hôpital Près', 'Hôpital Loin']);
  });

  it('leaves out a pharmacy on duty elsewhere in the list of open ones only by its hours, and refuses a bad instant', async () => {
    const town = await createPlace(db);
    const onDuty = await createFacility(db, { ...town, category: 'pharmacy', name: 'Pharmacie de Garde' });
    await createDutyPeriod(db, {
      facilityId: onDuty.id,
      startsAt: new Date('2026-11-29T20:00:00Z'),
      endsAt: new Date('2026-11-30T06:30:00Z'),
    });
    // On duty at that instant: open, whatever its hours (the one rule of "open now").
    expect(names((await alternatives(`subdivision=${town.subdivisionId}`)).openPharmacies)).toEqual([
      'Pharmacie de Garde',
    ]);
    expectFieldError(await readPublic(t, '/api/pharmacies/on-call/alternatives?at=tonight'), 'at', 'invalid_format');
  });

  it('leaves out of the 24-hour pharmacies one its special dates close that day', async () => {
    const town = await createPlace(db);
    const pharmacy = (name: string) =>
      createFacility(db, { ...town, category: 'pharmacy', name, openingHours: everyDay(ALL_DAY) as never });
    await pharmacy('Pharmacie Toujours Ouverte');
    const closed = await pharmacy('Pharmacie en Inventaire');
    // Sunday 29 November, Douala: closed for its inventory.
    await createSpecialDate(db, {
      facilityId: closed.id,
      startsOn: '2026-11-29',
      endsOn: '2026-11-29',
      kind: 'closed',
    });
    const answer = await alternatives(`subdivision=${town.subdivisionId}`);
    expect(names(answer.allDayPharmacies)).toEqual(['Pharmacie Toujours Ouverte']);
    expect(names(answer.openPharmacies)).toEqual(['Pharmacie Toujours Ouverte']);
  });
});
