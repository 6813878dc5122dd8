import type { LocalizedRef } from '@hc/shared';

/** The name of a place, specialty or test in the interface language. */
export function localizedName(
  ref: Pick<LocalizedRef, 'nameEn' | 'nameFr'> | null | undefined,
  language: string,
): string {
  if (!ref) return '';
  return language.startsWith('fr') ? ref.nameFr : ref.nameEn;
}
