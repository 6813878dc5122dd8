// Part of the map view's chunk (results-map-section.tsx, loaded lazily by listing-page.tsx): Leaflet, its
// CSS and supercluster are fetched only once a listing is shown as a map.
import { sanitizeDisplayText, type FacilitySummary } from '@hc/shared';
import L from 'leaflet';
import { createOsmMap, localizeMap, pinIcon, TILE_MAX_ZOOM, useMapTexts } from '../../../../components/map/osm-map';
import 'leaflet/dist/leaflet.css';
import './results-map.css';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMEROON_BOUNDS, boundsOf, clusterFacilities, type MapCluster, type MapFacility } from '../map-clusters';

/** A single result is shown at street level, not at the tiles' deepest zoom. */
const FIT_MAX_ZOOM = 15;

const facilityIcon = pinIcon('hc-results-marker');

/** A disc with the number of facilities it groups, larger for larger groups. */
function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 50 ? 40 : 48;
  return L.divIcon({
    className: 'hc-results-marker',
    // `count` is a number: nothing from the API is written as HTML.
    html: `<span class="flex h-full w-full items-center justify-center rounded-full border-[3px] border-white bg-brand text-sm font-bold text-white shadow-md">${count}</span>`,
    iconSize: [size, size],
  });
}

/**
 * Click, Enter or Space runs `action`, as on a button (Leaflet gives keyboard markers role="button"
 * and a tab stop, but only turns Enter into a `keypress`). Space acts on release like a native button,
 * so the release does not land on whatever the action focuses (the dialog's Close button).
 */
function onActivate(marker: L.Marker, name: string, action: () => void): L.Marker {
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', name));
  marker.on('click', action);
  marker.on('keydown', (event) => {
    const key = (event as L.LeafletKeyboardEvent).originalEvent;
    // Space would scroll the page; Enter would also reach Leaflet as a keypress.
    if (key.key === 'Enter' || key.key === ' ') key.preventDefault();
    if (key.key === 'Enter') action();
  });
  marker.on('keyup', (event) => {
    if ((event as L.LeafletKeyboardEvent).originalEvent.key === ' ') action();
  });
  return marker;
}

type ResultsMapProps = {
  facilities: readonly FacilitySummary[];
  /** The map region's accessible name, and the id of the text that says how to use it. */
  label: string;
  describedBy: string;
  /** A facility's marker was chosen: the listing opens its dialog. */
  onOpen: (facility: FacilitySummary) => void;
};

/**
 * The results on an OpenStreetMap map: nearby markers grouped with their count (a group zooms in when
 * chosen), each facility a keyboard-focusable marker named after it that opens its dialog. The view
 * fits the markers, or Cameroon when none has a position. Without tiles the markers show on a blank map.
 */
export function ResultsMap({ facilities, label, describedBy, onOpen }: ResultsMapProps) {
  const { t, i18n } = useTranslation(['listings', 'facility']);
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<{ map: L.Map; markers: L.LayerGroup } | null>(null);
  // The latest callback and texts, read when a marker is drawn or chosen: a new render must not redraw
  // the markers, which would lose the focused one (the dialog gives the focus back to it).
  const latest = useRef({ onOpen, t });
  useLayoutEffect(() => {
    latest.current = { onOpen, t };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = createOsmMap(element, { maxZoom: TILE_MAX_ZOOM, scrollWheelZoom: false });
    const markers = L.layerGroup().addTo(map);
    map.fitBounds(CAMEROON_BOUNDS);
    view.current = { map, markers };
    return () => {
      view.current = null;
      map.remove();
    };
  }, []);

  // The zoom buttons and the tiles' credit, renamed in place when the language changes (the view is kept).
  const texts = useMapTexts();
  useEffect(() => {
    const current = view.current;
    return current ? localizeMap(current.map, texts) : undefined;
  }, [texts]);

  const language = i18n.resolvedLanguage;
  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const { map, markers } = current;
    const clusters = clusterFacilities(facilities);

    const clusterMarker = (cluster: MapCluster) => {
      const marker = L.marker([cluster.latitude, cluster.longitude], {
        icon: clusterIcon(cluster.count),
        keyboard: true,
        title: latest.current.t('listings:map.cluster', { count: cluster.count }),
      });
      return onActivate(marker, latest.current.t('listings:map.cluster', { count: cluster.count }), () => {
        // The group's marker is gone once the map is redrawn: the keyboard stays on the map.
        if (marker.getElement() === document.activeElement) map.getContainer().focus({ preventScroll: true });
        map.setView([cluster.latitude, cluster.longitude], Math.min(cluster.expansionZoom, TILE_MAX_ZOOM));
      });
    };
    const facilityMarker = ({ facility, latitude, longitude }: MapFacility) => {
      const name = facility.name.trim()
        ? sanitizeDisplayText(facility.name)
        : latest.current.t(`facility:unknown.${facility.category}`);
      const marker = L.marker([latitude, longitude], { icon: facilityIcon, keyboard: true, title: name });
      marker.on('add', () => marker.getElement()?.setAttribute('aria-haspopup', 'dialog'));
      return onActivate(marker, name, () => latest.current.onOpen(facility));
    };
    // Only the zoom changes the grouping: panning keeps the markers (and the focused one).
    const draw = () => {
      markers.clearLayers();
      for (const item of clusters.at(map.getZoom()))
        markers.addLayer(item.kind === 'cluster' ? clusterMarker(item) : facilityMarker(item));
    };

    map.on('zoomend', draw);
    map.fitBounds(boundsOf(facilities) ?? CAMEROON_BOUNDS, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
    draw();
    return () => {
      map.off('zoomend', draw);
      markers.clearLayers();
    };
  }, [facilities, language]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      className="relative z-0 h-[28rem] w-full rounded-lg border border-slate-300 bg-slate-100 sm:h-[36rem]"
    />
  );
}
