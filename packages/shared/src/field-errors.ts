import { z } from 'zod';

/**
 * Stable codes for what is wrong with one field. The server sends them in `error.fields[].code`;
 * the web app translates them, so no English text written here ever reaches a French reader.
 * A schema that needs a specific code gives it as its message (`{ error: 'invalid_phone' }`).
 */
export const fieldErrorCodes = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'not_integer',
  'invalid_type',
  'invalid_email',
  'invalid_format',
  'invalid_choice',
  'invalid_time',
  'invalid_coordinates',
  'invalid_phone',
  // Web addresses (a facility's website): http and https only, never a javascript: or data: link.
  'invalid_url',
  'invalid_totp',
  'passwords_mismatch',
  'wrong_password',
  'email_taken',
  'invalid_reset_link',
  'totp_setup_missing',
  'unknown_field',
  'changed_meanwhile',
  'location_mismatch',
  'featured_full',
  'not_public_pharmacy',
  'duty_overlap',
  'ends_before_start',
  'duty_too_long',
  // Special dates (issue 35): a range longer than allowed, or one that overlaps another of the facility.
  'range_too_long',
  'special_date_overlap',
  // Doctors (issue 11): identity document images and the account's user ID.
  'file_too_large',
  'not_an_image',
  'too_many_files',
  'username_taken',
  // Employees and invitations (issue 11).
  'invalid_invitation_link',
  'employee_id_taken',
  'region_limit_not_allowed',
  'own_account',
  'last_admin',
  'employee_has_history',
  'invitation_already_accepted',
  'employee_inactive',
  // Bookings, payments and claims (issue 12).
  'slot_taken',
  'slot_not_aligned',
  'doctor_not_at_facility',
  'not_a_patient',
  'not_same_booking',
  'refund_exceeds_paid',
  'provider_reference_taken',
  'payment_not_refundable',
  'booking_cancelled',
  'booking_no_show',
  'exceeds_balance',
  'has_bookings',
  // Public listings (issue 14): nearest first without a position.
  'near_required',
  // Any text (issue 16): a NUL or a lone surrogate, which PostgreSQL cannot store.
  'invalid_characters',
  // Facility managers (issue 35): the e-mailed confirmation link, and a proposed type of another category.
  'invalid_confirmation_link',
  'confirmation_link_used',
  'confirmation_link_expired',
  'category_change_not_allowed',
  // Facility claims (issue 35): the account already asked to manage the facility, or already manages it.
  'claim_pending',
  'already_manager',
  'invalid',
  // Four eyes (issue 36): the approver proposed it; a bulk selection larger than one request may take.
  'same_person',
  'selection_too_large',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export const fieldErrorSchema = z.object({
  /** Dotted path of the field in the request (`email`, `hours.mon.0.opens`); `request` for the whole body. */
  path: z.string(),
  code: z.enum(fieldErrorCodes),
  /** Limits the message needs (`minimum`, `maximum`). */
  params: z.record(z.string(), z.number()).optional(),
  /** English, for API clients and logs; the web app shows its own translation of `code`. */
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

const codeSet: ReadonlySet<string> = new Set(fieldErrorCodes);
export const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  typeof value === 'string' && codeSet.has(value);

/** The parts of a Zod issue (raw, finalised, or as fastify-type-provider-zod passes it) that decide the code. */
export type IssueLike = {
  code: string;
  path?: readonly PropertyKey[];
  message?: string | undefined;
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
};

const toNumber = (value: number | bigint | undefined) => (value === undefined ? undefined : Number(value));

/** Zod's own English text for a missing value, for issues whose input was dropped. */
const MISSING = /received undefined$/;

/** Maps a Zod issue to the field code and the limits its message needs. */
export function classifyIssue(issue: IssueLike): { code: FieldErrorCode; params?: Record<string, number> } {
  if (isFieldErrorCode(issue.message)) return { code: issue.message };
  const isMissing = 'input' in issue ? issue.input === undefined : MISSING.test(issue.message ?? '');
  if (isMissing && issue.code !== 'custom') return { code: 'required' };
  const minimum = toNumber(issue.minimum);
  const maximum = toNumber(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      return { code: issue.expected === 'int' ? 'not_integer' : 'invalid_type' };
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        return minimum !== undefined && minimum <= 1
          ? { code: 'required' }
          : { code: 'too_short', params: { minimum: minimum ?? 0 } };
      }
      return { code: 'too_small', params: { minimum: minimum ?? 0 } };
    case 'too_big':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set')
        return { code: 'too_long', params: { maximum: maximum ?? 0 } };
      return { code: 'too_large', params: { maximum: maximum ?? 0 } };
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'invalid_email' : 'invalid_format' };
    case 'invalid_value':
    case 'invalid_union':
      return { code: 'invalid_choice' };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    default:
      return { code: 'invalid' };
  }
}

/** English texts of the codes, for the API's `message` (the web app has its own, translated, catalog). */
const englishMessages: Record<FieldErrorCode, (params: Record<string, number>) => string> = {
  required: () => 'This field is required',
  too_short: (p) => `Must be at least ${p.minimum} characters`,
  too_long: (p) => `Must be at most ${p.maximum} characters`,
  too_small: (p) => `Must be at least ${p.minimum}`,
  too_large: (p) => `Must be at most ${p.maximum}`,
  not_integer: () => 'Must be a whole number',
  invalid_type: () => 'Has the wrong type',
  invalid_email: () => 'Please enter a valid email address',
  invalid_format: () => 'Is not in the expected format',
  invalid_choice: () => 'Is not one of the allowed values',
  invalid_time: () => 'Must be a time HH:MM',
  invalid_coordinates: () => 'Must be "latitude,longitude" within range',
  invalid_phone: () => 'Enter a valid phone number',
  invalid_url: () => 'Enter a web address starting with http:// or https://',
  invalid_totp: () => 'That code is not valid or has expired',
  passwords_mismatch: () => 'New passwords do not match!',
  wrong_password: () => 'The password is not correct',
  email_taken: () => 'An account with this email already exists',
  invalid_reset_link: () => 'This reset link is invalid or has expired',
  totp_setup_missing: () => 'Start the two-factor set-up first',
  unknown_field: () => 'Is not an accepted field',
  changed_meanwhile: () => 'Someone else changed this field since you opened the record',
  location_mismatch: () => 'Is not part of the region or division chosen',
  featured_full: () => 'This category already has the most featured facilities',
  not_public_pharmacy: () => 'Only a pharmacy listed in the public directory can be on duty',
  duty_overlap: (p) => `Overlaps duty period #${p.id} of the same pharmacy`,
  ends_before_start: () => 'Must be after the start',
  duty_too_long: (p) => `A duty period lasts at most ${p.maximum} days`,
  range_too_long: () => 'Lasts at most 366 days',
  special_date_overlap: () => 'Overlaps another special date of the same facility',
  file_too_large: (p) => `The file is larger than the ${p.maximumMb} MB allowed`,
  not_an_image: () => 'The file is not a JPEG, PNG or WebP image',
  too_many_files: (p) => `At most ${p.maximum} files can be sent`,
  username_taken: () => 'An account with this user ID already exists',
  invalid_invitation_link: () => 'This invitation link is invalid, has expired or was already used',
  employee_id_taken: () => 'Another employee already has this employee ID',
  region_limit_not_allowed: () => 'Only a manager or support account can be limited to one region',
  own_account: () => 'You cannot delete, deactivate or demote your own account',
  last_admin: () => 'The last active admin cannot be deleted, deactivated or demoted',
  employee_has_history: () => 'This employee has history in the system log; deactivate the account instead',
  invitation_already_accepted: () => 'This employee has already accepted the invitation',
  employee_inactive: () => 'An inactive or on-leave employee cannot be invited; make the account active first',
  slot_taken: () => `This doctor is already booked for this slot`,
  slot_not_aligned: () => `Bookings start on the hour or the half hour`,
  doctor_not_at_facility: () => `This doctor does not practise at this facility`,
  not_a_patient: () => `No patient has this ID`,
  not_same_booking: () => `Does not belong to this booking`,
  refund_exceeds_paid: (p) => `A refund cannot exceed what was paid (${p.maximum} CFA left to refund)`,
  provider_reference_taken: () => `Another payment already has this reference for this method`,
  payment_not_refundable: () => `Only a paid payment can be refunded`,
  booking_cancelled: () => `The booking is cancelled`,
  booking_no_show: () => `The patient did not come to this booking: it takes no payment`,
  exceeds_balance: (p) => `A payment cannot exceed what the booking still owes (${p.maximum} CFA left to pay)`,
  has_bookings: () => `Has bookings, payments or claims on record; deactivate instead`,
  near_required: () => 'Sorting by distance needs "near" (latitude,longitude)',
  invalid_characters: () => 'Contains characters that cannot be stored (a NUL or a broken Unicode sequence)',
  invalid_confirmation_link: () => 'This confirmation link is not valid',
  confirmation_link_used: () => 'This confirmation link was already used',
  confirmation_link_expired: () => 'This confirmation link has expired',
  category_change_not_allowed: () => 'A facility keeps its category: a pharmacy cannot become a hospital',
  claim_pending: () => 'You already asked to manage this facility; staff are reviewing your request',
  already_manager: () => 'You already manage this facility',
  invalid: () => 'Is not valid',
  same_person: () => 'You proposed this; another staff member must approve it',
  selection_too_large: (p) => `Select at most ${p.maximum ?? 5000} rows at once; narrow the filters`,
};

export function englishFieldMessage(code: FieldErrorCode, params: Record<string, number> = {}): string {
  return englishMessages[code](params);
}

/** One field error, as the API sends it. */
export function fieldError(path: string, code: FieldErrorCode, params?: Record<string, number>): FieldError {
  return { path, code, ...(params ? { params } : {}), message: englishFieldMessage(code, params) };
}

/** A field error from a Zod issue. */
export function fieldErrorFromIssue(issue: IssueLike): FieldError {
  const { code, params } = classifyIssue(issue);
  const path = (issue.path ?? []).map(String).join('.') || 'request';
  return fieldError(path, code, params);
}
