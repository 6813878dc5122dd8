import { describe, expect, it } from 'vitest';
import { directionsHref, facilityTelHref, firstPhoneNumber, mapSearchHref, toTelHref } from './links';

describe('toTelHref', () => {
  it('keeps digits and + only', () => {
    expect(toTelHref('+237 (6) 99-44-27-34')).toBe('tel:+237699442734');
  });
  it('falls back to the default number under 8 characters', () => {
    expect(toTelHref('12 34')).toBe('tel:+237000000000');
    expect(toTelHref(null)).toBe('tel:+237000000000');
  });
});

describe('facility phone links', () => {
  it('dial the first of two numbers', () => {
    expect(firstPhoneNumber('+237 691 66 12 15 // +237 677 37 36 41')).toBe('+237 691 66 12 15');
    expect(facilityTelHref('677639572/6707021255')).toBe('tel:677639572');
  });
  it('give no link without a callable number', () => {
    expect(facilityTelHref(null)).toBeNull();
    expect(facilityTelHref('n/a')).toBeNull();
  });
});

describe('directionsHref', () => {
  it('prefers valid coordinates', () => {
    expect(directionsHref({ latitude: 3.87, longitude: 11.51, address: 'Rue X' })).toContain(
      'destination=3.87%2C11.51',
    );
  });
  it('falls back to the address, and to nothing', () => {
    expect(directionsHref({ latitude: 200, longitude: 11, address: 'Rue Joss, Douala' })).toContain(
      'destination=Rue+Joss%2C+Douala',
    );
    expect(directionsHref({ latitude: null, longitude: null, address: ' ' })).toBeNull();
  });
  it('starts from the visitor when their position is known', () => {
    expect(directionsHref({ latitude: 4, longitude: 9.7, origin: { latitude: 4.1, longitude: 9.8 } })).toContain(
      'origin=4.1%2C9.8',
    );
  });
});

describe('mapSearchHref', () => {
  it('does nothing for an invalid location', () => {
    expect(mapSearchHref(Number.NaN, 11)).toBeNull();
    expect(mapSearchHref(3.848, 11.5021)).toContain('query=3.848,11.5021');
  });
});
