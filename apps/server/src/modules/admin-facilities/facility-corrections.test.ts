import { tables } from '@hc/db';
import { createFacility } from '@hc/db/factories';
import type { ApiError } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import {
  CORRECTION_BODY_LIMIT,
  CORRECTIONS_PER_ADDRESS_PER_DAY,
  CORRECTIONS_PER_ADDRESS_PER_MINUTE,
} from './facility-corrections.routes';
import { weeklyHoursText } from './facility-corrections.mapping';

let t: TestApp;
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
});
afterAll(() => t.close());

const db = () => t.database.db;
/** Each test sends from its own address, so the per-address limits of one never touch another. */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

const submit = (facilityId: number | string, payload: unknown, from = newAddress(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/facilities/${facilityId}/corrections`,
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const correctionsOf = (facilityId: number) =>
  db().select().from(tables.facilityCorrections).where(eq(tables.facilityCorrections.facilityId, facilityId));

const lastFacilityLog = async () => {
  const [row] = await db()
    .select()
    .from(tables.systemLogs)
    .where(eq(tables.systemLogs.source, 'FACILITY'))
    .orderBy(desc(tables.systemLogs.id))
    .limit(1);
  return row;
};

describe('POST /api/facilities/:id/corrections', () => {
  it('keeps a proposed position to 7 decimals, so accepting 1e-320 sets the equator instead of a 500', async () => {
    // PostgreSQL's ll_to_earth (the position index) failed on the underflowing product (found by the hostile-input suite).
    const facility = await createFacility(db());
    const response = await submit(facility.id, { latitude: 1e-320, longitude: 9.123456789 });
    expect(response.statusCode, response.body).toBe(202);
    const [stored] = await correctionsOf(facility.id);
    expect(stored).toMatchObject({ lat: 0, lng: 9.1234568 });
    const { cookie } = await signedInAs(t, 'admin');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/corrections/${stored!.id}/accept`,
      headers: { cookie },
      payload: { fields: ['position'] },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
  it('keeps a visitor’s proposal (no account), the phone in E.164, and logs it', async () => {
    const facility = await createFacility(db());
    const hours = { mo: [{ opens: '08:00', closes: '17:00' }], sa: [], su: [] };
    const response = await submit(facility.id, {
      phone: '6 99 12 34 56',
      address: '  Rue de la Joie, Akwa  ',
      openingHours: hours,
      latitude: 4.05,
      longitude: 9.7,
      closedPermanently: false,
      note: 'The number on the door changed.',
      contact: 'amina@example.cm',
      website: '',
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ data: { received: true } });

    const [stored] = await correctionsOf(facility.id);
    expect(stored).toMatchObject({
      phone: '+237699123456',
      address: 'Rue de la Joie, Akwa',
      openingHours: hours,
      lat: 4.05,
      lng: 9.7,
      closedPermanently: false,
      notHealthFacility: false,
      note: 'The number on the door changed.',
      contact: 'amina@example.cm',
      status: 'pending',
      reviewedBy: null,
      acceptedFields: [],
    });
    expect(stored!.createdAt.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(await lastFacilityLog()).toMatchObject({
      level: 'INFO',
      userId: null,
      details: {
        facilityId: facility.id,
        correctionId: stored!.id,
        fields: ['phone', 'address', 'openingHours', 'position'],
      },
    });
  });

  it('takes "closed permanently" or "not a health facility" alone, and from a signed-in visitor too', async () => {
    const facility = await createFacility(db());
    const { cookie } = await signedInAs(t, 'patient');
    expect((await submit(facility.id, { closedPermanently: true }, newAddress(), cookie)).statusCode).toBe(202);
    expect((await submit(facility.id, { notHealthFacility: true })).statusCode).toBe(202);
    const stored = await correctionsOf(facility.id);
    expect(stored.map((c) => [c.closedPermanently, c.notHealthFacility]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('answers a filled honeypot like a success but keeps nothing (the log notes it)', async () => {
    const facility = await createFacility(db());
    const response = await submit(facility.id, { phone: '699123456', website: 'https://spam.example' });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ data: { received: true } });
    expect(await correctionsOf(facility.id)).toEqual([]);
    expect(await lastFacilityLog()).toMatchObject({ level: 'WARN', details: { facilityId: facility.id } });
  });

  it.each([
    ['nothing proposed', {}, 'request', 'required'],
    [
      'blank texts and unticked boxes only',
      { phone: ' ', closedPermanently: false, note: 'hi' },
      'request',
      'required',
    ],
    ['letters for a phone', { phone: 'call me' }, 'phone', 'invalid_phone'],
    ['a phone no country uses', { phone: '+237 12 34' }, 'phone', 'invalid_phone'],
    ['a latitude alone', { latitude: 4.05 }, 'longitude', 'required'],
    ['a latitude off the earth', { latitude: 95, longitude: 9.7 }, 'latitude', 'too_large'],
    [
      'a time that is not one',
      { openingHours: { mo: [{ opens: '8h', closes: '17:00' }] } },
      'openingHours.mo.0.opens',
      'invalid_time',
    ],
    ['a note over 1000 characters', { phone: '699123456', note: 'x'.repeat(1001) }, 'note', 'too_long'],
    ['a contact over 200 characters', { phone: '699123456', contact: 'x'.repeat(201) }, 'contact', 'too_long'],
    ['a field the form does not have', { phone: '699123456', status: 'approved' }, 'request', 'unknown_field'],
    ['a box that is not a yes or no', { closedPermanently: 'yes' }, 'closedPermanently', 'invalid_type'],
  ])('refuses %s with a field code', async (_case, payload, path, code) => {
    const facility = await createFacility(db());
    expectFieldError(await submit(facility.id, payload), path, code as never);
    expect(await correctionsOf(facility.id)).toEqual([]);
  });

  it('answers 413 to a body over its limit', async () => {
    const facility = await createFacility(db());
    const response = await submit(facility.id, { phone: '699123456', note: 'x'.repeat(CORRECTION_BODY_LIMIT) });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json<ApiError>().error).toMatchObject({ code: 'payload_too_large' });
    expect(await correctionsOf(facility.id)).toEqual([]);
  });

  it.each([
    ['unknown', async () => 999_999],
    ['suspended', async () => (await createFacility(db(), { status: 'suspended' })).id],
    ['pending', async () => (await createFacility(db(), { status: 'pending' })).id],
    ['archived', async () => (await createFacility(db(), { archivedAt: new Date('2026-11-01T00:00:00Z') })).id],
  ])('answers 404 for an %s facility (the public cannot see it)', async (_case, facilityId) => {
    const response = await submit(await facilityId(), { phone: '699123456' });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json<ApiError>().error.code).toBe('not_found');
  });

  it('answers 400 to an id that is not one', async () => {
    expectFieldError(await submit('abc', { phone: '699123456' }), 'id', 'invalid_type');
  });

  it(`answers 429 after ${CORRECTIONS_PER_ADDRESS_PER_MINUTE} a minute from one address, others unaffected`, async () => {
    // The limiter's minute runs on Date.now: held still, so a slow machine cannot carry the requests into the next.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T07:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const facility = await createFacility(db());
    const from = newAddress();
    for (let i = 0; i < CORRECTIONS_PER_ADDRESS_PER_MINUTE; i++)
      expect((await submit(facility.id, { phone: '699123456' }, from)).statusCode).toBe(202);
    const limited = await submit(facility.id, { phone: '699123456' }, from);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json<ApiError>().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await submit(facility.id, { phone: '699123456' })).statusCode).toBe(202);
    expect(await correctionsOf(facility.id)).toHaveLength(CORRECTIONS_PER_ADDRESS_PER_MINUTE + 1);
  });

  describe('the daily cap', () => {
    // The limiter's windows run on Date.now: only Date is faked, and moved with the app's clock.
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`stops an address at ${CORRECTIONS_PER_ADDRESS_PER_DAY} a day, however slowly they come`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = new Date('2026-11-26T08:00:00Z');
      vi.setSystemTime(start);
      clock.set(start);
      const advance = (ms: number) => {
        clock.advance(ms);
        vi.setSystemTime(clock.clock());
      };
      const facility = await createFacility(db());
      const from = newAddress();
      for (let i = 0; i < CORRECTIONS_PER_ADDRESS_PER_DAY; i++) {
        if (i > 0 && i % CORRECTIONS_PER_ADDRESS_PER_MINUTE === 0) advance(61_000);
        expect((await submit(facility.id, { phone: '699123456' }, from)).statusCode, `#${i + 1}`).toBe(202);
      }
      advance(61_000);
      expect((await submit(facility.id, { phone: '699123456' }, from)).statusCode).toBe(429);
      advance(24 * 60 * 60 * 1000);
      expect((await submit(facility.id, { phone: '699123456' }, from)).statusCode).toBe(202);
    });
  });
});

describe('weeklyHoursText', () => {
  it('writes the week as the directory’s hours text, grouping days with the same times', () => {
    const day = [{ opens: '08:00', closes: '17:00' }];
    expect(
      weeklyHoursText({ mo: day, tu: day, we: day, th: day, fr: day, sa: [{ opens: '08:00', closes: '12:00' }] }),
    ).toBe('Mo-Fr 08:00-17:00; Sa 08:00-12:00');
    expect(weeklyHoursText({ mo: day, we: day })).toBe('Mo 08:00-17:00; We 08:00-17:00');
    const allDay = [{ opens: '00:00', closes: '24:00' }];
    expect(
      weeklyHoursText({ mo: allDay, tu: allDay, we: allDay, th: allDay, fr: allDay, sa: allDay, su: allDay }),
    ).toBe('24/7');
    expect(
      weeklyHoursText({
        mo: [
          { opens: '08:00', closes: '12:00' },
          { opens: '14:00', closes: '18:00' },
        ],
      }),
    ).toBe('Mo 08:00-12:00,14:00-18:00');
    expect(weeklyHoursText({ mo: [], su: [] })).toBeNull();
  });
});
