import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageLanguage } from './page-preloads';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's `<meta name="description">` in the visitor's language (issue 34: French pages said it in English),
 * from the web app manifest of that language the web build writes (its words come from the catalogs). Without
 * a manifest, the HTML is left as it is.
 */
export function createPageDescription(distDir: string): (html: string, language: PageLanguage) => string {
  const descriptions = new Map<PageLanguage, string>();
  for (const language of ['en', 'fr'] as const) {
    const file = path.join(distDir, `manifest-${language}.webmanifest`);
    if (!existsSync(file)) continue;
    const { description } = JSON.parse(readFileSync(file, 'utf8')) as { description?: string };
    if (description) descriptions.set(language, escapeAttribute(description));
  }
  return (html, language) => {
    const description = descriptions.get(language);
    return description
      ? html.replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${description}"`)
      : html;
  };
}
