/**
 * The bookings and payments list scenarios (issue 12): 100,000 bookings and 100,000 payments over the
 * synthetic facilities, read by a signed-in admin with the filters staff use (status, Douala dates,
 * place, doctor, search by reference, deep pages). Staff answers are never cached.
 */
import { queryRows, type Db } from '@hc/db';
import { sql } from 'drizzle-orm';
import { BENCH_SOURCE_PREFIX } from './generate-facilities';

export const CARE_ROWS = 100_000;
const DOCTORS = 2_000;
const PATIENTS = 5_000;
const DOCTOR_PREFIX = 'bench-doctor:';
const PATIENT_DOMAIN = '@bench-patients.invalid';

/**
 * Bench doctors (each practising at one synthetic facility), patients, then bookings (a doctor's slots a week
 * apart over the past year, so no slot is booked twice) and one payment each. Idempotent: rows
 * already there are kept, and nothing is added once there are CARE_ROWS bookings.
 */
export async function ensureCareRows(db: Db): Promise<{ bookings: number; payments: number }> {
  await queryRows(
    db,
    sql`INSERT INTO doctors (name, status, source_id)
      SELECT 'Dr Bench ' || n, 'active', ${DOCTOR_PREFIX} || n FROM generate_series(1, ${DOCTORS}::int) AS n
      ON CONFLICT (source_id) DO NOTHING`,
  );
  await queryRows(
    db,
    sql`INSERT INTO doctor_facilities (doctor_id, facility_id)
      SELECT d.id, f.id FROM doctors d
      JOIN facilities f ON f.source_id = ${BENCH_SOURCE_PREFIX} || (substr(d.source_id, ${DOCTOR_PREFIX.length + 1})::int * 37)
      WHERE d.source_id LIKE ${`${DOCTOR_PREFIX}%`}
      ON CONFLICT DO NOTHING`,
  );
  await queryRows(
    db,
    sql`INSERT INTO users (email, first_name, last_name, role, status, registration_status)
      SELECT 'patient' || n || ${PATIENT_DOMAIN}, 'Bench', 'Patient ' || n, 'patient', 'active', 'complete'
      FROM generate_series(1, ${PATIENTS}::int) AS n
      ON CONFLICT DO NOTHING`,
  );
  const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM bookings`);
  if (existing < CARE_ROWS) {
    await queryRows(
      db,
      sql`WITH doctor AS (
            SELECT row_number() OVER (ORDER BY d.id) AS k, d.id, d.specialty_id, l.facility_id,
              f.region_id, f.division_id, f.subdivision_id
            FROM doctors d JOIN doctor_facilities l ON l.doctor_id = d.id JOIN facilities f ON f.id = l.facility_id
            WHERE d.source_id LIKE ${`${DOCTOR_PREFIX}%`}),
          patient AS (
            SELECT row_number() OVER (ORDER BY id) AS k, id FROM users WHERE email LIKE ${`%${PATIENT_DOMAIN}`}),
          counts AS (SELECT (SELECT count(*) FROM doctor) AS doctors, (SELECT count(*) FROM patient) AS patients)
        INSERT INTO bookings (patient_id, doctor_id, facility_id, specialty_id, region_id, division_id, subdivision_id,
          starts_at, status, amount_cfa, created_at, updated_at)
        SELECT p.id, d.id, d.facility_id, d.specialty_id, d.region_id, d.division_id, d.subdivision_id,
          date_trunc('day', now() - interval '350 days') + interval '7 hours' + (n / c.doctors) * interval '7 days' + (n % 16) * interval '30 minutes',
          (ARRAY['pending','confirmed','completed','completed','completed','cancelled','no_show'])[1 + n % 7]::booking_status,
          (ARRAY[5000, 7500, 10000, 12500, 15000, 25000])[1 + n % 6],
          now() - interval '365 days' + (n * interval '5 minutes'), now()
        FROM generate_series(${existing}::int, ${CARE_ROWS - 1}::int) AS n
        CROSS JOIN counts c
        JOIN doctor d ON d.k = 1 + n % c.doctors
        JOIN patient p ON p.k = 1 + n % c.patients
        ON CONFLICT DO NOTHING`,
    );
    await queryRows(
      db,
      sql`INSERT INTO payments (booking_id, method, provider_reference, amount_cfa, status, paid_at, created_at, updated_at)
        SELECT b.id, m.method::payment_method,
          CASE WHEN m.method = 'cash' THEN NULL ELSE 'BENCH' || b.id END,
          b.amount_cfa, (ARRAY['paid','paid','pending','failed'])[1 + b.id % 4]::payment_status,
          b.created_at, b.created_at, b.created_at
        FROM bookings b
        CROSS JOIN LATERAL (SELECT (ARRAY['mtn_momo','orange_money','cash','card'])[1 + b.id % 4] AS method) m
        WHERE b.amount_cfa > 0 AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id)`,
    );
    await queryRows(db, sql`ANALYZE bookings`);
    await queryRows(db, sql`ANALYZE payments`);
  }
  const [counts] = await queryRows<{ bookings: number; payments: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM payments) AS payments`,
  );
  return counts!;
}

/** Douala day N days before today, as the list filters take it (YYYY-MM-DD). */
const doualaDay = (daysAgo: number) =>
  new Date(Date.now() + 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The bookings list as staff filter it: status, date ranges, region, doctor, search by reference or name, deep pages. */
export async function bookingListPaths(db: Db): Promise<string[]> {
  const regions = await queryRows<{ id: number }>(db, sql`SELECT id FROM regions ORDER BY id`);
  const bookings = await queryRows<{ id: number; doctor_id: number }>(
    db,
    sql`SELECT id, doctor_id FROM bookings ORDER BY id DESC LIMIT 10`,
  );
  const filters = [
    '',
    'page=500',
    'status=completed',
    'status=pending&page=50',
    `from=${doualaDay(30)}&to=${doualaDay(0)}`,
  ];
  filters.push(`from=${doualaDay(200)}&to=${doualaDay(190)}&status=cancelled`);
  for (const { id } of regions) filters.push(`region=${id}`, `region=${id}&status=completed&page=20`);
  for (const { id, doctor_id } of bookings) filters.push(`q=BKG${String(id).padStart(3, '0')}`, `doctor=${doctor_id}`);
  filters.push('q=Patient%2042', 'q=Dr%20Bench%201');
  return filters.map((filter) => `/api/admin/bookings${filter ? `?${filter}` : ''}`);
}

/** The payments list as staff filter it: status, date ranges, search by payment or booking reference, deep pages. */
export async function paymentListPaths(db: Db): Promise<string[]> {
  const payments = await queryRows<{ id: number; booking_id: number }>(
    db,
    sql`SELECT id, booking_id FROM payments ORDER BY id DESC LIMIT 10`,
  );
  const filters = ['', 'page=500', 'status=paid', 'status=failed&page=100', 'status=pending'];
  filters.push(`from=${doualaDay(30)}&to=${doualaDay(0)}`, `from=${doualaDay(100)}&to=${doualaDay(100)}&status=paid`);
  for (const { id, booking_id } of payments)
    filters.push(`q=PAY${String(id).padStart(3, '0')}`, `q=BKG${String(booking_id).padStart(3, '0')}`);
  return filters.map((filter) => `/api/admin/payments${filter ? `?${filter}` : ''}`);
}
