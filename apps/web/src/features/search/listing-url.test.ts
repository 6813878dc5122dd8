import { describe, expect, it } from 'vitest';
import { buildListingUrl } from './listing-url';

describe('buildListingUrl', () => {
  it('opens the listing of the facility type, hospitals by default', () => {
    expect(buildListingUrl({ facilityType: 'hospital' })).toBe('/medical-facilities/hospitals');
    expect(buildListingUrl({ facilityType: 'pharmacy' })).toBe('/medical-facilities/pharmacies');
    expect(buildListingUrl({ facilityType: 'laboratory' })).toBe('/medical-facilities/laboratories');
    expect(buildListingUrl({})).toBe('/medical-facilities/hospitals');
    expect(buildListingUrl({ facilityType: null })).toBe('/medical-facilities/hospitals');
  });

  it('writes the location ids and the type filter, in a stable order', () => {
    expect(
      buildListingUrl({ facilityType: 'hospital', region: 101, division: 14, subdivision: 80, specialty: 4 }),
    ).toBe('/medical-facilities/hospitals?region=101&division=14&subdivision=80&specialty=4');
    expect(buildListingUrl({ facilityType: 'pharmacy', region: 101, division: 14, onCall: true })).toBe(
      '/medical-facilities/pharmacies?region=101&division=14&onCall=true',
    );
    expect(buildListingUrl({ facilityType: 'laboratory', test: 20 })).toBe('/medical-facilities/laboratories?test=20');
    // A type among hospitals (issue 33) is the listing's facilityType.
    expect(buildListingUrl({ facilityType: 'hospital', region: 107, hospitalType: 'integrated_health_center' })).toBe(
      '/medical-facilities/hospitals?region=107&facilityType=integrated_health_center',
    );
    expect(buildListingUrl({ facilityType: 'pharmacy', hospitalType: 'district_hospital' })).toBe(
      '/medical-facilities/pharmacies',
    );
  });

  it('opens nearest first with sort=distance, never with the position', () => {
    expect(buildListingUrl({ facilityType: 'laboratory', region: 100, sort: 'distance' })).toBe(
      '/medical-facilities/laboratories?region=100&sort=distance',
    );
    expect(buildListingUrl({ facilityType: 'pharmacy', onCall: true, sort: 'distance' })).toBe(
      '/medical-facilities/pharmacies?onCall=true&sort=distance',
    );
    expect(buildListingUrl({ facilityType: 'hospital', sort: undefined })).toBe('/medical-facilities/hospitals');
  });

  it('leaves out empty values and filters of another type', () => {
    expect(
      buildListingUrl({
        facilityType: 'pharmacy',
        region: undefined,
        division: 14,
        specialty: 4,
        test: 20,
        onCall: false,
      }),
    ).toBe('/medical-facilities/pharmacies?division=14');
    expect(buildListingUrl({ facilityType: 'hospital', onCall: true, test: 3 })).toBe('/medical-facilities/hospitals');
  });

  it('ignores ids that are not positive whole numbers', () => {
    expect(buildListingUrl({ facilityType: 'hospital', region: Number.NaN, division: 0, subdivision: 1.5 })).toBe(
      '/medical-facilities/hospitals',
    );
  });
});
