import type { LocalizedRef } from '@hc/shared';
import { localizedName } from './localized';

/**
 * Reference rows (regions, divisions, specialties, tests...) as select options: the id as the value,
 * named and sorted in the interface language.
 */
export function toReferenceOptions(
  rows: readonly LocalizedRef[] | undefined,
  language: string,
): { value: string; label: string }[] {
  if (!rows) return [];
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return rows
    .map((row) => ({ value: String(row.id), label: localizedName(row, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
