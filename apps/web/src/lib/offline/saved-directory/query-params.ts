/** The query of an API read, as the api-client was given it. */
export type ReadQuery = Record<string, string | number | boolean | null | undefined>;

export function intParam(query: ReadQuery, key: string, fallback: number): number {
  const value = Number(query[key]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function optionalInt(query: ReadQuery, key: string): number | undefined {
  const value = Number(query[key]);
  return query[key] !== undefined && Number.isInteger(value) ? value : undefined;
}

/** "lat,lng" as the API takes it. */
export function nearParam(query: ReadQuery): { latitude: number; longitude: number } | null {
  const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(String(query.near ?? ''));
  return match ? { latitude: Number(match[1]), longitude: Number(match[2]) } : null;
}

/** Whether a record is in the place a list is narrowed to (region, division, subdivision). */
export function inPlace(
  facility: { regionId?: number; divisionId?: number; subdivisionId?: number },
  query: ReadQuery,
): boolean {
  const region = optionalInt(query, 'region');
  const division = optionalInt(query, 'division');
  const subdivision = optionalInt(query, 'subdivision');
  return (
    (region === undefined || facility.regionId === region) &&
    (division === undefined || facility.divisionId === division) &&
    (subdivision === undefined || facility.subdivisionId === subdivision)
  );
}
