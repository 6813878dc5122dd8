import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';

/**
 * Back-office sample records for the demo: accounts that cannot sign in (their password hash is
 * not a hash), and doctor records for the doctor accounts. Bookings, payments and claims: demo-care.ts.
 */
const NO_LOGIN = '!demo-account-without-password';

type DemoUser = {
  email: string;
  first: string;
  last: string;
  role: 'patient' | 'doctor' | 'manager' | 'support' | 'developer';
  status: 'active' | 'pending';
  registration: 'registration_started' | 'incomplete_profile' | 'complete';
  jobTitle?: string;
  employeeId?: string;
  blood?: string;
};

const demoUsers: DemoUser[] = [
  {
    email: 'amina.bello@patients.example',
    first: 'Amina',
    last: 'Bello',
    role: 'patient',
    status: 'active',
    registration: 'complete',
    blood: 'O+',
  },
  {
    email: 'paul.ndzie@patients.example',
    first: 'Paul',
    last: 'Ndzie',
    role: 'patient',
    status: 'active',
    registration: 'complete',
    blood: 'A-',
  },
  {
    email: 'grace.fon@patients.example',
    first: 'Grace',
    last: 'Fon',
    role: 'patient',
    status: 'active',
    registration: 'incomplete_profile',
    blood: 'B+',
  },
  {
    email: 'ibrahim.moussa@patients.example',
    first: 'Ibrahim',
    last: 'Moussa',
    role: 'patient',
    status: 'active',
    registration: 'complete',
    blood: 'AB+',
  },
  {
    email: 'celine.mbarga@patients.example',
    first: 'Céline',
    last: 'Mbarga',
    role: 'patient',
    status: 'active',
    registration: 'registration_started',
  },
  {
    email: 'eric.tabi@patients.example',
    first: 'Eric',
    last: 'Tabi',
    role: 'patient',
    status: 'active',
    registration: 'complete',
    blood: 'O-',
  },
  {
    email: 'nadege.ewane@patients.example',
    first: 'Nadège',
    last: 'Ewane',
    role: 'patient',
    status: 'active',
    registration: 'incomplete_profile',
    blood: 'A+',
  },
  {
    email: 'samuel.nkwenti@patients.example',
    first: 'Samuel',
    last: 'Nkwenti',
    role: 'patient',
    status: 'active',
    registration: 'complete',
    blood: 'O+',
  },
  {
    email: 'dr.fouda@doctors.example',
    first: 'Martine',
    last: 'Fouda',
    role: 'doctor',
    status: 'active',
    registration: 'complete',
  },
  {
    email: 'dr.atangana@doctors.example',
    first: 'Roger',
    last: 'Atangana',
    role: 'doctor',
    status: 'active',
    registration: 'complete',
  },
  {
    email: 'dr.njoya@doctors.example',
    first: 'Aïcha',
    last: 'Njoya',
    role: 'doctor',
    status: 'active',
    registration: 'complete',
  },
  {
    email: 'dr.tchamba@doctors.example',
    first: 'Bertrand',
    last: 'Tchamba',
    role: 'doctor',
    status: 'pending',
    registration: 'incomplete_profile',
  },
  {
    email: 'dr.ekane@doctors.example',
    first: 'Lydia',
    last: 'Ekane',
    role: 'doctor',
    status: 'pending',
    registration: 'registration_started',
  },
  {
    email: 'j.kamga@staff.example',
    first: 'Josiane',
    last: 'Kamga',
    role: 'manager',
    status: 'active',
    registration: 'complete',
    jobTitle: 'Manager',
    employeeId: 'EMP-0102',
  },
  {
    email: 'h.nana@staff.example',
    first: 'Hervé',
    last: 'Nana',
    role: 'support',
    status: 'active',
    registration: 'complete',
    jobTitle: 'Support',
    employeeId: 'EMP-0103',
  },
  {
    email: 's.ayuk@staff.example',
    first: 'Sandra',
    last: 'Ayuk',
    role: 'developer',
    status: 'active',
    registration: 'complete',
    jobTitle: 'Data Analyst',
    employeeId: 'EMP-0104',
  },
];

export async function seedDemoBackOffice(db: Db, now: Date): Promise<void> {
  await queryRows(
    db,
    sql`INSERT INTO users (email, first_name, last_name, role, status, registration_status, password_hash, job_title, employee_id, blood_type, join_date)
      SELECT u.email, u.first, u.last, u.role::user_role, u.status::user_status, u.registration::registration_status, ${NO_LOGIN},
        u.job_title, u.employee_id, u.blood, CASE WHEN u.role IN ('manager', 'support', 'developer') THEN DATE '2025-03-01' END
      FROM json_to_recordset(${JSON.stringify(demoUsers.map((u) => ({ ...u, job_title: u.jobTitle ?? null, employee_id: u.employeeId ?? null, blood: u.blood ?? null })))}::json)
        AS u(email text, first text, last text, role text, status text, registration text, job_title text, employee_id text, blood text)
      ON CONFLICT DO NOTHING`,
  );
  // Each demo doctor account has its doctor record (status as its account: active, or pending until
  // staff validate it), so Validate Doctors has work to show. Records that exist are left as they are.
  await queryRows(
    db,
    sql`INSERT INTO doctors (name, user_id, status, email, created_at, updated_at)
      SELECT trim(u.first_name || ' ' || u.last_name), u.id,
        CASE WHEN u.status = 'pending' THEN 'pending' ELSE 'active' END::doctor_status, u.email, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      FROM users u
      WHERE u.role = 'doctor' AND u.email IN (SELECT value FROM json_array_elements_text(${JSON.stringify(demoUsers.filter((u) => u.role === 'doctor').map((u) => u.email))}::json))
      ON CONFLICT DO NOTHING`,
  );
}
