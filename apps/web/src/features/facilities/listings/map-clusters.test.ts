import type { FacilitySummary } from '@hc/shared';
import { describe, expect, it } from 'vitest';
import {
  CAMEROON_BOUNDS,
  CLUSTER_MAX_ZOOM,
  boundsOf,
  clusterFacilities,
  hasMapPosition,
  type MapItem,
} from './map-clusters';

const facility = (id: number, position: [number, number] | null, hasValidLocation = position !== null) =>
  ({
    id,
    name: `Pharmacie ${id}`,
    category: 'pharmacy',
    latitude: position?.[0] ?? null,
    longitude: position?.[1] ?? null,
    hasValidLocation,
  }) as FacilitySummary;

// Two pharmacies 220 m apart in Yaoundé, one in Douala (about 200 km west), one without a position.
const yaoundeA = facility(1, [3.866, 11.516]);
const yaoundeB = facility(2, [3.868, 11.516]);
const douala = facility(3, [4.05, 9.7]);
const unplaced = facility(4, null);
const all = [yaoundeA, yaoundeB, douala, unplaced];

const clusters = (items: MapItem[]) => items.filter((item) => item.kind === 'cluster');
const facilityIds = (items: MapItem[]) =>
  items.flatMap((item) => (item.kind === 'facility' ? [item.facility.id] : [])).sort();

describe('hasMapPosition', () => {
  it('takes the server’s word and numbers Leaflet can place', () => {
    expect(hasMapPosition(yaoundeA)).toBe(true);
    expect(hasMapPosition(unplaced)).toBe(false);
    // Coordinates the server judged wrong (a default point, a swapped pair) stay off the map.
    expect(hasMapPosition(facility(5, [4.05, 9.7], false))).toBe(false);
    expect(hasMapPosition(facility(6, [91, 9.7], true))).toBe(false);
  });
});

describe('clusterFacilities', () => {
  it('groups the whole country into one cluster with its count when zoomed out', () => {
    const items = clusterFacilities(all).at(4);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'cluster', count: 3 });
  });

  it('puts each cluster at the middle of its facilities and leaves out those without a position', () => {
    const items = clusterFacilities(all).at(8);
    expect(facilityIds(items)).toEqual([3]);
    const [yaounde] = clusters(items);
    expect(yaounde).toMatchObject({ kind: 'cluster', count: 2 });
    expect(yaounde!.latitude).toBeCloseTo(3.867, 2);
    expect(yaounde!.longitude).toBeCloseTo(11.516, 2);
  });

  it('splits a cluster at its expansion zoom (what a click on it zooms to)', () => {
    const index = clusterFacilities(all);
    let zoom = 4;
    // Zoom into the cluster holding pharmacy 1 until it stands alone, as a visitor clicking would.
    for (let step = 0; step < 20; step += 1) {
      const items = index.at(zoom);
      if (facilityIds(items).includes(1)) break;
      const cluster = clusters(items).find((item) => Math.abs(item.latitude - 3.867) < 0.5);
      expect(cluster).toBeDefined();
      expect(cluster!.expansionZoom).toBeGreaterThan(zoom);
      zoom = cluster!.expansionZoom;
    }
    expect(facilityIds(index.at(zoom))).toEqual([1, 2, 3]);
    expect(zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1);
  });

  it('draws every facility alone past the deepest grouping zoom, even two at the same place', () => {
    const twin = facility(7, [3.866, 11.516]);
    const items = clusterFacilities([yaoundeA, twin]).at(CLUSTER_MAX_ZOOM + 1);
    expect(facilityIds(items)).toEqual([1, 7]);
    expect(items.find((item) => item.kind === 'facility' && item.facility.id === 7)).toMatchObject({
      latitude: 3.866,
      longitude: 11.516,
    });
  });

  it('draws nothing when no facility has a position', () => {
    expect(clusterFacilities([unplaced]).at(6)).toEqual([]);
    expect(clusterFacilities([]).at(6)).toEqual([]);
  });
});

describe('boundsOf', () => {
  it('is the box around the facilities with a position', () => {
    expect(boundsOf(all)).toEqual([
      [3.866, 9.7],
      [4.05, 11.516],
    ]);
  });

  it('is null when none has one (the map then shows Cameroon)', () => {
    expect(boundsOf([unplaced])).toBeNull();
    expect(CAMEROON_BOUNDS[0][0]).toBeLessThan(CAMEROON_BOUNDS[1][0]);
  });
});
