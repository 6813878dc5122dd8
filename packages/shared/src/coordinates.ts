import { DEFAULT_MAP_CENTRE } from './limits';

export type Coordinates = { latitude: number; longitude: number };

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
