import {
  facilityCategories,
  facilityListSorts,
  NEAR_RADIUS_KM_DEFAULT,
  PAGE_SIZE_DEFAULT,
  type FacilityCategory,
  type FacilityListSort,
  type FacilitySummary,
  type OfflineFacility,
} from '@hc/shared';
import { getOpenState } from '../../opening-hours';
import type { SavedDirectory } from './saved-directory';
import { completeness, distanceTo, summaryMaker } from './to-summary';
import { inPlace, intParam, nearParam, type ReadQuery } from './query-params';
import { nameMatcher } from './search-saved';

/** The lists the saved copy answers, by their API path. */
const categoryOf: Record<string, FacilityCategory> = {
  '/api/hospitals': 'hospital',
  '/api/pharmacies': 'pharmacy',
  '/api/laboratories': 'laboratory',
};

const isTrue = (value: ReadQuery[string]) => value === true || value === 'true';

type Row = { facility: OfflineFacility; rank: number; distance: number };

/**
 * A listing (GET /api/hospitals, /api/pharmacies, /api/laboratories, /api/facilities) answered from the saved
 * copy, with the server's filters and orders in short: the place, the name box (as the name search offline:
 * every word starts a word of the name, the place or the address), the hospital type, "on call this week",
 * "open now", near the visitor within the radius; most useful first (complete records), by name, or
 * nearest first. Null for what the copy does not hold (specialties, tests, doctors, emergency services):
 * the page then says it cannot load offline rather than show a list that ignores the filter.
 */
export function listSaved(
  copy: SavedDirectory,
  path: string,
  query: ReadQuery,
  now: Date,
): { data: FacilitySummary[]; meta: { total: number; page: number; pageSize: number } } | null {
  if (query.specialty || query.testType || isTrue(query.emergency)) return null;
  const type = path === '/api/facilities' ? query.type : categoryOf[path];
  const category = facilityCategories.find((known) => known === type);
  if (type !== undefined && !category) return null;
  const sortAsked = query.sort === undefined ? undefined : facilityListSorts.find((sort) => sort === query.sort);
  if (query.sort !== undefined && !sortAsked) return null;

  const maker = summaryMaker(copy, now);
  const near = nearParam(query);
  const radiusKm = Number(query.radiusKm) > 0 ? Number(query.radiusKm) : NEAR_RADIUS_KM_DEFAULT;
  const sort: FacilityListSort =
    sortAsked === 'distance' && !near ? 'useful' : (sortAsked ?? (near ? 'distance' : 'useful'));
  const typed = String(query.query ?? '').trim();
  const match = typed ? nameMatcher(typed, maker.placeNames) : () => 0;
  const onDutyNow = new Set(
    copy.onCall
      .filter((window) => new Date(window.startsAt) <= now && now < new Date(window.endsAt))
      .map((window) => window.facilityId),
  );
  const isOpenNow = (facility: OfflineFacility) =>
    (facility.category === 'pharmacy' && onDutyNow.has(facility.id)) ||
    getOpenState(facility.openingHours, now) === 'open';

  const rows: Row[] = [];
  for (const facility of copy.facilities) {
    if (category && facility.category !== category) continue;
    if (query.facilityType !== undefined && facility.facilityType !== query.facilityType) continue;
    if (!inPlace(facility, query)) continue;
    if (isTrue(query.onCall) && !(facility.category === 'pharmacy' && maker.isOnCallThisWeek(facility))) continue;
    if (isTrue(query.openNow) && !isOpenNow(facility)) continue;
    const distance = near ? distanceTo(near, facility) : 0;
    if (near && !(distance <= radiusKm)) continue;
    const rank = match(facility);
    if (rank === null) continue;
    rows.push({ facility, rank, distance });
  }
  const byName = (a: Row, b: Row) => a.facility.name.localeCompare(b.facility.name) || a.facility.id - b.facility.id;
  rows.sort((a, b) =>
    sort === 'distance'
      ? a.distance - b.distance || a.facility.id - b.facility.id
      : a.rank - b.rank ||
        (sort === 'useful' ? completeness(b.facility) - completeness(a.facility) : 0) ||
        byName(a, b),
  );

  const page = intParam(query, 'page', 1);
  const pageSize = intParam(query, 'pageSize', PAGE_SIZE_DEFAULT);
  const data = rows.slice((page - 1) * pageSize, page * pageSize).map((row) => maker.summary(row.facility));
  return { data, meta: { total: rows.length, page, pageSize } };
}

/** Whether `path` is a list the saved copy may answer. */
export const isSavedList = (path: string): boolean => Object.hasOwn(categoryOf, path) || path === '/api/facilities';
