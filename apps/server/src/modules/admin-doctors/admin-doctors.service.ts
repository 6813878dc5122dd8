import type { Db } from '@hc/db';
import {
  ADDED_DOCTOR_STATUS,
  ADMIN_PAGE_SIZE,
  adminDoctorVerifySchema,
  doctorDocumentSides,
  fieldError,
  fieldErrorFromIssue,
  missingDoctorEvidence,
  type AdminDoctor,
  type AdminDoctorCreate,
  type AdminDoctorList,
  type AdminDoctorListQuery,
  type AdminDoctorUpdate,
  type DoctorDocumentSide,
  type FieldError,
  type FourEyesRules,
  type SystemLogEvent,
} from '@hc/shared';
import { AppError, conflictingField, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/crypto';
import { deleteUnlessReferenced } from '../../lib/db-errors';
import { refreshRegistrationStatus } from '../../lib/registration-status';
import { signedInSession, regionScopeOf, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { isEmailTaken } from '../../sql/accounts.repository';
import {
  activatePendingAccount,
  isAccountPending,
  deleteDoctor,
  deleteDoctorAccount,
  existingFacilityIds,
  findDoctorDetails,
  findDocument,
  insertDoctor,
  insertDoctorAccount,
  isDoctorInScope,
  isUsernameTaken,
  linkedFacilityIds,
  listDoctorRows,
  type DoctorTotals,
  lockDoctor,
  replaceFacilityLinks,
  specialtyExists,
  storedSides,
  updateDoctor,
  upsertDocument,
  type DoctorDetails,
  type DoctorRecord,
} from './admin-doctors.repository';
import type { VerifyUpload } from './doctor-documents';
import { locationProblems } from '../../sql/places.repository';
import { activationRefusal, needsSecondPerson, proposersOf, samePersonError } from './doctor-four-eyes';
import { changedFields, toAdminDoctor } from './admin-doctors.mapping';
import { createVersionMemo } from '../../lib/version-memo';

type Place = { regionId: number | null; divisionId: number | null; subdivisionId: number | null };

/**
 * The back-office Doctors section. Every change is one transaction on the doctor's locked row and
 * is written to the system log after; the directory version is invalidated, so the public hospital
 * pages and the doctor search follow at once. A region-limited account sees and changes only the
 * doctors of its region: another region's doctor is "not found", a create or a move into another
 * region is forbidden.
 */
export function createAdminDoctorsService(deps: {
  db: Db;
  clock: Clock;
  onDirectoryChange: () => void;
  /** Which approvers need a second person (four eyes, issue 36), as this deployment configures it. */
  fourEyes: FourEyesRules;
}) {
  const { db, clock } = deps;
  // Totals per filter set for one version of the directory (doctors' writes move it), checked on every list.
  const listTotals = createVersionMemo<DoctorTotals>();

  /** The doctor as the caller sees them: with whether the caller may make them active (four eyes). */
  const present = (context: RequestContext, row: DoctorDetails): AdminDoctor => ({
    ...toAdminDoctor(row),
    approvalRefusal: activationRefusal(
      deps.fourEyes,
      context,
      proposersOf({ ...row.doctor, documents: row.documents }),
    ),
  });

  async function mustLoad(source: Db, id: number, context: RequestContext): Promise<AdminDoctor> {
    const row = await findDoctorDetails(source, id, regionScopeOf(context.session));
    if (!row) throw notFound('Doctor');
    return present(context, row);
  }

  /** Four eyes: the caller may not make active a doctor whose verification they submitted. */
  async function checkSecondPerson(source: Db, id: number, context: RequestContext) {
    const row = await findDoctorDetails(source, id, regionScopeOf(context.session));
    if (row && activationRefusal(deps.fourEyes, context, proposersOf({ ...row.doctor, documents: row.documents })))
      throw samePersonError();
  }

  async function mustLock(source: Db, id: number, scope: number | null): Promise<DoctorRecord> {
    const row = await lockDoctor(source, id, scope);
    if (!row) throw notFound('Doctor');
    return row;
  }

  const outsideRegion = () => new AppError('forbidden', 'Your account may only manage doctors of its own region');

  /** A region-limited account works only within its region. */
  function checkRegion(scope: number | null, regionId: number | null) {
    if (scope !== null && regionId !== scope) throw outsideRegion();
  }

  /** The specialty exists; the places exist and hold together (the division in the region, and so on). */
  async function checkReferences(source: Db, input: { specialtyId?: number | null | undefined }, where: Place) {
    const problems: FieldError[] = [];
    if (input.specialtyId && !(await specialtyExists(source, input.specialtyId)))
      problems.push(fieldError('specialtyId', 'invalid_choice'));
    problems.push(...(await locationProblems(source, where, 'invalid_choice')));
    if (problems.length > 0) throw new AppError('validation_failed', 'Some fields are not valid', problems);
  }

  async function checkFacilities(source: Db, ids: number[]) {
    const found = await existingFacilityIds(source, ids);
    if (ids.some((id) => !found.has(id))) throw invalidField('facilityIds', 'invalid_choice');
  }

  /**
   * A pending doctor becomes active only with their identity evidence stored (the ID and licence
   * numbers, both ID images): otherwise a 409 naming each missing part as a `required` field.
   */
  async function checkEvidence(
    source: Db,
    id: number,
    numbers: { idNumber: string | null; licenceNumber: string | null },
  ) {
    const missing = missingDoctorEvidence({ ...numbers, documentSides: await storedSides(source, id) });
    if (missing.length > 0)
      throw new AppError(
        'conflict',
        `The doctor cannot become active without their identity evidence (missing: ${missing.join(', ')}); ` +
          'give it with Verify Doctor',
        missing.map((field) => fieldError(field, 'required')),
      );
  }

  async function log(
    context: RequestContext,
    message: string,
    event: SystemLogEvent,
    details: Record<string, unknown>,
    level = 'INFO',
  ) {
    deps.onDirectoryChange();
    await logRequestEvent(deps, context, {
      level: level as 'INFO' | 'SUCCESS' | 'WARN',
      source: 'DOCTOR',
      message,
      event,
      details,
    });
  }

  return {
    async list(context: RequestContext, query: AdminDoctorListQuery): Promise<AdminDoctorList> {
      const { rows, total, page, pending } = await listDoctorRows(
        db,
        query,
        regionScopeOf(context.session),
        listTotals,
      );
      return {
        data: rows.map((row) => present(context, row)),
        meta: { total, page, pageSize: ADMIN_PAGE_SIZE, pending },
      };
    },

    get: (context: RequestContext, id: number) => mustLoad(db, id, context),

    /** Add Doctor: the account (role doctor, the password hashed with argon2) and the doctor record. */
    async create(context: RequestContext, input: AdminDoctorCreate): Promise<AdminDoctor> {
      const scope = regionScopeOf(context.session);
      const now = clock();
      // A region-limited account adds doctors to its own region when it names none.
      const where: Place = {
        regionId: input.regionId ?? scope,
        divisionId: input.divisionId ?? null,
        subdivisionId: input.subdivisionId ?? null,
      };
      checkRegion(scope, where.regionId);
      const passwordHash = await hashPassword(input.password);
      // Four eyes: when the rule covers the adder's role, the doctor (and their account) wait for another
      // staff member's approval, as a doctor who signs up does; otherwise the adder vouches for them.
      const awaitsSecondPerson = needsSecondPerson(deps.fourEyes, context);
      const created = await db.transaction(async (tx) => {
        await checkReferences(tx, input, where);
        if (await isEmailTaken(tx, input.email))
          throw conflictingField('email', 'email_taken', 'An account with this email already exists');
        if (input.username && (await isUsernameTaken(tx, input.username)))
          throw conflictingField('username', 'username_taken', 'An account with this user ID already exists');
        const [firstName, ...rest] = input.name.split(/\s+/);
        const account = await insertDoctorAccount(tx, {
          email: input.email,
          username: input.username ?? null,
          firstName: firstName ?? input.name,
          lastName: rest.join(' '),
          phone: input.phone ?? null,
          passwordHash,
          specialtyId: input.specialtyId ?? null,
          ...where,
          status: awaitsSecondPerson ? 'pending' : 'active',
          now,
        });
        if (!account) throw conflictingField('email', 'email_taken', 'An account with this email already exists');
        const row = await insertDoctor(tx, {
          name: input.name,
          userId: account.id,
          status: awaitsSecondPerson ? 'pending' : ADDED_DOCTOR_STATUS,
          createdBy: signedInSession(context).user.id,
          email: input.email,
          phone: input.phone ?? null,
          specialtyId: input.specialtyId ?? null,
          idNumber: input.idNumber ?? null,
          note: input.note ?? null,
          ...where,
          createdAt: now,
          updatedAt: now,
        });
        await refreshRegistrationStatus(tx, account.id, now);
        return mustLoad(tx, row.id, context);
      });
      await log(
        context,
        `Doctor #${created.id} added with an account: ${created.email}`,
        { key: 'doctor.created', params: { id: created.id, email: created.email ?? '' } },
        { doctorId: created.id, userId: created.userId, action: 'created', status: created.status },
      );
      return created;
    },

    /** Update Doctor: the fields given, the status (not `verified`: see verify) and the facilities. */
    async update(context: RequestContext, id: number, input: AdminDoctorUpdate): Promise<AdminDoctor> {
      const scope = regionScopeOf(context.session);
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const before = await mustLock(tx, id, scope);
        const { facilityIds, ...fields } = input;
        const next: Partial<DoctorRecord> = {};
        for (const [key, value] of Object.entries(fields))
          if (value !== undefined) (next as Record<string, unknown>)[key] = value;
        if (next.status === 'verified' && before.status !== 'verified')
          throw invalidField('status', 'invalid_choice', 'A doctor becomes verified through Verify Doctor');
        const where: Place = {
          regionId: next.regionId !== undefined ? next.regionId : before.regionId,
          divisionId: next.divisionId !== undefined ? next.divisionId : before.divisionId,
          subdivisionId: next.subdivisionId !== undefined ? next.subdivisionId : before.subdivisionId,
        };
        // A doctor without a region of their own is in scope by the facilities they work at (checked below).
        if (where.regionId !== null) checkRegion(scope, where.regionId);
        await checkReferences(tx, next, where);
        // Update Doctor's status is no way round Validate Doctors: the same evidence is needed, also when the
        // doctor went through another status first (their account, never approved, is still pending).
        const isUnapproved =
          before.status === 'pending' || (before.userId !== null && (await isAccountPending(tx, before.userId)));
        if (next.status === 'active' && before.status !== 'active' && isUnapproved) {
          await checkEvidence(tx, id, {
            idNumber: next.idNumber !== undefined ? next.idNumber : before.idNumber,
            licenceNumber: next.licenceNumber !== undefined ? next.licenceNumber : before.licenceNumber,
          });
          await checkSecondPerson(tx, id, context);
        }
        const changes = changedFields(before, next);
        if (facilityIds) {
          const wanted = [...new Set(facilityIds)].sort((a, b) => a - b);
          await checkFacilities(tx, wanted);
          const current = await linkedFacilityIds(tx, id);
          if (wanted.join() !== current.join()) {
            await replaceFacilityLinks(tx, id, wanted, now);
            changes.push('facilities');
          }
        }
        if (changes.length > 0) await updateDoctor(tx, id, { ...next, updatedAt: now });
        if (next.status === 'active' && isUnapproved && before.userId)
          await activatePendingAccount(tx, before.userId, now);
        if (changes.length > 0 && before.userId) await refreshRegistrationStatus(tx, before.userId, now);
        // No change hands the doctor over to another region (the transaction is undone).
        if (!(await isDoctorInScope(tx, id, scope))) throw outsideRegion();
        return { doctor: await mustLoad(tx, id, context), changes, before };
      });
      if (result.changes.length > 0) {
        const statusChange =
          result.before.status !== result.doctor.status
            ? ` (status ${result.before.status} → ${result.doctor.status})`
            : '';
        await log(
          context,
          `Doctor #${id} updated${statusChange}`,
          statusChange
            ? {
                key: 'doctor.updatedWithStatus',
                params: { id, from: result.before.status, to: result.doctor.status },
              }
            : { key: 'doctor.updated', params: { id } },
          {
            doctorId: id,
            action: 'updated',
            fields: result.changes,
            ...(statusChange ? { statusBefore: result.before.status, status: result.doctor.status } : {}),
            ...(result.changes.includes('facilities')
              ? { facilityIds: result.doctor.facilities.map((facility) => facility.id) }
              : {}),
          },
        );
      }
      return result.doctor;
    },

    /**
     * Validate Doctors: a pending doctor with their identity evidence stored becomes active (and their
     * pending account with them).
     */
    async approve(context: RequestContext, id: number): Promise<AdminDoctor> {
      const scope = regionScopeOf(context.session);
      const now = clock();
      const doctor = await db.transaction(async (tx) => {
        const before = await mustLock(tx, id, scope);
        if (before.status !== 'pending') throw new AppError('conflict', 'Only a pending doctor can be approved');
        await checkEvidence(tx, id, before);
        await checkSecondPerson(tx, id, context);
        // Evidence given through Verify Doctor and now confirmed by a second person: the doctor is verified.
        await updateDoctor(tx, id, { status: before.verifiedAt ? 'verified' : 'active', updatedAt: now });
        if (before.userId) await activatePendingAccount(tx, before.userId, now);
        return mustLoad(tx, id, context);
      });
      await log(
        context,
        `Doctor #${id} approved`,
        { key: 'doctor.approved', params: { id } },
        { doctorId: id, action: 'approved', statusBefore: 'pending', status: doctor.status },
        'SUCCESS',
      );
      return doctor;
    },

    /** Deletes the doctor, their facility links and documents, and their doctor account if they have one. */
    async remove(context: RequestContext, id: number): Promise<{ id: number; accountDeleted: boolean }> {
      const scope = regionScopeOf(context.session);
      const result = await deleteUnlessReferenced(() =>
        db.transaction(async (tx) => {
          const before = await mustLock(tx, id, scope);
          await deleteDoctor(tx, id);
          const accountDeleted = before.userId ? await deleteDoctorAccount(tx, before.userId) : false;
          return { before, accountDeleted };
        }),
      );
      await log(
        context,
        `Doctor #${id} deleted (${result.before.status})${result.accountDeleted ? ', with their account' : ''}`,
        {
          key: result.accountDeleted ? 'doctor.deletedWithAccount' : 'doctor.deleted',
          params: { id, status: result.before.status },
        },
        {
          doctorId: id,
          action: 'deleted',
          status: result.before.status,
          email: result.before.email,
          accountDeleted: result.accountDeleted,
        },
        'WARN',
      );
      return { id, accountDeleted: result.accountDeleted };
    },

    /**
     * Verify Doctor: the ID and licence numbers and both ID images (an image already stored for a side
     * may be kept), by whom and when recorded. The doctor becomes verified, or, not yet approved, waits
     * for a second person (four eyes).
     */
    async verify(context: RequestContext, id: number, upload: VerifyUpload): Promise<AdminDoctor> {
      const scope = regionScopeOf(context.session);
      const session = signedInSession(context);
      const now = clock();
      const parsed = adminDoctorVerifySchema.safeParse(upload.fields);
      const problems: FieldError[] = parsed.success
        ? []
        : parsed.error.issues.map((issue) =>
            fieldErrorFromIssue({ ...issue, input: upload.fields[String(issue.path[0])] }),
          );
      const doctor = await db.transaction(async (tx) => {
        const before = await mustLock(tx, id, scope);
        if (before.status === 'suspended' || before.status === 'inactive')
          throw new AppError('conflict', `A ${before.status} doctor cannot be verified; change their status first`);
        const stored = await storedSides(tx, id);
        for (const side of doctorDocumentSides)
          if (!upload.images[side] && !stored.has(side)) problems.push(fieldError(side, 'required'));
        if (problems.length > 0 || !parsed.success)
          throw new AppError('validation_failed', 'Some fields are not valid', problems);
        for (const side of doctorDocumentSides) {
          const image = upload.images[side];
          if (image) await upsertDocument(tx, { doctorId: id, side, ...image, uploadedBy: session.user.id, now });
        }
        // Four eyes: verifying a doctor not yet approved is a proposal. They stay as they are (their account
        // too) until another staff member approves them (Validate Doctors), unless the rule spares this role.
        const isUnapproved =
          before.status === 'pending' || (before.userId !== null && (await isAccountPending(tx, before.userId)));
        const awaitsSecondPerson = isUnapproved && needsSecondPerson(deps.fourEyes, context);
        await updateDoctor(tx, id, {
          idNumber: parsed.data.idNumber,
          licenceNumber: parsed.data.licenceNumber,
          status: awaitsSecondPerson ? before.status : 'verified',
          verifiedAt: now,
          verifiedBy: session.user.id,
          updatedAt: now,
        });
        if (before.userId) {
          if (!awaitsSecondPerson) await activatePendingAccount(tx, before.userId, now);
          await refreshRegistrationStatus(tx, before.userId, now);
        }
        return { loaded: await mustLoad(tx, id, context), before, awaitsSecondPerson };
      });
      const sides = doctorDocumentSides.filter((side) => upload.images[side]);
      await log(
        context,
        doctor.awaitsSecondPerson
          ? `Doctor #${id} verification submitted, awaiting another staff member's approval`
          : `Doctor #${id} verified`,
        { key: doctor.awaitsSecondPerson ? 'doctor.verificationSubmitted' : 'doctor.verified', params: { id } },
        {
          doctorId: id,
          action: doctor.awaitsSecondPerson ? 'verification_submitted' : 'verified',
          statusBefore: doctor.before.status,
          status: doctor.loaded.status,
          imagesUploaded: sides,
        },
        'SUCCESS',
      );
      return doctor.loaded;
    },

    /** An identity document image, for staff who may read doctors (within their region). */
    async document(context: RequestContext, id: number, side: DoctorDocumentSide) {
      const scope = regionScopeOf(context.session);
      if (!(await findDoctorDetails(db, id, scope))) throw notFound('Doctor');
      const document = await findDocument(db, id, side);
      if (!document) throw notFound('Document');
      return document;
    },
  };
}
export type AdminDoctorsService = ReturnType<typeof createAdminDoctorsService>;
