import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

test.use({ serviceWorkers: 'allow' });
// One at a time: the last test replaces the site's service worker file, which the others install.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** Until the service worker controls the page and has kept what the first visit downloaded. */
async function waitForOfflineCopy(page: Page, dataPath: string) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await page.waitForFunction(
    async (path) => {
      const pages = await (await caches.open('pages-v1')).keys();
      const data = await (await caches.open('data-v1')).keys();
      return pages.length > 0 && data.some((request) => new URL(request.url).pathname === path);
    },
    dataPath,
    { timeout: 20_000 },
  );
}

test('the on-call list visited once shows offline after a reload, with the time of its data', async ({
  page,
  context,
}) => {
  await page.goto('/pharmacies-on-call');
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies On Call' })).toBeVisible();
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const firstName = await firstCard.getByRole('heading').first().innerText();
  await waitForOfflineCopy(page, '/api/pharmacies/on-call');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies On Call' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first().getByRole('heading').first()).toHaveText(firstName);
  await expect(page.getByRole('status').filter({ hasText: 'Offline — data from' })).toBeVisible();

  // Back online, the next answer comes from the network and the notice goes.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Offline — data from')).toHaveCount(0);
});

test('offline, a page never visited still opens the app and says it cannot load', async ({ page, context }) => {
  await page.goto('/pharmacies-on-call');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await waitForOfflineCopy(page, '/api/pharmacies/on-call');
  await context.setOffline(true);
  await page.goto('/about-us');
  // The header comes from the kept app; the page's own file was never downloaded.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('You seem to be offline');
});

test('the site is installable: a manifest in the page’s language with icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest-en.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    icons: { src: string }[];
    lang: string;
  };
  expect(manifest.lang).toBe('en');
  expect(manifest.name).toContain('Healthcare Within Reach');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);

  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-fr.webmanifest');
  const french = (await (await request.get('/manifest-fr.webmanifest')).json()) as { name: string; lang: string };
  expect(french.lang).toBe('fr');
  expect(french.name).toContain('Annuaire');
});

test('a new version deployed while the site is open is offered, and Reload switches to it', async ({ page }) => {
  await page.goto('/pharmacies-on-call');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  // The next deployment's worker: the same file with other contents, as a new build gives. (The
  // browser asks for a worker script itself, out of reach of Playwright's routing.)
  const workerFile = path.join(
    process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../../apps/web/dist', import.meta.url)),
    'sw.js',
  );
  const deployed = readFileSync(workerFile, 'utf8');
  try {
    writeFileSync(workerFile, `${deployed}\n// next deployment ${Date.now()}`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of the directory is ready.' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
  } finally {
    writeFileSync(workerFile, deployed);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies On Call' })).toBeVisible();
  await expect(page.getByText('A new version of the directory is ready.')).toHaveCount(0);
  // The new version took over: nothing waits any more.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
    false,
  );
});
