import { errorCodes, fieldErrorCodes } from '@hc/shared';
import { describe, expect, it } from 'vitest';

type Catalog = { [key: string]: string | Catalog };

const catalogs = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });
const byLanguage = (language: string) =>
  Object.fromEntries(
    Object.entries(catalogs)
      .filter(([file]) => file.startsWith(`./${language}/`))
      .map(([file, catalog]) => [file.slice(`./${language}/`.length, -'.json'.length), catalog]),
  );

function keysOf(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function textAt(catalog: Catalog | undefined, path: string): string | undefined {
  let node: Catalog | string | undefined = catalog;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const en = byLanguage('en');
const fr = byLanguage('fr');

describe('translation catalogs', () => {
  it('have the same namespaces and the same keys in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const namespace of Object.keys(en)) {
      expect({ namespace, keys: keysOf(fr[namespace]!).sort() }).toEqual({
        namespace,
        keys: keysOf(en[namespace]!).sort(),
      });
    }
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s: translate every field error code and every API error code', (_language, catalog) => {
    for (const code of fieldErrorCodes) expect(textAt(catalog.forms, `fieldErrors.${code}`), code).toBeTruthy();
    for (const code of errorCodes) expect(textAt(catalog.common, `errors.codes.${code}`), code).toBeTruthy();
  });

  it('give the limits to the messages that need them', () => {
    for (const catalog of [en, fr]) {
      expect(textAt(catalog.forms, 'fieldErrors.too_short')).toContain('{{minimum}}');
      expect(textAt(catalog.forms, 'fieldErrors.too_small')).toContain('{{minimum}}');
      expect(textAt(catalog.forms, 'fieldErrors.too_long')).toContain('{{maximum}}');
      expect(textAt(catalog.forms, 'fieldErrors.too_large')).toContain('{{maximum}}');
    }
  });
});
