import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../../lib/csv';
import { toPointFeatures } from '../../lib/geojson';
import type { AdminFacilityExportRow } from './admin-facilities.repository';

const columns: { key: keyof AdminFacilityExportRow; header: string }[] = [
  { key: 'id', header: 'Facility ID' },
  { key: 'name', header: 'Name' },
  { key: 'category', header: 'Category' },
  { key: 'facilityType', header: 'Type' },
  { key: 'status', header: 'Status' },
  { key: 'email', header: 'Email' },
  { key: 'phone', header: 'Contact' },
  { key: 'address', header: 'Address' },
  { key: 'region', header: 'Region' },
  { key: 'division', header: 'Division' },
  { key: 'subdivision', header: 'Subdivision' },
  { key: 'latitude', header: 'Latitude' },
  { key: 'longitude', header: 'Longitude' },
  { key: 'licenseNumber', header: 'License Number' },
  { key: 'source', header: 'Source' },
  { key: 'sourceId', header: 'Source ID' },
  { key: 'version', header: 'Version' },
  { key: 'updatedAt', header: 'Updated' },
  { key: 'archivedAt', header: 'Archived' },
];

/** The filtered list as a spreadsheet-ready CSV: UTF-8 with a BOM (Excel reads accents), CRLF, formulas neutralised. */
export function toFacilitiesCsv(rows: AdminFacilityExportRow[]): string {
  return stringify(rows, {
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
