// After `vite build` and the first-screen render build (vite.first-screen.config.ts): writes
// dist/.vite/first-screens.json, the page frame (skip link, header, empty main) for each language and
// each header link marked current, which the server puts in a page's HTML before the scripts
// (docs/decisions/2026-11-27-first-screen.md). Texts come from the catalogs, markup from the components.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const renderDir = path.join(webDir, 'dist/.vite/first-screen-render');
const { renderFirstScreen, navPaths } = await import(
  pathToFileURL(path.join(renderDir, 'render-first-screen.js')).href
);

/** A path no header link matches: the frame of every other page. */
const OTHER_PAGE = '*';
const screens = {};
for (const language of ['en', 'fr']) {
  const common = JSON.parse(readFileSync(path.join(webDir, `src/locales/${language}/common.json`), 'utf8'));
  screens[language] = {};
  for (const key of [...navPaths, OTHER_PAGE]) {
    screens[language][key] = await renderFirstScreen(key === OTHER_PAGE ? '/_' : key, language, common);
  }
}
writeFileSync(path.join(webDir, 'dist/.vite/first-screens.json'), JSON.stringify(screens));
rmSync(renderDir, { recursive: true, force: true });
console.log(`first screens: ${Object.keys(screens).length} languages × ${navPaths.length + 1} pages`);
