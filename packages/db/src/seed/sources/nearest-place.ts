import type { RefDivision, RefSubdivision } from '../fallback-geography';

export type Place = { regionId: number | null; divisionId: number | null; subdivisionId: number | null };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceMetres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = toRadians(bLat - aLat);
  const dLng = toRadians(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(aLat)) * Math.cos(toRadians(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * A source that gives only the region: the division and subdivision are those of the subdivision whose centroid is
 * nearest the position, among the subdivisions of that region (a point near a border stays in its region).
 * Without a position, or a region with no subdivision, only the region is known.
 */
export function placeFromPosition(
  geography: { divisions: RefDivision[]; subdivisions: RefSubdivision[] },
  regionId: number | null,
  lat: number | null,
  lng: number | null,
): Place {
  const place: Place = { regionId, divisionId: null, subdivisionId: null };
  if (regionId === null || lat === null || lng === null) return place;
  const divisionsOfRegion = new Set(geography.divisions.filter((d) => d.region_id === regionId).map((d) => d.id));
  let best: RefSubdivision | null = null;
  let bestDistance = Infinity;
  for (const subdivision of geography.subdivisions) {
    if (!divisionsOfRegion.has(subdivision.division_id) || subdivision.lat === null || subdivision.lng === null)
      continue;
    const distance = distanceMetres(lat, lng, subdivision.lat, subdivision.lng);
    if (distance < bestDistance) [best, bestDistance] = [subdivision, distance];
  }
  return best ? { regionId, divisionId: best.division_id, subdivisionId: best.id } : place;
}
