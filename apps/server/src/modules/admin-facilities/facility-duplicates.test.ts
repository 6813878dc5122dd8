import { tables } from '@hc/db';
import {
  createDoctor,
  createDutyPeriod,
  createFacility,
  createMatchSuggestion,
  createPlace,
  createSourceRecord,
} from '@hc/db/factories';
import type {
  ApiError,
  DuplicatePair,
  FacilityDuplicatesList,
  FacilityHistoryEntry,
  FacilityMergeResult,
} from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: string;
let admin: string;
let adminId: number;
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  staff = (await signedInAs(t, 'manager')).cookie;
  const signedIn = await signedInAs(t, 'admin');
  admin = signedIn.cookie;
  adminId = signedIn.account.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const {
  doctorFacilities,
  facilities,
  facilityCorrections,
  facilitySpecialties,
  facilityTests,
  pharmacyDutyPeriods,
  systemLogs,
} = tables;

const get = (url: string, cookie: string | null = staff) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const merge = (id: number, payload: object, cookie: string | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/facilities/${id}/merge`,
    headers: cookie ? { cookie } : {},
    payload,
  });

/** Every pair the view lists, all pages. */
async function allPairs(query = ''): Promise<DuplicatePair[]> {
  const pairs: DuplicatePair[] = [];
  for (let page = 1; ; page++) {
    const response = await get(`/api/admin/facilities/duplicates?page=${page}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<FacilityDuplicatesList>();
    pairs.push(...body.data);
    if (page * body.meta.pageSize >= body.meta.total) return pairs;
  }
}
const pairIds = (pairs: DuplicatePair[]) => pairs.map((p) => [p.first.id, p.second.id]);

/** A point `metres` north of (lat, lng): 1° of latitude is about 111,195 m. */
const north = (lat: number, metres: number) => lat + metres / 111_195;
let nextSpot = 0;
/** A spot of its own for each test, far from the others (about 5 km apart). */
const spot = () => ({ lat: 3 + 0.05 * ++nextSpot, lng: 11 });

describe('GET /api/admin/facilities/duplicates', () => {
  it('lists the pairs an import left to staff, however far apart and unalike, saying why', async () => {
    const { lat, lng } = spot();
    const mapped = await createFacility(db(), { name: 'CSI Mbalmayo Urbain', lat, lng });
    const listed = await createFacility(db(), {
      name: 'Centre de Santé Intégré de Mbalmayo Urbain',
      lat: north(lat, 6_000),
      lng,
    });
    const twice = await createFacility(db(), { name: 'Ntouessong', lat: north(lat, 20_000), lng });
    const again = await createFacility(db(), { name: 'Ntouessong', lat: north(lat, 40_000), lng });
    await createMatchSuggestion(db(), { firstId: mapped.id, secondId: listed.id });
    await createMatchSuggestion(db(), { firstId: twice.id, secondId: again.id, reason: 'same_name_in_source' });

    const pairs = await allPairs();
    const suggested = pairs.filter((pair) => [mapped.id, twice.id].includes(pair.first.id));
    expect(
      suggested.map((pair) => [
        pair.first.id,
        pair.second.id,
        pair.suggestedBy,
        Math.round(pair.distanceMetres! / 1000),
      ]),
    ).toEqual([
      [mapped.id, listed.id, 'unsure_match', 6],
      [twice.id, again.id, 'same_name_in_source', 20],
    ]);
    expect(pairs.filter((pair) => pair.suggestedBy === null).every((pair) => (pair.distanceMetres ?? 0) <= 200)).toBe(
      true,
    );
  });

  it('pairs facilities of one category with similar names at most 200 m apart, most alike first', async () => {
    const { lat, lng } = spot();
    const grace = await createFacility(db(), { category: 'pharmacy', name: 'Pharmacie la Grâce', lat, lng });
    const graceAgain = await createFacility(db(), {
      category: 'pharmacy',
      name: 'pharmacie LA GRACE',
      lat: north(lat, 120),
      lng,
    });
    const graceFar = await createFacility(db(), {
      category: 'pharmacy',
      name: 'Pharmacie la Grace',
      lat: north(lat, 900),
      lng,
    });
    // Only the generic words alike: not duplicates.
    await createFacility(db(), { category: 'pharmacy', name: 'Pharmacie du Soleil', lat: north(lat, 10), lng });
    await createFacility(db(), { category: 'pharmacy', name: 'Pharmacie du Palais', lat: north(lat, 20), lng });
    // Same name, another category, or archived: not duplicates.
    await createFacility(db(), { category: 'laboratory', name: 'Pharmacie la Grâce', lat, lng });
    await createFacility(db(), { category: 'pharmacy', name: 'Pharmacie la Grace', lat, lng, archivedAt: new Date() });

    const pairs = (await allPairs('&category=pharmacy')).filter((p) =>
      [grace.id, graceAgain.id, graceFar.id].includes(p.first.id),
    );
    expect(pairIds(pairs)).toEqual([[grace.id, graceAgain.id]]);
    expect(pairs[0]).toMatchObject({
      category: 'pharmacy',
      similarity: 1,
      distanceMetres: 120,
      first: { id: grace.id, name: 'Pharmacie la Grâce', facilityType: 'pharmacy', status: 'active' },
      second: { id: graceAgain.id, name: 'pharmacie LA GRACE' },
    });
    expect(pairs[0]!.first.subdivision).toEqual(expect.any(String));
  });

  it('pairs similar names of one subdivision when one of them has no position', async () => {
    const place = await createPlace(db());
    const positioned = await createFacility(db(), { ...place, name: 'Clinique Bon Samaritain', ...spot() });
    const unplaced = await createFacility(db(), { ...place, name: 'Clinique du Bon Samaritain' });
    const elsewhere = await createFacility(db(), { name: 'Clinique Bon Samaritain' });
    const pairs = (await allPairs()).filter((p) => [positioned.id, unplaced.id, elsewhere.id].includes(p.first.id));
    expect(pairIds(pairs)).toEqual([[positioned.id, unplaced.id]]);
    expect(pairs[0]).toMatchObject({ distanceMetres: null, sameSubdivision: true, similarity: 1 });
  });

  it('does not call "Hôpital X" and "Centre de Santé X" 100% alike; the same kind spelt two ways stays alike', async () => {
    const { lat, lng } = spot();
    const hospital = await createFacility(db(), {
      name: 'Hôpital Bonne Espérance',
      facilityType: 'hospital',
      lat,
      lng,
    });
    const centre = await createFacility(db(), {
      name: 'Centre de Santé Bonne Espérance',
      facilityType: 'health_center',
      lat: north(lat, 40),
      lng,
    });
    const csi = await createFacility(db(), {
      name: 'CSI de Nkolbikok',
      facilityType: 'integrated_health_center',
      ...spot(),
    });
    const csiLongHand = await createFacility(db(), {
      name: 'Centre de Santé Intégré de Nkolbikok',
      facilityType: 'integrated_health_center',
      lat: north(csi.lat!, 30),
      lng: csi.lng!,
    });
    const pairs = await allPairs();
    const likeness = (a: number, b: number) => pairs.find((p) => p.first.id === a && p.second.id === b)?.similarity;
    expect(likeness(hospital.id, centre.id)).toBe(0.75);
    expect(likeness(csi.id, csiLongHand.id)).toBe(1);
  });

  it('does not pair namesakes of one subdivision whose positions are far apart', async () => {
    const place = await createPlace(db());
    const { lat, lng } = spot();
    const first = await createFacility(db(), { ...place, name: 'Centre de Santé de Mfou', lat, lng });
    const second = await createFacility(db(), {
      ...place,
      name: 'Centre Médical de Mfou',
      lat: north(lat, 3000),
      lng,
    });
    const pairs = (await allPairs()).filter((p) => [first.id, second.id].includes(p.first.id));
    expect(pairs).toEqual([]);
  });

  it('pages by 10 with the list meta, and refuses unknown filters', async () => {
    const before = (await get('/api/admin/facilities/duplicates')).json<FacilityDuplicatesList>().meta.total;
    for (let i = 0; i < 12; i++) {
      const { lat, lng } = spot();
      const name = `Centre Médical Paged ${String.fromCharCode(65 + i)}${String.fromCharCode(75 + i)}`;
      await createFacility(db(), { name, lat, lng });
      await createFacility(db(), { name, lat: north(lat, 50), lng });
    }
    const first = (await get('/api/admin/facilities/duplicates')).json<FacilityDuplicatesList>();
    expect(first.meta).toEqual({ total: before + 12, page: 1, pageSize: 10 });
    expect(first.data).toHaveLength(10);
    const last = Math.ceil((before + 12) / 10);
    const clamped = (await get('/api/admin/facilities/duplicates?page=99')).json<FacilityDuplicatesList>();
    expect(clamped.meta.page).toBe(last);
    expectFieldError(await get('/api/admin/facilities/duplicates?category=castle'), 'category', 'invalid_choice');
  });

  it('is for staff: anonymous 401, a signed-in patient 403', async () => {
    expect((await get('/api/admin/facilities/duplicates', null)).statusCode).toBe(401);
    expect((await get('/api/admin/facilities/duplicates', (await signedInAs(t, 'patient')).cookie)).statusCode).toBe(
      403,
    );
    expect((await get('/api/admin/facilities/duplicates', admin)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/facilities/:id/not-duplicate (issue 36)', () => {
  const notDuplicate = (id: number, facilityId: number, cookie: string | null = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/facilities/${id}/not-duplicate`,
      headers: cookie ? { cookie } : {},
      payload: { facilityId },
    });

  it('dismisses a pair for good, with who decided in both records’ history and the system log', async () => {
    const { lat, lng } = spot();
    const first = await createFacility(db(), { category: 'pharmacy', name: 'Pharmacie Saint Joseph', lat, lng });
    const second = await createFacility(db(), {
      category: 'pharmacy',
      name: 'Pharmacie St Joseph',
      lat: north(lat, 60),
      lng,
    });
    const listed = async () =>
      (await allPairs('&category=pharmacy')).some((p) => p.first.id === first.id && p.second.id === second.id);
    expect(await listed()).toBe(true);

    // Found by either name's words, whatever the accents and case.
    const found = (
      await get('/api/admin/facilities/duplicates?category=pharmacy&q=SAINT%20jos')
    ).json<FacilityDuplicatesList>();
    expect(found.data.map((p) => [p.first.id, p.second.id])).toEqual([[first.id, second.id]]);

    const response = await notDuplicate(second.id, first.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ recorded: true });
    expect(await listed()).toBe(false);
    // Said again: nothing more is written.
    expect((await notDuplicate(first.id, second.id)).json().data).toEqual({ recorded: false });

    const history = await db()
      .select()
      .from(tables.facilityHistory)
      .where(eq(tables.facilityHistory.action, 'not_duplicate'));
    expect(
      history
        .filter((entry) => [first.id, second.id].includes(entry.facilityId))
        .map((entry) => [entry.facilityId, entry.changes]),
    ).toEqual(
      expect.arrayContaining([
        [first.id, { notDuplicateOf: { before: null, after: second.id } }],
        [second.id, { notDuplicateOf: { before: null, after: first.id } }],
      ]),
    );
    const [log] = await db().select().from(systemLogs).orderBy(desc(systemLogs.id)).limit(1);
    expect(log!.message).toContain(`#${second.id} and #${first.id} marked as not duplicates`);
  });

  it('is for staff who change facilities, in their region; a facility is not its own duplicate', async () => {
    const place = await createPlace(db());
    const mine = await createFacility(db(), { ...place, name: 'Clinique Un' });
    const alsoMine = await createFacility(db(), { ...place, name: 'Clinique Deux' });
    const elsewhere = await createFacility(db(), { name: 'Clinique Ailleurs' });
    expect((await notDuplicate(mine.id, alsoMine.id, null)).statusCode).toBe(401);
    expect((await notDuplicate(mine.id, alsoMine.id, (await signedInAs(t, 'support')).cookie)).statusCode).toBe(403);
    const regional = (await signedInAs(t, 'manager', { scopeRegionId: place.regionId })).cookie;
    expect((await notDuplicate(mine.id, elsewhere.id, regional)).statusCode).toBe(403);
    expect((await notDuplicate(elsewhere.id, mine.id, regional)).statusCode).toBe(404);
    expect((await notDuplicate(mine.id, mine.id)).statusCode).toBe(409);
    expect((await notDuplicate(mine.id, 2_000_000_000)).statusCode).toBe(404);
    expect((await notDuplicate(mine.id, alsoMine.id, regional)).json().data).toEqual({ recorded: true });
  });
});

describe('POST /api/admin/facilities/:id/merge', () => {
  it('keeps one record, moves everything to it, fills its blanks and archives the other', async () => {
    const { lat, lng } = spot();
    const place = await createPlace(db());
    const kept = await createFacility(db(), {
      category: 'pharmacy',
      name: 'Pharmacie Centrale',
      phone: null,
      address: 'Rue 1',
      regionId: null,
      divisionId: null,
      subdivisionId: null,
      specialtyNames: ['Merge Shared Specialty'],
    });
    const duplicate = await createFacility(db(), {
      ...place,
      category: 'pharmacy',
      name: 'Pharmacie Centrale Sarl',
      phone: '+237222234567',
      address: 'Another street',
      lat,
      lng,
      source: 'osm',
      sourceId: 'osm:node/merge-1',
      specialtyNames: ['Merge Shared Specialty', 'Merge Other Specialty'],
      testNames: ['Merge Test'],
    });
    const doctor = await createDoctor(db(), { facilityId: duplicate.id });
    const start = new Date('2026-11-23T00:00:00Z');
    await createDutyPeriod(db(), { facilityId: kept.id, startsAt: start });
    await createDutyPeriod(db(), { facilityId: duplicate.id, startsAt: start });
    const laterStart = new Date('2026-11-30T00:00:00Z');
    await createDutyPeriod(db(), { facilityId: duplicate.id, startsAt: laterStart });
    await db().insert(facilityCorrections).values({ facilityId: duplicate.id, phone: '+237222234568' });
    // The duplicate's own history, written by a change through the API.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/facilities/${duplicate.id}`,
      headers: { cookie: staff },
      payload: { version: 1, website: 'https://centrale.example' },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const response = await merge(kept.id, { duplicateId: duplicate.id });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: FacilityMergeResult }>().data;
    expect(result.moved).toEqual({
      doctors: 1,
      dutyPeriods: 1,
      history: 1,
      specialties: 1,
      tests: 1,
      sourceRecords: 0,
    });
    expect(result.filled.sort()).toEqual(
      ['phone', 'website', 'latitude', 'longitude', 'regionId', 'divisionId', 'subdivisionId', 'sourceId'].sort(),
    );
    expect(result.kept).toMatchObject({
      id: kept.id,
      name: 'Pharmacie Centrale',
      phone: '+237222234567',
      address: 'Rue 1',
      website: 'https://centrale.example',
      latitude: lat,
      longitude: lng,
      ...place,
      version: 2,
      archivedAt: null,
    });
    expect(result.kept.specialtyIds).toHaveLength(2);
    expect(result.kept.testIds).toHaveLength(1);
    expect(result.archived).toMatchObject({ id: duplicate.id, archivedAt: clock.clock().toISOString(), version: 3 });

    const links = await db().select().from(doctorFacilities).where(eq(doctorFacilities.doctorId, doctor.id));
    expect(links.map((l) => l.facilityId)).toEqual([kept.id]);
    const periods = await db().select().from(pharmacyDutyPeriods).where(eq(pharmacyDutyPeriods.facilityId, kept.id));
    expect(periods.map((p) => p.startsAt.toISOString()).sort()).toEqual([
      start.toISOString(),
      laterStart.toISOString(),
    ]);
    expect(await db().$count(facilitySpecialties, eq(facilitySpecialties.facilityId, duplicate.id))).toBe(0);
    expect(await db().$count(facilityTests, eq(facilityTests.facilityId, kept.id))).toBe(1);
    expect(await db().$count(facilityCorrections, eq(facilityCorrections.facilityId, kept.id))).toBe(1);
    const [keptRow] = await db().select().from(facilities).where(eq(facilities.id, kept.id));
    expect(keptRow).toMatchObject({ sourceId: 'osm:node/merge-1', updatedBy: adminId });
    expect(keptRow!.locallyModifiedAt?.toISOString()).toBe(clock.clock().toISOString());

    const historyOf = async (id: number) =>
      (await get(`/api/admin/facilities/${id}/history`)).json<{ data: FacilityHistoryEntry[] }>().data;
    const keptHistory = await historyOf(kept.id);
    expect(keptHistory.map((e) => e.action)).toEqual(['merged', 'updated']);
    expect(keptHistory[0]!.user?.id).toBe(adminId);
    expect(keptHistory[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'mergedFrom', before: null, after: duplicate.id },
        { field: 'phone', before: null, after: '+237222234567' },
      ]),
    );
    const archivedHistory = await historyOf(duplicate.id);
    expect(archivedHistory.map((e) => e.action)).toEqual(['merged']);
    expect(archivedHistory[0]!.changes).toEqual(
      expect.arrayContaining([{ field: 'mergedInto', before: null, after: kept.id }]),
    );
    const [log] = await db().select().from(systemLogs).orderBy(desc(systemLogs.id)).limit(1);
    expect(log).toMatchObject({ source: 'FACILITY', userId: adminId, message: expect.stringContaining('merged into') });

    // The archived one is gone from the public directory at once, and from the duplicates view.
    expect((await t.app.inject({ method: 'GET', url: `/api/facilities/${duplicate.id}` })).statusCode).toBe(404);
    expect((await allPairs()).some((p) => p.first.id === duplicate.id || p.second.id === duplicate.id)).toBe(false);
  });

  it('moves the duplicate’s open-data records to the kept facility, so no re-import brings the duplicate back', async () => {
    const { lat, lng } = spot();
    const kept = await createFacility(db(), { name: 'CSI Zokok', lat, lng, source: 'osm', sourceId: 'osm:node/zokok' });
    const duplicate = await createFacility(db(), {
      name: 'Centre de Santé Intégré de Zokok',
      lat: north(lat, 6_000),
      lng,
      source: 'public_mfl_2019',
      sourceId: 'public_mfl_2019:9100',
    });
    await createSourceRecord(db(), { facilityId: kept.id, source: 'osm', sourceKey: 'osm:node/zokok' });
    await createSourceRecord(db(), { facilityId: duplicate.id, sourceKey: '9100' });
    await createMatchSuggestion(db(), { firstId: kept.id, secondId: duplicate.id });

    const response = await merge(kept.id, { duplicateId: duplicate.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: FacilityMergeResult }>().data.moved.sourceRecords).toBe(1);
    const records = await db()
      .select({ source: tables.facilitySourceRecords.source, facilityId: tables.facilitySourceRecords.facilityId })
      .from(tables.facilitySourceRecords)
      .where(eq(tables.facilitySourceRecords.facilityId, kept.id));
    expect(records.map((r) => r.source).sort()).toEqual(['osm', 'public_mfl_2019']);
    // The pair is settled: it leaves the list.
    expect((await allPairs()).some((pair) => pair.first.id === kept.id)).toBe(false);
  });

  it('answers 404 for an unknown facility or duplicate, 409 where the records forbid the merge', async () => {
    const a = await createFacility(db(), { category: 'pharmacy' });
    const b = await createFacility(db(), { category: 'pharmacy' });
    const lab = await createFacility(db(), { category: 'laboratory' });
    const archived = await createFacility(db(), { category: 'pharmacy', archivedAt: new Date() });
    expect((await merge(99_999_999, { duplicateId: a.id })).statusCode).toBe(404);
    expect((await merge(a.id, { duplicateId: 99_999_999 })).statusCode).toBe(404);
    const conflicts = [
      [a.id, a.id],
      [a.id, archived.id],
      [archived.id, a.id],
      [a.id, lab.id],
    ] as const;
    for (const [id, duplicateId] of conflicts) {
      const response = await merge(id, { duplicateId });
      expect(response.statusCode, `${id} <- ${duplicateId}: ${response.body}`).toBe(409);
      expect(response.json<ApiError>().error.code).toBe('conflict');
    }
    // Nothing moved: both still as they were.
    const [row] = await db().select().from(facilities).where(eq(facilities.id, b.id));
    expect(row).toMatchObject({ archivedAt: null, version: 1 });
  });

  it('validates the body', async () => {
    const a = await createFacility(db());
    expectFieldError(await merge(a.id, {}), 'duplicateId', 'required');
    expectFieldError(await merge(a.id, { duplicateId: 'x' }), 'duplicateId', 'invalid_type');
    expectFieldError(await merge(a.id, { duplicateId: 1, keep: true }), 'request', 'unknown_field');
  });

  it('is for admins: anonymous 401, a patient 403, staff 403', async () => {
    const a = await createFacility(db());
    const b = await createFacility(db());
    expect((await merge(a.id, { duplicateId: b.id }, null)).statusCode).toBe(401);
    expect((await merge(a.id, { duplicateId: b.id }, (await signedInAs(t, 'patient')).cookie)).statusCode).toBe(403);
    expect((await merge(a.id, { duplicateId: b.id }, staff)).statusCode).toBe(403);
  });
});
