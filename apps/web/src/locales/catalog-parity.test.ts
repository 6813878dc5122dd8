import { describe, expect, it } from 'vitest';

// Every string the visitor reads lives in these catalogs, one file per namespace and language.
// French and English must hold exactly the same keys: a key missing in one language shows the raw
// key (fallbackLng is false). Plural keys are no exception: French has `_one`, `_many` and `_other`
// (i18next asks Intl.PluralRules), and the English catalogs carry the same three, so the rule is
// simply "the same keys", with no per-language plural table to keep in step.
// (catalogs.test.ts checks the error-code messages of the forms.)

const languages = ['en', 'fr'] as const;

type Text = string | Text[] | { [key: string]: Text };
type Catalog = { [key: string]: Text };

// Every catalog file, as lib/i18n.ts loads them: './en/common.json' → its content.
const files = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });

function readCatalog(language: string, file: string): Catalog {
  return files[`./${language}/${file}`]!;
}

/**
 * Every leaf as a dotted path ("featured.heading.hospital"), with its value. Lists (the paragraphs of
 * a blog post or a legal section, read with `returnObjects`) count by position: "body.0", "body.1"...
 */
function flatten(value: Text, prefix = '', leaves = new Map<string, unknown>()): Map<string, unknown> {
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : null;
  const children = entries ?? (typeof value === 'object' && value !== null ? Object.entries(value) : null);
  if (!children || children.length === 0) {
    // A text, or an empty list or object (reported as empty below).
    leaves.set(prefix, value);
    return leaves;
  }
  for (const [key, child] of children) flatten(child, prefix ? `${prefix}.${key}` : key, leaves);
  return leaves;
}

const namespaceFiles = (language: string) =>
  Object.keys(files)
    .filter((key) => key.startsWith(`./${language}/`))
    .map((key) => key.slice(`./${language}/`.length))
    .sort();

describe('translation catalogs, English and French side by side', () => {
  it('every language has the same namespace files', () => {
    expect(namespaceFiles('en').length).toBeGreaterThan(0);
    for (const language of languages) expect(namespaceFiles(language)).toEqual(namespaceFiles('en'));
  });

  describe.each(namespaceFiles('en'))('%s', (file) => {
    const catalogs = Object.fromEntries(languages.map((language) => [language, flatten(readCatalog(language, file))]));

    it('has exactly the same keys in English and French, plural forms and list items included', () => {
      const english = [...catalogs.en!.keys()].sort();
      const french = [...catalogs.fr!.keys()].sort();
      expect({ missingInFrench: english.filter((key) => !catalogs.fr!.has(key)) }).toEqual({ missingInFrench: [] });
      expect({ missingInEnglish: french.filter((key) => !catalogs.en!.has(key)) }).toEqual({ missingInEnglish: [] });
    });

    it('gives every plural the forms both languages need', () => {
      // The plural suffixes i18next uses for each language, from the runtime's plural rules.
      const forms = new Set(
        languages.flatMap((language) => new Intl.PluralRules(language).resolvedOptions().pluralCategories),
      );
      const suffix = new RegExp(`_(${[...forms].join('|')})$`);
      const incomplete = [...catalogs.en!.keys()]
        .filter((key) => suffix.test(key))
        .map((key) => key.replace(suffix, ''))
        .filter((base) => [...forms].some((form) => !catalogs.en!.has(`${base}_${form}`)));
      expect([...new Set(incomplete)]).toEqual([]);
    });

    it('has a non-empty text for every key', () => {
      for (const language of languages) {
        const invalid = [...catalogs[language]!]
          .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
          .map(([key]) => `${language}:${key}`);
        expect(invalid).toEqual([]);
      }
    });

    it('names the same {{placeholders}} in both languages', () => {
      const placeholders = (value: unknown) =>
        [...String(value).matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1]).sort();
      const differing = [...catalogs.en!.keys()]
        .filter((key) => catalogs.fr!.has(key))
        .filter(
          (key) =>
            JSON.stringify(placeholders(catalogs.en!.get(key))) !== JSON.stringify(placeholders(catalogs.fr!.get(key))),
        );
      expect(differing).toEqual([]);
    });
  });
});
