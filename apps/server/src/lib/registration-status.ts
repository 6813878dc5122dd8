import type { Db } from '@hc/db';
import { registrationStatusOf, type RegistrationStatus } from '@hc/shared';
import { findAccountById, findDoctorRecordOfAccount, setRegistrationStatus } from '../sql/accounts.repository';

/**
 * Recomputes where an account stands in its registration (packages/shared/src/registration.ts) from
 * what the database holds now: the account's profile and, for a doctor, the doctor record staff keep
 * (whose specialty, ID number, phone and place count as the profile's). Called after every change that
 * can fill or empty a profile field, so the incomplete-registration lists stay true.
 */
export async function refreshRegistrationStatus(db: Db, userId: number, now: Date): Promise<RegistrationStatus | null> {
  const account = await findAccountById(db, userId);
  if (!account) return null;
  // An invited employee's registration ends when they accept the invitation (they set their password).
  if (account.passwordHash === null) return account.registrationStatus;
  const doctor = account.role === 'doctor' ? await findDoctorRecordOfAccount(db, userId) : null;
  const status = registrationStatusOf({
    role: account.role,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone ?? doctor?.phone,
    regionId: account.regionId ?? doctor?.regionId,
    divisionId: account.divisionId ?? doctor?.divisionId,
    subdivisionId: account.subdivisionId ?? doctor?.subdivisionId,
    bloodType: account.bloodType,
    insuranceProvider: account.insuranceProvider,
    emergencyContactName: account.emergencyContactName,
    emergencyContactPhone: account.emergencyContactPhone,
    specialtyId: doctor?.specialtyId ?? account.specialtyId,
    idNumber: doctor?.idNumber,
  });
  if (status !== account.registrationStatus) await setRegistrationStatus(db, userId, status, now);
  return status;
}
