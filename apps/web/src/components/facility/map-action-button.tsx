import { hasValidCoordinates, type FacilitySummary } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { track } from '../../lib/analytics/track';
import { cardActionClass } from '../ui/card-parts';
import { openPharmacyMap } from './map-action';

/**
 * A pharmacy card's "Open in Maps" (spec 02 §4): directions from the visitor's position. Loaded by the
 * card on demand (./facility-card), out of the listings' first load.
 */
export function MapActionButton({ facility }: { facility: FacilitySummary }) {
  const { t } = useTranslation('facility');
  const isValid = facility.hasValidLocation && hasValidCoordinates(facility.latitude, facility.longitude);
  return (
    <button
      type="button"
      // aria-disabled, not disabled: an invalid location still answers a press, with the spec's warning.
      aria-disabled={isValid ? undefined : true}
      onClick={() => {
        if (openPharmacyMap(isValid ? facility : { latitude: null, longitude: null }))
          track({ type: 'directions', facilityId: facility.id });
      }}
      className={
        isValid
          ? `${cardActionClass} border border-brand bg-white text-brand hover:bg-blue-50`
          : `${cardActionClass} cursor-not-allowed bg-slate-200 text-slate-700`
      }
    >
      {t('card.openMap')}
      <span className="sr-only"> {isValid ? t('card.opensInNewTab') : t('card.noLocation')}</span>
    </button>
  );
}
