import { tables } from '@hc/db';
import { createCorrection, createFacility } from '@hc/db/factories';
import type { ApiError, Correction, CorrectionList, FacilityDetail, FacilityHistoryEntry } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError, readOk, readPublic } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: string;
let staffId: number;
let admin: string;
let patient: string;
// Late in the evening UTC: already the next day in Douala (UTC+1), the day "last verified" takes.
const clock = createFakeClock('2026-11-25T23:30:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'manager');
  staff = signedIn.cookie;
  staffId = signedIn.account.id;
  admin = (await signedInAs(t, 'admin')).cookie;
  patient = (await signedInAs(t, 'patient')).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie: string | null = staff) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
const accept = (id: number, fields: string[], cookie: string | null = staff) =>
  call('POST', `/api/admin/corrections/${id}/accept`, { fields }, cookie);
const reject = (id: number, reason: string, cookie: string | null = staff) =>
  call('POST', `/api/admin/corrections/${id}/reject`, { reason }, cookie);
const reviewed = (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Correction }>().data;
};
const facilityRow = async (id: number) => {
  const [row] = await db().select().from(tables.facilities).where(eq(tables.facilities.id, id));
  return row!;
};
const history = async (id: number) =>
  (await call('GET', `/api/admin/facilities/${id}/history`)).json<{ data: FacilityHistoryEntry[] }>().data;

describe('GET /api/admin/corrections', () => {
  // A database of its own, so the queue holds exactly what this test made.
  let queue: TestApp;
  let queueStaff: string;
  beforeAll(async () => {
    queue = await createTestApp({ clock: clock.clock });
    queueStaff = (await signedInAs(queue, 'manager')).cookie;
  });
  afterAll(() => queue.close());
  const list = async (query = '') => {
    const response = await queue.app.inject({
      method: 'GET',
      url: `/api/admin/corrections${query}`,
      headers: { cookie: queueStaff },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CorrectionList>();
  };

  it('lists the pending ones by default, newest first, 10 a page, each beside the facility as it is', async () => {
    const facility = await createFacility(queue.database.db, {
      name: 'Hôpital de Bonanjo',
      phone: '+237222000000',
      address: 'Old street',
      lat: 4.04,
      lng: 9.69,
    });
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
    const pending = [];
    for (let i = 0; i < 12; i++)
      pending.push(await createCorrection(queue.database.db, { facilityId: facility.id, createdAt: at(i) }));
    const accepted = await createCorrection(queue.database.db, {
      facilityId: facility.id,
      status: 'accepted',
      createdAt: at(30),
    });
    const rejected = await createCorrection(queue.database.db, {
      facilityId: facility.id,
      status: 'rejected',
      rejectReason: 'Not true',
      reviewedAt: at(40),
      createdAt: at(31),
    });
    const newestFirst = pending.map((c) => c.id).reverse();

    const first = await list();
    expect(first.meta).toEqual({ total: 12, page: 1, pageSize: 10 });
    expect(first.data.map((c) => c.id)).toEqual(newestFirst.slice(0, 10));
    expect((await list('?page=2')).data.map((c) => c.id)).toEqual(newestFirst.slice(10));
    // A page past the end shows the last one.
    expect((await list('?page=9')).meta.page).toBe(2);

    expect(first.data[0]).toMatchObject({
      status: 'pending',
      fields: ['phone'],
      proposal: { phone: '+237699000000', address: null, closedPermanently: false },
      facility: {
        id: facility.id,
        name: 'Hôpital de Bonanjo',
        current: { phone: '+237222000000', address: 'Old street', latitude: 4.04, longitude: 9.69 },
      },
      review: null,
    });
    expect((await list('?status=accepted')).data.map((c) => c.id)).toEqual([accepted.id]);
    const rejectedList = await list('?status=rejected');
    expect(rejectedList.data.map((c) => c.id)).toEqual([rejected.id]);
    expect(rejectedList.data[0]!.review).toMatchObject({ reason: 'Not true', by: null });
    expect((await list('?status=all')).meta.total).toBe(14);
    expect((await list('?status=all')).data[0]!.id).toBe(rejected.id);
  });

  it('refuses a status that does not exist', async () => {
    const response = await queue.app.inject({
      method: 'GET',
      url: '/api/admin/corrections?status=maybe',
      headers: { cookie: queueStaff },
    });
    expectFieldError(response, 'status', 'invalid_choice');
  });
});

describe('POST /api/admin/corrections/:id/accept', () => {
  it('applies only the fields chosen, through the history, and the public page shows them', async () => {
    const facility = await createFacility(db(), { phone: '+237222000000', address: 'Old street', lat: 4.0, lng: 9.0 });
    const correction = await createCorrection(db(), {
      facilityId: facility.id,
      phone: '+237699123456',
      address: 'New street',
      lat: 4.05,
      lng: 9.7,
    });
    // Read once, so a stale cached answer would show if the change did not reach the public read.
    expect((await readOk<{ data: FacilityDetail }>(t, `/api/facilities/${facility.id}`)).data.phone).toBe(
      '+237222000000',
    );

    const result = reviewed(await accept(correction.id, ['position', 'phone']));
    expect(result).toMatchObject({
      status: 'partially_accepted',
      review: {
        at: '2026-11-25T23:30:00.000Z',
        by: { id: staffId },
        acceptedFields: ['phone', 'position'],
        reason: null,
      },
      facility: { current: { phone: '+237699123456', address: 'Old street', latitude: 4.05, longitude: 9.7 } },
    });

    const row = await facilityRow(facility.id);
    expect(row).toMatchObject({
      phone: '+237699123456',
      address: 'Old street',
      lat: 4.05,
      lng: 9.7,
      lastVerifiedAt: '2026-11-26',
      version: facility.version + 1,
      updatedBy: staffId,
    });
    expect(row.locallyModifiedAt?.toISOString()).toBe('2026-11-25T23:30:00.000Z');

    const [entry] = await history(facility.id);
    expect(entry).toMatchObject({ action: 'corrected', user: { id: staffId } });
    expect(entry!.changes).toEqual([
      { field: 'latitude', before: 4.0, after: 4.05 },
      { field: 'longitude', before: 9.0, after: 9.7 },
      { field: 'phone', before: '+237222000000', after: '+237699123456' },
    ]);

    // No invalidation by the test: the server's own write must make the public read fresh.
    const publicDetail = (await t.app.inject({ method: 'GET', url: `/api/facilities/${facility.id}` })).json<{
      data: FacilityDetail;
    }>().data;
    expect(publicDetail).toMatchObject({ phone: '+237699123456', lastVerifiedAt: '2026-11-26', latitude: 4.05 });

    const [log] = await db()
      .select()
      .from(tables.systemLogs)
      .where(eq(tables.systemLogs.source, 'FACILITY'))
      .orderBy(desc(tables.systemLogs.id))
      .limit(1);
    expect(log).toMatchObject({ userId: staffId, details: { facilityId: facility.id, action: 'corrected' } });
  });

  it('is "accepted" when every proposed field is taken; new hours also replace the hours text', async () => {
    const facility = await createFacility(db(), { hoursText: 'Mo-Su 07:00-19:00' });
    const day = [{ opens: '08:00', closes: '17:00' }];
    const correction = await createCorrection(db(), {
      facilityId: facility.id,
      phone: null,
      openingHours: { mo: day, tu: day, we: day, th: day, fr: day, sa: [], su: [] },
    });
    expect(reviewed(await accept(correction.id, ['openingHours'])).status).toBe('accepted');
    const row = await facilityRow(facility.id);
    expect(row.hoursText).toBe('Mo-Fr 08:00-17:00');
    expect(row.openingHours).toEqual({ mo: day, tu: day, we: day, th: day, fr: day, sa: [], su: [] });
    const detail = (await readOk<{ data: FacilityDetail }>(t, `/api/facilities/${facility.id}`)).data;
    expect(detail.hours).toBe('Mo-Fr 08:00-17:00');
  });

  it.each(['closedPermanently', 'notHealthFacility'] as const)(
    'archives the facility when "%s" is accepted: it leaves the public site',
    async (field) => {
      const facility = await createFacility(db());
      const correction = await createCorrection(db(), { facilityId: facility.id, phone: null, [field]: true });
      const result = reviewed(await accept(correction.id, [field]));
      expect(result.facility.archivedAt).toBe('2026-11-25T23:30:00.000Z');
      expect((await readPublic(t, `/api/facilities/${facility.id}`)).statusCode).toBe(404);
      const [entry] = await history(facility.id);
      expect(entry).toMatchObject({ action: 'corrected' });
      expect(entry!.changes.map((c) => c.field)).toEqual(['archivedAt']);
    },
  );

  it('refuses a field the correction does not propose, an empty choice and an unknown field', async () => {
    const correction = await createCorrection(db());
    expectFieldError(await accept(correction.id, ['address']), 'fields', 'invalid');
    expectFieldError(await accept(correction.id, []), 'fields', 'required');
    expectFieldError(await accept(correction.id, ['name']), 'fields', 'invalid');
    expectFieldError(await accept(correction.id, ['email']), 'fields.0', 'invalid_choice');
    const [stored] = await db()
      .select()
      .from(tables.facilityCorrections)
      .where(eq(tables.facilityCorrections.id, correction.id));
    expect(stored!.status).toBe('pending');
  });

  it('answers 404 for an unknown correction', async () => {
    const response = await accept(999_999, ['phone']);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().error.code).toBe('not_found');
  });
});

describe('POST /api/admin/corrections/:id/reject', () => {
  it('closes the correction with its reason, leaves the facility as it was, and logs it', async () => {
    const facility = await createFacility(db(), { phone: '+237222000000' });
    const correction = await createCorrection(db(), { facilityId: facility.id });
    const result = reviewed(await reject(correction.id, '  The hospital confirmed its number.  '));
    expect(result).toMatchObject({
      status: 'rejected',
      review: { by: { id: staffId }, reason: 'The hospital confirmed its number.', acceptedFields: [] },
    });
    const row = await facilityRow(facility.id);
    expect(row).toMatchObject({ phone: '+237222000000', version: facility.version, lastVerifiedAt: null });
    const [log] = await db()
      .select()
      .from(tables.systemLogs)
      .where(eq(tables.systemLogs.source, 'FACILITY'))
      .orderBy(desc(tables.systemLogs.id))
      .limit(1);
    expect(log).toMatchObject({
      userId: staffId,
      details: { facilityId: facility.id, correctionId: correction.id, action: 'correction_rejected' },
    });
  });

  it('needs a reason, and answers 404 for an unknown correction', async () => {
    const correction = await createCorrection(db());
    expectFieldError(await reject(correction.id, '   '), 'reason', 'required');
    expectFieldError(await reject(correction.id, 'x'.repeat(501)), 'reason', 'too_long');
    expect((await reject(999_999, 'No')).statusCode).toBe(404);
  });
});

describe('a correction is reviewed once', () => {
  it('answers 409 to any second review, whatever the first was', async () => {
    const first = await createCorrection(db());
    reviewed(await accept(first.id, ['phone']));
    const second = await createCorrection(db());
    reviewed(await reject(second.id, 'Wrong'));
    for (const response of [
      await accept(first.id, ['phone']),
      await reject(first.id, 'Too late'),
      await accept(second.id, ['phone']),
      await reject(second.id, 'Again'),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<ApiError>().error.code).toBe('conflict');
    }
    expect((await history(first.facilityId)).filter((e) => e.action === 'corrected')).toHaveLength(1);
  });
});

describe('who may review', () => {
  it('lets staff and admins list, accept and reject; refuses anonymous visitors and patients', async () => {
    for (const [who, cookie, status] of [
      ['anonymous', null, 401],
      ['patient', patient, 403],
    ] as const) {
      const correction = await createCorrection(db());
      expect((await call('GET', '/api/admin/corrections', undefined, cookie)).statusCode, who).toBe(status);
      expect((await accept(correction.id, ['phone'], cookie)).statusCode, who).toBe(status);
      expect((await reject(correction.id, 'No', cookie)).statusCode, who).toBe(status);
      expect((await facilityRow(correction.facilityId)).lastVerifiedAt, who).toBeNull();
    }
    for (const cookie of [staff, admin]) {
      expect((await call('GET', '/api/admin/corrections', undefined, cookie)).statusCode).toBe(200);
      reviewed(await accept((await createCorrection(db())).id, ['phone'], cookie));
      reviewed(await reject((await createCorrection(db())).id, 'No', cookie));
    }
  });
});
