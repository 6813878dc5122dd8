// Loaded lazily, only when "Pick on map" is opened: Leaflet and its CSS land in their own chunk.
import { DEFAULT_MAP_CENTRE, hasValidCoordinates } from '@hc/shared';
import L from 'leaflet';
import { addOsmTiles, pinIcon } from '../../../../components/map/osm-map';
import 'leaflet/dist/leaflet.css';
import './position-map.css';
import { useEffect, useRef } from 'react';

/** A whole country in view when there is no position yet; a street when there is one. */
const COUNTRY_ZOOM = 6;
const STREET_ZOOM = 16;

const markerIcon = pinIcon('hc-position-marker');

/** Six decimals: about 10 cm, more than a map click is worth. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

type PositionMapProps = {
  latitude: number | null;
  longitude: number | null;
  /** A click on the map or the marker dropped somewhere: the new position. */
  onPick: (latitude: number, longitude: number) => void;
  label: string;
  describedBy?: string;
};

/**
 * An OpenStreetMap map to set a facility's position: a click puts the marker there, and the marker can
 * be dragged. The latitude and longitude inputs beside it are the keyboard way and follow the marker.
 */
export function PositionMap({ latitude, longitude, onPick, label, describedBy }: PositionMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const hasPosition = hasValidCoordinates(latitude, longitude);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = L.map(element, {
      center: [DEFAULT_MAP_CENTRE.latitude, DEFAULT_MAP_CENTRE.longitude],
      zoom: COUNTRY_ZOOM,
      scrollWheelZoom: false,
    });
    addOsmTiles(instance);
    instance.on('click', (event: L.LeafletMouseEvent) =>
      pick.current(round(event.latlng.lat), round(event.latlng.lng)),
    );
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  // The marker follows the inputs (typed, or set by a click); the view moves only to bring it in sight.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!hasPosition) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const position: L.LatLngExpression = [latitude as number, longitude as number];
    if (!marker.current) {
      marker.current = L.marker(position, { icon: markerIcon, draggable: true, keyboard: false }).addTo(instance);
      marker.current.on('dragend', () => {
        const at = marker.current?.getLatLng();
        if (at) pick.current(round(at.lat), round(at.lng));
      });
      instance.setView(position, Math.max(instance.getZoom(), STREET_ZOOM));
    } else {
      marker.current.setLatLng(position);
      if (!instance.getBounds().contains(position)) instance.panTo(position);
    }
  }, [hasPosition, latitude, longitude]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      className="relative z-0 h-72 w-full rounded-lg border border-slate-300 bg-slate-100 sm:h-80"
    />
  );
}
