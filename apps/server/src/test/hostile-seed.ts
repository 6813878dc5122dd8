import {
  createAccount,
  createBooking,
  createClaim,
  createCorrection,
  createDivision,
  createDoctor,
  createDutyPeriod,
  createFacility,
  createFacilityClaim,
  createFacilityManager,
  createLabTest,
  createPatientRecord,
  createPayment,
  createRegion,
  createSubdivision,
  createSystemLog,
} from '@hc/db/factories';
import type { TestApp } from './test-app';

/** How many rows of each kind the seed makes; ids 1..SEEDED_ROWS then exist in every table. */
export const SEEDED_ROWS = 3;
/** Facilities: hospitals 1-3, pharmacies 4-6, laboratories 7-9 (their own ids start at 1,000 otherwise). */
const FACILITY_IDS = { hospital: 0, pharmacy: SEEDED_ROWS, laboratory: 2 * SEEDED_ROWS } as const;

/**
 * A small directory (returning the ids that name rows: 1-9 for facilities, 1-3 elsewhere) on an empty database, so a valid-looking id names a row and the handlers behind
 * the checks run: places, facilities of each kind, doctors, on-call periods, accounts, bookings with
 * payments (two carry a provider reference a signed callback can name), claims, corrections, logs.
 */
export async function seedHostileDirectory(t: TestApp) {
  const db = t.database.db;
  const ids = Array.from({ length: SEEDED_ROWS }, (_, i) => i + 1);
  for (const id of ids) {
    await createRegion(db, { id });
    await createDivision(db, { id, regionId: id });
    await createSubdivision(db, { id, divisionId: id });
  }
  const place = (id: number) => ({ regionId: id, divisionId: id, subdivisionId: id });
  for (const id of ids) {
    await createFacility(db, { ...place(id), id: FACILITY_IDS.hospital + id, specialtyNames: [`Specialty ${id}`] });
    await createFacility(db, { ...place(id), id: FACILITY_IDS.pharmacy + id, category: 'pharmacy' });
    await createFacility(db, {
      ...place(id),
      id: FACILITY_IDS.laboratory + id,
      category: 'laboratory',
      testNames: [`Test ${id}`],
    });
  }
  for (const id of ids) await createLabTest(db, { nameEn: `Test ${id}` });
  for (const id of ids) await createDoctor(db, { facilityId: id, specialtyName: `Specialty ${id}` });
  for (const id of ids) await createDutyPeriod(db, { facilityId: FACILITY_IDS.pharmacy + id });
  for (const _ of ids) await createPatientRecord(db);
  for (const id of ids) await createAccount(db, { role: 'support', passwordHash: 'not-a-hash', scopeRegionId: id });
  for (const id of ids) {
    const booking = await createBooking(db, { facilityId: id, doctorId: id, patientId: id });
    await createPayment(db, { bookingId: booking.id, method: 'mtn_momo', providerReference: `ref-${id}` });
    await createClaim(db, { bookingId: booking.id });
    await createCorrection(db, { facilityId: id });
    await createSystemLog(db, { level: 'ERROR', source: 'API', message: `Seeded event ${id}` });
  }
  // Issue 35: a request to manage each of facilities 1-3, and a manager of each, by patients 1-3.
  for (const id of ids) await createFacilityClaim(db, { facilityId: id, userId: id });
  for (const id of ids) await createFacilityManager(db, { facilityId: FACILITY_IDS.pharmacy + id, userId: id });
  t.app.directoryVersion.invalidate();
  return Array.from({ length: 3 * SEEDED_ROWS }, (_, i) => i + 1);
}
