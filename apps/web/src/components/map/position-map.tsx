// A lazy chunk of its own (loaded through position-picker.tsx): Leaflet and its CSS come only once a
// position is to be picked on a map, by staff editing a facility or by a visitor proposing a correction.
import L from 'leaflet';
import { createOsmMap, localizeMap, pinIcon, useMapTexts } from './osm-map';
import 'leaflet/dist/leaflet.css';
import './position-map.css';
import { useEffect, useLayoutEffect, useRef } from 'react';

const markerIcon = pinIcon('hc-position-marker');

/** A street in view once the map brings a new position in sight. */
const STREET_ZOOM = 16;

/** Six decimals: about 10 cm, more than a map click is worth. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export type MapPoint = { latitude: number; longitude: number };

export type PositionMapProps = {
  /** Where the map opens, and at which zoom; the map is made again if they change. */
  centre: MapPoint;
  zoom: number;
  /** The position picked or typed so far, when there is one: the marker shows it. */
  pin: MapPoint | null;
  /** A click (or tap) on the map, or the marker dropped somewhere: the new position (rounded). */
  onPick: (latitude: number, longitude: number) => void;
  label: string;
  describedBy?: string | undefined;
  /** The marker can be dragged, and the view follows it (zooming in on the first one, panning to the next). */
  editable?: boolean;
  /** The map's size (Tailwind height classes). */
  heightClass: string;
};

/**
 * An OpenStreetMap map to set a position on: a click puts the marker there. The latitude and longitude
 * inputs beside it are the keyboard way; the marker follows them.
 */
export function PositionMap({
  centre,
  zoom,
  pin,
  onPick,
  label,
  describedBy,
  editable = false,
  heightClass,
}: PositionMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  useLayoutEffect(() => {
    pick.current = onPick;
  });

  const { latitude, longitude } = centre;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = createOsmMap(element, { center: [latitude, longitude], zoom, scrollWheelZoom: false });
    instance.on('click', (event: L.LeafletMouseEvent) =>
      pick.current(round(event.latlng.lat), round(event.latlng.lng)),
    );
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, [latitude, longitude, zoom]);

  // The zoom buttons and the tiles' credit in the page's language: on each new map, and renamed in place when
  // the language changes (the marker is kept).
  const texts = useMapTexts();
  useEffect(() => {
    const instance = map.current;
    return instance ? localizeMap(instance, texts) : undefined;
  }, [latitude, longitude, zoom, texts]);

  const pinLatitude = pin?.latitude;
  const pinLongitude = pin?.longitude;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (pinLatitude === undefined || pinLongitude === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const position: L.LatLngExpression = [pinLatitude, pinLongitude];
    if (!marker.current) {
      marker.current = L.marker(position, { icon: markerIcon, draggable: editable, keyboard: false }).addTo(instance);
      if (!editable) return;
      marker.current.on('dragend', () => {
        const at = marker.current?.getLatLng();
        if (at) pick.current(round(at.lat), round(at.lng));
      });
      instance.setView(position, Math.max(instance.getZoom(), STREET_ZOOM));
    } else {
      marker.current.setLatLng(position);
      if (editable && !instance.getBounds().contains(position)) instance.panTo(position);
    }
  }, [pinLatitude, pinLongitude, editable]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      className={`relative z-0 w-full rounded-lg border border-slate-300 bg-slate-100 ${heightClass}`}
    />
  );
}
