import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadOf } from '@hc/shared';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
export type PageLanguage = 'en' | 'fr';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link>` tags that let a page's HTML start every download its first screen needs at once: the
 * route's chunks, the catalogs of the visitor's language and, with no filters in the address, the API
 * read (issue 15: no waterfall). Read from the web build's manifest; without a build, none.
 */
export function createPagePreloads(
  distDir: string,
): (pathname: string, search: string, language: PageLanguage, cookies?: string) => string {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // The entry and what it imports statically are in index.html already.
  const inHtml = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (entry) collect(entry, inHtml);

  return (pathname, search, language, cookies) => {
    const first = firstLoadOf(pathname, search, cookies);
    if (!first) return '';
    const keys = new Set<string>(inHtml);
    const before = keys.size;
    for (const namespace of ['common', ...first.namespaces]) collect(`src/locales/${language}/${namespace}.json`, keys);
    collect(first.module, keys);
    for (const module of first.onDemand ?? []) collect(module, keys);
    const files = [...keys].slice(before).map((key) => manifest[key]!.file);
    const tags = files.map((file) => `<link rel="modulepreload" href="/${escapeAttribute(file)}">`);
    // "anonymous": the same request the page's fetch() makes (same-origin credentials), so it is reused.
    if (first.data)
      tags.push(`<link rel="preload" as="fetch" href="${escapeAttribute(first.data)}" crossorigin="anonymous">`);
    return tags.join('');
  };
}

/** The visitor's language: the one they chose (the `lang` cookie the app sets), else their browser's, else English. */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const chosen = /(?:^|;\s*)lang=(en|fr)(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  if (chosen === 'en' || chosen === 'fr') return chosen;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const base = part.trim().split(/[-;]/)[0]?.toLowerCase();
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}
