import { hasValidCoordinates, toHttpUrl, type FacilitySummary } from '@hc/shared';
import type { FacilitySummaryRow } from '../summary.repository';

const toIso = (value: Date | string): string => new Date(value).toISOString();

/** The serialization boundary: database rows in, the public contract out. */
export function toFacilitySummary(row: FacilitySummaryRow): FacilitySummary {
  const { lat: latitude, lng: longitude, rating } = row;
  const periods = (row.onCallPeriods ?? []).map((window) => ({
    startsAt: toIso(window.startsAt),
    endsAt: toIso(window.endsAt),
  }));
  const period = periods[0] ?? null;
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    facilityType: row.facilityType,
    region: row.region,
    division: row.division,
    subdivision: row.subdivision,
    address: row.address,
    phone: row.phone,
    email: row.email,
    // Never a javascript: or data: link, whatever an older import or a direct write left in the row.
    website: toHttpUrl(row.website),
    hours: row.hoursText,
    openingHours: row.openingHours,
    specialties: row.specialties,
    testsAvailable: row.tests,
    services: row.services ?? [],
    latitude,
    longitude,
    hasValidLocation: hasValidCoordinates(latitude, longitude),
    rating: rating === null ? null : Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10,
    image: row.imageUrl,
    onCallThisWeek: period !== null,
    onCallPeriod: period,
    onCallPeriods: periods,
    source: row.source,
    dataSources: row.dataSources,
    // No precision recorded: a position is as mapped (or as staff set it), and no position is none.
    locationPrecision: row.locationPrecision ?? (hasValidCoordinates(latitude, longitude) ? 'exact' : 'none'),
    lastVerifiedAt: row.lastVerifiedAt,
    facilityConfirmedAt: row.facilityConfirmedAt === null ? null : toIso(row.facilityConfirmedAt),
    updatedAt: toIso(row.updatedAt),
    specialDates: row.specialDates,
  };
}
