import { toHttpUrl } from '@hc/shared';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../../lib/csv';
import { toPointFeatures } from '../../lib/geojson';
import { OPEN_DATA_LICENSE } from '../../lib/open-data-license';
import type { OpenFacility } from './open-data.repository';

const csvColumns: { key: keyof OpenFacility; header: string }[] = [
  { key: 'id', header: 'id' },
  { key: 'name', header: 'name' },
  { key: 'category', header: 'category' },
  { key: 'facilityType', header: 'facility_type' },
  { key: 'regionEn', header: 'region_en' },
  { key: 'regionFr', header: 'region_fr' },
  { key: 'divisionEn', header: 'division_en' },
  { key: 'divisionFr', header: 'division_fr' },
  { key: 'subdivisionEn', header: 'subdivision_en' },
  { key: 'subdivisionFr', header: 'subdivision_fr' },
  { key: 'address', header: 'address' },
  { key: 'phone', header: 'phone' },
  { key: 'email', header: 'email' },
  { key: 'website', header: 'website' },
  { key: 'hours', header: 'opening_hours' },
  { key: 'latitude', header: 'latitude' },
  { key: 'longitude', header: 'longitude' },
  { key: 'operator', header: 'operator' },
  { key: 'beds', header: 'beds' },
  { key: 'emergency', header: 'emergency' },
  { key: 'source', header: 'source' },
  { key: 'sourceId', header: 'source_id' },
  { key: 'dataSources', header: 'data_sources' },
  { key: 'locationPrecision', header: 'location_precision' },
  { key: 'lastVerifiedAt', header: 'last_verified' },
  { key: 'updatedAt', header: 'updated_at' },
];

/** A row as published: a website that is not http(s) (left by an older import) is not published. */
const toPublished = (row: OpenFacility): OpenFacility => ({ ...row, website: toHttpUrl(row.website) });

/**
 * The directory as CSV: UTF-8, a header row, one facility a row; the attribution and licence are the
 * first line (a comment line many tools skip, and the one line a person opening the file sees first).
 */
export function toOpenDataCsv(rows: OpenFacility[]): string {
  const body = stringify(
    rows.map((row) => ({ ...toPublished(row), updatedAt: row.updatedAt.toISOString() })),
    {
      header: true,
      columns: csvColumns.map(({ key, header }) => ({ key, header })),
      cast: { boolean: (value) => (value ? 'yes' : 'no'), string: neutraliseFormula },
    },
  );
  return `# ${OPEN_DATA_LICENSE.attribution} Licence: ${OPEN_DATA_LICENSE.url}\n${body}`;
}

/** The directory as a GeoJSON FeatureCollection; facilities without a position have a null geometry. */
export function toOpenDataGeoJson(rows: OpenFacility[]) {
  return {
    type: 'FeatureCollection' as const,
    license: OPEN_DATA_LICENSE.name,
    licenseUrl: OPEN_DATA_LICENSE.url,
    attribution: OPEN_DATA_LICENSE.attribution,
    features: toPointFeatures(
      rows.map(toPublished),
      ({ latitude: _lat, longitude: _lng, updatedAt, ...properties }) => ({
        ...properties,
        updatedAt: updatedAt.toISOString(),
      }),
    ),
  };
}
