import { z } from 'zod';
import { fieldErrorCodes } from '../field-errors';
import { queryBooleanSchema } from './common';

/** Most data rows one import takes (the whole directory is ~1,600; a large region's list fits many times). */
export const FACILITY_IMPORT_MAX_ROWS = 20_000;
/** Largest CSV body accepted (a 20,000-row export is about 4 MB). */
export const FACILITY_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Most errors one report lists; `errorCount` still counts them all. */
export const FACILITY_IMPORT_MAX_ERRORS = 1_000;

/**
 * The CSV columns an import reads, by their header in English or in French (any case, accents ignored):
 * the export's headers. `readOnly` columns are what the export adds for reading (category follows the
 * type; status changes go through the lifecycle actions); they are accepted and ignored, so an exported
 * file imports as it is. The headers are a file format shared by the server (which writes and reads
 * them) and the web page: they live here, not in a catalog, so rewording a label never breaks a file
 * (docs/decisions/2026-11-29-facility-import-template.md).
 */
export const facilityImportColumns = [
  { header: 'Facility ID', headerFr: 'ID établissement', key: 'id' },
  { header: 'Name', headerFr: 'Nom', key: 'name' },
  { header: 'Category', headerFr: 'Catégorie', key: 'category', readOnly: true },
  { header: 'Type', headerFr: 'Type', key: 'facilityType' },
  { header: 'Status', headerFr: 'Statut', key: 'status', readOnly: true },
  { header: 'Email', headerFr: 'E-mail', key: 'email' },
  { header: 'Contact', headerFr: 'Contact', key: 'phone' },
  { header: 'Address', headerFr: 'Adresse', key: 'address' },
  { header: 'Region', headerFr: 'Région', key: 'region' },
  { header: 'Division', headerFr: 'Département', key: 'division' },
  { header: 'Subdivision', headerFr: 'Arrondissement', key: 'subdivision' },
  { header: 'Latitude', headerFr: 'Latitude', key: 'latitude' },
  { header: 'Longitude', headerFr: 'Longitude', key: 'longitude' },
  { header: 'License Number', headerFr: 'Numéro de licence', key: 'licenseNumber' },
  { header: 'Website', headerFr: 'Site web', key: 'website' },
  /** The weekly hours in OpenStreetMap `opening_hours` syntax ("Mo-Fr 08:00-18:00; Sa 08:00-13:00"). */
  { header: 'Opening Hours', headerFr: "Horaires d'ouverture", key: 'openingHours' },
  /** Service codes, or catalogue names in English or French, separated by ";". */
  { header: 'Services', headerFr: 'Services', key: 'services' },
  /**
   * Who the row comes from: `staff` (the default) or an open-data source (`osm`, `public_mfl_2019`). A row
   * matched by its Source ID alone writes as that source (or as `import`, a partner's file, when empty).
   */
  { header: 'Source', headerFr: 'Source', key: 'source' },
  { header: 'Source ID', headerFr: 'ID source', key: 'sourceId' },
  /** The version the file was exported at: a facility changed since is refused (`changed_meanwhile`). */
  { header: 'Version', headerFr: 'Version', key: 'version' },
  { header: 'Updated', headerFr: 'Mis à jour', key: 'updatedAt', readOnly: true },
  { header: 'Archived', headerFr: 'Archivé', key: 'archivedAt', readOnly: true },
  /**
   * Older files: with Closing Time, the same hours every day of the week (as the form's two fields). Not
   * in the export or the template, where Opening Hours says more.
   */
  { header: 'Opening Time', headerFr: "Heure d'ouverture", key: 'openingTime', legacy: true },
  { header: 'Closing Time', headerFr: 'Heure de fermeture', key: 'closingTime', legacy: true },
] as const satisfies readonly {
  header: string;
  headerFr: string;
  key: string;
  readOnly?: boolean;
  legacy?: boolean;
}[];
export type FacilityImportColumnKey = (typeof facilityImportColumns)[number]['key'];

/** `dryRun=true` checks the file and changes nothing; `dryRun=false` imports it, all rows or none. */
export const facilityImportQuerySchema = z.object({ dryRun: queryBooleanSchema });
export type FacilityImportQuery = z.infer<typeof facilityImportQuerySchema>;

export const facilityImportLanguages = ['en', 'fr'] as const;
export type FacilityImportLanguage = (typeof facilityImportLanguages)[number];
/** The template's language: its headers and its example row. */
export const facilityImportTemplateQuerySchema = z.object({ lang: z.enum(facilityImportLanguages).default('en') });

/** A column's header in the language given. */
export const importColumnHeader = (
  column: (typeof facilityImportColumns)[number],
  language: FacilityImportLanguage,
): string => (language === 'fr' ? column.headerFr : column.header);

/** The template's columns: every one an import writes (read-only and older columns left out). */
export const facilityImportTemplateColumns = facilityImportColumns.filter(
  (column) => !('readOnly' in column) && !('legacy' in column),
);

/** What can be wrong with a file or a row beyond a field's own rules (those use the field error codes). */
export const facilityImportIssueCodes = [
  /** The file is not readable CSV (an unclosed quote...). */
  'invalid_csv',
  /** No header row, or no data row. */
  'empty_file',
  /** More than FACILITY_IMPORT_MAX_ROWS data rows (`params.maximum`). */
  'too_many_rows',
  /** A header the import does not know. */
  'unknown_column',
  /** A header given twice. */
  'duplicate_column',
  /** A column needed with another one (Latitude with Longitude...) or to create facilities (Name, Type). */
  'missing_column',
  /** A row with more cells than the header has columns. */
  'extra_cells',
  /** The same facility (id or source id) in an earlier row (`params.row`). */
  'duplicate_row',
  /** No facility has this id. */
  'unknown_facility',
  /** Another facility already has this source id. */
  'source_id_taken',
  /** No region, division or subdivision has this name. */
  'unknown_location',
  /** Several places have this name: add the division (or region) to tell them apart. */
  'ambiguous_location',
  /** Opening Hours that are not one weekly pattern in OpenStreetMap syntax. */
  'invalid_hours',
  /** Opening Hours and Opening Time/Closing Time both filled in one row. */
  'hours_given_twice',
  /** A region-limited account's row names, or changes, a facility of another region. */
  'outside_region',
] as const;
export type FacilityImportIssueCode = (typeof facilityImportIssueCodes)[number];

export const facilityImportErrorSchema = z.object({
  /**
   * The spreadsheet row, as a spreadsheet program numbers it: the header is row 1, the first data row
   * row 2 (blank rows count). Null for a problem with the whole file.
   */
  row: z.number().int().nullable(),
  /** The column's header as the file spells it; null for a whole row or the whole file. */
  column: z.string().nullable(),
  code: z.enum([...fieldErrorCodes, ...facilityImportIssueCodes]),
  /** Values the message needs (`maximum`, `row`). */
  params: z.record(z.string(), z.number()).optional(),
  /** English, for API clients; the web app translates `code`. */
  message: z.string(),
});
export type FacilityImportError = z.infer<typeof facilityImportErrorSchema>;

/** What the import did differently from the file without refusing it (a dry run lists them before). */
export const facilityImportWarningCodes = [
  /** A row matched by Source ID: staff changed this field since, so the facility keeps their value. */
  'kept_staff_change',
  /** The template's example row: delete it unless you mean to add that made-up facility. */
  'example_row',
] as const;
export type FacilityImportWarningCode = (typeof facilityImportWarningCodes)[number];

export const facilityImportWarningSchema = z.object({
  row: z.number().int(),
  /** The column's header as the file spells it; null for the whole row. */
  column: z.string().nullable(),
  code: z.enum(facilityImportWarningCodes),
  /** English, for API clients; the web app translates `code`. */
  message: z.string(),
});
export type FacilityImportWarning = z.infer<typeof facilityImportWarningSchema>;

export const facilityImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Data rows read (blank rows left out). On a dry run, what an import would do; after one, what it did. */
  counts: z.object({
    rows: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    /**
     * Rows matched by Source ID alone with at least one field staff have changed since: those fields keep
     * staff's value (`warnings` names them), the row's other fields are written (counted in update too).
     */
    kept: z.number().int(),
  }),
  /** The spreadsheet rows counted in `kept` (at most FACILITY_IMPORT_MAX_ERRORS). */
  keptRows: z.array(z.number().int()),
  /** Each field kept, by row and column, and the template's example row (at most FACILITY_IMPORT_MAX_ERRORS). */
  warnings: z.array(facilityImportWarningSchema),
  warningCount: z.number().int(),
  /** Every problem found, in row order (at most FACILITY_IMPORT_MAX_ERRORS). */
  errors: z.array(facilityImportErrorSchema),
  errorCount: z.number().int(),
});
export type FacilityImportReport = z.infer<typeof facilityImportReportSchema>;

/** A refused import (a commit of a file with errors, or a file that cannot be read): nothing was imported. */
export const facilityImportRejectedSchema = z.object({
  error: z.object({
    code: z.literal('validation_failed'),
    message: z.string(),
    requestId: z.string().optional(),
  }),
  data: facilityImportReportSchema,
});
export type FacilityImportRejected = z.infer<typeof facilityImportRejectedSchema>;
