import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A phone number as staff typed it, in E.164 (`+237…`), national numbers read as Cameroonian; null when not valid. */
export function normalizePhone(input: string, defaultCountry: 'CM' = 'CM'): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}
