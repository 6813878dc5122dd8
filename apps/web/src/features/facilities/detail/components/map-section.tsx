import { WhenVisible } from '../../../../components/ui/when-visible';
import { PositionNote } from '../../../../components/facility/facility-trust';
import { lazyWithRetry } from '../../../../lib/lazy-with-retry';
import { hasValidCoordinates, type LocationPrecision } from '@hc/shared';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FacilityMap = lazyWithRetry(() => import('./facility-map').then((m) => ({ default: m.FacilityMap })));

/** If the map chunk cannot be fetched (offline), the page keeps working and says so. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const formatCoordinate = (value: number) => value.toFixed(5).replace(/\.?0+$/, '');

type MapSectionProps = {
  latitude: number | null;
  longitude: number | null;
  /** A village-level position is said to be approximate; a withheld one, why there is no map. */
  precision: LocationPrecision;
  name: string;
};

/**
 * The facility on a map, with its coordinates in text as the accessible (and offline) alternative.
 * An invalid location shows no map and no default centre: a map there would point to the wrong place.
 */
export function MapSection({ latitude, longitude, precision, name }: MapSectionProps) {
  const { t } = useTranslation('detail');
  const isValid = precision !== 'withheld' && hasValidCoordinates(latitude, longitude);
  const note = 'rounded-lg bg-amber-50 p-4 text-amber-900';
  const lat = latitude as number;
  const lng = longitude as number;

  return (
    <section aria-labelledby="detail-map-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="detail-map-heading" className="text-xl font-bold text-slate-900">
        {t('map.title')}
      </h2>
      {isValid ? (
        <div className="mt-4">
          <p id="detail-map-hint" className="sr-only">
            {t('map.keyboardHint')}
          </p>
          {/* Below the facts on a phone: the map's code and tiles (≈ 40 KB and more) come only if scrolled to. */}
          <WhenVisible rootMargin="300px" placeholderClassName="h-72 rounded-lg bg-slate-100 sm:h-80">
            <MapBoundary
              fallback={<p className="rounded-lg bg-slate-100 p-4 text-slate-800">{t('map.unavailable')}</p>}
            >
              <Suspense
                fallback={
                  <div className="flex h-72 items-center justify-center rounded-lg bg-slate-100 text-slate-700 sm:h-80">
                    {t('map.loading')}
                  </div>
                }
              >
                <FacilityMap
                  latitude={lat}
                  longitude={lng}
                  name={name}
                  label={t('map.label', { name })}
                  describedBy="detail-map-hint"
                />
              </Suspense>
            </MapBoundary>
          </WhenVisible>
        </div>
      ) : precision === 'withheld' ? null : (
        <p className={`mt-4 ${note}`}>{t('map.invalid')}</p>
      )}
      <PositionNote precision={precision} className={`mt-4 ${note}`} />
      <p className="mt-3 text-slate-800" data-testid="detail-coordinates">
        {isValid
          ? t('map.coordinates', { latitude: formatCoordinate(lat), longitude: formatCoordinate(lng) })
          : t('map.noCoordinates')}
      </p>
    </section>
  );
}
