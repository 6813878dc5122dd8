/**
 * What "looks like an email address" means everywhere (spec 01 §5): the same rule in the browser,
 * before sending, and in the API contract. No dependency, so the form does not pull Zod into the first load.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX = 254;

/** Trims and lower-cases an address, as it is stored. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}
