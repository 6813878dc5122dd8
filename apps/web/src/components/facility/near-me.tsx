import type { FacilitySummary } from '@hc/shared';
import { useEffect, useEffectEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPinIcon } from '../ui/icons';
import { facilityDistanceKm, formatDistance, parseNear } from '../../lib/geo/distance';
import { useNearPosition } from './use-near-position';

// "Use my location": loaded after the page's first render (React.lazy), out of its first-load
// JavaScript. The page holds what the visitor chose; this module asks the browser and measures.

type Placed = Pick<FacilitySummary, 'latitude' | 'longitude' | 'hasValidLocation' | 'locationPrecision'>;

/**
 * How far a facility is, as the options of `facility:card.distanceAway`: the distance as read ("1.2 km",
 * "850 m"), and the context `village` when the source placed the facility only at its village (the text
 * then says the distance is approximate). Worked out here, out of the listings' first load.
 */
export type DistanceText = { distance: string; context?: 'village' };

/** The visitor's position, as the page uses it. */
export type NearPosition = {
  /** The API's `near`: "lat,lng", 4 decimals. */
  near: string;
  /** How far the facility is; null when it has no position. */
  distanceOf: (facility: Placed, language: string) => DistanceText | null;
};

function nearPosition(near: string): NearPosition {
  const from = parseNear(near);
  return {
    near,
    distanceOf: (facility, language) => {
      const km = facilityDistanceKm(facility, from);
      if (km === null) return null;
      const distance = formatDistance(km, language);
      return facility.locationPrecision === 'village' ? { distance, context: 'village' } : { distance };
    },
  };
}

export type NearMeProps = {
  /** The visitor asked for it (and has not stopped, nor been refused since). */
  isWanted: boolean;
  /** The last request was refused, or the browser has no position to give. */
  isUnavailable: boolean;
  /** The button is pressed: the page turns `isWanted` on, or off when it was on. */
  onPress: () => void;
  /** The position once the browser gives it; null while it is not wanted. */
  onPosition: (position: NearPosition | null) => void;
  /** Refused, unavailable or too slow. */
  onUnavailable: () => void;
  className?: string | undefined;
};

/**
 * A toggle button ("Use my location", `aria-pressed`) and, beside it, a polite live region that says
 * what is happening: looking, nearest first, or that the position could not be had.
 */
export function NearMe({ isWanted, isUnavailable, onPress, onPosition, onUnavailable, className }: NearMeProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const near = useNearPosition(isWanted, onUnavailable);
  const report = useEffectEvent(onPosition);
  const current = isWanted ? near : null;
  useEffect(() => report(current ? nearPosition(current) : null), [current]);
  const status = isWanted ? (near ? 'located' : 'locating') : isUnavailable ? 'unavailable' : 'idle';
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className ?? ''}`}>
      <button
        type="button"
        onClick={onPress}
        aria-describedby={statusId}
        aria-pressed={isWanted}
        className="inline-flex items-center gap-2 rounded-lg border border-brand bg-white px-4 py-2 font-semibold text-brand hover:bg-blue-50 aria-pressed:bg-blue-50"
      >
        <MapPinIcon className={`h-5 w-5 ${status === 'locating' ? 'animate-pulse' : ''}`} />
        {t('nearMe.button')}
      </button>
      {/* Always rendered, so screen readers announce each message as it appears. */}
      <p
        id={statusId}
        aria-live="polite"
        className={`text-sm ${status === 'unavailable' ? 'font-semibold text-red-800' : 'text-slate-800'}`}
      >
        {status === 'idle' ? null : t(`nearMe.${status}`)}
      </p>
    </div>
  );
}
