import { facilityImportColumns } from '@hc/shared';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../../lib/csv';
import { toPointFeatures } from '../../lib/geojson';
import type { AdminFacilityExportRow } from './admin-facilities.repository';
import { weeklyHoursText } from './facility-corrections.mapping';

/** The export's cells by the import's column keys: hours and services as text an import reads back. */
type ExportCells = Omit<AdminFacilityExportRow, 'openingHours' | 'services'> & {
  openingHours: string | null;
  services: string;
};

/** Every column the import reads (the older Opening Time/Closing Time aside), headed as it reads them. */
const columns = facilityImportColumns
  .filter((column) => !('legacy' in column))
  .map((column) => ({ key: column.key as keyof ExportCells, header: column.header }));

/** Hours in OpenStreetMap `opening_hours` syntax, services as codes joined by "; " (issue 36). */
const toCells = ({ openingHours, services, ...row }: AdminFacilityExportRow): ExportCells => ({
  ...row,
  openingHours: openingHours ? weeklyHoursText(openingHours) : null,
  services: services.join('; '),
});

/** The filtered list as a spreadsheet-ready CSV: UTF-8 with a BOM (Excel reads accents), CRLF, formulas neutralised. */
export function toFacilitiesCsv(rows: AdminFacilityExportRow[]): string {
  return stringify(rows.map(toCells), {
    bom: true,
    header: true,
    columns,
    record_delimiter: 'windows',
    cast: { date: (value) => value.toISOString(), string: neutraliseFormula },
  });
}

/** The filtered list as GeoJSON (a null geometry where there is no position), for GIS tools. */
export function toFacilitiesGeoJson(rows: AdminFacilityExportRow[]) {
  return {
    type: 'FeatureCollection' as const,
    features: toPointFeatures(rows, ({ latitude: _lat, longitude: _lng, updatedAt, archivedAt, ...properties }) => ({
      ...properties,
      updatedAt: updatedAt.toISOString(),
      archivedAt: archivedAt?.toISOString() ?? null,
    })),
  };
}
