import { tables } from '@hc/db';
import { createBooking, createPlace } from '@hc/db/factories';
import {
  patientCreateSchema,
  patientUpdateSchema,
  type ApiError,
  type Patient,
  type PatientList,
  type PatientStats,
  type UserRole,
} from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, signedInAs, signIn } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { createPatientsService, doualaMonthStart } from './patients.service';
import { toSessionUser } from '../../lib/sessions';

/** Monday 23 November 2026, 10:00 in Douala. */
const NOW = '2026-11-23T09:00:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'admin');
  admin = signedIn.cookie;
  adminId = signedIn.account.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | null = admin) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

let sequence = 0;
/** A full Add Patient body (a complete profile) in a new place unless one is given. */
async function patientBody(overrides: Record<string, unknown> = {}) {
  const place: { regionId?: number; divisionId?: number; subdivisionId?: number } = overrides.regionId
    ? {}
    : await createPlace(db());
  const n = ++sequence;
  return {
    firstName: 'Amina',
    lastName: `Ngo ${n}`,
    username: `amina.ngo${n}`,
    email: `amina.ngo${n}@example.cm`,
    phone: '677 12 34 56',
    bloodType: 'O+',
    ...place,
    insuranceProvider: 'CNPS',
    emergencyContactName: 'Paul Ngo',
    emergencyContactPhone: '699 00 11 22',
    password: 'a long patient password',
    repeatPassword: 'a long patient password',
    ...overrides,
  };
}
async function created(overrides: Record<string, unknown> = {}, cookie = admin): Promise<Patient> {
  const response = await call('POST', '/api/patients', await patientBody(overrides), cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Patient }>().data;
}
const list = async (query: string, cookie = admin) => {
  const response = await call('GET', `/api/patients/all${query}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PatientList>();
};
async function lastLog() {
  const [row] = await db().select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id)).limit(1);
  return row!;
}
/** The edit form's body: the patient as shown, without the derived fields. */
const editBody = (p: Patient, changes: Record<string, unknown> = {}) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  username: p.username,
  email: p.email,
  phone: p.phone,
  status: p.status,
  bloodType: p.bloodType,
  regionId: p.regionId,
  divisionId: p.divisionId,
  subdivisionId: p.subdivisionId,
  insuranceProvider: p.insuranceProvider,
  emergencyContactName: p.emergencyContactName,
  emergencyContactPhone: p.emergencyContactPhone,
  ...changes,
});

describe('patients: add', () => {
  it('creates a patient account that can sign in, with E.164 phones, its place and a complete registration', async () => {
    const body = await patientBody();
    const response = await call('POST', '/api/patients', body);
    expect(response.statusCode, response.body).toBe(201);
    const patient = response.json<{ data: Patient }>().data;
    expect(patient).toMatchObject({
      patientId: `PAT-${String(patient.id).padStart(6, '0')}`,
      firstName: 'Amina',
      email: body.email,
      username: body.username,
      phone: '+237677123456',
      emergencyContactPhone: '+237699001122',
      bloodType: 'O+',
      status: 'active',
      registrationStatus: 'complete',
      regionId: body.regionId,
      subdivisionId: body.subdivisionId,
      createdAt: new Date(NOW).toISOString(),
    });
    expect(patient.region?.nameEn).toMatch(/^Region /);
    const [row] = await db().select().from(tables.users).where(eq(tables.users.id, patient.id));
    expect(row).toMatchObject({ role: 'patient', insuranceProvider: 'CNPS' });
    expect(row!.passwordHash).not.toContain(body.password);
    const log = await lastLog();
    expect(log).toMatchObject({ userId: adminId, level: 'INFO' });
    // The patient number stands for the person: log readers who may not see patients read the log too (issue 31).
    expect(log.message).toBe(`Patient ${patient.patientId} created by staff`);
    expect((await signIn(t, body.username, body.password)).cookie).toBeDefined();
  });

  it('records the registration as incomplete or started by the shared rule', async () => {
    const partial = await created({ bloodType: null, emergencyContactName: '' });
    expect(partial.registrationStatus).toBe('incomplete_profile');
    const empty = await created({
      phone: '',
      regionId: null,
      divisionId: null,
      subdivisionId: null,
      bloodType: null,
      insuranceProvider: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
    });
    expect(empty.registrationStatus).toBe('registration_started');
  });

  it('refuses a repeat password that differs, a bad phone and a location that does not hold together', async () => {
    expectFieldError(
      await call('POST', '/api/patients', await patientBody({ repeatPassword: 'something else entirely' })),
      'repeatPassword',
      'passwords_mismatch',
    );
    expectFieldError(
      await call('POST', '/api/patients', await patientBody({ phone: '12345678' })),
      'phone',
      'invalid_phone',
    );
    const other = await createPlace(db());
    expectFieldError(
      await call('POST', '/api/patients', await patientBody({ divisionId: other.divisionId })),
      'divisionId',
      'location_mismatch',
    );
    expectFieldError(
      await call('POST', '/api/patients', await patientBody({ bloodType: 'C+' })),
      'bloodType',
      'invalid_choice',
    );
  });

  it('answers 409 when the email or the username (any case) is already used', async () => {
    const first = await created();
    const byEmail = await call('POST', '/api/patients', await patientBody({ email: first.email.toUpperCase() }));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json<ApiError>().error.fields).toContainEqual(
      expect.objectContaining({ path: 'email', code: 'email_taken' }),
    );
    const byUsername = await call(
      'POST',
      '/api/patients',
      await patientBody({ username: first.username!.toUpperCase() }),
    );
    expect(byUsername.statusCode).toBe(409);
    expect(byUsername.json<ApiError>().error.fields).toContainEqual(
      expect.objectContaining({ path: 'username', code: 'username_taken' }),
    );
  });
});

describe('patients: list and read', () => {
  it('filters by status, blood type, location (name or id) and search, 10 a page', async () => {
    const place = await createPlace(db());
    const region = (await db().select().from(tables.regions).where(eq(tables.regions.id, place.regionId)))[0]!;
    const rows: Patient[] = [];
    for (let i = 0; i < 12; i++)
      rows.push(await created({ ...place, bloodType: i % 2 ? 'A-' : 'B+', status: i < 3 ? 'inactive' : 'active' }));
    const byName = await list(`?region=${encodeURIComponent(region.nameEn.toLowerCase())}`);
    expect(byName.meta).toEqual({ total: 12, page: 1, pageSize: 10 });
    expect(byName.data).toHaveLength(10);
    expect((await list(`?region=${place.regionId}&page=2`)).data).toHaveLength(2);
    expect((await list(`?region=${place.regionId}&status=inactive`)).meta.total).toBe(3);
    expect((await list(`?region=${place.regionId}&bloodType=A-`)).meta.total).toBe(6);
    expect((await list(`?subdivision=${place.subdivisionId}&status=active&bloodType=B%2B`)).meta.total).toBe(4);
    const target = rows[5]!;
    for (const q of [target.email, target.username!, `Amina ${target.lastName}`, target.patientId, String(target.id)])
      expect((await list(`?region=${place.regionId}&q=${encodeURIComponent(q)}`)).data.map((p) => p.id)).toContain(
        target.id,
      );
    expect((await list(`?q=${encodeURIComponent(target.patientId)}`)).meta.total).toBe(1);
    expect((await list('?region=Nowhere%20Land')).meta.total).toBe(0);
  });

  it('reads one patient; a staff account or an unknown id answers 404', async () => {
    const patient = await created();
    const response = await call('GET', `/api/patients/${patient.id}`);
    expect(response.json<{ data: Patient }>().data).toEqual(patient);
    expect((await call('GET', `/api/patients/${adminId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/patients/999999')).statusCode).toBe(404);
  });
});

describe('patients: edit and delete', () => {
  it('replaces the details (not the password), recomputes the registration status and logs the fields changed', async () => {
    const patient = await created();
    const response = await call(
      'PUT',
      `/api/patients/${patient.id}`,
      editBody(patient, { lastName: 'Mballa', bloodType: null, status: 'inactive', phone: '+237 6 99 88 77 66' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Patient }>().data).toMatchObject({
      lastName: 'Mballa',
      bloodType: null,
      status: 'inactive',
      phone: '+237699887766',
      registrationStatus: 'incomplete_profile',
    });
    const log = await lastLog();
    expect(log.message).toContain('updated: lastName, phone, status, bloodType, registrationStatus');
    expect(log.userId).toBe(adminId);
    // The password field is not part of an edit.
    const withPassword = await call('PUT', `/api/patients/${patient.id}`, {
      ...editBody(patient),
      password: 'x'.repeat(12),
    });
    expectFieldError(withPassword, 'request', 'unknown_field');
  });

  it('refuses another account’s email, and answers 404 for an unknown patient', async () => {
    const [a, b] = [await created(), await created()];
    const response = await call('PUT', `/api/patients/${a.id}`, editBody(a, { email: b.email }));
    expect(response.statusCode).toBe(409);
    expect((await call('PUT', '/api/patients/999999', editBody(a))).statusCode).toBe(404);
  });

  it('really deletes the account (its sessions too) and logs it', async () => {
    const body = await patientBody();
    const patient = (await call('POST', '/api/patients', body)).json<{ data: Patient }>().data;
    const { cookie } = await signIn(t, body.email, body.password);
    expect(await db().select().from(tables.sessions).where(eq(tables.sessions.userId, patient.id))).toHaveLength(1);
    const response = await call('DELETE', `/api/patients/${patient.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await db().select().from(tables.users).where(eq(tables.users.id, patient.id))).toEqual([]);
    expect((await call('GET', `/api/patients/${patient.id}`)).statusCode).toBe(404);
    expect(cookie).toBeDefined();
    expect(await db().select().from(tables.sessions).where(eq(tables.sessions.userId, patient.id))).toEqual([]);
    const log = await lastLog();
    expect(log).toMatchObject({ level: 'WARN', userId: adminId });
    expect(log.message).toContain(`${patient.patientId}`);
    expect((await call('DELETE', `/api/patients/${patient.id}`)).statusCode).toBe(404);
  });

  it('keeps a patient who has a booking on record: 409 has_bookings, nothing deleted', async () => {
    const patient = (await call('POST', '/api/patients', await patientBody())).json<{ data: Patient }>().data;
    await createBooking(db(), { patientId: patient.id });
    const response = await call('DELETE', `/api/patients/${patient.id}`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<ApiError>().error.fields).toContainEqual(expect.objectContaining({ code: 'has_bookings' }));
    expect((await call('GET', `/api/patients/${patient.id}`)).statusCode).toBe(200);
  });
});

describe('patients: stats', () => {
  it('counts by status, blood type and region, and the patients new this month in Douala', async () => {
    const place = await createPlace(db());
    clock.set('2026-10-31T22:59:00Z'); // 31 October 23:59 in Douala: last month
    await created({ ...place, bloodType: 'AB-' });
    clock.set('2026-10-31T23:00:00Z'); // 1 November 00:00 in Douala: this month
    await created({ ...place, bloodType: 'AB-', status: 'inactive' });
    clock.set(NOW);
    const response = await call('GET', '/api/patients/stats');
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json<{ data: PatientStats }>().data;
    expect(stats.monthStart).toBe('2026-10-31T23:00:00.000Z');
    expect(stats.total).toBe(stats.byStatus.active + stats.byStatus.inactive);
    expect(stats.byBloodType).toHaveLength(9);
    expect(stats.byBloodType.reduce((sum, row) => sum + row.count, 0)).toBe(stats.total);
    expect(stats.byBloodType.find((row) => row.bloodType === 'AB-')?.count).toBe(2);
    expect(stats.byRegion.find((row) => row.region?.id === place.regionId)?.count).toBe(2);
    const [newest] = await db().select().from(tables.users).orderBy(desc(tables.users.id)).limit(1);
    expect(newest!.createdAt.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    // Every patient created in this file but the one of October counts as new this month.
    const octoberOnly = 1;
    expect(stats.newThisMonth).toBe(stats.total - octoberOnly);
  });

  it('starts the month at midnight in Douala', () => {
    expect(doualaMonthStart(new Date('2026-12-01T00:30:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(doualaMonthStart(new Date('2026-11-30T22:59:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
});

describe('patients: who may call', () => {
  const routes = (id: number): [Method, string, object?][] => [
    ['GET', '/api/patients/all'],
    ['GET', '/api/patients/stats'],
    ['GET', `/api/patients/${id}`],
    ['POST', '/api/patients', {}],
    ['PUT', `/api/patients/${id}`, {}],
    ['DELETE', `/api/patients/${id}`],
  ];
  const canRead: UserRole[] = ['admin', 'support'];

  it('lets admin do everything, support read, and refuses manager, developer, patient and doctor', async () => {
    const patient = await created();
    for (const role of ['manager', 'support', 'developer', 'patient', 'doctor'] as const) {
      const { cookie } = await signedInAs(t, role);
      for (const [method, url, payload] of routes(patient.id)) {
        const response = await call(method, url, payload, cookie);
        const allowed = method === 'GET' && canRead.includes(role);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(allowed ? 200 : 403);
      }
    }
    for (const [method, url, payload] of routes(patient.id))
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('shows a region-limited support account only its region’s patients', async () => {
    const home = await createPlace(db());
    const away = await createPlace(db());
    const mine = await created({ ...home });
    const theirs = await created({ ...away });
    const { cookie } = await signedInAs(t, 'support', { scopeRegionId: home.regionId });
    const all = await list('', cookie);
    expect(all.data.map((p) => p.id)).toEqual([mine.id]);
    expect((await list(`?region=${away.regionId}`, cookie)).meta.total).toBe(0);
    expect((await call('GET', `/api/patients/${mine.id}`, undefined, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/patients/${theirs.id}`, undefined, cookie)).statusCode).toBe(404);
    const stats = (await call('GET', '/api/patients/stats', undefined, cookie)).json<{ data: PatientStats }>().data;
    expect(stats.total).toBe(1);
    expect(stats.byRegion).toEqual([{ region: expect.objectContaining({ id: home.regionId }), count: 1 }]);
  });

  it('holds a region-limited writer to its region: 403 to create elsewhere, 404 for another region’s patient', async () => {
    // No role holding patients:write may be region-limited today (only admin has it); the service
    // still enforces the limit for any region-limited manager or support account, should one get it.
    const home = await createPlace(db());
    const away = await createPlace(db());
    const theirs = await created({ ...away });
    const limited = await createTestAccount(t, 'support', { scopeRegionId: home.regionId });
    const context = {
      requestId: 'test-request',
      ip: null,
      userAgent: null,
      log: t.app.log,
      session: { id: 's', mfaPending: false, remember: false, user: toSessionUser(limited) },
    };
    const service = createPatientsService({ db: db(), clock: clock.clock });
    const input = patientCreateSchema.parse(await patientBody({ ...away }));
    await expect(service.create(context, input)).rejects.toMatchObject({ code: 'forbidden' });
    const mine = await service.create(context, patientCreateSchema.parse(await patientBody({ ...home })));
    expect(mine.regionId).toBe(home.regionId);
    const moved = patientUpdateSchema.parse(editBody(mine, { ...away }));
    await expect(service.update(context, mine.id, moved)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(service.update(context, theirs.id, patientUpdateSchema.parse(editBody(theirs)))).rejects.toMatchObject(
      {
        code: 'not_found',
      },
    );
    await expect(service.remove(context, theirs.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});
