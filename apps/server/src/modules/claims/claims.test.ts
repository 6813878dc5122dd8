import { tables } from '@hc/db';
import { createBooking, createClaim, createDoctor, createPatientRecord } from '@hc/db/factories';
import {
  claimStatuses,
  claimTargetStatuses,
  claimTransitions,
  formatPatientId,
  referenceOf,
  type ApiError,
  type Claim,
  type ClaimDetail,
  type ClaimList,
} from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Douala. */
const NOW = '2026-11-23T09:00:00Z';
const fake = createFakeClock(NOW);
let t: TestApp;
let admin: string;
let adminId: number;
let adminName: string;

beforeAll(async () => {
  t = await createTestApp({ clock: fake.clock });
  const signedIn = await signedInAs(t, 'admin', { firstName: 'Ada', lastName: 'Claims' });
  admin = signedIn.cookie;
  adminId = signedIn.account.id;
  adminName = 'Ada Claims';
});
afterAll(() => t?.close());

const db = () => t.database.db;
type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, cookie: string | null = admin) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

type Booking = Awaited<ReturnType<typeof createBooking>>;
/** New Claim's body about the booking: its doctor and patient, and a message. */
const bodyFor = (booking: Booking, changes: Record<string, unknown> = {}) => ({
  bookingId: booking.id,
  doctorId: booking.doctorId,
  patientId: booking.patientId,
  message: 'The patient was charged twice for the consultation',
  ...changes,
});
async function file(booking: Booking, changes: Record<string, unknown> = {}, cookie = admin): Promise<ClaimDetail> {
  const response = await call('POST', '/api/admin/claims', bodyFor(booking, changes), cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ClaimDetail }>().data;
}
/** Moves the claim to `to` with the note (none at all when null). */
const move = (id: number, to: string, note: string | null = `Moved to ${to}`, cookie = admin) =>
  call('POST', `/api/admin/claims/${id}/transition`, note === null ? { to } : { to, note }, cookie);
async function list(query: string, cookie = admin): Promise<ClaimList> {
  const response = await call('GET', `/api/admin/claims${query}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ClaimList>();
}
const idsOf = (page: ClaimList) => page.data.map((claim) => claim.id);
const search = async (q: string) => idsOf(await list(`?q=${encodeURIComponent(q)}`));
/** Every claim a search finds, page after page. */
async function searchAll(q: string): Promise<Claim[]> {
  const found: Claim[] = [];
  for (let page = 1; ; page++) {
    const answer = await list(`?q=${encodeURIComponent(q)}&page=${page}`);
    found.push(...answer.data);
    if (page * answer.meta.pageSize >= answer.meta.total) return found;
  }
}
const countClaims = () => db().$count(tables.claims);
async function lastLog() {
  const [row] = await db().select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id)).limit(1);
  return row!;
}

// First in the file: the database is fresh, so the claims filed here take the first ids.
describe('claims: references', () => {
  it('shows CLM and at least three digits (claim 7 is CLM007), found by its reference in any case', async () => {
    const booking = await createBooking(db());
    let claim = await file(booking);
    while (claim.id < 7) claim = await file(booking);
    expect(claim.id).toBe(7);
    expect(claim.reference).toBe('CLM007');
    expect(claim.reference).toBe(referenceOf('claim', claim.id));
    expect(await search('CLM007')).toEqual([7]);
    expect(await search('clm7')).toEqual([7]);
  });

  it('never gives a deleted claim’s number to a new claim', async () => {
    const booking = await createBooking(db());
    const first = await file(booking);
    await db().delete(tables.claims).where(eq(tables.claims.id, first.id));
    const next = await file(booking);
    expect(next.id).toBeGreaterThan(first.id);
    expect(next.reference).not.toBe(first.reference);
    expect((await call('GET', `/api/admin/claims/${first.id}`)).statusCode).toBe(404);
    expect(await search(first.reference)).toEqual([]);
  });
});

describe('claims: New Claim (POST /api/admin/claims)', () => {
  it('files an open claim about the booking, with its first timeline step and a system log line', async () => {
    const booking = await createBooking(db());
    const response = await call('POST', '/api/admin/claims', bodyFor(booking, { message: '  Charged twice  ' }));
    expect(response.statusCode, response.body).toBe(201);
    const claim = response.json<{ data: ClaimDetail }>().data;
    const [doctor] = await db().select().from(tables.doctors).where(eq(tables.doctors.id, booking.doctorId));
    const [patient] = await db().select().from(tables.users).where(eq(tables.users.id, booking.patientId));
    expect(claim).toEqual({
      id: claim.id,
      reference: referenceOf('claim', claim.id),
      booking: { id: booking.id, reference: referenceOf('booking', booking.id) },
      doctor: { id: booking.doctorId, name: doctor!.name },
      patient: {
        id: booking.patientId,
        number: formatPatientId(booking.patientId),
        name: `${patient!.firstName} ${patient!.lastName}`,
      },
      status: 'open',
      message: 'Charged twice',
      createdAt: new Date(NOW).toISOString(),
      updatedAt: new Date(NOW).toISOString(),
      timeline: [
        { from: null, to: 'open', note: null, who: { id: adminId, name: adminName }, at: new Date(NOW).toISOString() },
      ],
    });
    const [row] = await db().select().from(tables.claims).where(eq(tables.claims.id, claim.id));
    expect(row).toMatchObject({ status: 'open', createdBy: adminId, bookingId: booking.id });
    const log = await lastLog();
    expect(log).toMatchObject({ source: 'BOOKING', level: 'INFO', userId: adminId });
    expect(log.message).toContain(`Claim ${claim.reference} filed about booking ${claim.booking.reference}`);
    // Claim Details reads the same claim back.
    const read = await call('GET', `/api/admin/claims/${claim.id}`);
    expect(read.json<{ data: ClaimDetail }>().data).toEqual(claim);
  });

  it('takes the ids as the form’s fields hold them: BKG042, a doctor number, PAT-000123', async () => {
    const booking = await createBooking(db());
    const claim = await file(booking, {
      bookingId: referenceOf('booking', booking.id).toLowerCase(),
      doctorId: ` ${booking.doctorId} `,
      patientId: formatPatientId(booking.patientId),
    });
    expect(claim.booking.id).toBe(booking.id);
    expect(claim.doctor.id).toBe(booking.doctorId);
    expect(claim.patient.id).toBe(booking.patientId);
  });

  it('requires all four fields, each error on its own field', async () => {
    const before = await countClaims();
    const empty = await call('POST', '/api/admin/claims', {});
    for (const field of ['bookingId', 'doctorId', 'patientId', 'message']) expectFieldError(empty, field, 'required');
    const blank = await call('POST', '/api/admin/claims', {
      bookingId: '',
      doctorId: ' ',
      patientId: '',
      message: '   ',
    });
    for (const field of ['bookingId', 'doctorId', 'patientId', 'message']) expectFieldError(blank, field, 'required');
    const booking = await createBooking(db());
    expectFieldError(
      await call('POST', '/api/admin/claims', bodyFor(booking, { message: 'x'.repeat(2001) })),
      'message',
      'too_long',
    );
    expectFieldError(
      await call('POST', '/api/admin/claims', bodyFor(booking, { bookingId: 'CLM007' })),
      'bookingId',
      'invalid_format',
    );
    expectFieldError(
      await call('POST', '/api/admin/claims', bodyFor(booking, { patientId: 'Amina' })),
      'patientId',
      'invalid_format',
    );
    expectFieldError(
      await call('POST', '/api/admin/claims', bodyFor(booking, { doctorId: 1.5 })),
      'doctorId',
      'invalid',
    );
    expect(await countClaims()).toBe(before);
  });

  it('refuses ids that name nothing, as invalid on each field', async () => {
    const before = await countClaims();
    const booking = await createBooking(db());
    const missing = 2_000_000_000;
    const response = await call(
      'POST',
      '/api/admin/claims',
      bodyFor(booking, { bookingId: missing, doctorId: missing, patientId: missing }),
    );
    for (const field of ['bookingId', 'doctorId', 'patientId']) expectFieldError(response, field, 'invalid');
    expectFieldError(
      await call('POST', '/api/admin/claims', bodyFor(booking, { bookingId: missing })),
      'bookingId',
      'invalid',
    );
    // A staff account is not a patient.
    expectFieldError(
      await call('POST', '/api/admin/claims', bodyFor(booking, { patientId: adminId })),
      'patientId',
      'invalid',
    );
    // Beyond what an id column holds: names nothing either (never a database error).
    expectFieldError(
      await call('POST', '/api/admin/claims', bodyFor(booking, { bookingId: 99_999_999_999 })),
      'bookingId',
      'invalid',
    );
    expect(await countClaims()).toBe(before);
  });

  it('refuses a doctor or patient who is not the booking’s (not_same_booking)', async () => {
    const before = await countClaims();
    const booking = await createBooking(db());
    const otherDoctor = await createDoctor(db());
    const otherPatient = await createPatientRecord(db());
    const doctor = await call('POST', '/api/admin/claims', bodyFor(booking, { doctorId: otherDoctor.id }));
    const error = expectFieldError(doctor, 'doctorId', 'not_same_booking');
    expect(error.fields).toHaveLength(1);
    expectFieldError(
      await call('POST', '/api/admin/claims', bodyFor(booking, { patientId: otherPatient.id })),
      'patientId',
      'not_same_booking',
    );
    // Another booking's doctor and patient, together: both fields.
    const other = await createBooking(db());
    const both = await call(
      'POST',
      '/api/admin/claims',
      bodyFor(booking, { doctorId: other.doctorId, patientId: other.patientId }),
    );
    expectFieldError(both, 'doctorId', 'not_same_booking');
    expectFieldError(both, 'patientId', 'not_same_booking');
    expect(await countClaims()).toBe(before);
  });
});

describe('claims: transitions (POST /api/admin/claims/{id}/transition)', () => {
  for (const from of claimStatuses) {
    for (const to of claimTargetStatuses) {
      const allowed = claimTransitions[from].includes(to);
      it(`${allowed ? 'moves' : 'refuses to move (409)'} a claim from ${from} to ${to}`, async () => {
        const claim = await createClaim(db(), { status: from });
        const logsBefore = await db().$count(tables.systemLogs);
        const response = await move(claim.id, to, `  Step to ${to}  `);
        const events = await db().select().from(tables.claimEvents).where(eq(tables.claimEvents.claimId, claim.id));
        const [row] = await db().select().from(tables.claims).where(eq(tables.claims.id, claim.id));
        if (!allowed) {
          expect(response.statusCode, response.body).toBe(409);
          expect(response.json<ApiError>().error.code).toBe('conflict');
          expect(row!.status).toBe(from);
          expect(events).toEqual([]);
          expect(await db().$count(tables.systemLogs)).toBe(logsBefore);
          return;
        }
        expect(response.statusCode, response.body).toBe(200);
        const moved = response.json<{ data: ClaimDetail }>().data;
        expect(moved.status).toBe(to);
        expect(row!.status).toBe(to);
        expect(moved.timeline.at(-1)).toEqual({
          from,
          to,
          note: `Step to ${to}`,
          who: { id: adminId, name: adminName },
          at: new Date(NOW).toISOString(),
        });
        expect(events).toHaveLength(1);
        const log = await lastLog();
        expect(log).toMatchObject({ source: 'BOOKING', userId: adminId });
        expect(log.message).toBe(`Claim ${moved.reference} moved from ${from} to ${to}`);
      });
    }
  }

  it('keeps the whole timeline in order, each step with its note and who made it', async () => {
    const { account: support, cookie } = await signedInAs(t, 'support', { firstName: 'Sam', lastName: 'Support' });
    const claim = await file(await createBooking(db()));
    fake.advance(60_000);
    expect((await move(claim.id, 'in_progress', 'Called the facility', cookie)).statusCode).toBe(200);
    fake.advance(60_000);
    const done = await move(claim.id, 'resolved', 'Refund agreed');
    fake.set(NOW);
    expect(done.json<{ data: ClaimDetail }>().data.timeline).toEqual([
      { from: null, to: 'open', note: null, who: { id: adminId, name: adminName }, at: '2026-11-23T09:00:00.000Z' },
      {
        from: 'open',
        to: 'in_progress',
        note: 'Called the facility',
        who: { id: support.id, name: 'Sam Support' },
        at: '2026-11-23T09:01:00.000Z',
      },
      {
        from: 'in_progress',
        to: 'resolved',
        note: 'Refund agreed',
        who: { id: adminId, name: adminName },
        at: '2026-11-23T09:02:00.000Z',
      },
    ]);
  });

  it('reopens a resolved claim with its reason in the timeline; it can then be worked again', async () => {
    const claim = await createClaim(db(), { status: 'resolved' });
    const reopened = await move(claim.id, 'open', 'The patient was not refunded after all');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<{ data: ClaimDetail }>().data.timeline.at(-1)).toMatchObject({
      from: 'resolved',
      to: 'open',
      note: 'The patient was not refunded after all',
    });
    expectFieldError(await move(claim.id, 'open', null), 'note', 'required');
    expect((await move(claim.id, 'open', 'Again')).statusCode).toBe(409);
    expect((await move(claim.id, 'in_progress', 'Calling the facility again')).statusCode).toBe(200);
  });

  it('lets one of two racing moves through and answers the other 409', async () => {
    const claim = await createClaim(db(), { status: 'in_progress' });
    const answers = await Promise.all([move(claim.id, 'resolved'), move(claim.id, 'rejected')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await db().select().from(tables.claimEvents).where(eq(tables.claimEvents.claimId, claim.id));
    expect(events).toHaveLength(1);
    const [row] = await db().select().from(tables.claims).where(eq(tables.claims.id, claim.id));
    expect(row!.status).toBe(events[0]!.toStatus);
  });

  it('requires a note and a known next status; an unknown claim is 404', async () => {
    const claim = await createClaim(db());
    expectFieldError(await move(claim.id, 'in_progress', null), 'note', 'required');
    expectFieldError(await move(claim.id, 'in_progress', '   '), 'note', 'required');
    expectFieldError(await move(claim.id, 'in_progress', 'x'.repeat(1001)), 'note', 'too_long');
    expectFieldError(await move(claim.id, 'closed'), 'to', 'invalid_choice');
    const [row] = await db().select().from(tables.claims).where(eq(tables.claims.id, claim.id));
    expect(row!.status).toBe('open');
    const unknown = await move(2_000_000_000, 'in_progress');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().error.code).toBe('not_found');
  });
});

describe('claims: list (GET /api/admin/claims)', () => {
  it('pages 10 at a time, newest first, and filters by status', async () => {
    const booking = await createBooking(db());
    const filed: ClaimDetail[] = [];
    for (let i = 0; i < 12; i++) {
      fake.advance(60_000);
      filed.push(await file(booking));
    }
    fake.set(NOW);
    const q = `?q=${formatPatientId(booking.patientId)}`;
    const first = await list(q);
    expect(first.meta).toEqual({ total: 12, page: 1, pageSize: 10 });
    expect(idsOf(first)).toEqual(
      filed
        .map((claim) => claim.id)
        .reverse()
        .slice(0, 10),
    );
    const second = await list(`${q}&page=2`);
    expect(idsOf(second)).toEqual([filed[1]!.id, filed[0]!.id]);
    // A page past the end is clamped to the last.
    expect((await list(`${q}&page=9`)).meta.page).toBe(2);
    for (const claim of filed.slice(0, 3)) expect((await move(claim.id, 'in_progress')).statusCode).toBe(200);
    const working = await list(`${q}&status=in_progress`);
    expect(idsOf(working)).toEqual([filed[2]!.id, filed[1]!.id, filed[0]!.id]);
    expect(working.data.every((claim) => claim.status === 'in_progress')).toBe(true);
    expect((await list(`${q}&status=open`)).meta.total).toBe(9);
    expect((await list(`${q}&status=resolved`)).data).toEqual([]);
    expect((await call('GET', '/api/admin/claims?status=closed')).statusCode).toBe(400);
  });

  it('shows each row as the table needs it', async () => {
    const booking = await createBooking(db());
    const claim = await file(booking);
    const [row] = (await list(`?q=${claim.reference}`)).data;
    const { message: _message, timeline: _timeline, updatedAt: _updatedAt, ...expected } = claim;
    expect(row).toEqual(expected satisfies Claim);
  });

  it('finds a claim by its own, its booking’s, its doctor’s or its patient’s id, in any case', async () => {
    const booking = await createBooking(db());
    const claim = await file(booking);
    const other = await file(await createBooking(db()));
    // References name one kind of id.
    expect(await search(claim.reference)).toEqual([claim.id]);
    expect(await search(claim.reference.toLowerCase())).toEqual([claim.id]);
    expect(await search(referenceOf('booking', booking.id))).toEqual([claim.id]);
    expect(await search(`bkg${booking.id}`)).toEqual([claim.id]);
    expect(await search(formatPatientId(booking.patientId))).toEqual([claim.id]);
    expect(await search(formatPatientId(booking.patientId).toLowerCase())).toEqual([claim.id]);
    // A bare number may be any of the four, and finds only claims that have it as one of them.
    for (const id of [claim.id, booking.id, booking.doctorId, booking.patientId]) {
      const found = await searchAll(String(id));
      expect(
        found.map((row) => row.id),
        `q=${id}`,
      ).toContain(claim.id);
      for (const row of found) expect([row.id, row.booking.id, row.doctor.id, row.patient.id], `q=${id}`).toContain(id);
    }
    expect(await search(other.reference)).toEqual([other.id]);
    expect(await search('no such id')).toEqual([]);
    expect(await search('CLM')).toEqual([]);
  });
});

describe('claims: access and region scope', () => {
  it('documents its routes in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths['/api/admin/claims'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/claims/{id}'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/claims/{id}/transition'] ?? {})).toEqual(['post']);
  });

  it('needs claims:read to read and claims:write to file and move', async () => {
    const claim = await createClaim(db());
    const booking = await createBooking(db());
    /** Each route, and what an (unlimited) support account gets: it reads everything and works claims. */
    const routes: [Method, string, object | undefined, number][] = [
      ['GET', '/api/admin/claims', undefined, 200],
      ['GET', `/api/admin/claims/${claim.id}`, undefined, 200],
      ['POST', '/api/admin/claims', bodyFor(booking), 201],
      ['POST', `/api/admin/claims/${claim.id}/transition`, { to: 'in_progress', note: 'Looking' }, 200],
    ];
    for (const [method, url, payload] of routes)
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    for (const role of ['manager', 'developer'] as const) {
      const { cookie } = await signedInAs(t, role);
      for (const [method, url, payload] of routes)
        expect((await call(method, url, payload, cookie)).statusCode, `${role} ${method} ${url}`).toBe(403);
    }
    const { cookie } = await signedInAs(t, 'support');
    for (const [method, url, payload, status] of routes)
      expect((await call(method, url, payload, cookie)).statusCode, `support ${method} ${url}`).toBe(status);
  });

  it('holds a region-limited account to its region’s bookings: 404 for another’s claim, 403 to file on another’s booking', async () => {
    const home = await createBooking(db());
    const away = await createBooking(db());
    const mine = await file(home);
    const theirs = await file(away);
    const { cookie } = await signedInAs(t, 'support', { scopeRegionId: home.regionId });
    expect(idsOf(await list('', cookie))).toEqual([mine.id]);
    expect((await list(`?q=${theirs.reference}`, cookie)).meta.total).toBe(0);
    expect((await call('GET', `/api/admin/claims/${mine.id}`, undefined, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/claims/${theirs.id}`, undefined, cookie)).statusCode).toBe(404);
    expect((await move(theirs.id, 'in_progress', 'Not mine', cookie)).statusCode).toBe(404);
    const [row] = await db().select().from(tables.claims).where(eq(tables.claims.id, theirs.id));
    expect(row!.status).toBe('open');
    const before = await countClaims();
    const refused = await call('POST', '/api/admin/claims', bodyFor(away), cookie);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<ApiError>().error.code).toBe('forbidden');
    // Named by its reference, as the form sends it, the booking is still another region's.
    const byReference = bodyFor(away, { bookingId: referenceOf('booking', away.id) });
    expect((await call('POST', '/api/admin/claims', byReference, cookie)).statusCode).toBe(403);
    expect(await countClaims()).toBe(before);
    expect((await file(home, {}, cookie)).booking.id).toBe(home.id);
    expect((await move(mine.id, 'in_progress', 'Mine', cookie)).statusCode).toBe(200);
  });
});
