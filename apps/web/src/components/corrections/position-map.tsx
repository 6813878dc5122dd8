// A lazy chunk of its own: Leaflet and its CSS load only when a visitor proposes a new position.
import L from 'leaflet';
import { addOsmTiles, pinIcon } from '../map/osm-map';
import 'leaflet/dist/leaflet.css';
import { useEffect, useLayoutEffect, useRef } from 'react';

const markerPin = pinIcon('hc-correction-pin');

type Point = { latitude: number; longitude: number };
type PositionMapProps = {
  centre: Point;
  zoom: number;
  /** The proposed position, when there is one. */
  pin: Point | null;
  /** A click (or tap) on the map proposes that point. */
  onPick: (latitude: number, longitude: number) => void;
  label: string;
};

/** An OpenStreetMap map to place the proposed position on; the pin follows the typed coordinates too. */
export function PositionMap({ centre, zoom, pin, onPick, label }: PositionMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  useLayoutEffect(() => {
    onPickRef.current = onPick;
  });

  // The map is made once; its centre is where the facility is said to be now.
  const { latitude, longitude } = centre;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, { center: [latitude, longitude], zoom, scrollWheelZoom: false });
    addOsmTiles(created);
    created.on('click', (event: L.LeafletMouseEvent) => onPickRef.current(event.latlng.lat, event.latlng.lng));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [latitude, longitude, zoom]);

  const pinLatitude = pin?.latitude;
  const pinLongitude = pin?.longitude;
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (pinLatitude === undefined || pinLongitude === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) marker.current.setLatLng([pinLatitude, pinLongitude]);
    else marker.current = L.marker([pinLatitude, pinLongitude], { icon: markerPin, keyboard: false }).addTo(current);
  }, [pinLatitude, pinLongitude]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className="relative z-0 h-64 w-full rounded-lg border border-slate-300 bg-slate-100"
    />
  );
}
