import { hasValidCoordinates } from './coordinates';

export const FALLBACK_PHONE = '+237000000000';
export const PHONE_MIN_LENGTH = 8;

/** Spec 02 §5: a tel: link keeps only digits and +, falling back to a default number when too short. */
export function toTelHref(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/[^\d+]/g, '');
  return `tel:${digits.length >= PHONE_MIN_LENGTH ? digits : FALLBACK_PHONE}`;
}

/**
 * Many directory numbers hold two numbers ("677 63 95 72 / 670 70 21 25"): the first one is dialled.
 * Returns null when there is nothing callable.
 */
export function firstPhoneNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const first = phone.split(/\s*(?:\/\/|\/|;|,| or | ou )\s*/i).find((part) => part.replace(/[^\d]/g, '').length >= 6);
  return first ? first.trim() : null;
}

/** A tel: link for a facility's phone, or null when it has none that can be called. */
export function facilityTelHref(phone: string | null | undefined): string | null {
  const first = firstPhoneNumber(phone);
  if (!first) return null;
  const digits = first.replace(/[^\d+]/g, '');
  return digits.length >= PHONE_MIN_LENGTH ? `tel:${digits}` : null;
}

/**
 * Directions in the visitor's maps app: by coordinates when valid, else by address; null with neither.
 * The universal maps URL opens the installed app on Android and iOS and the website elsewhere.
 */
export function directionsHref(place: {
  latitude?: number | null;
  longitude?: number | null;
  address?: string | null;
  origin?: { latitude: number; longitude: number } | null;
}): string | null {
  const params = new URLSearchParams({ api: '1', travelmode: 'driving' });
  if (hasValidCoordinates(place.latitude, place.longitude)) {
    params.set('destination', `${place.latitude},${place.longitude}`);
  } else if (place.address && place.address.trim()) {
    params.set('destination', place.address.trim());
  } else {
    return null;
  }
  if (place.origin) params.set('origin', `${place.origin.latitude},${place.origin.longitude}`);
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/** A map search centred on a place (used when the visitor's own position is not available). */
export function mapSearchHref(latitude: number, longitude: number): string | null {
  if (!hasValidCoordinates(latitude, longitude)) return null;
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
