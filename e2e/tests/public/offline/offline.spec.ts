import { expect, test, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** Until the service worker controls the page and has kept this page (and the data read, if named). */
async function waitForOfflineCopy(page: Page, dataPath?: string) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  // Polled from here: page.waitForFunction does not wait for a predicate's promise (any promise counts as true).
  const pagePath = new URL(page.url()).pathname;
  await expect
    .poll(
      () =>
        page.evaluate(
          async (paths) => {
            const kept = async (cache: string, path: string) =>
              (await (await caches.open(cache)).keys()).some((request) => new URL(request.url).pathname === path);
            return (
              (await kept('pages-v1', paths.pagePath)) && (!paths.dataPath || (await kept('data-v1', paths.dataPath)))
            );
          },
          { pagePath, dataPath },
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
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

test('offline before the name search was ever opened, its tab says so and Retry brings it back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Healthcare facility search' });
  await expect(panel.getByRole('tab', { name: /Facilit/ })).toBeVisible();
  await waitForOfflineCopy(page);

  await context.setOffline(true);
  const nameTab = panel.getByRole('tab', { name: /Name/ });
  await nameTab.click();
  await expect(nameTab).toHaveAttribute('aria-selected', 'true');
  // The tab's code never came: its message and Retry stand in the tab; the landing page stays.
  await expect(panel.getByRole('alert')).toContainText('You seem to be offline');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panel.getByRole('tab', { name: /Facilit/ })).toBeVisible();

  await context.setOffline(false);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('searchbox', { name: 'Name or place' })).toBeVisible();
});
