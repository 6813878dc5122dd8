// Imported only by the lazily loaded map chunks (never by a page's first load: Leaflet comes with it).
// Kept out of src/lib, whose shared modules are grouped into the chunk every page loads (vite.config.ts).
import L from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const TILE_MAX_ZOOM = 19;

/** The words of a map's controls, in the page's language: Leaflet's own are English. */
export type MapTexts = { zoomIn: string; zoomOut: string; attribution: string };

/** The zoom buttons' names and the tiles' credit (HTML, with the link their licence asks for), from the catalogs. */
export function useMapTexts(): MapTexts {
  const { t } = useTranslation('facility');
  const zoomIn = t('map.zoomIn');
  const zoomOut = t('map.zoomOut');
  const attribution = t('map.attribution', { osm: OSM_LINK });
  return useMemo(() => ({ zoomIn, zoomOut, attribution }), [zoomIn, zoomOut, attribution]);
}

/** A visitor who asked their device for less motion gets a map that jumps to its new view instead of gliding. */
const reducedMotion = (): L.MapOptions =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, inertia: false }
    : {};

/**
 * A Leaflet map with OpenStreetMap's tiles, and none of Leaflet's English: no zoom buttons and no credit yet
 * (`localizeMap` adds them in the page's language) and no Leaflet prefix; without animations when the device
 * asks for reduced motion.
 */
export function createOsmMap(element: HTMLElement, options: L.MapOptions): L.Map {
  const map = L.map(element, { ...reducedMotion(), ...options, zoomControl: false });
  map.attributionControl.setPrefix(false);
  L.tileLayer(TILE_URL, { maxZoom: TILE_MAX_ZOOM }).addTo(map);
  return map;
}

/**
 * The zoom buttons (their title and accessible name) and the tiles' credit, in the page's language. Returns
 * what takes them off again, for the next language.
 */
export function localizeMap(map: L.Map, texts: MapTexts): () => void {
  const zoom = L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  map.attributionControl.addAttribution(texts.attribution);
  return () => {
    zoom.remove();
    map.attributionControl.removeAttribution(texts.attribution);
  };
}

/**
 * The brand-coloured pin, drawn with CSS: no image file (Leaflet's default marker images break once
 * bundled), so it shows offline and without tiles. `className` is the map's own marker class.
 */
export function pinIcon(className: string): L.DivIcon {
  return L.divIcon({
    className,
    html: '<span class="block h-7 w-7 -rotate-45 rounded-[50%_50%_50%_0] border-2 border-white bg-brand shadow-md"><span class="absolute top-1/2 left-1/2 block h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white"></span></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 34],
  });
}
