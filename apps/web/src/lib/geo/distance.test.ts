import { describe, expect, it } from 'vitest';
import { distanceKm, facilityDistanceKm, formatDistance, parseNear, toNear } from './distance';

const YAOUNDE = { latitude: 3.848, longitude: 11.5021 };
const DOUALA = { latitude: 4.0511, longitude: 9.7679 };

describe('distanceKm (haversine)', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(YAOUNDE, DOUALA)).toBeCloseTo(193.7, 1);
    expect(distanceKm(DOUALA, YAOUNDE)).toBeCloseTo(distanceKm(YAOUNDE, DOUALA), 9);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015.1, 1);
    expect(distanceKm(YAOUNDE, YAOUNDE)).toBe(0);
  });
});

describe('the position as `near`', () => {
  it('is rounded to 4 decimals (about 10 m)', () => {
    expect(toNear({ latitude: 4.048309, longitude: 9.704281 })).toBe('4.0483,9.7043');
    expect(toNear({ latitude: -3.5, longitude: -0.00004 })).toBe('-3.5000,-0.0000');
  });

  it('is read back, and refused when malformed or out of range', () => {
    expect(parseNear('4.0483,9.7043')).toEqual({ latitude: 4.0483, longitude: 9.7043 });
    expect(parseNear('-3,-12.5')).toEqual({ latitude: -3, longitude: -12.5 });
    for (const bad of [null, undefined, '', '4.0483', '4.0483;9.7', 'a,b', '91,0', '0,181', '4.0483, 9.7043'])
      expect(parseNear(bad)).toBeNull();
  });
});

describe('facilityDistanceKm', () => {
  const at = (latitude: number | null, longitude: number | null, hasValidLocation = true) => ({
    latitude,
    longitude,
    hasValidLocation,
  });

  it('measures from the visitor to the facility', () => {
    expect(facilityDistanceKm(at(DOUALA.latitude, DOUALA.longitude), YAOUNDE)).toBeCloseTo(193.7, 1);
  });

  it('is null without a position on either side, or with one the directory marks invalid', () => {
    expect(facilityDistanceKm(at(DOUALA.latitude, DOUALA.longitude), null)).toBeNull();
    expect(facilityDistanceKm(at(null, null), YAOUNDE)).toBeNull();
    expect(facilityDistanceKm(at(4.05, null), YAOUNDE)).toBeNull();
    expect(facilityDistanceKm(at(4.05, 9.7, false), YAOUNDE)).toBeNull();
  });
});

describe('formatDistance', () => {
  // French writes a narrow no-break space between the number and the unit, and between thousands.
  const fr = (km: number) => formatDistance(km, 'fr').replace(/\u202f|\u00a0/g, ' ');

  it('gives metres under 1 km, to 10 m', () => {
    expect(formatDistance(0.854, 'en')).toBe('850 m');
    expect(formatDistance(0.0004, 'en')).toBe('10 m');
    expect(formatDistance(0.27, 'en')).toBe('270 m');
    expect(fr(0.854)).toBe('850 m');
  });

  it('gives kilometres with one decimal under 10 km, in the language’s own way', () => {
    expect(formatDistance(1.2, 'en')).toBe('1.2 km');
    expect(fr(1.2)).toBe('1,2 km');
    expect(formatDistance(1.04, 'en')).toBe('1 km');
    // 996 m rounds to 1,000 m: said in kilometres.
    expect(formatDistance(0.996, 'en')).toBe('1 km');
    expect(formatDistance(9.94, 'en-GB')).toBe('9.9 km');
  });

  it('gives whole kilometres from 10 km', () => {
    expect(formatDistance(9.96, 'en')).toBe('10 km');
    expect(formatDistance(12.4, 'en')).toBe('12 km');
    expect(formatDistance(193.7, 'en')).toBe('194 km');
    expect(formatDistance(1234.5, 'en')).toBe('1,235 km');
    expect(fr(193.7)).toBe('194 km');
    expect(fr(1234.5)).toBe('1 235 km');
  });
});
