import { useEffect, useEffectEvent, useState } from 'react';

// The browser may answer from a position it found in the last few minutes: a listing reopened (Back
// from a detail page) sorts again at once instead of waiting for a new fix.
const POSITION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 5 * 60_000 };

/**
 * The visitor's position as the API's `near` ("lat,lng"), asked of the browser once `isWanted`.
 * Refused, unavailable or too slow: `onUnavailable` is called instead. Kept in memory only.
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
      // Four decimals are about 10 m: enough to order by distance, and one cache key per place.
      ({ coords }) => isCurrent && setNear(`${coords.latitude.toFixed(4)},${coords.longitude.toFixed(4)}`),
      () => isCurrent && fail(),
      POSITION_OPTIONS,
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, near]);
  return near;
}
