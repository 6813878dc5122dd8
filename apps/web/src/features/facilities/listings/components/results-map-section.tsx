// Loaded lazily by listing-page.tsx, with Leaflet, only once a listing is shown as a map.
import type { FacilitySummary } from '@hc/shared';
import { Component, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../../../../lib/lazy-with-retry';
import { hasMapPosition } from '../map-clusters';
import { ResultsMap } from './results-map';

// As on the search results: the dialog is only needed once a marker is chosen.
const FacilityDialog = lazyWithRetry(() =>
  import('../../../../components/facility/facility-dialog').then((m) => ({ default: m.FacilityDialog })),
);

/** If Leaflet fails, the page keeps working: the map says so and the list is a click away. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type ResultsMapSectionProps = {
  /** The page of results loaded for the map (at most the API's page size). */
  facilities: readonly FacilitySummary[];
  /** How many match in all. */
  total: number;
  /** Older results shown while newer ones load. */
  isUpdating: boolean;
};

/**
 * A listing's map view: what is (not) on the map said in words, the map, and the facility dialog a
 * marker opens (closing it gives the focus back to that marker).
 */
export function ResultsMapSection({ facilities, total, isUpdating }: ResultsMapSectionProps) {
  const { t, i18n } = useTranslation('listings');
  const [selected, setSelected] = useState<FacilitySummary | null>(null);
  const hintId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const unplaced = facilities.filter((facility) => !hasMapPosition(facility)).length;

  return (
    <div aria-busy={isUpdating || undefined} className={isUpdating ? 'opacity-60' : undefined}>
      {total > facilities.length || unplaced > 0 ? (
        <div className="mb-3 space-y-1 text-slate-800">
          {total > facilities.length ? (
            <p>{t('map.partial', { shown: number.format(facilities.length), total: number.format(total) })}</p>
          ) : null}
          {unplaced > 0 ? <p>{t('map.unplaced', { count: unplaced })}</p> : null}
        </div>
      ) : null}
      <p id={hintId} className="sr-only">
        {t('map.keyboardHint')}
      </p>
      <MapBoundary fallback={<p className="rounded-lg bg-slate-100 p-4 text-slate-800">{t('map.unavailable')}</p>}>
        <ResultsMap facilities={facilities} label={t('map.label')} describedBy={hintId} onOpen={setSelected} />
      </MapBoundary>
      {selected ? (
        <Suspense fallback={null}>
          <FacilityDialog facility={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
