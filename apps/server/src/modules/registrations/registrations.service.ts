import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  bloodTypes,
  type BloodType,
  type IncompleteRegistration,
  type IncompleteRegistrationsQuery,
  maySeePersonalData,
} from '@hc/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { regionScopeOf, signedInSession, type RequestContext } from '../../lib/request-context';
import { deleteUnlessReferenced } from '../../lib/db-errors';
import { logRequestEvent } from '../../lib/system-log';
import {
  deleteAccountAndRecords,
  findRegisteringAccount,
  listIncomplete,
  type IncompleteRow,
} from './registrations.repository';

const knownBloodTypes: ReadonlySet<string> = new Set(bloodTypes);

/** The row as the caller may see it: without the person's identity and health details unless granted (issue 31). */
function toIncomplete(row: IncompleteRow, viewerRole: string): IncompleteRegistration {
  const isVisible = maySeePersonalData(viewerRole, row.role === 'doctor' ? 'doctor' : 'patient');
  return {
    id: row.id,
    name: isVisible ? `${row.firstName} ${row.lastName}`.trim() : null,
    email: isVisible ? row.email : null,
    phone: isVisible ? row.phone : null,
    role: row.role,
    // The list only holds accounts whose registration is not complete.
    status: row.status === 'registration_started' ? 'registration_started' : 'incomplete_profile',
    registeredAt: row.createdAt.toISOString(),
    ...(row.role === 'doctor'
      ? { specialty: row.specialtyEn ? { nameEn: row.specialtyEn, nameFr: row.specialtyFr ?? row.specialtyEn } : null }
      : {}),
    ...(row.role === 'patient'
      ? {
          bloodType:
            isVisible && row.bloodType && knownBloodTypes.has(row.bloodType) ? (row.bloodType as BloodType) : null,
        }
      : {}),
  };
}

/**
 * The analytics' incomplete registrations (spec 02 §2, §3): patient and doctor accounts whose
 * registration status (packages/shared/src/registration.ts) is not `complete`, and their deletion,
 * which really deletes (the spec's sample only pretended to).
 */
export function createRegistrationsService(deps: { db: Db; clock: Clock; onDirectoryChange: () => void }) {
  const { db } = deps;
  return {
    async listIncomplete(context: RequestContext, query: IncompleteRegistrationsQuery) {
      const { rows, total, page } = await listIncomplete(db, query.kind, query.page, regionScopeOf(context.session));
      const viewerRole = signedInSession(context).user.role;
      return {
        data: rows.map((row) => toIncomplete(row, viewerRole)),
        meta: { total, page, pageSize: ADMIN_PAGE_SIZE },
      };
    },

    /** 404 for an unknown account (or a staff one); 409 when its registration is complete. */
    async remove(context: RequestContext, id: number) {
      const result = await deleteUnlessReferenced(() =>
        db.transaction(async (tx) => {
          const account = await findRegisteringAccount(tx, id, regionScopeOf(context.session));
          if (!account) throw notFound('Registration');
          if (account.registrationStatus === 'complete')
            throw new AppError('conflict', 'This registration is complete: delete the account from its own section');
          const doctorRecords = await deleteAccountAndRecords(tx, id);
          return { account, doctorRecords };
        }),
      );
      const { account, doctorRecords } = result;
      if (doctorRecords > 0) deps.onDirectoryChange();
      await logRequestEvent(deps, context, {
        level: 'WARN',
        source: account.role === 'doctor' ? 'DOCTOR' : 'AUTH',
        message: `Incomplete ${account.role} registration deleted: ${account.email} (#${account.id}, ${account.registrationStatus})`,
        event: {
          key: 'registration.deleted',
          params: {
            email: account.email,
            id: account.id,
            role: account.role,
            registrationStatus: account.registrationStatus,
          },
        },
        details: {
          userId: account.id,
          role: account.role,
          registrationStatus: account.registrationStatus,
          doctorRecords,
        },
      });
      return { id: account.id, role: account.role };
    },
  };
}
