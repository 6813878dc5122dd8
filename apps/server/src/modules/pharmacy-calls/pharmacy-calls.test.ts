import { tables } from '@hc/db';
import { createDutyPeriod, createFacility, createPlace } from '@hc/db/factories';
import type { ApiError, FacilitySummary, PharmacyCall, PharmacyCallEnd, PharmacyCallList } from '@hc/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

/** A Wednesday, 11:00 in Douala: the directory week runs Monday 23 Nov to Monday 30 Nov, Africa/Douala. */
const NOW = '2026-11-25T10:00:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;
let staff: string;
let staffId: number;
let admin: string;
let patient: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'manager');
  staff = signedIn.cookie;
  staffId = signedIn.account.id;
  admin = (await signedInAs(t, 'admin')).cookie;
  patient = (await signedInAs(t, 'patient')).cookie;
});
afterEach(() => clock.set(NOW));
afterAll(() => t.close());

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | null = staff) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
const create = (payload: object, cookie: string | null = staff) =>
  call('POST', '/api/admin/pharmacy-calls', payload, cookie);
const created = async (payload: object) => {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PharmacyCall }>().data;
};
const list = async (query = '') => {
  const response = await call('GET', `/api/admin/pharmacy-calls${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PharmacyCallList>();
};
const pharmacy = (overrides: Parameters<typeof createFacility>[1] = {}) =>
  createFacility(db(), { category: 'pharmacy', ...overrides });

/** Douala times, written as the form sends them. */
const at = (local: string) => `${local}:00+01:00`;

async function historyOf(facilityId: number) {
  return db()
    .select()
    .from(tables.facilityHistory)
    .where(eq(tables.facilityHistory.facilityId, facilityId))
    .orderBy(desc(tables.facilityHistory.id));
}

async function logsAbout(facilityId: number) {
  const rows = await db()
    .select()
    .from(tables.systemLogs)
    .where(and(eq(tables.systemLogs.source, 'FACILITY')))
    .orderBy(desc(tables.systemLogs.id));
  return rows.filter((row) => (row.details as { facilityId?: number } | null)?.facilityId === facilityId);
}

describe('pharmacy calls: create and read', () => {
  it('creates a period for a public pharmacy, with its place, and records it in the history and the log', async () => {
    const place = await createPlace(db());
    const facility = await pharmacy({ ...place, name: 'Pharmacie Tsinga' });
    const period = await created({
      facilityId: facility.id,
      startsAt: at('2026-11-25T22:00'),
      endsAt: at('2026-11-26T07:30'),
      note: '  Night duty  ',
    });
    expect(period).toMatchObject({
      facilityId: facility.id,
      facilityName: 'Pharmacie Tsinga',
      startsAt: '2026-11-25T21:00:00.000Z',
      endsAt: '2026-11-26T06:30:00.000Z',
      note: 'Night duty',
      cancelledAt: null,
      cancelReason: null,
      dutyGroupId: null,
      status: 'upcoming',
    });
    expect(period.region).toEqual(expect.objectContaining({ nameEn: expect.any(String), nameFr: expect.any(String) }));
    expect(period.subdivision).not.toBeNull();

    const read = await call('GET', `/api/admin/pharmacy-calls/${period.id}`);
    expect(read.json<{ data: PharmacyCall }>().data).toEqual(period);

    const [entry] = await historyOf(facility.id);
    expect(entry).toMatchObject({
      action: 'duty_added',
      userId: staffId,
      createdAt: new Date(NOW),
      changes: {
        startsAt: { before: null, after: '2026-11-25T21:00:00.000Z' },
        endsAt: { before: null, after: '2026-11-26T06:30:00.000Z' },
        note: { before: null, after: 'Night duty' },
      },
    });
    const [log] = await logsAbout(facility.id);
    expect(log).toMatchObject({ level: 'INFO', source: 'FACILITY', userId: staffId });
    expect(log?.details).toMatchObject({ dutyPeriodId: period.id, action: 'duty_added' });
  });

  it('puts a created period on the public on-call list at once', async () => {
    const place = await createPlace(db());
    const facility = await pharmacy({ ...place, name: 'Pharmacie de Garde Immédiate' });
    const url = `/api/pharmacies/on-call?region=${place.regionId}`;
    const before = await t.app.inject({ method: 'GET', url });
    expect(before.json<{ data: FacilitySummary[] }>().data.map((f) => f.id)).toEqual([]);
    // Read once more just before, so the public answer is cached: the change must still show.
    await t.app.inject({ method: 'GET', url });
    await created({ facilityId: facility.id, startsAt: at('2026-11-25T08:00'), endsAt: at('2026-11-26T08:00') });
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.json<{ data: FacilitySummary[] }>().data.map((f) => f.id)).toEqual([facility.id]);
  });

  it('refuses a facility that is not a public pharmacy with not_public_pharmacy', async () => {
    const window = { startsAt: at('2026-11-27T20:00'), endsAt: at('2026-11-28T08:00') };
    const hospital = await createFacility(db());
    const suspended = await pharmacy({ status: 'suspended' });
    const pending = await pharmacy({ status: 'pending' });
    const archived = await pharmacy({ archivedAt: new Date(NOW) });
    for (const facilityId of [hospital.id, suspended.id, pending.id, archived.id, 999_999]) {
      expectFieldError(await create({ facilityId, ...window }), 'facilityId', 'not_public_pharmacy');
    }
  });

  it('answers 400 with field codes for a bad window or body', async () => {
    const facility = await pharmacy();
    const base = { facilityId: facility.id };
    expectFieldError(await create({ ...base, endsAt: at('2026-11-28T08:00') }), 'startsAt', 'required');
    expectFieldError(
      await create({ ...base, startsAt: '2026-11-27 20:00', endsAt: at('2026-11-28T08:00') }),
      'startsAt',
      'invalid_format',
    );
    // A time without its offset is refused: the API never guesses a zone.
    expectFieldError(
      await create({ ...base, startsAt: '2026-11-27T20:00:00', endsAt: at('2026-11-28T08:00') }),
      'startsAt',
      'invalid_format',
    );
    expectFieldError(
      await create({ ...base, startsAt: at('2026-11-28T08:00'), endsAt: at('2026-11-28T08:00') }),
      'endsAt',
      'ends_before_start',
    );
    const tooLong = expectFieldError(
      await create({ ...base, startsAt: at('2026-11-27T08:00'), endsAt: at('2026-12-11T08:01') }),
      'endsAt',
      'duty_too_long',
    );
    expect(tooLong.fields?.[0]?.params).toEqual({ maximum: 14 });
    expectFieldError(
      await create({
        ...base,
        startsAt: at('2026-11-27T08:00'),
        endsAt: at('2026-11-28T08:00'),
        note: 'x'.repeat(501),
      }),
      'note',
      'too_long',
    );
    expectFieldError(
      await create({ ...base, startsAt: at('2026-11-27T08:00'), endsAt: at('2026-11-28T08:00'), extra: 1 }),
      'request',
      'unknown_field',
    );
    expect((await list(`?q=${facility.id}`)).meta.total).toBe(0);
  });

  it('refuses an overlap with 409 naming the other period, and accepts a period that touches it', async () => {
    const facility = await pharmacy();
    const first = await created({
      facilityId: facility.id,
      startsAt: at('2026-11-27T20:00'),
      endsAt: at('2026-11-28T08:00'),
    });
    const response = await create({
      facilityId: facility.id,
      startsAt: at('2026-11-28T07:00'),
      endsAt: at('2026-11-28T20:00'),
    });
    expect(response.statusCode, response.body).toBe(409);
    const { error } = response.json<ApiError>();
    expect(error.code).toBe('conflict');
    expect(error.fields).toEqual([
      expect.objectContaining({
        path: 'startsAt',
        code: 'duty_overlap',
        params: { id: first.id, startsAt: Date.parse(first.startsAt), endsAt: Date.parse(first.endsAt) },
      }),
    ]);
    // Half-open periods: one that starts when the other ends does not overlap.
    await created({ facilityId: facility.id, startsAt: at('2026-11-28T08:00'), endsAt: at('2026-11-28T20:00') });
    // Another pharmacy may be on duty at the same time.
    await created({ facilityId: (await pharmacy()).id, startsAt: first.startsAt, endsAt: first.endsAt });
  });

  it('does not count a cancelled period as an overlap, unless it starts at the same instant', async () => {
    const facility = await pharmacy();
    const cancelled = await createDutyPeriod(db(), {
      facilityId: facility.id,
      startsAt: new Date('2026-11-27T19:00:00Z'),
      endsAt: new Date('2026-11-28T07:00:00Z'),
      cancelledAt: new Date(NOW),
      cancelReason: 'Closed for inventory',
    });
    const same = await create({
      facilityId: facility.id,
      startsAt: at('2026-11-27T20:00'),
      endsAt: at('2026-11-28T06:00'),
    });
    expect(same.statusCode, same.body).toBe(409);
    expect(same.json<ApiError>().error.fields?.[0]?.params?.id).toBe(cancelled.id);
    await created({ facilityId: facility.id, startsAt: at('2026-11-27T21:00'), endsAt: at('2026-11-28T06:00') });
  });

  it('answers 404 for an unknown period on every route', async () => {
    expect((await call('GET', '/api/admin/pharmacy-calls/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/pharmacy-calls/999999', { note: 'x' })).statusCode).toBe(404);
    const removed = await call('DELETE', '/api/admin/pharmacy-calls/999999');
    expect(removed.statusCode).toBe(404);
    expect(removed.json<ApiError>().error.code).toBe('not_found');
  });
});

describe('pharmacy calls: list', () => {
  it('filters by place (id or name), time window, facility id or name and status; pages by 10', async () => {
    const north = await createPlace(db());
    const south = await createPlace(db());
    const northPharmacy = await pharmacy({ ...north, name: 'Pharmacie Nordique' });
    const southPharmacy = await pharmacy({ ...south, name: 'Pharmacie Australe' });
    const past = await createDutyPeriod(db(), {
      facilityId: northPharmacy.id,
      startsAt: new Date('2026-11-20T19:00:00Z'),
      endsAt: new Date('2026-11-21T07:00:00Z'),
    });
    const current = await createDutyPeriod(db(), {
      facilityId: northPharmacy.id,
      startsAt: new Date('2026-11-25T07:00:00Z'),
      endsAt: new Date('2026-11-25T19:00:00Z'),
    });
    const upcoming = await createDutyPeriod(db(), {
      facilityId: southPharmacy.id,
      startsAt: new Date('2026-11-28T19:00:00Z'),
      endsAt: new Date('2026-11-29T07:00:00Z'),
    });
    const cancelled = await createDutyPeriod(db(), {
      facilityId: southPharmacy.id,
      startsAt: new Date('2026-11-26T19:00:00Z'),
      endsAt: new Date('2026-11-27T07:00:00Z'),
      cancelledAt: new Date(NOW),
      cancelReason: 'Closed',
    });
    const ids = (page: PharmacyCallList) => page.data.map((row) => row.id);

    const [regionRow] = await db().select().from(tables.regions).where(eq(tables.regions.id, north.regionId));
    expect(ids(await list(`?region=${north.regionId}`))).toEqual([current.id, past.id]);
    expect(ids(await list(`?region=${encodeURIComponent(regionRow!.nameFr.toUpperCase())}`))).toEqual([
      current.id,
      past.id,
    ]);
    expect(ids(await list(`?division=${south.divisionId}&order=asc`))).toEqual([cancelled.id, upcoming.id]);
    expect(ids(await list(`?subdivision=${south.subdivisionId}&status=upcoming`))).toEqual([upcoming.id]);
    expect(ids(await list(`?region=No%20such%20region`))).toEqual([]);

    const inRegions = `region=${north.regionId}`;
    expect(ids(await list(`?${inRegions}&status=current`))).toEqual([current.id]);
    expect(ids(await list(`?${inRegions}&status=past`))).toEqual([past.id]);
    expect(ids(await list(`?q=${southPharmacy.id}&status=cancelled`))).toEqual([cancelled.id]);
    expect((await list(`?q=${southPharmacy.id}&status=cancelled`)).data[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Closed',
    });
    expect(ids(await list(`?q=nordiq`))).toEqual([current.id, past.id]);

    // Periods overlapping [from, to): the current one ends at 20:00 Douala, exactly when `from` is.
    const from = encodeURIComponent(at('2026-11-25T20:00'));
    const to = encodeURIComponent(at('2026-11-28T20:00'));
    expect(ids(await list(`?q=pharmacie%20&from=${from}&to=${to}`))).toEqual(expect.arrayContaining([cancelled.id]));
    expect(ids(await list(`?q=${northPharmacy.id}&from=${from}`))).toEqual([]);
    expect(ids(await list(`?q=${southPharmacy.id}&to=${to}`))).toEqual([cancelled.id]);
    expect(ids(await list(`?q=${southPharmacy.id}&from=${from}&to=${to}`))).toEqual([cancelled.id]);

    expectFieldError(await call('GET', `/api/admin/pharmacy-calls?from=yesterday`), 'from', 'invalid_format');
    expectFieldError(await call('GET', `/api/admin/pharmacy-calls?from=${to}&to=${from}`), 'to', 'ends_before_start');
    expectFieldError(await call('GET', `/api/admin/pharmacy-calls?status=soon`), 'status', 'invalid_choice');

    const many = await pharmacy({ name: 'Pharmacie Paginée' });
    for (let day = 0; day < 12; day++) {
      await createDutyPeriod(db(), {
        facilityId: many.id,
        startsAt: new Date(Date.UTC(2026, 11, 1 + day, 19)),
        endsAt: new Date(Date.UTC(2026, 11, 2 + day, 7)),
      });
    }
    const first = await list(`?q=${many.id}`);
    expect(first.meta).toEqual({ total: 12, page: 1, pageSize: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]?.startsAt).toBe('2026-12-12T19:00:00.000Z');
    const second = await list(`?q=${many.id}&page=2`);
    expect(second.data).toHaveLength(2);
    // A page past the end is clamped to the last one.
    expect((await list(`?q=${many.id}&page=9`)).meta.page).toBe(2);
  });
});

describe('pharmacy calls: edit and end', () => {
  it('edits a period, writing duty_changed with the fields before and after', async () => {
    const facility = await pharmacy();
    const period = await created({
      facilityId: facility.id,
      startsAt: at('2026-11-27T20:00'),
      endsAt: at('2026-11-28T08:00'),
    });
    const response = await call('PATCH', `/api/admin/pharmacy-calls/${period.id}`, {
      endsAt: at('2026-11-28T09:00'),
      note: 'Until nine',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: PharmacyCall }>().data).toMatchObject({
      startsAt: '2026-11-27T19:00:00.000Z',
      endsAt: '2026-11-28T08:00:00.000Z',
      note: 'Until nine',
    });
    const [entry] = await historyOf(facility.id);
    expect(entry).toMatchObject({
      action: 'duty_changed',
      changes: {
        endsAt: { before: '2026-11-28T07:00:00.000Z', after: '2026-11-28T08:00:00.000Z' },
        note: { before: null, after: 'Until nine' },
      },
    });
    expect(Object.keys(entry!.changes ?? {})).toHaveLength(2);
    expect((await logsAbout(facility.id))[0]?.details).toMatchObject({ action: 'duty_changed' });
  });

  it('applies the same checks on an edit: window, length, overlap, public pharmacy', async () => {
    const facility = await pharmacy();
    const first = await created({
      facilityId: facility.id,
      startsAt: at('2026-11-27T20:00'),
      endsAt: at('2026-11-28T08:00'),
    });
    const second = await created({
      facilityId: facility.id,
      startsAt: at('2026-11-28T20:00'),
      endsAt: at('2026-11-29T08:00'),
    });
    const patch = (id: number, body: object) => call('PATCH', `/api/admin/pharmacy-calls/${id}`, body);
    expectFieldError(await patch(second.id, { endsAt: at('2026-11-28T19:00') }), 'endsAt', 'ends_before_start');
    expectFieldError(await patch(second.id, { endsAt: at('2026-12-20T19:00') }), 'endsAt', 'duty_too_long');
    const overlap = await patch(second.id, { startsAt: at('2026-11-28T07:00') });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json<ApiError>().error.fields?.[0]).toMatchObject({
      path: 'startsAt',
      code: 'duty_overlap',
      params: { id: first.id },
    });
    // Its own old window is not an overlap.
    expect((await patch(second.id, { startsAt: at('2026-11-28T19:00') })).statusCode).toBe(200);
    await db().update(tables.facilities).set({ status: 'suspended' }).where(eq(tables.facilities.id, facility.id));
    expectFieldError(await patch(second.id, { note: 'x' }), 'facilityId', 'not_public_pharmacy');
  });

  it('ends a period that has not started by removing it', async () => {
    const facility = await pharmacy();
    const period = await created({
      facilityId: facility.id,
      startsAt: at('2026-11-27T20:00'),
      endsAt: at('2026-11-28T08:00'),
    });
    const response = await call('DELETE', `/api/admin/pharmacy-calls/${period.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: PharmacyCallEnd }>().data).toMatchObject({ removed: true, period: { id: period.id } });
    expect((await call('GET', `/api/admin/pharmacy-calls/${period.id}`)).statusCode).toBe(404);
    const [entry] = await historyOf(facility.id);
    expect(entry).toMatchObject({
      action: 'duty_ended',
      changes: {
        startsAt: { before: '2026-11-27T19:00:00.000Z', after: null },
        endsAt: { before: '2026-11-28T07:00:00.000Z', after: null },
      },
    });
    expect((await logsAbout(facility.id))[0]?.details).toMatchObject({ action: 'duty_ended', dutyPeriodId: period.id });
  });

  it('ends a running period now (the app clock)', async () => {
    const place = await createPlace(db());
    const facility = await pharmacy(place);
    const period = await created({
      facilityId: facility.id,
      startsAt: at('2026-11-25T08:00'),
      endsAt: at('2026-11-26T08:00'),
    });
    const onCall = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/pharmacies/on-call?region=${place.regionId}` }))
        .json<{ data: FacilitySummary[] }>()
        .data.map((f) => f.id);
    expect(await onCall()).toEqual([facility.id]);
    clock.advance(30 * 60 * 1000);
    const response = await call('DELETE', `/api/admin/pharmacy-calls/${period.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: PharmacyCallEnd }>().data).toMatchObject({
      removed: false,
      period: { id: period.id, endsAt: '2026-11-25T10:30:00.000Z', status: 'past' },
    });
    const [entry] = await historyOf(facility.id);
    expect(entry).toMatchObject({
      action: 'duty_ended',
      changes: { endsAt: { before: '2026-11-26T07:00:00.000Z', after: '2026-11-25T10:30:00.000Z' } },
    });
    expect(
      (await call('GET', `/api/admin/pharmacy-calls/${period.id}`)).json<{ data: PharmacyCall }>().data.status,
    ).toBe('past');
  });

  it('refuses to end or edit a period that has ended, or one that was cancelled (409)', async () => {
    const facility = await pharmacy();
    const past = await createDutyPeriod(db(), {
      facilityId: facility.id,
      startsAt: new Date('2026-11-20T19:00:00Z'),
      endsAt: new Date('2026-11-21T07:00:00Z'),
    });
    const cancelled = await createDutyPeriod(db(), {
      facilityId: facility.id,
      startsAt: new Date('2026-11-27T19:00:00Z'),
      endsAt: new Date('2026-11-28T07:00:00Z'),
      cancelledAt: new Date(NOW),
    });
    for (const id of [past.id, cancelled.id]) {
      expect((await call('DELETE', `/api/admin/pharmacy-calls/${id}`)).statusCode).toBe(409);
      const edit = await call('PATCH', `/api/admin/pharmacy-calls/${id}`, { note: 'x' });
      expect(edit.statusCode).toBe(409);
      expect(edit.json<ApiError>().error.code).toBe('conflict');
    }
    expect(await historyOf(facility.id)).toEqual([]);
  });
});

describe('pharmacy calls: access', () => {
  it('answers 401 to the anonymous, 403 to a patient, and lets staff and admins in', async () => {
    const facility = await pharmacy();
    const period = await createDutyPeriod(db(), { facilityId: facility.id, now: new Date('2026-12-20T10:00:00Z') });
    const body = { facilityId: facility.id, startsAt: at('2026-12-24T20:00'), endsAt: at('2026-12-25T08:00') };
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/pharmacy-calls'],
      ['GET', `/api/admin/pharmacy-calls/${period.id}`],
      ['POST', '/api/admin/pharmacy-calls', body],
      ['PATCH', `/api/admin/pharmacy-calls/${period.id}`, { note: 'x' }],
      ['DELETE', `/api/admin/pharmacy-calls/${period.id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, patient)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api/admin/pharmacy-calls', undefined, admin)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/pharmacy-calls', body, admin)).statusCode).toBe(201);
    expect(await db().$count(tables.pharmacyDutyPeriods, eq(tables.pharmacyDutyPeriods.id, period.id))).toBe(1);
  });
});
