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
 * The CSV columns an import reads, by their header (the export's headers, any case). `readOnly` columns
 * are what the export adds for reading (category follows the type; status changes go through the
 * lifecycle actions); they are accepted and ignored, so an exported file imports as it is.
 */
export const facilityImportColumns = [
  { header: 'Facility ID', key: 'id' },
  { header: 'Name', key: 'name' },
  { header: 'Category', key: 'category', readOnly: true },
  { header: 'Type', key: 'facilityType' },
  { header: 'Status', key: 'status', readOnly: true },
  { header: 'Email', key: 'email' },
  { header: 'Contact', key: 'phone' },
  { header: 'Address', key: 'address' },
  { header: 'Region', key: 'region' },
  { header: 'Division', key: 'division' },
  { header: 'Subdivision', key: 'subdivision' },
  { header: 'Latitude', key: 'latitude' },
  { header: 'Longitude', key: 'longitude' },
  { header: 'License Number', key: 'licenseNumber' },
  /** Only read for a new facility: `staff` (the default) or `osm`. */
  { header: 'Source', key: 'source' },
  { header: 'Source ID', key: 'sourceId' },
  /** The version the file was exported at: a facility changed since is refused (`changed_meanwhile`). */
  { header: 'Version', key: 'version' },
  { header: 'Updated', key: 'updatedAt', readOnly: true },
  { header: 'Archived', key: 'archivedAt', readOnly: true },
  // Not in the export, accepted when present.
  { header: 'Website', key: 'website' },
  /** With Closing Time: the same hours every day of the week (as the form's two fields). */
  { header: 'Opening Time', key: 'openingTime' },
  { header: 'Closing Time', key: 'closingTime' },
] as const satisfies readonly { header: string; key: string; readOnly?: boolean }[];
export type FacilityImportColumnKey = (typeof facilityImportColumns)[number]['key'];

/** `dryRun=true` checks the file and changes nothing; `dryRun=false` imports it, all rows or none. */
export const facilityImportQuerySchema = z.object({ dryRun: queryBooleanSchema });
export type FacilityImportQuery = z.infer<typeof facilityImportQuerySchema>;

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

export const facilityImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Data rows read (blank rows left out). On a dry run, what an import would do; after one, what it did. */
  counts: z.object({
    rows: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    /**
     * Rows matched by Source ID alone whose facility staff have changed since: left as they are, so a
     * re-import of a source never overwrites staff work (give the Facility ID to change them).
     */
    kept: z.number().int(),
  }),
  /** The spreadsheet rows counted in `kept` (at most FACILITY_IMPORT_MAX_ERRORS). */
  keptRows: z.array(z.number().int()),
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
