import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number as staff typed it, in E.164 (`+237…`), national numbers read as Cameroonian; null
 * when not valid. (The same rule as the facilities' phone; each module keeps its own small copy.)
 */
export function normalizePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'CM');
  return parsed?.isValid() ? parsed.number : null;
}
