// Loaded lazily, only by the detail page: Leaflet and its CSS land in their own chunk.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './facility-map.css';
import { useEffect, useRef } from 'react';

export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * A brand-coloured pin drawn with CSS: Leaflet's default marker images break once bundled.
 * The tip of the pin (its rotated bottom-left corner) sits on the facility.
 */
const markerIcon = L.divIcon({
  className: 'hc-facility-marker',
  html: '<span class="block h-7 w-7 -rotate-45 rounded-[50%_50%_50%_0] border-2 border-white bg-brand shadow-md"><span class="absolute top-1/2 left-1/2 block h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white"></span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 34],
});

type FacilityMapProps = { latitude: number; longitude: number; name: string; label: string; describedBy?: string };

/** An OpenStreetMap map centred on the facility, with its marker. Without tiles it stays an empty frame. */
export function FacilityMap({ latitude, longitude, name, label, describedBy }: FacilityMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { center: [latitude, longitude], zoom: 16, scrollWheelZoom: false });
    map.attributionControl.setPrefix(false);
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
    // Not focusable itself: the map region is, and the coordinates text says the same thing.
    L.marker([latitude, longitude], { icon: markerIcon, keyboard: false, title: name }).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, name]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      className="relative z-0 h-72 w-full rounded-lg border border-slate-300 bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand sm:h-80"
    />
  );
}
