import type { OfflinePlace } from '@hc/shared';
import type { SavedDirectory } from './saved-directory';
import { optionalInt, type ReadQuery } from './query-params';

const PLACES = new Set(['/api/regions', '/api/divisions', '/api/subdivisions']);

export const isSavedPlaces = (path: string): boolean => PLACES.has(path);

type NamedPlace = OfflinePlace & { name: string; regionId?: number; divisionId?: number };

/**
 * The place filters' lists (GET /api/regions, /api/divisions?region=, /api/subdivisions?division=) answered
 * from the saved copy, so a list can still be narrowed to a town offline. The copy holds the places' names
 * (what the filters show), not their codes or which region a division belongs to: that is read from its
 * facilities, so the places offered are those where the copy holds a facility.
 */
export function placesSaved(copy: SavedDirectory, path: string, query: ReadQuery): { data: NamedPlace[] } {
  const named = (place: OfflinePlace) => ({ ...place, name: query.lang === 'fr' ? place.nameFr : place.nameEn });
  if (path === '/api/regions') return { data: copy.places.regions.map(named) };
  const isDivisions = path === '/api/divisions';
  const parentOf = new Map<number, number>();
  for (const facility of copy.facilities) {
    const child = isDivisions ? facility.divisionId : facility.subdivisionId;
    const parent = isDivisions ? facility.regionId : facility.divisionId;
    if (child !== undefined && parent !== undefined) parentOf.set(child, parent);
  }
  const parent = optionalInt(query, isDivisions ? 'region' : 'division');
  const data: NamedPlace[] = [];
  for (const place of isDivisions ? copy.places.divisions : copy.places.subdivisions) {
    const of = parentOf.get(place.id);
    if (of === undefined || (parent !== undefined && of !== parent)) continue;
    data.push({ ...named(place), ...(isDivisions ? { regionId: of } : { divisionId: of }) });
  }
  return { data };
}
