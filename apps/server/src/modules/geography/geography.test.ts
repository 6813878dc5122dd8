import type { Db } from '@hc/db';
import { createDivision, createRegion, createSubdivision } from '@hc/db/factories';
import type { ApiError, Division, FieldErrorCode, Region, Subdivision } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readOk, readPublic } from '../../test/public-api';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});

afterAll(async () => {
  await t?.close();
});

const inject = (url: string) => readPublic(t, url);

const data = async <T>(url: string): Promise<T> => (await readOk<{ data: T }>(t, url)).data;

async function expectFieldError(url: string, path: string, code: FieldErrorCode) {
  const response = await inject(url);
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json<ApiError>();
  expect(error.code).toBe('validation_failed');
  expect(error.fields).toEqual([expect.objectContaining({ path, code })]);
}

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);
/** The rows among `rows` that the test created, in the order the API answered them. */
const only = <T extends { id: number }>(rows: T[], created: { id: number }[]) =>
  rows.filter((r) => created.some((c) => c.id === r.id));

describe('GET /api/regions', () => {
  it('answers every region with its code and names in both languages, by English name', async () => {
    const south = await createRegion(db, { nameEn: 'South', nameFr: 'Sud', code: 'CM-SU', capital: 'Ebolowa' });
    const farNorth = await createRegion(db, { nameEn: 'Far North', nameFr: 'Extrême-Nord', population: 4_000_000 });
    const centre = await createRegion(db, { nameEn: 'Centre', nameFr: 'Centre' });

    const regions = await data<Region[]>('/api/regions');
    expect(only(regions, [south, farNorth, centre])).toEqual([
      {
        id: centre.id,
        code: centre.code,
        nameEn: 'Centre',
        name: 'Centre',
        nameFr: 'Centre',
        capital: null,
        population: null,
      },
      {
        id: farNorth.id,
        code: farNorth.code,
        nameEn: 'Far North',
        name: 'Far North',
        nameFr: 'Extrême-Nord',
        capital: null,
        population: 4_000_000,
      },
      {
        id: south.id,
        code: 'CM-SU',
        nameEn: 'South',
        name: 'South',
        nameFr: 'Sud',
        capital: 'Ebolowa',
        population: null,
      },
    ]);
  });

  it('may be kept by browsers for a day: the map changes by decree', async () => {
    for (const url of ['/api/regions', '/api/divisions', '/api/subdivisions']) {
      expect((await inject(url)).headers['cache-control'], url).toBe('public, max-age=86400');
    }
  });
});

describe('GET /api/divisions', () => {
  it('answers only the divisions of the region asked for, by name; all of them without a region', async () => {
    const region = await createRegion(db);
    const other = await createRegion(db);
    const wouri = await createDivision(db, { regionId: region.id, nameEn: 'Wouri', headquarters: 'Douala' });
    const moungo = await createDivision(db, { regionId: region.id, nameEn: 'Moungo' });
    const mfoundi = await createDivision(db, { regionId: other.id, nameEn: 'Mfoundi' });

    const ofRegion = await data<Division[]>(`/api/divisions?region=${region.id}`);
    expect(idsOf(ofRegion)).toEqual([moungo.id, wouri.id]);
    expect(ofRegion[1]).toEqual({
      id: wouri.id,
      code: wouri.code,
      regionId: region.id,
      nameEn: 'Wouri',
      name: 'Wouri',
      nameFr: wouri.nameFr,
      headquarters: 'Douala',
    });
    expect(idsOf(await data<Division[]>(`/api/divisions?region=${other.id}`))).toEqual([mfoundi.id]);

    const all = await data<Division[]>('/api/divisions');
    expect(idsOf(only(all, [wouri, moungo, mfoundi]))).toEqual([mfoundi.id, moungo.id, wouri.id]);
    // An empty region is no restriction.
    expect(await data<Division[]>('/api/divisions?region=')).toEqual(all);
  });

  it('answers an empty list for a region without divisions or that does not exist', async () => {
    const empty = await createRegion(db);
    expect(await data<Division[]>(`/api/divisions?region=${empty.id}`)).toEqual([]);
    expect(await data<Division[]>('/api/divisions?region=2147483647')).toEqual([]);
  });

  it.each<[string, FieldErrorCode]>([
    ['abc', 'invalid_type'],
    ['0', 'too_small'],
    ['1.5', 'not_integer'],
  ])('rejects region=%s with 400 (%s)', async (region, code) => {
    await expectFieldError(`/api/divisions?region=${region}`, 'region', code);
  });
});

describe('GET /api/subdivisions', () => {
  it('answers only the subdivisions of the division asked for, each Urban or Rural', async () => {
    const division = await createDivision(db);
    const other = await createDivision(db);
    const second = await createSubdivision(db, { divisionId: division.id, nameEn: 'Yaoundé II', type: 'Urban' });
    const first = await createSubdivision(db, {
      divisionId: division.id,
      nameEn: 'Yaoundé I',
      nameFr: 'Yaoundé Ier',
      type: 'Rural',
    });
    const elsewhere = await createSubdivision(db, { divisionId: other.id });

    const ofDivision = await data<Subdivision[]>(`/api/subdivisions?division=${division.id}`);
    expect(ofDivision).toEqual([
      {
        id: first.id,
        code: first.code,
        divisionId: division.id,
        nameEn: 'Yaoundé I',
        name: 'Yaoundé I',
        nameFr: 'Yaoundé Ier',
        type: 'Rural',
      },
      {
        id: second.id,
        code: second.code,
        divisionId: division.id,
        nameEn: 'Yaoundé II',
        name: 'Yaoundé II',
        nameFr: second.nameFr,
        type: 'Urban',
      },
    ]);
    const all = await data<Subdivision[]>('/api/subdivisions');
    expect(idsOf(only(all, [first, second, elsewhere])).sort((a, b) => a - b)).toEqual(
      [first.id, second.id, elsewhere.id].sort((a, b) => a - b),
    );
    expect(all.every((s) => s.type === 'Urban' || s.type === 'Rural')).toBe(true);
  });

  it('rejects a malformed division', async () => {
    await expectFieldError('/api/subdivisions?division=seven', 'division', 'invalid_type');
  });
});

describe('names in the language asked for (spec 02 §7)', () => {
  it('answers `name` in the language of ?lang=, else of Accept-Language, else English, keeping both names', async () => {
    const region = await createRegion(db, { nameEn: 'Far North', nameFr: 'Extrême-Nord' });
    const division = await createDivision(db, { regionId: region.id, nameEn: 'Diamare', nameFr: 'Diamaré' });
    await createSubdivision(db, { divisionId: division.id, nameEn: 'Maroua I', nameFr: 'Maroua Ier' });
    const nameIn = async (url: string, headers: Record<string, string> = {}) => {
      t.app.directoryVersion.invalidate();
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const regionName = async (url: string, headers?: Record<string, string>) =>
      (await nameIn(url, headers)).json<{ data: Region[] }>().data.find((r) => r.id === region.id)!;

    expect(await regionName('/api/regions')).toMatchObject({
      name: 'Far North',
      nameEn: 'Far North',
      nameFr: 'Extrême-Nord',
    });
    expect((await regionName('/api/regions?lang=fr')).name).toBe('Extrême-Nord');
    // The same URL for two browsers: each gets its own language, not the other's cached answer.
    expect((await regionName('/api/regions', { 'accept-language': 'fr-CM,fr;q=0.9,en;q=0.5' })).name).toBe(
      'Extrême-Nord',
    );
    expect((await regionName('/api/regions', { 'accept-language': 'en-GB' })).name).toBe('Far North');
    expect((await regionName('/api/regions', { 'accept-language': 'en;q=0.3, fr;q=0.8' })).name).toBe('Extrême-Nord');
    expect((await regionName('/api/regions?lang=en', { 'accept-language': 'fr' })).name).toBe('Far North');
    expect((await regionName('/api/regions', { 'accept-language': 'de-DE' })).name).toBe('Far North');

    const byHeader = await nameIn('/api/regions', { 'accept-language': 'fr' });
    expect(byHeader.headers.vary).toContain('accept-language');
    const divisions = (await nameIn(`/api/divisions?region=${region.id}&lang=fr`)).json<{ data: Division[] }>().data;
    expect(divisions.map((d) => d.name)).toEqual(['Diamaré']);
    const subdivisions = (await nameIn(`/api/subdivisions?division=${division.id}&lang=fr`)).json<{
      data: Subdivision[];
    }>().data;
    expect(subdivisions.map((s) => s.name)).toEqual(['Maroua Ier']);
    await expectFieldError('/api/regions?lang=de', 'lang', 'invalid_choice');
  });
});
