import { tables } from '@hc/db';
import { createFacility, createPlace } from '@hc/db/factories';
import type { ApiError, DutyGenerateResult, DutyRota, FacilitySummary, RotaDutyPeriod } from '@hc/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

/** A Wednesday, 11:00 in Douala: the directory week runs Monday 23 to Monday 30 November 2026. */
const NOW = '2026-11-25T10:00:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;
let staff: string;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'manager');
  staff = signedIn.cookie;
  staffId = signedIn.account.id;
});
afterEach(() => clock.set(NOW));
afterAll(() => t.close());

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | null = staff) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload }),
  });

type Place = Awaited<ReturnType<typeof createPlace>>;
const pharmacy = (place: Place, name: string) => createFacility(db(), { ...place, category: 'pharmacy', name });

async function createRota(body: Record<string, unknown>): Promise<DutyRota> {
  const response = await call('POST', '/api/admin/duty-groups', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: DutyRota }>().data;
}

/** A rota of the place with one group per list of pharmacies, nights and weekends by default. */
const rotaOf = (place: Place, groups: { id: number }[][], extra: Record<string, unknown> = {}) =>
  createRota({
    name: `Rota ${Math.random().toString(36).slice(2, 8)}`,
    subdivisionId: place.subdivisionId,
    templates: ['weekday_nights', 'weekend'],
    startsOn: '2026-11-30',
    groups: groups.map((members) => ({ facilityIds: members.map((m) => m.id) })),
    ...extra,
  });

async function generate(body: Record<string, unknown>, dryRun: boolean): Promise<DutyGenerateResult> {
  const response = await call('POST', `/api/admin/duty-groups/generate?dryRun=${dryRun}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: DutyGenerateResult }>().data;
}

const periodsOf = (facilityIds: number[]) =>
  db()
    .select()
    .from(tables.pharmacyDutyPeriods)
    .where(inArray(tables.pharmacyDutyPeriods.facilityId, facilityIds))
    .orderBy(tables.pharmacyDutyPeriods.startsAt, tables.pharmacyDutyPeriods.facilityId);

const historyOf = (facilityId: number) =>
  db()
    .select()
    .from(tables.facilityHistory)
    .where(eq(tables.facilityHistory.facilityId, facilityId))
    .orderBy(desc(tables.facilityHistory.id));

const lastLog = async () =>
  (
    await db()
      .select()
      .from(tables.systemLogs)
      .where(eq(tables.systemLogs.source, 'FACILITY'))
      .orderBy(desc(tables.systemLogs.id))
      .limit(1)
  )[0];

/** Who the public on-call list shows in the subdivision now: read straight after the write, no invalidation. */
async function onCall(place: Place) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/pharmacies/on-call?subdivision=${place.subdivisionId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: FacilitySummary[] }>().data.map((f) => f.id);
}

describe('duty groups: create, list, edit, delete', () => {
  it('keeps a rota with its groups in order, the start week as its Monday', async () => {
    const place = await createPlace(db());
    const [a, b, c] = [
      await pharmacy(place, 'Pharmacie A'),
      await pharmacy(place, 'Pharmacie B'),
      await pharmacy(place, 'Pharmacie C'),
    ];
    const rota = await createRota({
      name: 'Yaoundé III',
      subdivisionId: place.subdivisionId,
      templates: ['weekday_nights', 'weekend', 'public_holiday'],
      holidays: ['2026-12-25'],
      startsOn: '2026-12-03',
      groups: [{ name: 'Groupe 1', facilityIds: [b.id, a.id] }, { facilityIds: [c.id] }],
    });
    expect(rota).toMatchObject({
      name: 'Yaoundé III',
      subdivisionId: place.subdivisionId,
      divisionId: null,
      startsOn: '2026-11-30',
      holidays: ['2026-12-25'],
      templates: ['weekday_nights', 'weekend', 'public_holiday'],
    });
    expect(rota.groups.map((g) => [g.position, g.name, g.members.map((m) => m.name)])).toEqual([
      [0, 'Groupe 1', ['Pharmacie A', 'Pharmacie B']],
      [1, null, ['Pharmacie C']],
    ]);
    const list = await call('GET', '/api/admin/duty-groups');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: DutyRota[] }>().data).toContainEqual(rota);
    expect(await lastLog()).toMatchObject({ userId: staffId, message: expect.stringContaining(`#${rota.id} created`) });

    // Groups keep their id at their position; the list replaces members and adds or removes groups.
    const patched = await call('PATCH', `/api/admin/duty-groups/${rota.id}`, {
      name: 'Yaoundé III (nuit)',
      groups: [{ facilityIds: [a.id] }, { facilityIds: [c.id] }, { name: 'Groupe 3', facilityIds: [b.id] }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const updated = patched.json<{ data: DutyRota }>().data;
    expect(updated.name).toBe('Yaoundé III (nuit)');
    expect(updated.groups.map((g) => g.id).slice(0, 2)).toEqual(rota.groups.map((g) => g.id));
    expect(updated.groups.map((g) => g.members.map((m) => m.id))).toEqual([[a.id], [c.id], [b.id]]);
    const shrunk = await call('PATCH', `/api/admin/duty-groups/${rota.id}`, {
      groups: [{ facilityIds: [a.id, b.id] }],
    });
    expect(shrunk.json<{ data: DutyRota }>().data.groups).toHaveLength(1);

    const deleted = await call('DELETE', `/api/admin/duty-groups/${rota.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = (await call('GET', '/api/admin/duty-groups')).json<{ data: DutyRota[] }>().data;
    expect(after.map((r) => r.id)).not.toContain(rota.id);
  });

  it('answers 404 for an unknown rota', async () => {
    expect((await call('PATCH', '/api/admin/duty-groups/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/duty-groups/999999')).statusCode).toBe(404);
  });

  it('refuses a rota without name, template or place, and members that are not public pharmacies of its place', async () => {
    const place = await createPlace(db());
    const member = await pharmacy(place, 'Member');
    const valid = {
      name: 'R',
      subdivisionId: place.subdivisionId,
      templates: ['weekend'],
      startsOn: '2026-11-30',
      groups: [{ facilityIds: [member.id] }],
    };
    const post = (body: object) => call('POST', '/api/admin/duty-groups', body);
    expectFieldError(await post({ ...valid, name: ' ' }), 'name', 'required');
    expectFieldError(await post({ ...valid, templates: [] }), 'templates', 'required');
    expectFieldError(await post({ ...valid, templates: ['nights'] }), 'templates.0', 'invalid_choice');
    expectFieldError(await post({ ...valid, startsOn: '30/11/2026' }), 'startsOn', 'invalid_format');
    expectFieldError(await post({ ...valid, subdivisionId: undefined }), 'subdivisionId', 'required');
    const hospital = await createFacility(db(), { ...place });
    const suspended = await createFacility(db(), { ...place, category: 'pharmacy', status: 'suspended' });
    expectFieldError(
      await post({ ...valid, groups: [{ facilityIds: [member.id, hospital.id] }] }),
      'groups.0.facilityIds.1',
      'not_public_pharmacy',
    );
    expectFieldError(
      await post({ ...valid, groups: [{ facilityIds: [suspended.id] }] }),
      'groups.0.facilityIds.0',
      'not_public_pharmacy',
    );
    const elsewhere = await pharmacy(await createPlace(db()), 'Elsewhere');
    expectFieldError(
      await post({ ...valid, groups: [{ facilityIds: [elsewhere.id] }] }),
      'groups.0.facilityIds.0',
      'location_mismatch',
    );
    expectFieldError(
      await post({ ...valid, groups: [{ facilityIds: [member.id] }, { facilityIds: [member.id] }] }),
      'groups.1.facilityIds.0',
      'invalid',
    );
    const other = await createPlace(db());
    expectFieldError(await post({ ...valid, divisionId: other.divisionId }), 'subdivisionId', 'location_mismatch');
    // A whole town: every pharmacy of the division may be a member.
    await createRota({ ...valid, subdivisionId: null, divisionId: place.divisionId });
  });
});

describe('generate', () => {
  it('previews without creating anything, then creates the periods, and a second run creates nothing new', async () => {
    const place = await createPlace(db());
    const a = await pharmacy(place, 'A');
    const b = await pharmacy(place, 'B');
    const c = await pharmacy(place, 'C');
    const rota = await rotaOf(place, [[a, b], [c]]);
    const body = { from: '2026-11-30', weeks: 3, rotaIds: [rota.id] };

    const preview = await generate(body, true);
    expect(preview).toMatchObject({ dryRun: true, from: '2026-11-30', to: '2026-12-21', created: 30, existing: 0 });
    // Weeks 1 and 3: A and B, 6 windows each (5 nights and the weekend); week 2: C.
    expect(preview.weeks.map((w) => [w.weekStart, w.rotas[0]!.groupPosition, w.rotas[0]!.toCreate])).toEqual([
      ['2026-11-30', 0, 12],
      ['2026-12-07', 1, 6],
      ['2026-12-14', 0, 12],
    ]);
    expect(preview.warnings).toEqual([]);
    expect(await periodsOf([a.id, b.id, c.id])).toEqual([]);

    const committed = await generate(body, false);
    expect(committed).toMatchObject({ dryRun: false, created: 30, existing: 0 });
    expect(committed.periods).toEqual(preview.periods);
    const stored = await periodsOf([a.id, b.id, c.id]);
    expect(stored).toHaveLength(30);
    expect(new Set(stored.map((p) => p.dutyGroupId))).toEqual(new Set(rota.groups.map((g) => g.id)));
    const [history] = await historyOf(a.id);
    expect(history).toMatchObject({ action: 'duty_added', userId: staffId });
    expect(history!.changes).toMatchObject({ dutyPeriods: { before: null, after: 12 } });
    expect(await lastLog()).toMatchObject({ userId: staffId, message: expect.stringContaining('30 periods created') });

    const again = await generate(body, false);
    expect(again).toMatchObject({ created: 0, existing: 30, periods: [] });
    expect(await periodsOf([a.id, b.id, c.id])).toHaveLength(30);
    expect(await historyOf(a.id)).toHaveLength(1);
  });

  it('turns the groups week by week from the rota’s first week, before it too', async () => {
    const place = await createPlace(db());
    const [a, b, c] = [await pharmacy(place, 'A'), await pharmacy(place, 'B'), await pharmacy(place, 'C')];
    const rota = await rotaOf(place, [[a], [b], [c]], { templates: ['weekend'], startsOn: '2026-12-07' });
    const result = await generate({ from: '2026-11-30', weeks: 5, rotaIds: [rota.id] }, true);
    expect(result.periods.map((p) => [p.startsAt.slice(0, 10), p.facilityId])).toEqual([
      ['2026-12-05', c.id],
      ['2026-12-12', a.id],
      ['2026-12-19', b.id],
      ['2026-12-26', c.id],
      ['2027-01-02', a.id],
    ]);
  });

  it('lays windows across midnight, across the week boundary, and merges a public holiday with its nights', async () => {
    const place = await createPlace(db());
    const a = await pharmacy(place, 'A');
    const rota = await rotaOf(place, [[a]], {
      templates: ['weekday_nights', 'weekend', 'public_holiday'],
      holidays: ['2026-12-02'],
    });
    const { periods } = await generate({ from: '2026-11-30', weeks: 1, rotaIds: [rota.id] }, true);
    expect(periods.map((p) => [p.startsAt, p.endsAt])).toEqual([
      // Monday 22:00 to Tuesday 07:30, Douala (UTC+1).
      ['2026-11-30T21:00:00.000Z', '2026-12-01T06:30:00.000Z'],
      // Tuesday night, the Wednesday holiday and Wednesday night: one period.
      ['2026-12-01T21:00:00.000Z', '2026-12-03T06:30:00.000Z'],
      ['2026-12-03T21:00:00.000Z', '2026-12-04T06:30:00.000Z'],
      ['2026-12-04T21:00:00.000Z', '2026-12-05T06:30:00.000Z'],
      // Saturday 19:00 to Monday 07:30 of the next week.
      ['2026-12-05T18:00:00.000Z', '2026-12-07T06:30:00.000Z'],
    ]);
    const full = await rotaOf(place, [[await pharmacy(place, 'B')]], { templates: ['full_day'] });
    const days = (await generate({ from: '2026-11-30', weeks: 1, rotaIds: [full.id] }, true)).periods;
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({ startsAt: '2026-11-29T23:00:00.000Z', endsAt: '2026-11-30T23:00:00.000Z' });
  });

  it('puts the weekend pharmacy on call on Monday 02:00, in the next directory week', async () => {
    const place = await createPlace(db());
    const a = await pharmacy(place, 'A');
    const rota = await rotaOf(place, [[a]], { templates: ['weekend'] });
    await generate({ from: '2026-11-30', weeks: 1, rotaIds: [rota.id] }, false);
    clock.set('2026-12-07T01:00:00Z');
    expect(await onCall(place)).toEqual([a.id]);
  });

  it('never re-creates a cancelled period, and warns of the night the town has no pharmacy', async () => {
    const place = await createPlace(db());
    const a = await pharmacy(place, 'A');
    const rota = await rotaOf(place, [[a]]);
    const body = { from: '2026-11-30', weeks: 1, rotaIds: [rota.id] };
    await generate(body, false);
    const wednesday = (await periodsOf([a.id])).find((p) => p.startsAt.toISOString() === '2026-12-02T21:00:00.000Z')!;
    const cancelled = await call('POST', `/api/admin/duty-groups/periods/${wednesday.id}/cancel`, {
      reason: 'Inventaire',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const preview = await generate(body, true);
    expect(preview).toMatchObject({ created: 0, existing: 6, periods: [] });
    expect(preview.warnings).toEqual([
      {
        code: 'night_without_pharmacy',
        rotaId: rota.id,
        rotaName: rota.name,
        divisionId: null,
        subdivisionId: place.subdivisionId,
        night: '2026-12-02',
        startsAt: '2026-12-02T21:00:00.000Z',
        endsAt: '2026-12-03T06:30:00.000Z',
      },
    ]);
    expect((await generate(body, false)).created).toBe(0);
    expect((await periodsOf([a.id])).filter((p) => p.cancelledAt === null)).toHaveLength(5);
  });

  it('generates the part of a window a pharmacy’s existing period leaves uncovered, never a silent gap', async () => {
    const place = await createPlace(db());
    const a = await pharmacy(place, 'A');
    const rota = await rotaOf(place, [[a]], { templates: ['weekend'] });
    // Already on duty Saturday 19:00 to Sunday 08:00 (Douala): the weekend window runs on to Monday 07:30.
    await db()
      .insert(tables.pharmacyDutyPeriods)
      .values({
        facilityId: a.id,
        startsAt: new Date('2026-12-05T18:00:00Z'),
        endsAt: new Date('2026-12-06T07:00:00Z'),
        createdAt: new Date(NOW),
      });
    const body = { from: '2026-11-30', weeks: 1, rotaIds: [rota.id] };
    const preview = await generate(body, true);
    expect(preview.periods.map((p) => [p.startsAt, p.endsAt])).toEqual([
      ['2026-12-06T07:00:00.000Z', '2026-12-07T06:30:00.000Z'],
    ]);
    expect(preview).toMatchObject({ created: 1, existing: 0 });
    expect(preview.weeks[0]!.rotas[0]).toMatchObject({ toCreate: 1, existing: 0 });
    await generate(body, false);
    expect((await periodsOf([a.id])).map((p) => [p.startsAt.toISOString(), p.endsAt.toISOString()])).toEqual([
      ['2026-12-05T18:00:00.000Z', '2026-12-06T07:00:00.000Z'],
      ['2026-12-06T07:00:00.000Z', '2026-12-07T06:30:00.000Z'],
    ]);
    expect(await generate(body, true)).toMatchObject({ created: 0, existing: 1 });
  });

  it('refuses more than 26 weeks, a wrong date, and an unknown rota', async () => {
    const post = (body: object) => call('POST', '/api/admin/duty-groups/generate?dryRun=true', body);
    expectFieldError(await post({ weeks: 27 }), 'weeks', 'too_large');
    expectFieldError(await post({ weeks: 0 }), 'weeks', 'too_small');
    expectFieldError(await post({ weeks: 1, from: 'tomorrow' }), 'from', 'invalid_format');
    expectFieldError(
      await call('POST', '/api/admin/duty-groups/generate?dryRun=maybe', { weeks: 1 }),
      'dryRun',
      'invalid_choice',
    );
    expect((await post({ weeks: 1, rotaIds: [999999] })).statusCode).toBe(404);
  });
});

describe('swap and cancel', () => {
  /** A rota whose only window this week is Thursday 26 November (a holiday), for one pharmacy. */
  async function holidayDuty() {
    const place = await createPlace(db());
    const onDuty = await pharmacy(place, 'On duty');
    const stand = await pharmacy(place, 'Stand-in');
    const rota = await rotaOf(place, [[onDuty]], {
      templates: ['public_holiday'],
      holidays: ['2026-11-26'],
      startsOn: '2026-11-23',
    });
    await generate({ weeks: 1, rotaIds: [rota.id] }, false);
    const [period] = await periodsOf([onDuty.id]);
    expect(period).toMatchObject({
      startsAt: new Date('2026-11-25T23:00:00Z'),
      endsAt: new Date('2026-11-26T23:00:00Z'),
    });
    return { place, onDuty, stand, period: period! };
  }

  it('a swap hands the period to another pharmacy: on call at once, in both histories and the system log', async () => {
    const { place, onDuty, stand, period } = await holidayDuty();
    expect(await onCall(place)).toEqual([onDuty.id]);
    const response = await call('POST', `/api/admin/duty-groups/periods/${period.id}/swap`, {
      facilityId: stand.id,
      reason: 'Travaux',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: RotaDutyPeriod }>().data).toMatchObject({
      id: period.id,
      facilityId: stand.id,
      cancelledAt: null,
    });
    expect(await onCall(place)).toEqual([stand.id]);
    for (const facility of [onDuty, stand]) {
      const [entry] = await historyOf(facility.id);
      expect(entry).toMatchObject({ action: 'duty_swapped', userId: staffId });
      expect(entry!.changes).toMatchObject({
        dutyFacilityId: { before: onDuty.id, after: stand.id },
        reason: { after: 'Travaux' },
      });
    }
    expect(await lastLog()).toMatchObject({ message: expect.stringContaining(`#${period.id} swapped`) });
  });

  it('records only what changed (never a before equal to its after), with the period as it was or became', async () => {
    const { onDuty, stand, period } = await holidayDuty();
    const window = { startsAt: period.startsAt.toISOString(), endsAt: period.endsAt.toISOString() };
    const swapped = await call('POST', `/api/admin/duty-groups/periods/${period.id}/swap`, {
      facilityId: stand.id,
      reason: 'Travaux',
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const cancelled = await call('POST', `/api/admin/duty-groups/periods/${period.id}/cancel`, { reason: 'Fermée' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [lost] = await historyOf(onDuty.id);
    const [cancel, gained] = await historyOf(stand.id);
    expect(lost!.changes).toEqual({
      dutyPeriod: { before: window, after: null },
      dutyFacilityId: { before: onDuty.id, after: stand.id },
      reason: { before: null, after: 'Travaux' },
    });
    expect(gained!.changes).toMatchObject({ dutyPeriod: { before: null, after: window } });
    expect(cancel!.changes).toEqual({
      dutyPeriod: { before: window, after: null },
      cancelReason: { before: null, after: 'Fermée' },
    });
    for (const entry of [...(await historyOf(onDuty.id)), ...(await historyOf(stand.id))])
      for (const [field, change] of Object.entries(
        entry.changes as Record<string, { before: unknown; after: unknown }>,
      ))
        expect({ field, equal: JSON.stringify(change.before) === JSON.stringify(change.after) }).toEqual({
          field,
          equal: false,
        });
  });

  it('a cancellation takes the pharmacy off call at once, keeps the reason, and can happen once', async () => {
    const { place, onDuty, period } = await holidayDuty();
    const response = await call('POST', `/api/admin/duty-groups/periods/${period.id}/cancel`, { reason: 'Fermée' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: RotaDutyPeriod }>().data).toMatchObject({
      cancelledAt: NOW.replace('Z', '.000Z'),
      cancelReason: 'Fermée',
    });
    expect(await onCall(place)).toEqual([]);
    const [entry] = await historyOf(onDuty.id);
    expect(entry).toMatchObject({ action: 'duty_cancelled' });
    expect(entry!.changes).toMatchObject({ cancelReason: { before: null, after: 'Fermée' } });
    expect(await lastLog()).toMatchObject({
      message: expect.stringContaining(`#${period.id} of facility #${onDuty.id} cancelled`),
    });
    const again = await call('POST', `/api/admin/duty-groups/periods/${period.id}/cancel`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/admin/duty-groups/periods/${period.id}/swap`, { facilityId: onDuty.id, reason: 'x' }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses a swap to a pharmacy on duty then, to a non-public pharmacy, and any change to a past period', async () => {
    const { place, stand, period } = await holidayDuty();
    const [busy] = await db()
      .insert(tables.pharmacyDutyPeriods)
      .values({
        facilityId: stand.id,
        startsAt: new Date('2026-11-26T12:00:00Z'),
        endsAt: new Date('2026-11-27T12:00:00Z'),
      })
      .returning();
    const swap = (body: object) => call('POST', `/api/admin/duty-groups/periods/${period.id}/swap`, body);
    const overlap = await swap({ facilityId: stand.id, reason: 'x' });
    expect(overlap.statusCode, overlap.body).toBe(409);
    expect(overlap.json<ApiError>().error.fields).toEqual([
      expect.objectContaining({
        path: 'facilityId',
        code: 'duty_overlap',
        params: { id: busy!.id, startsAt: busy!.startsAt.getTime(), endsAt: busy!.endsAt.getTime() },
      }),
    ]);
    const hospital = await createFacility(db(), { ...place });
    expectFieldError(await swap({ facilityId: hospital.id, reason: 'x' }), 'facilityId', 'not_public_pharmacy');
    expectFieldError(await swap({ facilityId: stand.id }), 'reason', 'required');
    expectFieldError(
      await call('POST', `/api/admin/duty-groups/periods/${period.id}/cancel`, { reason: '' }),
      'reason',
      'required',
    );
    expect((await call('POST', '/api/admin/duty-groups/periods/999999/cancel', { reason: 'x' })).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/admin/duty-groups/periods/999999/swap', { facilityId: stand.id, reason: 'x' }))
        .statusCode,
    ).toBe(404);
    // A period already over (Tuesday) can no longer be swapped or cancelled.
    const [past] = await db()
      .insert(tables.pharmacyDutyPeriods)
      .values({
        facilityId: stand.id,
        startsAt: new Date('2026-11-24T06:00:00Z'),
        endsAt: new Date('2026-11-24T18:00:00Z'),
      })
      .returning();
    const late = await call('POST', `/api/admin/duty-groups/periods/${past!.id}/cancel`, { reason: 'late' });
    expect(late.statusCode, late.body).toBe(409);
    const hand = await call('POST', `/api/admin/duty-groups/periods/${past!.id}/swap`, {
      facilityId: period.facilityId,
      reason: 'late',
    });
    expect(hand.statusCode, hand.body).toBe(409);
    const stored = await db()
      .select()
      .from(tables.pharmacyDutyPeriods)
      .where(eq(tables.pharmacyDutyPeriods.id, period.id));
    expect(stored[0]).toMatchObject({ facilityId: period.facilityId, cancelledAt: null });
  });
});

describe('permissions', () => {
  it('lets staff and admins in, answers 401 to visitors and 403 to other accounts', async () => {
    const admin = (await signedInAs(t, 'admin')).cookie;
    const patient = (await signedInAs(t, 'patient')).cookie;
    const doctor = (await signedInAs(t, 'doctor')).cookie;
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/duty-groups'],
      ['POST', '/api/admin/duty-groups', {}],
      ['PATCH', '/api/admin/duty-groups/1', {}],
      ['DELETE', '/api/admin/duty-groups/1'],
      ['POST', '/api/admin/duty-groups/generate?dryRun=true', { weeks: 1 }],
      ['POST', '/api/admin/duty-groups/periods/1/swap', {}],
      ['POST', '/api/admin/duty-groups/periods/1/cancel', {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, patient)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, doctor)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api/admin/duty-groups', undefined, admin)).statusCode).toBe(200);
    const place = await createPlace(db());
    const a = await pharmacy(place, 'A');
    const created = await call(
      'POST',
      '/api/admin/duty-groups',
      {
        name: 'By admin',
        subdivisionId: place.subdivisionId,
        templates: ['weekend'],
        startsOn: '2026-11-30',
        groups: [{ facilityIds: [a.id] }],
      },
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
  });
});
