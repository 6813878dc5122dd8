import {
  englishFieldMessage,
  FACILITY_IMPORT_MAX_ROWS,
  facilityImportColumns,
  isFieldErrorCode,
  type FacilityImportColumnKey,
  type FacilityImportError,
  type FacilityImportLanguage,
  type FacilityImportWarning,
  type FacilityImportWarningCode,
  type FacilityImportIssueCode,
  type FieldErrorCode,
} from '@hc/shared';
import { CsvError, parse } from 'csv-parse/sync';

/** One data row: its spreadsheet row number and its cells by column key (trimmed; absent columns left out). */
export type ImportRow = { row: number; cells: Partial<Record<FacilityImportColumnKey, string>> };

export type ImportFile = {
  /** The header of each column the file has, as the file spells it. */
  headers: Partial<Record<FacilityImportColumnKey, string>>;
  rows: ImportRow[];
  /** French when one of its headers is French only: the language its missing columns are named in. */
  language: FacilityImportLanguage;
  /** Problems with the file itself (unreadable, unknown headers...): no row is looked at then. */
  errors: FacilityImportError[];
};

const englishIssueMessages: Record<FacilityImportIssueCode, (params: Record<string, number>) => string> = {
  invalid_csv: (p) => `The file is not valid CSV (near line ${p.line})`,
  empty_file: () => 'The file has no header row or no data row',
  too_many_rows: (p) => `The file has more than ${p.maximum} rows: split it`,
  unknown_column: () => 'This column is not one the import knows',
  duplicate_column: () => 'This column is given twice',
  missing_column: () => 'This column is needed with the others given',
  extra_cells: () => 'This row has more cells than the header has columns',
  duplicate_row: (p) => `The same facility is already in row ${p.row}`,
  unknown_facility: () => 'No facility has this id',
  source_id_taken: () => 'Another facility already has this source id',
  unknown_location: () => 'No place of this level has this name',
  ambiguous_location: () => 'Several places have this name: give the division or region too',
  invalid_hours: () => 'These opening hours are not readable: write them as "Mo-Fr 08:00-18:00; Sa 08:00-13:00"',
  hours_given_twice: () => 'Give either Opening Hours or Opening Time and Closing Time, not both',
  outside_region: () => "This facility is outside your account's region",
};

/** One problem of the report, with its English message (the web app translates the code). */
export function importError(
  row: number | null,
  column: string | null,
  code: FieldErrorCode | FacilityImportIssueCode,
  params?: Record<string, number>,
): FacilityImportError {
  const message = isFieldErrorCode(code)
    ? englishFieldMessage(code, params)
    : englishIssueMessages[code as FacilityImportIssueCode](params ?? {});
  return { row, column, code, ...(params ? { params } : {}), message };
}

const englishWarningMessages: Record<FacilityImportWarningCode, string> = {
  kept_staff_change: 'Kept: changed by staff since this source last gave it',
  example_row: "This is the template's example row: delete it unless you mean to add this made-up facility",
};

/** One warning of the report, with its English message (the web app translates the code). */
export function importWarning(
  row: number,
  column: string | null,
  code: FacilityImportWarningCode,
): FacilityImportWarning {
  return { row, column, code, message: englishWarningMessages[code] };
}

/** A header as typed in either language: any case, accents and apostrophe shapes ignored ("Region", "Région"). */
const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2019`]/g, "'")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
const columnsByHeader = new Map<string, FacilityImportColumnKey>(
  facilityImportColumns.flatMap((column) => [
    [headerKey(column.header), column.key] as const,
    [headerKey(column.headerFr), column.key] as const,
  ]),
);
/** Headers only the French template has (Type, Contact, Latitude... are the same in both). */
const frenchOnly = new Set(
  facilityImportColumns.filter((c) => headerKey(c.header) !== headerKey(c.headerFr)).map((c) => headerKey(c.headerFr)),
);
// A few spellings people use for the same columns.
for (const [alias, key] of [
  ['id', 'id'],
  ['phone', 'phone'],
  ['source id', 'sourceId'],
  ['sourceid', 'sourceId'],
] as const)
  columnsByHeader.set(alias, key);

/** The delimiter of the header line: a comma, or the semicolon a French spreadsheet program writes, or a tab. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * An export neutralised formula-like text with a leading apostrophe (CSV injection): it is taken off
 * again on the way back in, so an exported file imports unchanged.
 */
const unneutralise = (value: string) => (/^'[=@+\-\t\r]/.test(value) ? value.slice(1) : value);

/** Reads the CSV text (csv-parse): header, rows by column key, and any problem with the file as a whole. */
export function readImportFile(text: string): ImportFile {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\ufeff/, '')),
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return {
      headers: {},
      rows: [],
      language: 'en',
      errors: [importError(null, null, 'invalid_csv', { line: Number(error.lines ?? 0) })],
    };
  }
  const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex < 0)
    return { headers: {}, rows: [], language: 'en', errors: [importError(null, null, 'empty_file')] };

  const errors: FacilityImportError[] = [];
  const headers: Partial<Record<FacilityImportColumnKey, string>> = {};
  const keyAt: (FacilityImportColumnKey | null)[] = [];
  const headerRow = headerIndex + 1;
  const language: FacilityImportLanguage = records[headerIndex]!.some((raw) => frenchOnly.has(headerKey(raw)))
    ? 'fr'
    : 'en';
  for (const raw of records[headerIndex]!) {
    const header = raw.trim();
    const key = columnsByHeader.get(headerKey(header)) ?? null;
    keyAt.push(null);
    if (header === '') continue;
    if (!key) errors.push(importError(headerRow, header, 'unknown_column'));
    else if (headers[key] !== undefined) errors.push(importError(headerRow, header, 'duplicate_column'));
    else {
      headers[key] = header;
      keyAt[keyAt.length - 1] = key;
    }
  }
  for (const [a, b] of [
    ['latitude', 'longitude'],
    ['openingTime', 'closingTime'],
  ] as const) {
    if ((headers[a] === undefined) !== (headers[b] === undefined)) {
      const missing = headers[a] === undefined ? a : b;
      const column = facilityImportColumns.find((c) => c.key === missing)!;
      const header = language === 'fr' ? column.headerFr : column.header;
      errors.push(importError(headerRow, header, 'missing_column'));
    }
  }

  const rows: ImportRow[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const record = records[index]!;
    if (isBlank(record)) continue;
    const row = index + 1;
    const cells: ImportRow['cells'] = {};
    record.forEach((value, column) => {
      const key = keyAt[column];
      if (key) cells[key] = unneutralise(value.trim());
      else if (column >= keyAt.length && value.trim() !== '') errors.push(importError(row, null, 'extra_cells'));
    });
    rows.push({ row, cells });
  }
  if (rows.length === 0) errors.push(importError(null, null, 'empty_file'));
  if (rows.length > FACILITY_IMPORT_MAX_ROWS)
    return {
      headers,
      rows: [],
      language,
      errors: [importError(null, null, 'too_many_rows', { maximum: FACILITY_IMPORT_MAX_ROWS })],
    };
  return { headers, rows, language, errors: dedupe(errors) };
}

/** One `extra_cells` error per row is enough. */
function dedupe(errors: FacilityImportError[]): FacilityImportError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.row}|${error.column}|${error.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
