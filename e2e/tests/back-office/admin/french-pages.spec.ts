import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adminPagePaths, adminSectionPagePaths } from '../../../../packages/shared/src/admin-routes';
import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 36, the French back-office: every page an administrator can open, read in French, shows no raw translation
// key. A string missing from the French catalogs shows as its key (the catalogs have no fallback language), so this
// also catches a page whose French is missing.

const locales = path.resolve(import.meta.dirname, '../../../../apps/web/src/locales');

/** The first segments of every catalog's keys ("nav", "columns"…): a raw key on screen starts with one of them. */
function keyHeads(): string[] {
  const heads = new Set<string>();
  for (const file of readdirSync(path.join(locales, 'en')))
    for (const [key, value] of Object.entries(JSON.parse(readFileSync(path.join(locales, 'en', file), 'utf8'))))
      if (value !== null && typeof value === 'object') heads.add(key);
  return [...heads];
}

/** Every back-office page without an id in its path (a record page needs one: see the facility below). */
const pages = [
  ...adminPagePaths.filter((page) => !page.includes(':')),
  ...Object.entries(adminSectionPagePaths).flatMap(([section, paths]) =>
    paths.filter((page) => !page.includes(':')).map((page) => (page ? `${section}/${page}` : section)),
  ),
]
  .map((page) => `/admin-dashboard${page ? `/${page}` : ''}`)
  // The possible duplicates of every category take the server a long while on the real directory: the smallest.
  .map((url) => (url.endsWith('/facilities/duplicates') ? `${url}?category=laboratory` : url));

test('every back-office page in French shows no raw translation key', async ({ page, adminAccount, directory }) => {
  // About forty pages, each with its lists: a few minutes on two busy cores.
  test.setTimeout(240_000);
  // Not inside an e-mail address or a domain name ("…@patients.example").
  const rawKey = new RegExp(`(?<![@\\w./-])(?:[a-z-]+:)?(?:${keyHeads().join('|')})\\.[a-zA-Z_][\\w.]*\\b`);
  const facility = await directory.createFacility({
    category: 'pharmacy',
    name: 'Pharmacie des Langues',
    status: 'pending',
  });
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await signInAs(page, adminAccount);

  const found: string[] = [];
  for (const url of [...pages, `/admin-dashboard/facilities/${facility.id}`]) {
    await page.goto(url);
    await expect(page.locator('#admin-main h1').first(), url).toBeVisible();
    // The page's lists and figures have answered (their loading texts are gone).
    await expect(page.locator('#admin-main [aria-busy="true"]'), url).toHaveCount(0);
    const text = await page.locator('body').innerText();
    const match = rawKey.exec(text);
    if (match) found.push(`${url}: ${match[0]}`);
  }
  expect(found).toEqual([]);
});
