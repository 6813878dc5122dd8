import { tables } from '@hc/db';
import { eq } from 'drizzle-orm';
import { createCorrection, createDoctor, createDutyPeriod, createFacility, createPlace } from '@hc/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './test/accounts';
import { createTestApp, type TestApp } from './test/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Place = { regionId: number; divisionId: number; subdivisionId: number };

let t: TestApp;
let regional: string;
let national: string;
let home: Place;
let away: Place;

beforeAll(async () => {
  t = await createTestApp();
  home = await createPlace(t.database.db);
  away = await createPlace(t.database.db);
  regional = (await signedInAs(t, 'manager', { scopeRegionId: home.regionId })).cookie;
  national = (await signedInAs(t, 'manager')).cookie;
});
afterAll(() => t.close());

const call = (cookie: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

const idsOf = (body: string) => (JSON.parse(body) as { data: { id: number }[] }).data.map((row) => row.id);

describe('a manager limited to one region', () => {
  it("lists only that region's facilities, whatever region the filter asks for", async () => {
    const mine = await createFacility(t.database.db, { ...home, name: 'Scope Home Clinic' });
    const theirs = await createFacility(t.database.db, { ...away, name: 'Scope Away Clinic' });
    for (const query of ['q=Scope', `q=Scope&region=${away.regionId}`]) {
      const response = await call(regional, 'GET', `/api/admin/facilities?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(idsOf(response.body)).toEqual([mine.id]);
    }
    // The same role without a limit sees the whole country.
    const everyone = await call(national, 'GET', '/api/admin/facilities?q=Scope');
    expect(idsOf(everyone.body).sort()).toEqual([mine.id, theirs.id].sort());
  });

  it("answers another region's facility as unknown, to read, change, suspend or archive", async () => {
    const theirs = await createFacility(t.database.db, away);
    const mine = await createFacility(t.database.db, home);
    for (const [method, url, payload] of [
      ['GET', `/api/admin/facilities/${theirs.id}`],
      ['GET', `/api/admin/facilities/${theirs.id}/history`],
      ['PATCH', `/api/admin/facilities/${theirs.id}`, { version: 1, name: 'Taken over' }],
      ['POST', `/api/admin/facilities/${theirs.id}/suspend`, { reason: 'Not mine' }],
      ['DELETE', `/api/admin/facilities/${theirs.id}`],
    ] as [Method, string, object?][]) {
      const response = await call(regional, method, url, payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
    }
    expect((await call(regional, 'GET', `/api/admin/facilities/${mine.id}`)).statusCode).toBe(200);
    expect((await call(national, 'GET', `/api/admin/facilities/${theirs.id}`)).statusCode).toBe(200);
  });

  it('may not create a facility in, or move one to, another region (403)', async () => {
    const created = await call(regional, 'POST', '/api/admin/facilities', {
      name: 'Elsewhere Clinic',
      facilityType: 'clinic',
      ...away,
    });
    expect(created.statusCode, created.body).toBe(403);
    const inside = await call(regional, 'POST', '/api/admin/facilities', {
      name: 'Home Clinic',
      facilityType: 'clinic',
      ...home,
    });
    expect(inside.statusCode, inside.body).toBe(201);
    const { data } = inside.json<{ data: { id: number; version: number } }>();
    const moved = await call(regional, 'PATCH', `/api/admin/facilities/${data.id}`, {
      version: data.version,
      ...away,
    });
    expect(moved.statusCode, moved.body).toBe(403);
  });

  it("keeps the on-call rota and the corrections queue to that region's pharmacies", async () => {
    const theirs = await createFacility(t.database.db, { ...away, category: 'pharmacy' });
    const period = await createDutyPeriod(t.database.db, { facilityId: theirs.id });
    expect((await call(regional, 'GET', `/api/admin/pharmacy-calls/${period.id}`)).statusCode).toBe(404);
    expect((await call(regional, 'DELETE', `/api/admin/pharmacy-calls/${period.id}`)).statusCode).toBe(404);
    const create = await call(regional, 'POST', '/api/admin/pharmacy-calls', {
      facilityId: theirs.id,
      startsAt: '2030-01-07T22:00:00+01:00',
      endsAt: '2030-01-08T07:30:00+01:00',
    });
    expect(create.statusCode, create.body).toBe(403);
    const calls = await call(regional, 'GET', `/api/admin/pharmacy-calls?region=${away.regionId}`);
    expect(idsOf(calls.body)).not.toContain(period.id);

    const correction = await createCorrection(t.database.db, { facilityId: theirs.id });
    const queue = await call(regional, 'GET', '/api/admin/corrections');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(idsOf(queue.body)).not.toContain(correction.id);
    expect(
      (await call(regional, 'POST', `/api/admin/corrections/${correction.id}/reject`, { reason: 'Not mine' }))
        .statusCode,
    ).toBe(404);
  });

  it("lists, changes and generates only that region's duty groups, and may not create one elsewhere", async () => {
    const rotaIn = async (cookie: string, place: Place) => {
      const member = await createFacility(t.database.db, { ...place, category: 'pharmacy' });
      const response = await call(cookie, 'POST', '/api/admin/duty-groups', {
        name: `Scope rota ${member.id}`,
        subdivisionId: place.subdivisionId,
        templates: ['weekend'],
        startsOn: '2030-01-07',
        groups: [{ facilityIds: [member.id] }],
      });
      return response;
    };
    const mine = await rotaIn(regional, home);
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await rotaIn(regional, away)).statusCode).toBe(403);
    const theirs = await rotaIn(national, away);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const [mineId, theirsId] = [mine, theirs].map((r) => r.json<{ data: { id: number } }>().data.id);

    const listed = await call(regional, 'GET', '/api/admin/duty-groups');
    expect(idsOf(listed.body)).toContain(mineId);
    expect(idsOf(listed.body)).not.toContain(theirsId);
    expect(idsOf((await call(national, 'GET', '/api/admin/duty-groups')).body)).toEqual(
      expect.arrayContaining([mineId, theirsId]),
    );
    expect((await call(regional, 'PATCH', `/api/admin/duty-groups/${theirsId}`, { name: 'Taken' })).statusCode).toBe(
      404,
    );
    // Moving its own rota to another region's subdivision is refused too.
    const move = await call(regional, 'PATCH', `/api/admin/duty-groups/${mineId}`, {
      subdivisionId: away.subdivisionId,
    });
    expect(move.statusCode).toBe(403);

    const generateTheirs = await call(regional, 'POST', '/api/admin/duty-groups/generate?dryRun=true', {
      weeks: 1,
      rotaIds: [theirsId],
    });
    expect(generateTheirs.statusCode).toBe(404);
    const generateAll = await call(regional, 'POST', '/api/admin/duty-groups/generate?dryRun=true', { weeks: 1 });
    expect(generateAll.statusCode, generateAll.body).toBe(200);
    const planned = generateAll.json<{ data: { weeks: { rotas: { rotaId: number }[] }[] } }>().data;
    const rotaIds = planned.weeks.flatMap((week) => week.rotas.map((rota) => rota.rotaId));
    expect(rotaIds).toContain(mineId);
    expect(rotaIds).not.toContain(theirsId);
  });

  it("lists the doctors who work at that region's facilities (doctors have no region), not others", async () => {
    const homeClinic = await createFacility(t.database.db, { ...home, name: 'Scope Doctors Home' });
    const awayClinic = await createFacility(t.database.db, { ...away, name: 'Scope Doctors Away' });
    const mine = await createDoctor(t.database.db, { name: 'Dr Scopehome Mine', facilityId: homeClinic.id });
    const theirs = await createDoctor(t.database.db, { name: 'Dr Scopehome Theirs', facilityId: awayClinic.id });
    const listed = await call(regional, 'GET', '/api/admin/doctors?q=Scopehome');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(idsOf(listed.body)).toEqual([mine.id]);
    expect((await call(regional, 'GET', `/api/admin/doctors/${mine.id}`)).statusCode).toBe(200);
    expect((await call(regional, 'GET', `/api/admin/doctors/${theirs.id}`)).statusCode).toBe(404);
    const edited = await call(regional, 'PATCH', `/api/admin/doctors/${mine.id}`, { note: 'Seen on site' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(regional, 'PATCH', `/api/admin/doctors/${theirs.id}`, { note: 'x' })).statusCode).toBe(404);
    // Taking the doctor's only facility of the region away would hand them to another region.
    const moved = await call(regional, 'PATCH', `/api/admin/doctors/${mine.id}`, { facilityIds: [awayClinic.id] });
    expect(moved.statusCode, moved.body).toBe(403);
    const everyone = await call(national, 'GET', '/api/admin/doctors?q=Scopehome');
    expect(idsOf(everyone.body).sort()).toEqual([mine.id, theirs.id].sort());
  });

  it("sees the possible duplicates of its region's facilities, not another region's", async () => {
    const pairIn = async (place: Place, name: string) => {
      const first = await createFacility(t.database.db, { ...place, name, lat: 3.8667, lng: 11.5167 });
      const second = await createFacility(t.database.db, { ...place, name, lat: 3.8668, lng: 11.5168 });
      return [first.id, second.id].sort((a, b) => a - b);
    };
    const mine = await pairIn(home, 'Clinique Zorbalunde');
    const theirs = await pairIn(away, 'Clinique Quasimbrel');
    type Pairs = { data: { first: { id: number }; second: { id: number } }[] };
    const pairsOf = (body: string) =>
      (JSON.parse(body) as Pairs).data.map((pair) => [pair.first.id, pair.second.id].sort((a, b) => a - b));
    const regionalPairs = await call(regional, 'GET', '/api/admin/facilities/duplicates');
    expect(regionalPairs.statusCode, regionalPairs.body).toBe(200);
    expect(pairsOf(regionalPairs.body)).toContainEqual(mine);
    expect(pairsOf(regionalPairs.body)).not.toContainEqual(theirs);
    const nationalPairs = pairsOf((await call(national, 'GET', '/api/admin/facilities/duplicates')).body);
    expect(nationalPairs).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it("imports its region's facilities and refuses, row by row, another region's (outside_region)", async () => {
    const theirs = await createFacility(t.database.db, { ...away, name: 'Import Away Clinic' });
    const mine = await createFacility(t.database.db, { ...home, name: 'Import Home Clinic' });
    const alsoMine = await createFacility(t.database.db, { ...home, name: 'Import Home Clinic Two' });
    const [homeRegion] = await t.database.db.select().from(tables.regions).where(eq(tables.regions.id, home.regionId));
    const [awayRegion] = await t.database.db.select().from(tables.regions).where(eq(tables.regions.id, away.regionId));
    const importAs = (cookie: string, rows: string[][], dryRun = true) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/facilities/import?dryRun=${dryRun}`,
        headers: { cookie, 'content-type': 'text/csv' },
        payload: [['Facility ID', 'Name', 'Type', 'Region'], ...rows].map((row) => row.join(',')).join('\n'),
      });
    type Report = {
      data: { counts: { create: number; update: number }; errors: { row: number; column: string; code: string }[] };
    };
    const refused = await importAs(regional, [
      [String(mine.id), 'Import Home Clinic Renamed', 'clinic', homeRegion!.nameEn],
      [String(theirs.id), 'Import Away Clinic Taken', 'clinic', awayRegion!.nameEn],
      ['', 'Import New Away Clinic', 'clinic', awayRegion!.nameEn],
      ['', 'Import New Home Clinic', 'clinic', ''],
      [String(alsoMine.id), 'Import Home Clinic Moved', 'clinic', awayRegion!.nameEn],
    ]);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(
      (JSON.parse(refused.body) as Report).data.errors.map(({ row, column, code }) => ({ row, column, code })),
    ).toEqual([
      { row: 3, column: 'Facility ID', code: 'outside_region' },
      { row: 4, column: 'Region', code: 'outside_region' },
      { row: 6, column: 'Region', code: 'outside_region' },
    ]);

    const imported = await importAs(
      regional,
      [
        [String(mine.id), 'Import Home Clinic Renamed', 'clinic', homeRegion!.nameEn],
        ['', 'Import New Home Clinic', 'clinic', ''],
      ],
      false,
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect((JSON.parse(imported.body) as Report).data.counts).toMatchObject({ create: 1, update: 1 });
    const [created] = await t.database.db
      .select()
      .from(tables.facilities)
      .where(eq(tables.facilities.name, 'Import New Home Clinic'));
    expect(created).toMatchObject({ regionId: home.regionId, status: 'pending' });
    // Another region's row is a national account's to import.
    const nationwide = await importAs(national, [
      [String(theirs.id), 'Import Away Clinic', 'clinic', awayRegion!.nameEn],
    ]);
    expect((JSON.parse(nationwide.body) as Report).data.errors).toEqual([]);
  });
});
