// Loaded lazily, only by the detail page: Leaflet and its CSS land in their own chunk.
import L from 'leaflet';
import { createOsmMap, localizeMap, pinIcon, useMapTexts } from '../../../../components/map/osm-map';
import 'leaflet/dist/leaflet.css';
import './facility-map.css';
import { useEffect, useRef } from 'react';

const markerIcon = pinIcon('hc-facility-marker');

type FacilityMapProps = { latitude: number; longitude: number; name: string; label: string; describedBy?: string };

/** An OpenStreetMap map centred on the facility, with its marker. Without tiles it stays an empty frame. */
export function FacilityMap({ latitude, longitude, name, label, describedBy }: FacilityMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const texts = useMapTexts();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Made again when the language changes: its controls speak the page's language.
    const map = createOsmMap(element, { center: [latitude, longitude], zoom: 16, scrollWheelZoom: false });
    localizeMap(map, texts);
    // Not focusable itself: the map region is, and the coordinates text says the same thing.
    L.marker([latitude, longitude], { icon: markerIcon, keyboard: false, title: name }).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, name, texts]);

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
