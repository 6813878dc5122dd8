/** A row with an id and an optional position, as the directory's exports hold them. */
type Positioned = { id: number; latitude: number | null; longitude: number | null };

/**
 * Rows as GeoJSON point features (longitude first, as GeoJSON orders them); a row without a position
 * gets a null geometry rather than being dropped, so the file still lists every facility.
 */
export function toPointFeatures<T extends Positioned, P>(rows: T[], properties: (row: T) => P) {
  return rows.map((row) => ({
    type: 'Feature' as const,
    id: row.id,
    geometry:
      row.latitude === null || row.longitude === null
        ? null
        : { type: 'Point' as const, coordinates: [row.longitude, row.latitude] as [number, number] },
    properties: properties(row),
  }));
}
