import type { LocalizedRef } from '@hc/shared';
import { localizedName } from '../../lib/localized';
import type { SelectOption } from './components/select-field';

/** Reference rows as select options, named and sorted in the interface language. */
export function toOptions(rows: LocalizedRef[] | undefined, language: string): SelectOption[] {
  if (!rows) return [];
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return rows
    .map((row) => ({ value: String(row.id), label: localizedName(row, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
