import {
  getDirectoryWeek,
  overlaps,
  type FacilitySummary,
  type OfflineFacility,
  type OfflinePlace,
  type TimeWindow,
} from '@hc/shared';
import { distanceKm, type LatLng } from '../../geo/distance';
import type { SavedDirectory } from './saved-directory';

type Window = { startsAt: string; endsAt: string };
const asWindow = (window: Window): TimeWindow => ({ start: new Date(window.startsAt), end: new Date(window.endsAt) });

/** Looks up place names and duty windows of a saved copy, to give its records the API's summary shape. */
export function summaryMaker(copy: SavedDirectory, now: Date) {
  const byId = (places: OfflinePlace[]) => new Map(places.map((place) => [place.id, place]));
  const regions = byId(copy.places.regions);
  const divisions = byId(copy.places.divisions);
  const subdivisions = byId(copy.places.subdivisions);
  const week = getDirectoryWeek(now);
  const windowsOf = new Map<number, Window[]>();
  for (const { facilityId, startsAt, endsAt } of copy.onCall) {
    if (!overlaps(asWindow({ startsAt, endsAt }), week)) continue;
    const list = windowsOf.get(facilityId) ?? [];
    list.push({ startsAt, endsAt });
    windowsOf.set(facilityId, list);
  }
  const ref = (places: Map<number, OfflinePlace>, id: number | undefined) => {
    const place = id === undefined ? undefined : places.get(id);
    return place ? { id: place.id, nameEn: place.nameEn, nameFr: place.nameFr } : null;
  };

  return {
    /** The facility as a list row: what the copy does not hold (services, specialties, images) is empty. */
    summary(facility: OfflineFacility): FacilitySummary {
      const periods = windowsOf.get(facility.id) ?? [];
      const hasPosition = facility.latitude !== undefined && facility.longitude !== undefined;
      return {
        id: facility.id,
        name: facility.name,
        category: facility.category,
        facilityType: facility.facilityType,
        region: ref(regions, facility.regionId),
        division: ref(divisions, facility.divisionId),
        subdivision: ref(subdivisions, facility.subdivisionId),
        address: facility.address ?? null,
        phone: facility.phone ?? null,
        email: null,
        website: null,
        hours: facility.hours ?? null,
        openingHours: facility.openingHours ?? null,
        specialties: [],
        testsAvailable: [],
        services: [],
        latitude: facility.latitude ?? null,
        longitude: facility.longitude ?? null,
        hasValidLocation: hasPosition,
        dataSources: facility.sources ?? [],
        locationPrecision: facility.precision ?? (hasPosition ? 'exact' : 'none'),
        rating: null,
        image: null,
        onCallThisWeek: periods.length > 0,
        onCallPeriod: periods[0] ?? null,
        onCallPeriods: periods,
        source: 'osm',
        lastVerifiedAt: null,
        updatedAt: copy.savedAt,
      };
    },
    /** Every name the facility's place goes by, in both languages. */
    placeNames: (facility: OfflineFacility): string[] =>
      [
        regions.get(facility.regionId ?? -1),
        divisions.get(facility.divisionId ?? -1),
        subdivisions.get(facility.subdivisionId ?? -1),
      ].flatMap((place) => (place ? [place.nameEn, place.nameFr] : [])),
    /** Whether a duty window of the facility overlaps the directory week of `now` (the lists' "on call"). */
    isOnCallThisWeek: (facility: OfflineFacility): boolean => windowsOf.has(facility.id),
  };
}

/** How many of a phone, hours and a position the record has: the directory's "most useful first". */
export function completeness(facility: OfflineFacility): number {
  return (
    Number(Boolean(facility.phone)) +
    Number(Boolean(facility.openingHours ?? facility.hours)) +
    Number(facility.latitude !== undefined && facility.longitude !== undefined)
  );
}

/** Distance in km from the visitor, for "nearest first" offline; unknown positions last. */
export function distanceTo(from: LatLng, facility: OfflineFacility): number {
  if (facility.latitude === undefined || facility.longitude === undefined) return Number.POSITIVE_INFINITY;
  return distanceKm(from, { latitude: facility.latitude, longitude: facility.longitude });
}
