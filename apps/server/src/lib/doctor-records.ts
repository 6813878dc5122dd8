import { tables, type Db } from '@hc/db';
import type { Account } from './accounts';

const { doctors } = tables;

/**
 * The doctor record of an account that signed up as a doctor: `pending` (it waits for staff to
 * validate it in Validate Doctors), with the account's name, email, phone, specialty and place.
 * Nothing is done when the account already has a record (the user_id is unique).
 */
export async function createPendingDoctorRecord(db: Db, account: Account, now: Date): Promise<void> {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ').trim() || account.email;
  await db
    .insert(doctors)
    .values({
      name,
      userId: account.id,
      status: 'pending',
      email: account.email,
      phone: account.phone,
      specialtyId: account.specialtyId,
      regionId: account.regionId,
      divisionId: account.divisionId,
      subdivisionId: account.subdivisionId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
