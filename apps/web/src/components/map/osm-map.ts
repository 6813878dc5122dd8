// Imported only by the lazily loaded map chunks (never by a page's first load: Leaflet comes with it).
// Kept out of src/lib, whose shared modules are grouped into the chunk every page loads (vite.config.ts).
import L from 'leaflet';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const TILE_MAX_ZOOM = 19;

/** OpenStreetMap's tiles with the attribution their licence asks for (and no Leaflet prefix). */
export function addOsmTiles(map: L.Map): void {
  map.attributionControl.setPrefix(false);
  L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: TILE_MAX_ZOOM }).addTo(map);
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
