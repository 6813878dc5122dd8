import { tables } from '@hc/db';
import { createBooking, createDoctor, createFacility, createPatientRecord, createPlace } from '@hc/db/factories';
import type { BookingDetail, BookingDoctorChoice, BookingList, UserRole } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { bookingBody, callAs, createCareSetup, type Method } from './test-helpers';

const clock = createFakeClock('2026-11-23T09:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  admin = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: Method, url: string, payload?: object) => callAs(t, admin)(method, url, payload);
async function list(query: string, cookie = admin): Promise<BookingList> {
  const response = await callAs(t, cookie)('GET', `/api/admin/bookings${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookingList>();
}
const idsOf = async (query: string, cookie = admin) => (await list(query, cookie)).data.map((row) => row.id);
const at = (iso: string) => new Date(iso);

describe('bookings: list', () => {
  it('keeps whole Douala days, both ends included: 23:30 on the last day is in, 00:00 the next day is out', async () => {
    const { doctor, facility } = await createCareSetup(db());
    const make = (startsAt: string) =>
      createBooking(db(), { doctorId: doctor.id, facilityId: facility.id, startsAt: at(startsAt) });
    const beforeStart = await make('2026-12-09T23:30:00+01:00');
    const firstInstant = await make('2026-12-10T00:00:00+01:00');
    const lastSlot = await make('2026-12-12T23:30:00+01:00');
    const nextDay = await make('2026-12-13T00:00:00+01:00');
    const scope = `?doctor=${doctor.id}&sort=startsAt&order=asc`;
    expect(await idsOf(`${scope}&from=2026-12-10&to=2026-12-12`)).toEqual([firstInstant.id, lastSlot.id]);
    expect(await idsOf(`${scope}&from=2026-12-10`)).toEqual([firstInstant.id, lastSlot.id, nextDay.id]);
    expect(await idsOf(`${scope}&to=2026-12-09`)).toEqual([beforeStart.id]);
    expect(await idsOf(`${scope}&from=2026-12-13&to=2026-12-13`)).toEqual([nextDay.id]);
    expectFieldError(
      await call('GET', `/api/admin/bookings${scope}&from=2026-12-31&to=2026-12-01`),
      'to',
      'ends_before_start',
    );
    expectFieldError(await call('GET', '/api/admin/bookings?from=10/12/2026'), 'from', 'invalid_format');
  });

  it('filters by status, specialty, doctor and location (id or name), 10 a page, sorted as asked', async () => {
    const place = await createPlace(db());
    const [region] = await db().select().from(tables.regions).where(eq(tables.regions.id, place.regionId));
    const [division] = await db().select().from(tables.divisions).where(eq(tables.divisions.id, place.divisionId));
    const facility = await createFacility(db(), { ...place });
    const otherFacility = await createFacility(db(), { regionId: place.regionId });
    const cardiologist = await createDoctor(db(), { facilityId: facility.id, specialtyName: 'Cardiology' });
    const paediatrician = await createDoctor(db(), { facilityId: otherFacility.id, specialtyName: 'Paediatrics' });
    const rows = [];
    for (let i = 0; i < 12; i++) {
      const doctor = i < 8 ? cardiologist : paediatrician;
      rows.push(
        await createBooking(db(), {
          doctorId: doctor.id,
          facilityId: i < 8 ? facility.id : otherFacility.id,
          specialtyId: doctor.specialtyId,
          status: i % 3 === 0 ? 'confirmed' : 'pending',
          amountCfa: 1_000 * (i + 1),
          startsAt: at(`2027-01-${String(i + 1).padStart(2, '0')}T10:00:00+01:00`),
        }),
      );
    }
    const all = await list(`?region=${place.regionId}`);
    expect(all.meta).toEqual({ total: 12, page: 1, pageSize: 10 });
    // Latest start first by default.
    expect(all.data[0]!.id).toBe(rows[11]!.id);
    expect((await list(`?region=${place.regionId}&page=2`)).data).toHaveLength(2);
    expect((await list(`?region=${place.regionId}&page=9`)).meta.page).toBe(2);
    expect((await list(`?region=${encodeURIComponent(region!.nameEn.toUpperCase())}`)).meta.total).toBe(12);
    expect((await list(`?division=${encodeURIComponent(division!.nameFr)}`)).meta.total).toBe(8);
    expect((await list(`?subdivision=${place.subdivisionId}`)).meta.total).toBe(8);
    expect((await list(`?region=${place.regionId}&status=confirmed`)).meta.total).toBe(4);
    expect((await list(`?specialty=${paediatrician.specialtyId}`)).meta.total).toBe(4);
    expect((await list(`?doctor=${cardiologist.id}&status=pending`)).meta.total).toBe(5);
    expect((await idsOf(`?region=${place.regionId}&sort=amount&order=asc`))[0]).toBe(rows[0]!.id);
    expect((await idsOf(`?region=${place.regionId}&sort=createdAt`)).length).toBe(10);
    expect((await list('?region=Nowhere%20Land')).meta.total).toBe(0);
    expect((await list(`?region=${place.regionId}&status=no_show`)).data).toEqual([]);
  });

  it('searches by booking reference or id, patient number or name, and doctor name (case and accents ignored)', async () => {
    const facility = await createFacility(db());
    const doctor = await createDoctor(db(), { facilityId: facility.id, name: 'Dr Émilienne Zambo-Quartz' });
    const patient = await createPatientRecord(db(), { firstName: 'Aïcha', lastName: 'Quetzal-Ndongo' });
    const booking = await createBooking(db(), { doctorId: doctor.id, facilityId: facility.id, patientId: patient.id });
    const other = await createBooking(db());
    const reference = `BKG${String(booking.id).padStart(3, '0')}`;
    const number = `PAT-${String(patient.id).padStart(6, '0')}`;
    for (const q of [
      reference,
      reference.toLowerCase(),
      number,
      'aicha quetzal',
      'QUETZAL-ndo',
      'emilienne zambo',
      'ZAMBO-quartz',
    ])
      expect(await idsOf(`?q=${encodeURIComponent(q)}`), q).toEqual([booking.id]);
    expect(await idsOf(`?q=${booking.id}`)).toContain(booking.id);
    expect(await idsOf(`?q=${encodeURIComponent(reference)}`)).not.toContain(other.id);
    expect((await list('?q=nobody%20at%20all%20here')).meta.total).toBe(0);
    // LIKE's wildcards are taken literally.
    expect((await list('?q=%25')).meta.total).toBe(0);
  });

  it('shows each row’s parties, place, start, status, amount and what was paid', async () => {
    const setup = await createCareSetup(db(), { specialtyName: 'Dermatology' });
    const created = await call(
      'POST',
      '/api/admin/bookings',
      bookingBody(setup, { startsAt: '2027-03-01T08:00:00+01:00' }),
    );
    const booking = created.json<{ data: BookingDetail }>().data;
    const [row] = (await list(`?doctor=${setup.doctor.id}`)).data;
    const { note, createdBy, history, payments, claims, ...listed } = booking;
    expect({ note, createdBy: createdBy?.id, history: history.length, payments, claims }).toMatchObject({
      payments: [],
    });
    expect(row).toEqual(listed);
    expect(row).toMatchObject({ specialty: { nameEn: 'Dermatology' }, region: { id: setup.facility.regionId } });
  });
  it('keeps its totals true after every write: a booking added elsewhere, a cancel, a deletion, a renamed patient', async () => {
    const setup = await createCareSetup(db());
    const { doctor, facility, patient } = setup;
    const byDoctor = `?doctor=${doctor.id}`;
    const total = async (query: string) => (await list(query)).meta.total;
    const first = await createBooking(db(), {
      doctorId: doctor.id,
      facilityId: facility.id,
      patientId: patient.id,
      status: 'pending',
    });
    expect(await total(byDoctor)).toBe(1);
    expect(await total(`${byDoctor}&status=cancelled`)).toBe(0);
    // Written straight to the database, as another process or an import would.
    const second = await createBooking(db(), { doctorId: doctor.id, facilityId: facility.id });
    expect(await total(byDoctor)).toBe(2);
    const cancelled = await call('POST', `/api/admin/bookings/${first.id}/cancel`, { reason: 'The patient called' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await total(`${byDoctor}&status=cancelled`)).toBe(1);
    await db().delete(tables.bookings).where(eq(tables.bookings.id, second.id));
    expect(await total(byDoctor)).toBe(1);
    // The same search text now names someone else: the total is that of the new match.
    const name = `Renamed${patient.id}`;
    expect(await total(`?q=${name}`)).toBe(0);
    await db().update(tables.users).set({ lastName: name }).where(eq(tables.users.id, patient.id));
    expect(await total(`?q=${name}`)).toBe(1);
  });
});

describe('bookings: doctors to choose from', () => {
  it('lists the bookable doctors of a facility, or any doctor by name or id', async () => {
    const facility = await createFacility(db());
    const active = await createDoctor(db(), { facilityId: facility.id, name: 'Dr Abega Yaoundé', status: 'active' });
    const verified = await createDoctor(db(), { facilityId: facility.id, name: 'Dr Biya Ndzana', status: 'verified' });
    const suspended = await createDoctor(db(), {
      facilityId: facility.id,
      name: 'Dr Suspendu Yaounde',
      status: 'suspended',
    });
    await createDoctor(db(), { name: 'Dr Elsewhere Yaounde' });
    const choices = async (query: string) => {
      const response = await call('GET', `/api/admin/bookings/doctors${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: BookingDoctorChoice[] }>().data.map((doctor) => doctor.id);
    };
    expect(await choices(`?facility=${facility.id}`)).toEqual([active.id, verified.id]);
    expect(await choices(`?facility=${facility.id}&q=yaounde`)).toEqual([active.id]);
    expect(await choices('?q=suspendu%20yaounde')).toEqual([suspended.id]);
    expect(await choices(`?q=${verified.id}`)).toContain(verified.id);
  });
});

describe('bookings: who may call', () => {
  it('lets admin and support read and write, and refuses manager, developer, patient and doctor', async () => {
    const setup = await createCareSetup(db());
    const booking = await createBooking(db(), { doctorId: setup.doctor.id, facilityId: setup.facility.id });
    let minute = 0;
    const routes = (): [Method, string, object?][] => [
      ['GET', '/api/admin/bookings'],
      ['GET', `/api/admin/bookings/${booking.id}`],
      ['GET', `/api/admin/bookings/doctors?facility=${setup.facility.id}`],
      [
        'POST',
        '/api/admin/bookings',
        bookingBody(setup, { startsAt: `2027-02-01T${String(8 + minute++).padStart(2, '0')}:00:00+01:00` }),
      ],
    ];
    for (const role of ['admin', 'support', 'manager', 'developer', 'patient', 'doctor'] as UserRole[]) {
      const { cookie } = await signedInAs(t, role);
      for (const [method, url, payload] of routes()) {
        const response = await callAs(t, cookie)(method, url, payload);
        const allowed = role === 'admin' || role === 'support';
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(allowed ? (method === 'POST' ? 201 : 200) : 403);
      }
    }
    for (const [method, url, payload] of routes())
      expect((await callAs(t, null)(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    const supportCookie = (await signedInAs(t, 'support')).cookie;
    expect((await callAs(t, supportCookie)('POST', `/api/admin/bookings/${booking.id}/confirm`, {})).statusCode).toBe(
      200,
    );
    const managerCookie = (await signedInAs(t, 'manager')).cookie;
    expect(
      (await callAs(t, managerCookie)('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('holds a region-limited support account to its region: its list, 404 elsewhere, 403 to book elsewhere', async () => {
    const home = await createCareSetup(db());
    const away = await createCareSetup(db());
    const mine = await createBooking(db(), { doctorId: home.doctor.id, facilityId: home.facility.id });
    const theirs = await createBooking(db(), { doctorId: away.doctor.id, facilityId: away.facility.id });
    const { cookie } = await signedInAs(t, 'support', { scopeRegionId: home.facility.regionId! });
    const as = callAs(t, cookie);
    expect(await idsOf('', cookie)).toEqual([mine.id]);
    expect((await list(`?region=${away.facility.regionId}`, cookie)).meta.total).toBe(0);
    expect((await list(`?q=BKG${String(theirs.id).padStart(3, '0')}`, cookie)).meta.total).toBe(0);
    expect((await as('GET', `/api/admin/bookings/${mine.id}`)).statusCode).toBe(200);
    expect((await as('GET', `/api/admin/bookings/${theirs.id}`)).statusCode).toBe(404);
    expect((await as('POST', `/api/admin/bookings/${theirs.id}/cancel`, { reason: 'Not mine' })).statusCode).toBe(404);
    expect((await as('POST', `/api/admin/bookings/${theirs.id}/confirm`, {})).statusCode).toBe(404);
    const refused = await as('POST', '/api/admin/bookings', bookingBody(away));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await db().$count(tables.bookings, eq(tables.bookings.doctorId, away.doctor.id))).toBe(1);
    expect((await as('POST', '/api/admin/bookings', bookingBody(home))).statusCode).toBe(201);
    expect((await as('GET', `/api/admin/bookings/doctors?facility=${away.facility.id}`)).json()).toEqual({ data: [] });
  });

  it('documents every bookings path in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/api/admin/bookings',
      '/api/admin/bookings/doctors',
      '/api/admin/bookings/{id}',
      '/api/admin/bookings/{id}/confirm',
      '/api/admin/bookings/{id}/complete',
      '/api/admin/bookings/{id}/no-show',
      '/api/admin/bookings/{id}/cancel',
    ])
      expect(paths).toContain(path);
  });
});
