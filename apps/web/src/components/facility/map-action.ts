import { directionsHref, hasValidCoordinates, mapSearchHref } from '@hc/shared';

/** Spec 02 §5: logged when a map action is asked of a pharmacy without valid coordinates. */
export const INVALID_LOCATION_WARNING = 'Invalid pharmacy location data';
const GEOLOCATION_TIMEOUT_MS = 10_000;

type MapWindow = { closed: boolean; opener: unknown; location: { replace: (url: string) => void } };

export type MapActionDeps = {
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  open: (url: string, target: string) => MapWindow | null;
  /** Used when no tab could be opened (a popup blocker): the current tab goes to the map. */
  assign: (url: string) => void;
  warn: (message: string) => void;
};

const browserDeps = (): MapActionDeps => ({
  geolocation: typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined,
  open: (url, target) => window.open(url, target) as MapWindow | null,
  assign: (url) => window.location.assign(url),
  warn: (message) => console.warn(message),
});

/**
 * Spec 02 §4: driving directions from the device's position to the pharmacy, or a map search at the
 * pharmacy when the position is denied or unavailable; nothing (but a console warning) for an
 * invalid location. The tab is opened at once, within the click, so that no popup blocker stops
 * it while the position is being asked for; it is then sent to the map.
 * Returns false when the location is invalid.
 */
export function openPharmacyMap(
  place: { latitude: number | null; longitude: number | null },
  deps: MapActionDeps = browserDeps(),
): boolean {
  const { latitude, longitude } = place;
  if (!hasValidCoordinates(latitude, longitude)) {
    deps.warn(INVALID_LOCATION_WARNING);
    return false;
  }
  const lat = latitude as number;
  const lng = longitude as number;
  const tab = deps.open('', '_blank');
  if (tab) tab.opener = null;
  let done = false;
  const go = (url: string | null) => {
    if (done || !url) return;
    done = true;
    if (tab && !tab.closed) tab.location.replace(url);
    else deps.assign(url);
  };
  const search = () => go(mapSearchHref(lat, lng));
  if (!deps.geolocation) {
    search();
    return true;
  }
  deps.geolocation.getCurrentPosition(
    (position) =>
      go(
        directionsHref({
          latitude: lat,
          longitude: lng,
          origin: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        }),
      ),
    search,
    { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
  );
  return true;
}
