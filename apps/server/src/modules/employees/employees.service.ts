import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  fieldError,
  regionScopedRoles,
  type Employee,
  type EmployeeCreate,
  type EmployeeListQuery,
  type EmployeeUpdate,
  type LogLevel,
  type StaffRole,
  type SystemLogEvent,
} from '@hc/shared';
import { AppError, conflictingField, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sendInvitation } from '../../lib/invitations';
import { assertLocationHoldsTogether } from '../../lib/location-check';
import type { Mailer } from '../../lib/mail/mailer';
import type { MailLocale } from '../../lib/mail/mail-templates';
import { normalizePhone } from '../../lib/phone';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { isEmailTaken } from '../../sql/accounts.repository';
import { voidInvitations } from '../../sql/invitation-tokens.repository';
import { deleteUserSessions } from '../../sql/sessions.repository';
import {
  countOtherActiveAdmins,
  deleteEmployee,
  findEmployeeRow,
  hasHistory,
  insertEmployee,
  isEmployeeIdTaken,
  listEmployees,
  lockEmployee,
  updateEmployee,
  type EmployeeRecord,
  type EmployeeRow,
  type EmployeeValues,
} from './employees.repository';
import { regionExists } from '../../sql/places.repository';

const place = (id: number | null, nameEn: string | null, nameFr: string | null) =>
  id === null || nameEn === null ? null : { id, nameEn, nameFr: nameFr ?? nameEn };

function toEmployee(row: EmployeeRow): Employee {
  return {
    id: row.id,
    employeeId: row.employeeId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role as StaffRole,
    jobTitle: row.jobTitle,
    department: row.department,
    status: row.status,
    invitationPending: !row.hasPassword,
    joinDate: row.joinDate,
    address: row.address,
    region: place(row.regionId, row.regionEn, row.regionFr),
    division: place(row.divisionId, row.divisionEn, row.divisionFr),
    subdivision: place(row.subdivisionId, row.subdivisionEn, row.subdivisionFr),
    scopeRegion: place(row.scopeRegionId, row.scopeRegionEn, row.scopeRegionFr),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const isRegionScoped = (role: string) => (regionScopedRoles as readonly string[]).includes(role);
const isDeactivating = (status: string | undefined) => status === 'inactive' || status === 'on_leave';

/** The fields whose changes the system log records (never a password: there is none here). */
const loggedFields = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'role',
  'jobTitle',
  'department',
  'employeeId',
  'joinDate',
  'address',
  'regionId',
  'divisionId',
  'subdivisionId',
  'scopeRegionId',
  'status',
] as const;

type Changes = Record<string, { before: unknown; after: unknown }>;

function changesBetween(before: EmployeeRecord, values: EmployeeValues): Changes {
  const changes: Changes = {};
  for (const key of loggedFields) {
    if (!(key in values)) continue;
    const after = values[key] ?? null;
    const was = before[key] ?? null;
    if (after !== was) changes[key] = { before: was, after };
  }
  return changes;
}

/**
 * Employees (spec 02 "Employees"): the back-office's staff accounts, listed, added (with an
 * invitation mail instead of a password), changed, deactivated and deleted by an admin. Nobody may
 * delete, deactivate or demote themselves or the last active admin; deactivating ends the account's
 * sessions at once; an account whose id the history names is deactivated, not deleted.
 */
export function createEmployeesService(deps: { db: Db; clock: Clock; mailer: Mailer }) {
  const { db, clock } = deps;

  async function mustGet(source: Db, id: number): Promise<Employee> {
    const row = await findEmployeeRow(source, id);
    if (!row) throw notFound('Employee');
    return toEmployee(row);
  }

  /** Phone in E.164, places consistent, a region limit only for manager and support, unique email and ID. */
  async function checkValues(source: Db, values: EmployeeValues, final: { role: string; id?: number }) {
    if (values.phone) {
      const phone = normalizePhone(values.phone);
      if (!phone) throw invalidField('phone', 'invalid_phone');
      values.phone = phone;
    }
    if (values.scopeRegionId != null) {
      if (!isRegionScoped(final.role)) throw invalidField('scopeRegionId', 'region_limit_not_allowed');
      if (!(await regionExists(source, values.scopeRegionId))) throw invalidField('scopeRegionId', 'invalid_choice');
    }
    if (values.email && (await isEmailTaken(source, values.email, final.id)))
      throw conflictingField('email', 'email_taken', 'An account with this email already exists');
    if (values.employeeId && (await isEmployeeIdTaken(source, values.employeeId, final.id)))
      throw conflictingField('employeeId', 'employee_id_taken', 'Another employee already has this employee ID');
  }

  /** 409 when the change would leave the service without an active admin, or lock the actor out. */
  async function checkNotLockingOut(
    source: Db,
    context: RequestContext,
    target: EmployeeRecord,
    effect: { removes: boolean; deactivates: boolean; demotes: boolean },
  ) {
    const actorId = signedInSession(context).user.id;
    if (!effect.removes && !effect.deactivates && !effect.demotes) return;
    const path = effect.removes ? 'request' : effect.deactivates ? 'status' : 'role';
    if (target.id === actorId)
      throw new AppError('conflict', 'You cannot delete, deactivate or demote your own account', [
        fieldError(path, 'own_account'),
      ]);
    if (
      target.role === 'admin' &&
      target.status === 'active' &&
      (await countOtherActiveAdmins(source, target.id)) === 0
    )
      throw new AppError('conflict', 'The last active admin cannot be deleted, deactivated or demoted', [
        fieldError(path, 'last_admin'),
      ]);
  }

  async function log(
    context: RequestContext,
    message: string,
    event: SystemLogEvent,
    details: Record<string, unknown>,
    level: LogLevel = 'INFO',
  ) {
    await logRequestEvent(deps, context, {
      level,
      source: 'SECURITY',
      message,
      event,
      details,
    });
  }

  return {
    async list(query: EmployeeListQuery) {
      const { rows, total, page } = await listEmployees(db, query);
      return { data: rows.map(toEmployee), meta: { total, page, pageSize: ADMIN_PAGE_SIZE } };
    },

    get: (id: number) => mustGet(db, id),

    async create(
      context: RequestContext,
      input: EmployeeCreate,
      mail: { locale: MailLocale; baseUrl: string },
    ): Promise<Employee> {
      const now = clock();
      const { locale: _formLocale, ...fields } = input;
      const values: EmployeeValues & { email: string; firstName: string; lastName: string; role: StaffRole } = {
        ...fields,
        scopeRegionId: input.scopeRegionId ?? null,
        locale: mail.locale,
      };
      await assertLocationHoldsTogether(db, {
        regionId: values.regionId ?? null,
        divisionId: values.divisionId ?? null,
        subdivisionId: values.subdivisionId ?? null,
      });
      await checkValues(db, values, { role: input.role });
      const row = await insertEmployee(db, values, now);
      if (!row) {
        // Another request took the email or the ID meanwhile: the unique indexes had the last word.
        await checkValues(db, { email: values.email, employeeId: values.employeeId ?? null }, { role: input.role });
        throw new AppError('conflict', 'An account with this email or employee ID already exists');
      }
      if (!row.employeeId) {
        const generated = `EMP-${String(row.id).padStart(4, '0')}`;
        const employeeId = (await isEmployeeIdTaken(db, generated, row.id))
          ? `EMP-${row.id}-${now.getTime()}`
          : generated;
        await updateEmployee(db, row.id, { employeeId }, now);
      }
      const actorId = signedInSession(context).user.id;
      const { expiresAt } = await sendInvitation(deps, {
        user: row,
        invitedBy: actorId,
        locale: mail.locale,
        baseUrl: mail.baseUrl,
        now,
      });
      const created = await mustGet(db, row.id);
      await log(
        context,
        `Employee added and invited: ${created.email} (${created.role}, ${created.employeeId})`,
        created.employeeId === null
          ? { key: 'employee.createdWithoutId', params: { email: created.email, role: created.role } }
          : {
              key: 'employee.created',
              params: { email: created.email, role: created.role, employeeId: created.employeeId },
            },
        {
          employeeUserId: row.id,
          action: 'employee_created',
          role: created.role,
          invitationExpiresAt: expiresAt.toISOString(),
        },
      );
      return created;
    },

    async update(context: RequestContext, id: number, input: EmployeeUpdate): Promise<Employee> {
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const before = await lockEmployee(tx, id);
        if (!before) throw notFound('Employee');
        const values: EmployeeValues = { ...input };
        const role = input.role ?? before.role;
        // A role that cannot be limited to a region drops the limit it had, unless the request names one.
        if (!isRegionScoped(role) && input.scopeRegionId === undefined && before.scopeRegionId !== null)
          values.scopeRegionId = null;
        // An employee who has not accepted the invitation stays `pending` when made active.
        if (input.status === 'active' && before.passwordHash === null) values.status = 'pending';
        const deactivates = isDeactivating(input.status) && !isDeactivating(before.status);
        await checkNotLockingOut(tx, context, before, {
          removes: false,
          deactivates,
          demotes: before.role === 'admin' && role !== 'admin',
        });
        const placeOf = <K extends 'regionId' | 'divisionId' | 'subdivisionId'>(key: K) =>
          values[key] === undefined ? before[key] : (values[key] ?? null);
        await assertLocationHoldsTogether(tx, {
          regionId: placeOf('regionId'),
          divisionId: placeOf('divisionId'),
          subdivisionId: placeOf('subdivisionId'),
        });
        await checkValues(tx, values, { role, id });
        const changes = changesBetween(before, values);
        if (Object.keys(changes).length > 0) await updateEmployee(tx, id, values, now);
        if (deactivates) {
          await deleteUserSessions(tx, id);
          await voidInvitations(tx, id);
        }
        return { changes, deactivates, email: before.email };
      });
      if (Object.keys(result.changes).length > 0)
        await log(
          context,
          `Employee changed: ${result.email} (${Object.keys(result.changes).join(', ')})${
            result.deactivates ? '; signed out everywhere' : ''
          }`,
          {
            key: result.deactivates ? 'employee.updatedAndSignedOut' : 'employee.updated',
            params: { email: result.email, fields: Object.keys(result.changes).join(', ') },
          },
          { employeeUserId: id, action: 'employee_updated', changes: result.changes },
          result.deactivates ? 'WARN' : 'INFO',
        );
      return mustGet(db, id);
    },

    async remove(context: RequestContext, id: number): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const before = await lockEmployee(tx, id);
        if (!before) throw notFound('Employee');
        await checkNotLockingOut(tx, context, before, { removes: true, deactivates: false, demotes: false });
        if (await hasHistory(tx, id))
          throw new AppError(
            'conflict',
            'This employee has history in the system log; deactivate the account instead of deleting it',
            [fieldError('request', 'employee_has_history')],
          );
        await deleteEmployee(tx, id);
        return before;
      });
      await log(
        context,
        `Employee deleted: ${removed.email} (${removed.role}, ${removed.employeeId ?? 'no ID'})`,
        removed.employeeId === null
          ? { key: 'employee.deletedWithoutId', params: { email: removed.email, role: removed.role } }
          : {
              key: 'employee.deleted',
              params: { email: removed.email, role: removed.role, employeeId: removed.employeeId },
            },
        {
          employeeUserId: id,
          action: 'employee_deleted',
          email: removed.email,
        },
        'WARN',
      );
    },

    /** A new invitation link (older ones stop working), for an employee who has not accepted yet. */
    async resendInvitation(
      context: RequestContext,
      id: number,
      mail: { locale: MailLocale; baseUrl: string },
    ): Promise<{ expiresAt: string }> {
      const now = clock();
      const employee = await lockEmployee(db, id);
      if (!employee) throw notFound('Employee');
      if (employee.passwordHash !== null)
        throw conflictingField(
          'request',
          'invitation_already_accepted',
          'This employee has already accepted the invitation',
        );
      if (isDeactivating(employee.status))
        throw conflictingField('request', 'employee_inactive', 'An inactive or on-leave employee cannot be invited');
      const { expiresAt } = await sendInvitation(deps, {
        user: employee,
        invitedBy: signedInSession(context).user.id,
        locale: mail.locale,
        baseUrl: mail.baseUrl,
        now,
      });
      await log(
        context,
        `Invitation sent again: ${employee.email}`,
        { key: 'employee.invitationResent', params: { email: employee.email } },
        { employeeUserId: id, action: 'invitation_resent', invitationExpiresAt: expiresAt.toISOString() },
      );
      return { expiresAt: expiresAt.toISOString() };
    },
  };
}
export type EmployeesService = ReturnType<typeof createEmployeesService>;
