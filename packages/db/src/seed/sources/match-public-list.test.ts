import { describe, expect, it } from 'vitest';
import { matchPublicList, type ListEntry, type MappedEntry } from './match-public-list';

const listed = (key: string, name: string, lat: number | null, lng: number | null): ListEntry => ({
  key,
  name,
  regionId: 100,
  lat,
  lng,
});
const mapped = (key: string, name: string, lat: number, lng: number, facilityType = 'Clinic'): MappedEntry => ({
  ...listed(key, name, lat, lng),
  facilityType,
});

describe('matching the public list with OpenStreetMap', () => {
  it('pairs the same facility under another writing and spelling, one to one', () => {
    const result = matchPublicList(
      [
        listed('1', 'Boundjere Centre de Santé Integre', 4.0, 11.0),
        listed('2', 'Boundjere Centre de Santé Integre', 4.001, 11.0),
      ],
      [mapped('osm:a', 'Centre de Santé Intégré de Boundjéré', 4.003, 11.002)],
    );
    expect(result.sure.map((pair) => [pair.listKey, pair.mappedKey])).toEqual([['2', 'osm:a']]);
    expect(result.unsure).toEqual([]);
    expect(result.sameName).toEqual([{ firstKey: '1', secondKey: '2', distanceMetres: expect.any(Number) }]);
  });

  it('never pairs two kinds of place named after one town, nor a pharmacy', () => {
    const result = matchPublicList(
      [listed('1', 'Mfou Centre de Santé Integre', 3.72, 11.64), listed('2', 'Mfou Hôpital de District', 3.5, 11.3)],
      [
        mapped('osm:hd', 'Hôpital de District de Mfou', 3.7205, 11.6405, 'Hospital'),
        mapped('osm:ph', 'Hôpital de District de Mfou', 3.5001, 11.3001, 'Pharmacy'),
      ],
    );
    expect(result.sure).toEqual([]);
    expect(result.unsure).toEqual([]);
  });

  it('leaves alike names a few kilometres apart, and a given pair it doubts, to staff', () => {
    const result = matchPublicList(
      [listed('1', 'Zokok Centre de Santé Integre', 4.0, 11.0), listed('2', 'Saa Hôpital de District', 4.5, 11.5)],
      [mapped('osm:z', 'CSI de Zokok', 4.058, 11.0), mapped('osm:s', 'Clinique Bon Secours', 4.5005, 11.5, 'Hospital')],
      [{ listKey: '2', mappedKey: 'osm:s' }],
    );
    expect(result.sure).toEqual([]);
    expect(result.unsure.map((pair) => [pair.listKey, pair.mappedKey])).toEqual([
      ['1', 'osm:z'],
      ['2', 'osm:s'],
    ]);
  });
});
