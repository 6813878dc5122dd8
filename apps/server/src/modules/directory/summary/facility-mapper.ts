import { hasValidCoordinates, toHttpUrl, type FacilitySummary, type LocalizedRef, type WeeklyHours } from '@hc/shared';

export type FacilitySummaryRow = {
  id: number;
  name: string;
  category: FacilitySummary['category'];
  facility_type: FacilitySummary['facilityType'];
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  hours_text: string | null;
  opening_hours: WeeklyHours | null;
  services: string[] | null;
  lat: number | null;
  lng: number | null;
  rating: number | string | null;
  image_url: string | null;
  source: FacilitySummary['source'];
  last_verified_at: string | null;
  updated_at: Date | string;
  region: LocalizedRef | null;
  division: LocalizedRef | null;
  subdivision: LocalizedRef | null;
  specialties: LocalizedRef[] | string;
  tests: LocalizedRef[] | string;
  on_call_periods: { startsAt: string; endsAt: string }[] | string | null;
};

const toIso = (value: Date | string): string => new Date(value).toISOString();
const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const toNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The serialization boundary: database rows in, the public contract out. */
export function toFacilitySummary(row: FacilitySummaryRow): FacilitySummary {
  const latitude = toNumber(row.lat);
  const longitude = toNumber(row.lng);
  const rating = toNumber(row.rating);
  const periods = (row.on_call_periods ? parseJson(row.on_call_periods) : []).map((window) => ({
    startsAt: toIso(window.startsAt),
    endsAt: toIso(window.endsAt),
  }));
  const period = periods[0] ?? null;
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    facilityType: row.facility_type,
    region: row.region,
    division: row.division,
    subdivision: row.subdivision,
    address: row.address,
    phone: row.phone,
    email: row.email,
    // Never a javascript: or data: link, whatever an older import or a direct write left in the row.
    website: toHttpUrl(row.website),
    hours: row.hours_text,
    openingHours: row.opening_hours,
    specialties: parseJson(row.specialties),
    testsAvailable: parseJson(row.tests),
    services: row.services ?? [],
    latitude,
    longitude,
    hasValidLocation: hasValidCoordinates(latitude, longitude),
    rating: rating === null ? null : Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10,
    image: row.image_url,
    onCallThisWeek: period !== null,
    onCallPeriod: period,
    onCallPeriods: periods,
    source: row.source,
    lastVerifiedAt: row.last_verified_at,
    updatedAt: toIso(row.updated_at),
  };
}
