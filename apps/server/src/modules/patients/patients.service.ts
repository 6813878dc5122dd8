import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  bloodTypes,
  fieldError,
  formatPatientId,
  registrationStatusOf,
  type BloodType,
  type FieldError,
  type Patient,
  type PatientCreate,
  type PatientListQuery,
  type PatientStats,
  type PatientUpdate,
} from '@hc/shared';
import { AppError, conflictingField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/crypto';
import { regionScopeOf, type RequestContext } from '../../lib/request-context';
import { deleteUnlessReferenced, isUniqueViolation } from '../../lib/db-errors';
import { logRequestEvent } from '../../lib/system-log';
import { isEmailTaken } from '../../sql/accounts.repository';
import { normalizePhone } from './patient-phone';
import {
  countPatients,
  deletePatient,
  findPatient,
  findPatientRow,
  insertPatient,
  isUsernameTaken,
  listPatients,
  updatePatient,
  type PatientRecord,
  type PatientRow,
  type PatientValues,
} from './patients.repository';
import { assertLocationHoldsTogether } from '../../lib/location-check';
import { createVersionMemo } from '../../lib/version-memo';

/** Cameroon is UTC+1 all year (Africa/Douala, no daylight saving). */
const DOUALA_OFFSET_MS = 60 * 60 * 1000;

/** The first instant of the current month in Africa/Douala. */
export function doualaMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + DOUALA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - DOUALA_OFFSET_MS);
}

const place = (id: number | null, nameEn: string | null, nameFr: string | null) =>
  id === null || nameEn === null ? null : { id, nameEn, nameFr: nameFr ?? nameEn };

const knownBloodTypes: ReadonlySet<string> = new Set(bloodTypes);
const asBloodType = (value: string | null): BloodType | null =>
  value !== null && knownBloodTypes.has(value) ? (value as BloodType) : null;

export function toPatient(row: PatientRow): Patient {
  return {
    id: row.id,
    patientId: formatPatientId(row.id),
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    phone: row.phone,
    bloodType: asBloodType(row.bloodType),
    status: row.status === 'active' ? 'active' : 'inactive',
    registrationStatus: row.registrationStatus,
    regionId: row.regionId,
    divisionId: row.divisionId,
    subdivisionId: row.subdivisionId,
    region: place(row.regionId, row.regionEn, row.regionFr),
    division: place(row.divisionId, row.divisionEn, row.divisionFr),
    subdivision: place(row.subdivisionId, row.subdivisionEn, row.subdivisionFr),
    insuranceProvider: row.insuranceProvider,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored values of a patient's fields: phones in E.164, the registration status by the shared rule. */
function valuesOf(input: PatientUpdate): PatientValues {
  const fields: FieldError[] = [];
  const phone = (path: 'phone' | 'emergencyContactPhone', value: string | null | undefined) => {
    if (!value) return null;
    const normalized = normalizePhone(value);
    if (normalized === null) fields.push(fieldError(path, 'invalid_phone'));
    return normalized;
  };
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    username: input.username ?? null,
    email: input.email,
    phone: phone('phone', input.phone),
    status: input.status,
    bloodType: input.bloodType ?? null,
    regionId: input.regionId ?? null,
    divisionId: input.divisionId ?? null,
    subdivisionId: input.subdivisionId ?? null,
    insuranceProvider: input.insuranceProvider ?? null,
    emergencyContactName: input.emergencyContactName ?? null,
    emergencyContactPhone: phone('emergencyContactPhone', input.emergencyContactPhone),
  };
  if (fields.length > 0) throw new AppError('validation_failed', 'Some fields are not valid', fields);
  return { ...values, registrationStatus: registrationStatusOf({ role: 'patient', ...values }) };
}

/**
 * The back-office Patients section (spec 02 "Patients", §7): patient accounts listed, added, changed
 * and deleted by staff. A region-limited account sees only its region's patients (another's answer
 * 404) and cannot place one in another region (403). Every change goes to the system log.
 */
export function createPatientsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  // Totals per filter set for one version of the accounts, checked on every list.
  const listTotals = createVersionMemo<number>();

  async function mustLoad(source: Db, id: number, scope: number | null): Promise<Patient> {
    const row = await findPatientRow(source, id, scope);
    if (!row) throw notFound('Patient');
    return toPatient(row);
  }

  /** The place of what is saved: a field left out of the request is unset. */
  const placeOf = (values: PatientValues) => ({
    regionId: values.regionId ?? null,
    divisionId: values.divisionId ?? null,
    subdivisionId: values.subdivisionId ?? null,
  });

  /** A region-limited account may only place patients in its own region. */
  function checkScope(scope: number | null, values: PatientValues) {
    if (scope !== null && values.regionId !== scope)
      throw new AppError('forbidden', 'Your account may only manage patients of its own region');
  }

  async function checkUnique(source: Db, values: PatientValues, exceptId?: number) {
    if (await isEmailTaken(source, values.email, exceptId))
      throw conflictingField('email', 'email_taken', 'An account with this email already exists');
    if (values.username && (await isUsernameTaken(source, values.username, exceptId)))
      throw conflictingField('username', 'username_taken', 'An account with this username already exists');
  }

  /** A unique index refused the row: another request took the email or username meanwhile. */
  function uniqueConflict(error: unknown): never {
    if (isUniqueViolation(error))
      throw new AppError('conflict', 'The email or username is already used by another account');
    throw error;
  }

  // The patient number stands for the person: log readers who may not see patients must not read names (issue 31).
  const describe = (patient: Pick<PatientRecord, 'id'>) => formatPatientId(patient.id);

  return {
    async list(context: RequestContext, query: PatientListQuery) {
      const { rows, total, page } = await listPatients(db, query, regionScopeOf(context.session), listTotals);
      return { data: rows.map(toPatient), meta: { total, page, pageSize: ADMIN_PAGE_SIZE } };
    },

    get: (context: RequestContext, id: number) => mustLoad(db, id, regionScopeOf(context.session)),

    async create(context: RequestContext, input: PatientCreate): Promise<Patient> {
      const scope = regionScopeOf(context.session);
      const values = valuesOf(input);
      checkScope(scope, values);
      const passwordHash = await hashPassword(input.password);
      const created = await db
        .transaction(async (tx) => {
          await assertLocationHoldsTogether(tx, placeOf(values));
          await checkUnique(tx, values);
          const row = await insertPatient(tx, { ...values, passwordHash, createdAt: clock() });
          return mustLoad(tx, row.id, null);
        })
        .catch(uniqueConflict);
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'AUTH',
        message: `Patient ${describe(created)} created by staff`,
        event: { key: 'patient.created', params: { patient: describe(created) } },
        details: { patientId: created.id, action: 'created' },
      });
      return created;
    },

    async update(context: RequestContext, id: number, input: PatientUpdate): Promise<Patient> {
      const scope = regionScopeOf(context.session);
      const values = valuesOf(input);
      const result = await db
        .transaction(async (tx) => {
          const before = await findPatient(tx, id, scope);
          if (!before) throw notFound('Patient');
          checkScope(scope, values);
          await assertLocationHoldsTogether(tx, placeOf(values));
          await checkUnique(tx, values, id);
          await updatePatient(tx, id, { ...values, updatedAt: clock() });
          const changed = (Object.keys(values) as (keyof PatientValues)[]).filter(
            (key) => (before[key] ?? null) !== (values[key] ?? null),
          );
          return { patient: await mustLoad(tx, id, null), changed };
        })
        .catch(uniqueConflict);
      if (result.changed.length > 0)
        await logRequestEvent(deps, context, {
          level: 'INFO',
          source: 'AUTH',
          message: `Patient ${describe(result.patient)} updated: ${result.changed.join(', ')}`,
          event: {
            key: 'patient.updated',
            params: { patient: describe(result.patient), fields: result.changed.join(', ') },
          },
          details: { patientId: id, action: 'updated', fields: result.changed },
        });
      return result.patient;
    },

    /** A real delete: the account, its sessions and tokens (log lines keep a null user); refused while bookings name it. */
    async remove(context: RequestContext, id: number): Promise<Patient> {
      const scope = regionScopeOf(context.session);
      const removed = await deleteUnlessReferenced(() =>
        db.transaction(async (tx) => {
          const patient = await mustLoad(tx, id, scope);
          await deletePatient(tx, id);
          return patient;
        }),
      );
      await logRequestEvent(deps, context, {
        level: 'WARN',
        source: 'AUTH',
        message: `Patient ${describe(removed)} deleted`,
        event: { key: 'patient.deleted', params: { patient: describe(removed) } },
        details: { patientId: id, action: 'deleted' },
      });
      return removed;
    },

    async stats(context: RequestContext): Promise<PatientStats> {
      const monthStart = doualaMonthStart(clock());
      const counts = await countPatients(db, regionScopeOf(context.session), monthStart);
      const byStatus = { active: 0, inactive: 0 };
      for (const row of counts.byStatus) byStatus[row.status === 'active' ? 'active' : 'inactive'] += row.count;
      const byBlood = new Map<BloodType | null, number>();
      for (const row of counts.byBlood) {
        const bloodType = asBloodType(row.bloodType);
        byBlood.set(bloodType, (byBlood.get(bloodType) ?? 0) + row.count);
      }
      return {
        total: byStatus.active + byStatus.inactive,
        byStatus,
        byBloodType: [...bloodTypes, null].map((bloodType) => ({ bloodType, count: byBlood.get(bloodType) ?? 0 })),
        byRegion: counts.byRegion.map((row) => ({ region: place(row.id, row.nameEn, row.nameFr), count: row.count })),
        newThisMonth: counts.newSince,
        monthStart: monthStart.toISOString(),
      };
    },
  };
}
export type PatientsService = ReturnType<typeof createPatientsService>;
