import type { Db } from '@hc/db';
import { createFacility, createPlace } from '@hc/db/factories';
import type { FacilitySummary, FieldErrorCode, ListMeta } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectFieldError, readOk, readPublic } from '../../test/public-api';

type List = { data: FacilitySummary[]; meta: ListMeta };

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});

afterAll(async () => {
  await t?.close();
});

const list = (url: string) => readOk<List>(t, url);
const names = async (url: string) => (await list(url)).data.map((f) => f.name);

const phone = '+237 233 42 00 00';
const weekdayHours = { mo: [{ opens: '08:00', closes: '18:00' }] };
const douala = { lat: 4.0483, lng: 9.7043 };

describe('listing order (issue 14)', () => {
  it('puts complete records first by default, then goes by name', async () => {
    const place = await createPlace(db);
    await createFacility(db, { ...place, name: 'Alpha Bare' });
    await createFacility(db, { ...place, name: 'Bravo Blank Phone', phone: '   ', hoursText: ' ' });
    await createFacility(db, { ...place, name: 'Charlie Phone', phone });
    await createFacility(db, { ...place, name: 'Delta Phone Hours Text', phone, hoursText: 'Mon-Fri 8-18' });
    await createFacility(db, { ...place, name: 'Zulu Complete', phone, openingHours: weekdayHours, ...douala });
    await createFacility(db, { ...place, name: 'Yankee Complete', phone, hoursText: '24/7', ...douala });

    const expected = [
      'Yankee Complete',
      'Zulu Complete',
      'Delta Phone Hours Text',
      'Charlie Phone',
      'Alpha Bare',
      'Bravo Blank Phone',
    ];
    expect(await names(`/api/hospitals?region=${place.regionId}`)).toEqual(expected);
    expect(await names(`/api/hospitals?region=${place.regionId}&sort=useful`)).toEqual(expected);
    expect(await names(`/api/facilities?region=${place.regionId}`)).toEqual(expected);
  });

  it('orders every category by name when asked', async () => {
    for (const category of ['hospital', 'pharmacy', 'laboratory'] as const) {
      const place = await createPlace(db);
      await createFacility(db, { ...place, category, name: 'Bravo', phone, openingHours: weekdayHours, ...douala });
      await createFacility(db, { ...place, category, name: 'Alpha' });
      await createFacility(db, { ...place, category, name: 'Charlie', phone });
      const path = { hospital: 'hospitals', pharmacy: 'pharmacies', laboratory: 'laboratories' }[category];

      expect(await names(`/api/${path}?region=${place.regionId}&sort=name`), path).toEqual([
        'Alpha',
        'Bravo',
        'Charlie',
      ]);
      expect(await names(`/api/${path}?region=${place.regionId}`), path).toEqual(['Bravo', 'Charlie', 'Alpha']);
    }
  });

  it('keeps the best name matches first, then the chosen order', async () => {
    const place = await createPlace(db);
    await createFacility(db, { ...place, name: 'Care Alpha' });
    await createFacility(db, { ...place, name: 'Care Bravo', phone, hoursText: '24/7', ...douala });
    await createFacility(db, { ...place, name: 'Skincare Centre', phone, hoursText: '24/7', ...douala });

    const url = `/api/hospitals?region=${place.regionId}&query=care`;
    expect(await names(url)).toEqual(['Care Bravo', 'Care Alpha', 'Skincare Centre']);
    expect(await names(`${url}&sort=name`)).toEqual(['Care Alpha', 'Care Bravo', 'Skincare Centre']);
  });

  it('lists the nearest first with `near`, by default and when asked', async () => {
    const place = { ...(await createPlace(db)), category: 'pharmacy' as const };
    // About 111 km per degree of latitude: 1, 3 and 6 km north of the visitor.
    const at = (km: number) => ({ lat: 3.87 + km / 111.2, lng: 11.51 });
    await createFacility(db, { ...place, name: 'Alpha Six Km', phone, hoursText: '24/7', ...at(6) });
    await createFacility(db, { ...place, name: 'Bravo One Km', ...at(1) });
    await createFacility(db, { ...place, name: 'Charlie Three Km', phone, ...at(3) });

    const url = `/api/pharmacies?region=${place.regionId}&near=3.87,11.51`;
    const nearestFirst = ['Bravo One Km', 'Charlie Three Km', 'Alpha Six Km'];
    expect(await names(`${url}&sort=distance`)).toEqual(nearestFirst);
    expect(await names(url)).toEqual(nearestFirst);
    // Another order asked for still keeps only what is near.
    expect(await names(`${url}&sort=useful`)).toEqual(['Alpha Six Km', 'Charlie Three Km', 'Bravo One Km']);
  });

  it.each<[string, FieldErrorCode]>([
    ['/api/hospitals?sort=distance', 'near_required'],
    ['/api/facilities?sort=distance&region=1', 'near_required'],
    ['/api/laboratories?sort=bogus', 'invalid_choice'],
    ['/api/pharmacies?sort=NAME', 'invalid_choice'],
  ])('GET %s answers 400 naming sort (%s)', async (url, code) => {
    expectFieldError(await readPublic(t, url), 'sort', code);
  });

  it('pages through the default order without overlap or gap, ties broken by id', async () => {
    const place = await createPlace(db);
    const created: number[] = [];
    for (const [name, extra] of [
      ['Same Name', {}],
      ['Same Name', { phone }],
      ['Same Name', {}],
      ['Same Name', { phone }],
      ['Other', { phone, hoursText: '24/7', ...douala }],
      ['Same Name', { phone, hoursText: '24/7', ...douala }],
      ['Another', {}],
    ] as const) {
      created.push((await createFacility(db, { ...place, name, ...extra })).id);
    }
    const [bare1, phone1, bare2, phone2, completeOther, completeSame, another] = created;
    const url = (page: number) => `/api/hospitals?region=${place.regionId}&pageSize=3&page=${page}`;

    const pages = [await list(url(1)), await list(url(2)), await list(url(3))];
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => p.data.map((f) => f.id))).toEqual([
      completeOther,
      completeSame,
      phone1,
      phone2,
      another,
      bare1,
      bare2,
    ]);
  });
});
