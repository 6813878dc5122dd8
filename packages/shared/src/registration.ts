import type { RegistrationStatus, UserRole } from './auth-enums';

/**
 * What the registration rule looks at: the account's role and its profile fields. A doctor's
 * specialty and ID number may live on the doctor record (`doctors`) rather than on the account.
 */
export type RegistrationProfile = {
  role: UserRole;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  regionId?: number | null | undefined;
  divisionId?: number | null | undefined;
  subdivisionId?: number | null | undefined;
  /** Patients. */
  bloodType?: string | null | undefined;
  insuranceProvider?: string | null | undefined;
  emergencyContactName?: string | null | undefined;
  emergencyContactPhone?: string | null | undefined;
  /** Doctors. */
  specialtyId?: number | null | undefined;
  idNumber?: string | null | undefined;
};

type Field = keyof Omit<RegistrationProfile, 'role'>;

const isFilled = (value: unknown) =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');

/** The location counts once the region, the division and the subdivision are all chosen. */
const location: Field[] = ['regionId', 'divisionId', 'subdivisionId'];

/** The fields a profile needs to be complete, by role (the name, phone and location for everyone who registers). */
export function requiredProfileFields(role: UserRole): readonly Field[] {
  const common: Field[] = ['firstName', 'lastName', 'phone', ...location];
  if (role === 'patient') return [...common, 'bloodType', 'emergencyContactName', 'emergencyContactPhone'];
  if (role === 'doctor') return [...common, 'specialtyId', 'idNumber'];
  // Staff accounts are made by an admin (the employee record): their name is all the registration needs.
  return ['firstName', 'lastName'];
}

/**
 * The fields that show a profile has been started. The name is not one of them: sign-up already
 * asks for it, so an account with only its name (and email) is `registration_started`.
 */
const profileFields: readonly Field[] = [
  'phone',
  ...location,
  'bloodType',
  'insuranceProvider',
  'emergencyContactName',
  'emergencyContactPhone',
  'specialtyId',
  'idNumber',
];

/**
 * Where an account stands in its registration (issue 11): `complete` when every field its role
 * requires is filled (name, phone and location; patients also blood type and emergency contact;
 * doctors also specialty and ID number), `incomplete_profile` when some profile field is filled,
 * and `registration_started` when the account exists but its profile is empty.
 */
export function registrationStatusOf(profile: RegistrationProfile): RegistrationStatus {
  if (requiredProfileFields(profile.role).every((field) => isFilled(profile[field]))) return 'complete';
  return profileFields.some((field) => isFilled(profile[field])) ? 'incomplete_profile' : 'registration_started';
}
