import { createBooking, createClaim, createDoctor, createPayment, createSpecialty } from '@hc/db/factories';
import type { AnalyticsDoctorRef, BookingAnalytics, DoctorAnalytics } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { douala, inject, newRegion, readData, startAnalyticsApp } from './test-helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await startAnalyticsApp());
});
afterAll(() => t.close());

const db = () => t.database.db;
const doctors = (query: string) => readData<DoctorAnalytics>(t, `/api/admin/analytics/doctors?${query}`, admin);
const bookings = (query: string) => readData<BookingAnalytics>(t, `/api/admin/analytics/bookings?${query}`, admin);

/** A paid payment (or, with `refundOf`, a refund) of the booking, paid at a Douala instant. */
const paid = (bookingId: number, amountCfa: number, at: string, refundOf?: number) =>
  createPayment(db(), {
    bookingId,
    amountCfa,
    status: 'paid',
    paidAt: douala(at),
    ...(refundOf ? { kind: 'refund' as const, refundOf } : {}),
  });

describe('Doctors', () => {
  it('counts the region’s doctors, their bookings and earnings (refunds taken off), and ranks the highest-earning', async () => {
    const { regionId, facilityId } = await newRegion(t);
    const specialty = await createSpecialty(db(), { nameEn: 'Cardiology', nameFr: 'Cardiologie' });
    const cardiologist = await createDoctor(db(), { regionId, facilityId, specialtyId: specialty.id, name: 'Dr Aba' });
    const generalist = await createDoctor(db(), { regionId, facilityId, name: 'Dr Bela' });
    await createDoctor(db(), { regionId, facilityId, name: 'Dr Idle' });
    const book = (doctorId: number, at: string, status: 'pending' | 'completed' = 'completed') =>
      createBooking(db(), { doctorId, facilityId, createdAt: douala(at), status });

    const recent = await book(cardiologist.id, '2026-11-25T08:00');
    const payment = await paid(recent.id, 20_000, '2026-11-25T08:30');
    await paid(recent.id, -5_000, '2026-11-25T09:00', payment.id);
    // Neither a pending nor a failed payment is money in.
    await createPayment(db(), { bookingId: recent.id, amountCfa: 7_000 });
    await createPayment(db(), { bookingId: recent.id, amountCfa: 9_000, status: 'failed' });
    const older = await book(cardiologist.id, '2026-06-10T10:00');
    await paid(older.id, 30_000, '2026-06-10T11:00');
    const other = await book(generalist.id, '2026-11-24T12:00', 'pending');
    await paid(other.id, 18_000, '2026-11-24T12:30');
    // Another region's doctor is not counted.
    const away = await newRegion(t);
    const outsider = await createDoctor(db(), { regionId: away.regionId, facilityId: away.facilityId });
    await paid(
      (await createBooking(db(), { doctorId: outsider.id, createdAt: douala('2026-11-25T08:00') })).id,
      99_000,
      '2026-11-25T08:00',
    );

    const aba = {
      id: cardiologist.id,
      name: 'Dr Aba',
      specialty: { id: specialty.id, nameEn: 'Cardiology', nameFr: 'Cardiologie' },
    };
    const bela = { id: generalist.id, name: 'Dr Bela', specialty: null };
    const all = await doctors(`region=${regionId}`);
    expect(all).toMatchObject({
      region: regionId,
      doctor: null,
      totalDoctors: 3,
      totalBookings: 3,
      totalEarningsCfa: 63_000,
      averageRating: { collected: false },
      bestRatedDoctors: { collected: false },
    });
    expect(all.highestEarningDoctors).toEqual([
      { ...aba, bookings: 2, earningsCfa: 45_000 },
      { ...bela, bookings: 1, earningsCfa: 18_000 },
    ]);

    const month = await doctors(`period=month&region=${regionId}`);
    expect([month.totalDoctors, month.totalBookings, month.totalEarningsCfa]).toEqual([3, 2, 33_000]);
    expect(month.highestEarningDoctors).toEqual([
      { ...bela, bookings: 1, earningsCfa: 18_000 },
      { ...aba, bookings: 1, earningsCfa: 15_000 },
    ]);

    // The doctor filter: that doctor's figures only, and the doctor named.
    const one = await doctors(`period=month&region=${regionId}&doctor=${generalist.id}`);
    expect(one).toMatchObject({ doctor: bela, totalDoctors: 1, totalBookings: 1, totalEarningsCfa: 18_000 });
    expect(one.highestEarningDoctors).toEqual([{ ...bela, bookings: 1, earningsCfa: 18_000 }]);
    // A doctor of another region with this region chosen: nothing of theirs is counted.
    const outside = await doctors(`region=${regionId}&doctor=${outsider.id}`);
    expect([outside.totalDoctors, outside.totalBookings, outside.totalEarningsCfa]).toEqual([0, 0, 0]);
    expect((await inject(t, '/api/admin/analytics/doctors?doctor=2000000000', admin)).statusCode).toBe(404);
  });

  it('offers doctors to filter by, by name or id', async () => {
    const { regionId, facilityId } = await newRegion(t);
    const doctor = await createDoctor(db(), { regionId, facilityId, name: 'Dr Ngo Bisséck' });
    const choices = (q: string) =>
      readData<AnalyticsDoctorRef[]>(t, `/api/admin/analytics/doctor-choices?q=${encodeURIComponent(q)}`, admin);
    expect((await choices('bisseck')).map((row) => row.id)).toEqual([doctor.id]);
    expect((await choices(String(doctor.id))).map((row) => row.id)).toContain(doctor.id);
    expect(await choices('')).toEqual([]);
  });
});

describe('Bookings & Finance', () => {
  it('counts the bookings made at the region’s facilities, complaints, quality, net income and peak months', async () => {
    const { regionId, facilityId } = await newRegion(t);
    const book = (at: string, status: 'pending' | 'completed' | 'cancelled' = 'completed') =>
      createBooking(db(), { facilityId, createdAt: douala(at), status });
    const good = await book('2026-11-05T10:00');
    const disputed = await book('2026-11-06T10:00');
    await createClaim(db(), { bookingId: disputed.id });
    const waiting = await book('2026-11-07T10:00', 'pending');
    const october = await book('2026-10-15T10:00');
    await book('2026-10-20T10:00', 'cancelled');
    // 00:30 on 1 January in Douala is still 31 December in UTC: a January booking.
    await book('2026-01-01T00:30');
    await book('2025-06-01T10:00');
    // Another region's booking is not counted.
    await createBooking(db(), { createdAt: douala('2026-11-05T10:00'), status: 'completed' });

    await paid(good.id, 10_000, '2026-11-05T10:30');
    const octoberPayment = await paid(october.id, 20_000, '2026-10-15T10:30');
    // Refunded this month: this month's income is less by as much.
    await paid(october.id, -5_000, '2026-11-08T10:00', octoberPayment.id);
    await createPayment(db(), { bookingId: waiting.id, amountCfa: 10_000 });

    const all = await bookings(`region=${regionId}`);
    expect(all).toEqual({
      period: expect.objectContaining({ name: 'all', from: null }),
      region: regionId,
      totalBookings: 7,
      bookingsWithoutComplaints: 6,
      highQualityBookings: 4,
      totalIncomeCfa: 25_000,
      doctorPayments: { collected: false },
      retainedMoney: { collected: false },
      peakMonths: [
        { month: '2026-11', bookings: 3 },
        { month: '2026-10', bookings: 2 },
        { month: '2025-06', bookings: 1 },
      ],
    });
    const month = await bookings(`period=month&region=${regionId}`);
    expect(month).toMatchObject({
      totalBookings: 3,
      bookingsWithoutComplaints: 2,
      highQualityBookings: 1,
      totalIncomeCfa: 5_000,
      peakMonths: [{ month: '2026-11', bookings: 3 }],
    });
    const year = await bookings(`period=year&region=${regionId}`);
    expect(year.totalBookings).toBe(6);
    expect(year.peakMonths.at(-1)).toEqual({ month: '2026-01', bookings: 1 });
    expect((await bookings(`period=day&region=${regionId}`)).totalBookings).toBe(0);
  });
});
