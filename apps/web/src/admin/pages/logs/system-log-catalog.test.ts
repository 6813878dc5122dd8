import { systemLogCodes, systemLogEventParams, systemLogEvents } from '@hc/shared';
import { describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json';
import adminFr from '../../../locales/fr/admin.json';

// The parity test compares English with French; this one compares both with the events the server writes
// (@hc/shared): a key without its text would show the English message to a French reader.

const catalogs = { en: adminEn, fr: adminFr } as const;
const pluralForms = ['one', 'many', 'other'];

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]!);

/** The texts of an event: itself, or its plural forms when its sentence has a `count`. */
function textsOf(catalog: Tree, key: string): unknown[] {
  const path = `systemLogEvents.${key}`;
  return 'count' in systemLogEventParams[key as keyof typeof systemLogEventParams]
    ? pluralForms.map((form) => lookup(catalog, `${path}_${form}`))
    : [lookup(catalog, path)];
}

describe.each(Object.entries(catalogs))('the %s system log catalog', (_language, catalog) => {
  it('has a text for every event, naming only the values the event gives', () => {
    const problems = systemLogEvents.flatMap((key) =>
      textsOf(catalog as Tree, key).flatMap((text) => {
        if (typeof text !== 'string' || text.trim() === '') return [`${key}: missing`];
        const unknown = placeholders(text).filter((name) => !(name in systemLogEventParams[key]));
        return unknown.length > 0 ? [`${key}: {{${unknown.join('}}, {{')}}} is not one of its values`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('has no text for an event the server does not write', () => {
    const events = (catalog as Tree).systemLogEvents as Record<string, Record<string, string>>;
    const written = Object.entries(events).flatMap(([group, texts]) =>
      Object.keys(texts).map((name) => `${group}.${name.replace(/_(one|many|other)$/, '')}`),
    );
    expect(written.filter((key) => !(systemLogEvents as string[]).includes(key))).toEqual([]);
  });

  it('has the words of every code a value may hold', () => {
    const missing = Object.entries(systemLogCodes).flatMap(([group, codes]) =>
      codes.filter((code) => typeof lookup(catalog as Tree, `systemLogValues.${group}.${code}`) !== 'string'),
    );
    expect(missing).toEqual([]);
  });
});
