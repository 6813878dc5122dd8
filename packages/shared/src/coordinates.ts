import { DEFAULT_MAP_CENTRE } from './limits';

export type Coordinates = { latitude: number; longitude: number };

/** Coordinates are kept to 7 decimals, about a centimetre: finer digits locate nothing. */
export const COORDINATE_DECIMALS = 7;

/**
 * A coordinate rounded to COORDINATE_DECIMALS (and -0 read as 0). Without it a value such as 1e-320
 * reached PostgreSQL, whose ll_to_earth (the facilities' position index) fails on a product that
 * underflows: a 500 where the value only meant the equator.
 */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 10 ** COORDINATE_DECIMALS) / 10 ** COORDINATE_DECIMALS;
  return rounded === 0 ? 0 : rounded;
}

/** Spec 01 §9: valid only when both are finite numbers within the earth's ranges. */
export function hasValidCoordinates(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= -90 &&
    latitude <= 90 &&
    longitude >= -180 &&
    longitude <= 180
  );
}

/** The coordinates to centre a map on: the facility's when valid, else the default centre. */
export function resolveMapCentre(latitude: unknown, longitude: unknown): Coordinates & { isDefault: boolean } {
  if (hasValidCoordinates(latitude, longitude)) {
    return { latitude: latitude as number, longitude: longitude as number, isDefault: false };
  }
  return { ...DEFAULT_MAP_CENTRE, isDefault: true };
}
