import { hasValidCoordinates, type FacilitySummary } from '@hc/shared';
import Supercluster from 'supercluster';

// The results map's markers, worked out apart from Leaflet so they can be tested in Node: facilities
// in, clusters and single facilities out at a zoom level. Imported by the map chunk only.

/**
 * Whether a facility can be put on the map: the server's judgement (`hasValidLocation`) and numbers
 * Leaflet can place. The others are counted and left to the list.
 */
export function hasMapPosition<T extends Pick<FacilitySummary, 'latitude' | 'longitude' | 'hasValidLocation'>>(
  facility: T,
): facility is T & { latitude: number; longitude: number } {
  return facility.hasValidLocation && hasValidCoordinates(facility.latitude, facility.longitude);
}

/** [[south, west], [north, east]]: Leaflet's LatLngBoundsExpression, in plain numbers. */
export type Bounds = [[number, number], [number, number]];

/** Cameroon, with a little margin: the map's view when no result has a position. */
export const CAMEROON_BOUNDS: Bounds = [
  [1.6, 8.4],
  [13.1, 16.2],
];

/**
 * The deepest zoom that still groups markers. Past it every facility has its own marker, so a cluster
 * can always be opened by zooming in (the map goes to 19).
 */
export const CLUSTER_MAX_ZOOM = 16;
/** Markers closer than this many screen pixels are grouped (a marker is 28 to 48 pixels wide). */
const CLUSTER_RADIUS = 56;
/** Leaflet's tiles are 256 pixels: measured so, the radius is in screen pixels (supercluster assumes 512). */
const TILE_EXTENT = 256;
/** Whatever part of the world is on screen: at most PAGE_SIZE_MAX points, so no need to cut by view. */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

export type MapCluster = {
  kind: 'cluster';
  id: number;
  count: number;
  latitude: number;
  longitude: number;
  /** The zoom at which it splits into smaller clusters or single facilities. */
  expansionZoom: number;
};
export type MapFacility = { kind: 'facility'; facility: FacilitySummary; latitude: number; longitude: number };
export type MapItem = MapCluster | MapFacility;

/** A facility with a position, as `hasMapPosition` lets through. */
type Properties = { facility: FacilitySummary & { latitude: number; longitude: number } };

/** The facilities grouped once; `at(zoom)` gives what to draw at that zoom. */
export function clusterFacilities(facilities: readonly FacilitySummary[]): { at: (zoom: number) => MapItem[] } {
  const index = new Supercluster<Properties>({
    radius: CLUSTER_RADIUS,
    extent: TILE_EXTENT,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    facilities.filter(hasMapPosition).map((facility) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [facility.longitude, facility.latitude] },
      properties: { facility },
    })),
  );
  return {
    at: (zoom) =>
      index.getClusters(WORLD, Math.round(zoom)).map((feature): MapItem => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const { properties } = feature;
        if ('cluster' in properties && properties.cluster) {
          return {
            kind: 'cluster',
            id: properties.cluster_id,
            count: properties.point_count,
            latitude,
            longitude,
            expansionZoom: index.getClusterExpansionZoom(properties.cluster_id),
          };
        }
        // The facility's own position: supercluster's is projected and back again, a hair off.
        const { facility } = properties as Properties;
        return { kind: 'facility', facility, latitude: facility.latitude, longitude: facility.longitude };
      }),
  };
}

/** The smallest box around the facilities that have a position, or null when none has. */
export function boundsOf(facilities: readonly FacilitySummary[]): Bounds | null {
  const placed = facilities.filter(hasMapPosition);
  if (placed.length === 0) return null;
  const latitudes = placed.map((facility) => facility.latitude);
  const longitudes = placed.map((facility) => facility.longitude);
  return [
    [Math.min(...latitudes), Math.min(...longitudes)],
    [Math.max(...latitudes), Math.max(...longitudes)],
  ];
}
