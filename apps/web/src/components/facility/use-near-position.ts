import { useEffect, useEffectEvent, useState } from 'react';
import { toNear } from '../../lib/geo/distance';

// The browser may answer from a position it found in the last few minutes: a listing reopened (Back
// from a detail page, or a search on the landing page that asked first) sorts at once instead of
// waiting for a new fix.
const POSITION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 5 * 60_000 };

/**
 * The visitor's position as the API's `near` ("lat,lng", 4 decimals), asked of the browser once
 * `isWanted` (again each time it becomes wanted after a refusal). Refused, unavailable or too slow:
 * `onUnavailable` is called instead. Kept in this component's memory only: never stored, never put
 * in a URL; it leaves the device only as the `near` of a request.
 */
export function useNearPosition(isWanted: boolean, onUnavailable: () => void): string | null {
  const [near, setNear] = useState<string | null>(null);
  const fail = useEffectEvent(onUnavailable);
  useEffect(() => {
    if (!isWanted || near) return;
    let isCurrent = true;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      fail();
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => isCurrent && setNear(toNear(coords)),
      () => isCurrent && fail(),
      POSITION_OPTIONS,
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, near]);
  return near;
}
