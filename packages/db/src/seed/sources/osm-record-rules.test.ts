import { describe, expect, it } from 'vitest';
import { nameWithPlace, notCareReason } from './osm-record-rules';

describe('OpenStreetMap records that are no place of care for people', () => {
  it.each([
    ['Pharmacie Veterinaire Cema Vs Sarl', 'veterinary'],
    ['Clinique vétérinaire', 'veterinary'],
    ['Morgue Hôpital Général', 'morgue'],
    ['Malam Dala Dala Guérisseur', 'traditional healer'],
    ["Poste d'identification de Mindourou", 'administrative office'],
  ])('%s is left out as %s', (name, reason) => expect(notCareReason(name)).toBe(reason));

  it('keeps every place of care, however it is named', () => {
    for (const name of [
      'Hôpital Général de Douala',
      'Pharmacie du Soleil',
      'Centre de Médecine Traditionnelle Chinoise',
    ]) {
      expect(notCareReason(name)).toBeNull();
    }
  });
});

describe('a name that says where the place is', () => {
  it('adds the place to a name that only says what it is, and keeps any other', () => {
    expect(nameWithPlace('Centre de santé', 'Yaoundé IV')).toBe('Centre de santé, Yaoundé IV');
    expect(nameWithPlace('PHARMACIE', 'Douala Ier')).toBe('PHARMACIE, Douala Ier');
    expect(nameWithPlace('Centre de santé Sainte Anne', 'Yaoundé IV')).toBe('Centre de santé Sainte Anne');
    expect(nameWithPlace('Centre de santé', null)).toBe('Centre de santé');
  });
});
