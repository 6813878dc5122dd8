import { dataSources, type DataSource, type FacilityImportColumnKey } from '@hc/shared';
import type { ImportTarget } from './facility-import.repository';
import type { ImportValues } from './facility-import-rows';

/**
 * A source's re-import, field by field (issue 36): a row matched by its Source ID alone writes only the
 * fields staff have not changed since, and marks them as that source's; the fields it keeps are reported
 * (docs/decisions/2026-11-29-facility-import-sources.md).
 */

/** `field_sources` owner of what a partner's file gave (a row whose Source is empty or `staff`). */
export const PARTNER_OWNER = 'import';
const STAFF = 'staff';

/** The fields an import compares and writes (the history's names). */
export type SourcedFields = Omit<ImportValues, 'facilityType'> & {
  facilityType: ImportTarget['facilityType'];
  category: ImportTarget['category'];
  regionId: number | null;
  divisionId: number | null;
  subdivisionId: number | null;
};

type FieldCheck = {
  fields: readonly (keyof SourcedFields)[];
  /** The columns that give these fields, for the report. */
  columns: readonly FacilityImportColumnKey[];
} & (
  | {
      /** Kept by `field_sources` (migration 0028's trigger marks a group `staff` when staff change it). */
      groups: readonly string[];
    }
  | {
      /** No group covers it: the facility's history says who changed it last (findStaffChangedFields). */
      history: string;
    }
);

/** Every field an import writes, with how staff's change of it is known (packages/db/src/seed/field-groups.ts). */
export const sourcedFieldChecks: readonly FieldCheck[] = [
  { fields: ['name'], columns: ['name'], groups: ['name'] },
  { fields: ['facilityType', 'category'], columns: ['facilityType'], groups: ['type', 'category'] },
  { fields: ['email'], columns: ['email'], history: 'email' },
  { fields: ['phone'], columns: ['phone'], groups: ['phone'] },
  { fields: ['website'], columns: ['website'], groups: ['website'] },
  { fields: ['address'], columns: ['address'], history: 'address' },
  { fields: ['licenseNumber'], columns: ['licenseNumber'], history: 'licenseNumber' },
  { fields: ['openingHours'], columns: ['openingHours', 'openingTime', 'closingTime'], groups: ['hours'] },
  { fields: ['services'], columns: ['services'], history: 'services' },
  { fields: ['latitude', 'longitude'], columns: ['latitude', 'longitude'], groups: ['position'] },
  {
    fields: ['regionId', 'divisionId', 'subdivisionId'],
    columns: ['region', 'division', 'subdivision'],
    groups: ['place'],
  },
];

/** The fields staff's change is read from history for. */
export const historyCheckedFields = sourcedFieldChecks.flatMap((check) => ('history' in check ? [check.history] : []));

/** The owner a row's writes are marked with: the open-data source its Source names, else a partner's file. */
export function ownerOfRow(sourceCell: string): string {
  return (dataSources as readonly string[]).includes(sourceCell) ? sourceCell : PARTNER_OWNER;
}

export const isDataSource = (value: string): value is DataSource => (dataSources as readonly string[]).includes(value);

/** Every group an import writes, owned by `owner`: a new facility a source's row made is that source's. */
export function ownersOfNewFacility(owner: string): Record<string, string> {
  return Object.fromEntries(
    sourcedFieldChecks.flatMap((check) => ('groups' in check ? check.groups.map((g) => [g, owner]) : [])),
  );
}

/** JSON with object keys sorted, so stored JSON (whose key order the database chooses) compares equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export type SourcedMerge = {
  /** The row's fields with staff's values put back where staff changed them. */
  fields: SourcedFields;
  fieldSources: Record<string, string>;
  /** The columns (keys) whose value was kept, in the file's column order of the checks. */
  keptColumns: FacilityImportColumnKey[];
};

/**
 * Merges a source's row into its facility: per field, a value staff changed is kept (and reported when the
 * file says otherwise); the others take the row's value and become the source's.
 */
export function mergeSourcedRow(input: {
  target: ImportTarget;
  fields: SourcedFields;
  owner: string;
  /** The columns the file has. */
  given: (key: FacilityImportColumnKey) => boolean;
  /** Fields staff changed last, from history (for the fields no group covers). */
  staffChanged: Set<string> | undefined;
}): SourcedMerge {
  const { target, owner, given } = input;
  const fields = { ...input.fields };
  const fieldSources = { ...target.fieldSources };
  const keptColumns: FacilityImportColumnKey[] = [];
  for (const check of sourcedFieldChecks) {
    const isGiven = check.columns.some(given);
    if (!isGiven) continue;
    const isStaffs =
      'groups' in check ? fieldSources[check.groups[0]!] === STAFF : (input.staffChanged?.has(check.history) ?? false);
    const differs = check.fields.some((field) => stableJson(fields[field]) !== stableJson(target[field]));
    if (isStaffs) {
      if (!differs) continue;
      for (const field of check.fields) (fields as Record<string, unknown>)[field] = target[field];
      keptColumns.push(...check.columns.filter(given));
    } else if ('groups' in check) for (const group of check.groups) fieldSources[group] = owner;
  }
  return { fields, fieldSources, keptColumns };
}
