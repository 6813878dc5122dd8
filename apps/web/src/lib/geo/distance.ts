import { hasValidCoordinates, type FacilitySummary } from '@hc/shared';

/** A point on the Earth, in degrees. */
export type LatLng = { latitude: number; longitude: number };

/** Mean Earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The API's `near` ("lat,lng") for a position. Four decimals are about 10 m: enough to order by
 * distance, and one cache key per place.
 */
export function toNear({ latitude, longitude }: LatLng): string {
  return `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
}

/** The point of a `near` ("lat,lng"), or null when there is none or it is malformed. */
export function parseNear(near: string | null | undefined): LatLng | null {
  const match = near ? /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(near) : null;
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return hasValidCoordinates(latitude, longitude) ? { latitude, longitude } : null;
}

type Located = Pick<FacilitySummary, 'latitude' | 'longitude'> & { hasValidLocation?: boolean | undefined };

/** How far the facility is from `from`, in km; null without a position on either side. */
export function facilityDistanceKm(facility: Located, from: LatLng | null): number | null {
  if (!from || facility.hasValidLocation === false) return null;
  const { latitude, longitude } = facility;
  if (!hasValidCoordinates(latitude, longitude)) return null;
  return distanceKm(from, { latitude: latitude!, longitude: longitude! });
}

/**
 * A distance as a visitor reads it, in the interface language: "850 m" (to 10 m) under 1 km,
 * "1.2 km" (French "1,2 km") under 10 km, then whole kilometres ("12 km").
 */
export function formatDistance(km: number, language: string): string {
  const format = (unit: 'meter' | 'kilometer', value: number, digits: number) =>
    new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: digits }).format(value);
  const metres = Math.max(10, Math.round(km * 100) * 10);
  return metres < 1000 ? format('meter', metres, 0) : format('kilometer', km, km < 9.95 ? 1 : 0);
}
