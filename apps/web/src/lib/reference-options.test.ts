import { describe, expect, it } from 'vitest';
import { toReferenceOptions } from './reference-options';

const regions = [
  { id: 108, nameEn: 'Southwest', nameFr: 'Sud-Ouest' },
  { id: 100, nameEn: 'Centre', nameFr: 'Centre' },
  { id: 103, nameEn: 'Far North', nameFr: 'Extrême-Nord' },
];

describe('toReferenceOptions', () => {
  it('names the rows in the interface language, sorted in it, with the id as the value', () => {
    expect(toReferenceOptions(regions, 'en')).toEqual([
      { value: '100', label: 'Centre' },
      { value: '103', label: 'Far North' },
      { value: '108', label: 'Southwest' },
    ]);
    expect(toReferenceOptions(regions, 'fr').map((option) => option.label)).toEqual([
      'Centre',
      'Extrême-Nord',
      'Sud-Ouest',
    ]);
  });

  it('gives no options while the rows are not there', () => {
    expect(toReferenceOptions(undefined, 'en')).toEqual([]);
  });
});
