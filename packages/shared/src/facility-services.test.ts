import { describe, expect, it } from 'vitest';
import { facilityServiceCodes, facilityServiceNames, serviceName, toServiceValue } from './facility-services';
import { adminFacilityCreateSchema } from './schemas/admin-facilities';

describe('serviceName', () => {
  it('names a code in the reader’s language, French for any French locale', () => {
    expect(serviceName('mobile_money', 'en')).toBe('Mobile Money payment');
    expect(serviceName('mobile_money', 'fr')).toBe('Paiement Mobile Money');
    expect(serviceName('results_by_sms', 'fr-CM')).toBe('Résultats par SMS');
  });

  it('shows a text saved before the catalogue as it is', () => {
    expect(serviceName('Free parking', 'fr')).toBe('Free parking');
    // An inherited property name is not a code.
    expect(serviceName('constructor', 'en')).toBe('constructor');
  });
});

describe('toServiceValue', () => {
  it('stores a code, or a catalogue name in either language (any case, accents or spacing), as its code', () => {
    expect(toServiceValue('home_delivery')).toBe('home_delivery');
    expect(toServiceValue('Home delivery')).toBe('home_delivery');
    expect(toServiceValue('  livraison a  DOMICILE ')).toBe('home_delivery');
    expect(toServiceValue('Échographie')).toBe('ultrasound');
  });

  it('keeps any other text, trimmed', () => {
    expect(toServiceValue('  Free parking ')).toBe('Free parking');
  });
});

describe('the catalogue', () => {
  it('gives every code names in both languages, no name shared by two codes', () => {
    const owner = new Map<string, string>();
    for (const code of facilityServiceCodes) {
      expect(code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      const { nameEn, nameFr } = facilityServiceNames[code];
      expect(nameEn.trim() && nameFr.trim()).toBeTruthy();
      for (const name of [nameEn, nameFr]) {
        const key = name.toLowerCase();
        expect(owner.get(key) ?? code, name).toBe(code);
        owner.set(key, code);
      }
    }
  });
});

describe('adminFacilityCreateSchema services', () => {
  it('saves codes: names become codes, duplicates go, legacy texts stay', () => {
    const parsed = adminFacilityCreateSchema.parse({
      name: 'Clinique X',
      facilityType: 'clinic',
      services: ['vaccination', 'Paiement Mobile Money', 'Mobile Money payment', 'Free parking'],
    });
    expect(parsed.services).toEqual(['vaccination', 'mobile_money', 'Free parking']);
  });
});
