import type {
  AlternativesPlaceLevel,
  FacilitySummary,
  LocationFilter,
  OnCallAlternatives,
  TimeWindow,
} from '@hc/shared';
import { NEAR_RADIUS_KM_MAX } from '@hc/shared';
import type { Db } from '@hc/db';
import { listFirstFacilities } from '../facilities.repository';
import type { FacilityFilters } from '../list-filters.repository';

/** How many of each a visitor is shown: enough to find one that answers the phone, not a second listing. */
export const ALTERNATIVES_SHOWN = { open: 5, allDay: 5, hospitals: 3 } as const;

type Where = { place: LocationFilter; near?: { latitude: number; longitude: number } | undefined };

/**
 * The places to look in, nearest first: the one asked for, then its division, then its region (a town's
 * rota is published by division or subdivision; beyond the region nothing is "near"). With the visitor's
 * position, by distance within the widest radius instead.
 */
function placesToTry({ place, near }: Where): { level: AlternativesPlaceLevel; filters: FacilityFilters }[] {
  if (near) return [{ level: 'near', filters: { near, radiusKm: NEAR_RADIUS_KM_MAX, sort: 'distance' } }];
  const { region, division, subdivision } = place;
  const tries: { level: AlternativesPlaceLevel; filters: FacilityFilters }[] = [];
  if (subdivision) tries.push({ level: 'subdivision', filters: { region, division, subdivision } });
  if (division) tries.push({ level: 'division', filters: { region, division } });
  if (region) tries.push({ level: 'region', filters: { region } });
  if (tries.length === 0) tries.push({ level: 'country', filters: {} });
  return tries;
}

async function firstFound(
  db: Db,
  where: Where,
  filters: FacilityFilters,
  pageSize: number,
  week: TimeWindow,
): Promise<{ place: AlternativesPlaceLevel; items: FacilitySummary[] }> {
  const tries = placesToTry(where);
  for (const { level, filters: placeFilters } of tries) {
    const data = await listFirstFacilities(db, { ...placeFilters, ...filters }, pageSize, week);
    if (data.length > 0) return { place: level, items: data };
  }
  return { place: tries.at(-1)!.level, items: [] };
}

/**
 * Issue 34: where no pharmacy on call is published for a place, what helps instead at `at`: pharmacies
 * whose hours say they are open then, those open around the clock, and hospitals with an emergency service.
 */
export async function listOnCallAlternatives(
  db: Db,
  where: Where,
  at: Date,
  week: TimeWindow,
): Promise<OnCallAlternatives> {
  const [openPharmacies, allDayPharmacies, emergencyHospitals] = await Promise.all([
    firstFound(db, where, { category: 'pharmacy', openAt: at }, ALTERNATIVES_SHOWN.open, week),
    // Open around the clock, and open then: not on a day its special dates close it (issue 35).
    firstFound(db, where, { category: 'pharmacy', openAllWeek: true, openAt: at }, ALTERNATIVES_SHOWN.allDay, week),
    firstFound(db, where, { category: 'hospital', emergencyOnly: true }, ALTERNATIVES_SHOWN.hospitals, week),
  ]);
  return { openPharmacies, allDayPharmacies, emergencyHospitals };
}
