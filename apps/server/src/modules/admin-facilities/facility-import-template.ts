import {
  facilityImportTemplateColumns,
  foldName,
  importColumnHeader,
  type FacilityImportColumnKey,
  type FacilityImportLanguage,
} from '@hc/shared';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../../lib/csv';

/**
 * The template's example row: a made-up facility that the import accepts as it is, named so nobody takes
 * it for a real one. It is kept (rather than a header-only file) because a filled row shows each column's
 * format better than any note: the place names, the hours syntax, service codes. Left in a file by
 * mistake, it only adds a pending facility that nobody approves, and the dry run warns of it
 * (`example_row`); its Source ID makes a second import of it update that one rather than add another
 * (docs/decisions/2026-11-29-facility-import-template.md). Language-neutral values are shared.
 */
const exampleRow: Record<FacilityImportLanguage, Partial<Record<FacilityImportColumnKey, string>>> = {
  en: {
    name: 'EXAMPLE Health Centre (delete this row)',
    address: 'Example Street, Akwa',
    region: 'Littoral',
    division: 'Wouri',
    subdivision: 'Douala I',
  },
  fr: {
    name: 'EXEMPLE Centre de santé (supprimez cette ligne)',
    address: "Rue de l'Exemple, Akwa",
    region: 'Littoral',
    division: 'Wouri',
    subdivision: 'Douala 1er',
  },
};
const exampleShared: Partial<Record<FacilityImportColumnKey, string>> = {
  facilityType: 'health_center',
  email: 'contact@example.org',
  phone: '+237 222 00 00 00',
  latitude: '4.0483',
  longitude: '9.7043',
  website: 'https://example.org',
  openingHours: 'Mo-Fr 08:00-18:00; Sa 08:00-13:00',
  services: 'outpatient_consultations; vaccination',
  sourceId: 'EXAMPLE-0001',
};

const exampleNames = new Set(Object.values(exampleRow).map((row) => foldName(row.name!)));

/** Whether a row's name is the template's example (in either language, any case or accents). */
export const isTemplateExample = (name: string): boolean => exampleNames.has(foldName(name));

/**
 * The import template: the header of every column an import writes, in English or French, and the
 * example row. Written as the export is (BOM so Excel reads accents, CRLF, formulas neutralised).
 */
export function toImportTemplateCsv(language: FacilityImportLanguage): string {
  const values = { ...exampleShared, ...exampleRow[language] };
  return stringify([values], {
    bom: true,
    header: true,
    columns: facilityImportTemplateColumns.map((column) => ({
      key: column.key,
      header: importColumnHeader(column, language),
    })),
    record_delimiter: 'windows',
    cast: { string: neutraliseFormula },
  });
}
