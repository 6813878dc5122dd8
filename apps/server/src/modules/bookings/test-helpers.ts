// Helpers of the bookings API tests (imported by bookings*.test.ts only).
import { tables, type Db } from '@hc/db';
import { createDoctor, createFacility, createPatientRecord } from '@hc/db/factories';
import { desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';

export type Method = 'GET' | 'POST';

/** A request through the app, as the cookie's account (none when null). */
export const callAs = (t: TestApp, cookie: string | null) => (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

/** A public hospital in a new place (or the region given), an active doctor practising there, and a patient. */
export async function createCareSetup(db: Db, options: { regionId?: number; specialtyName?: string } = {}) {
  const facility = await createFacility(db, options.regionId ? { regionId: options.regionId } : {});
  const doctor = await createDoctor(db, {
    facilityId: facility.id,
    status: 'active',
    ...(options.specialtyName ? { specialtyName: options.specialtyName } : {}),
  });
  const patient = await createPatientRecord(db);
  return { facility, doctor, patient };
}
export type CareSetup = Awaited<ReturnType<typeof createCareSetup>>;

/** A New Booking body for the setup, on 1 December 2026 at 09:30 in Douala unless told otherwise. */
export const bookingBody = (setup: CareSetup, overrides: Record<string, unknown> = {}) => ({
  patientId: setup.patient.id,
  doctorId: setup.doctor.id,
  facilityId: setup.facility.id,
  startsAt: '2026-12-01T09:30:00+01:00',
  amountCfa: 12_500,
  ...overrides,
});

/** The newest line of the system log. */
export async function lastLog(db: Db) {
  const [row] = await db.select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id)).limit(1);
  return row!;
}

export async function bookingEventsOf(db: Db, bookingId: number) {
  return db
    .select()
    .from(tables.bookingEvents)
    .where(eq(tables.bookingEvents.bookingId, bookingId))
    .orderBy(tables.bookingEvents.id);
}
