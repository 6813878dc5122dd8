import { Component, Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import type { PositionMapProps } from './position-map';

// Leaflet comes in its own chunk, only once the map is shown.
const PositionMap = lazyWithRetry(() => import('./position-map').then((m) => ({ default: m.PositionMap })));

/** If the map chunk cannot be fetched (offline), the coordinates can still be typed and the page says so. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type PositionPickerProps = PositionMapProps & {
  /** Shown while the map's chunk loads. */
  loading: ReactNode;
  /** Shown instead of the map when its chunk cannot be fetched. */
  unavailable: ReactNode;
};

/** The map to pick a position on (components/map/position-map.tsx), loaded lazily. */
export function PositionPicker({ loading, unavailable, ...map }: PositionPickerProps) {
  return (
    <MapBoundary fallback={unavailable}>
      <Suspense fallback={loading}>
        <PositionMap {...map} />
      </Suspense>
    </MapBoundary>
  );
}
