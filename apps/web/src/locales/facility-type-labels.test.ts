import { facilityTypeNames, facilityTypes } from '@hc/shared';
import { describe, expect, it } from 'vitest';

type Catalog = { [key: string]: string | Catalog };

const catalogs = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });

/** Every catalog that names facility types, with the key of its map of type labels. */
const typeMaps = [
  ['facility', 'type'],
  ['admin-facilities', 'types'],
  ['facility-form', 'types'],
  ['facility-import', 'types'],
] as const;

describe('facility type labels', () => {
  it.each(typeMaps)(
    '%s names every facility type as the reference names do, in English and French',
    (namespace, key) => {
      for (const [language, name] of [
        ['en', 'nameEn'],
        ['fr', 'nameFr'],
      ] as const) {
        const labels = catalogs[`./${language}/${namespace}.json`]![key] as Record<string, string>;
        for (const type of facilityTypes)
          expect({ type, label: labels[type] }).toEqual({ type, label: facilityTypeNames[type][name] });
      }
    },
  );
});
