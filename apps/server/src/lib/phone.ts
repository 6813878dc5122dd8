import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number as staff typed it, in E.164 (`+237…`), national numbers read as Cameroonian; null
 * when it is not a valid number. (The same rule as modules/admin-facilities/phone.ts, for modules
 * that may not import that one.)
 */
export function normalizePhone(input: string, defaultCountry: 'CM' = 'CM'): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}
