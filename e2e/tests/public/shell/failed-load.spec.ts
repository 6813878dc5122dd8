import { expect, test, type Page } from '@playwright/test';

// The on-call page's own chunk (the route module), fetched when a visitor first goes there.
const ON_CALL_CHUNK = /\/assets\/pharmacies-on-call-[\w-]+\.js$/;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** Moves to another page inside the app, as a link does (the header's links sit in a menu on phones). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a page chunk that fails to download shows the error under the header, and Retry recovers', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(ON_CALL_CHUNK, (route) => route.abort('connectionreset'));
  await goInApp(page, '/pharmacies-on-call');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(alert).toContainText('Part of this page could not be downloaded');
  // The rest of the site stays usable: the header is still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(alert.getByRole('heading')).toBeFocused();

  await page.unroute(ON_CALL_CHUNK);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies On Call' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('offline, a page not yet downloaded says so instead of leaving a blank page', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await goInApp(page, '/pharmacies-on-call');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('You seem to be offline');
  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies On Call' })).toBeVisible();
});

test('after a new deployment removed the old chunks, the tab reloads once to the new version', async ({ page }) => {
  let reloads = -1;
  page.on('load', () => reloads++);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The old version's page chunk is gone, and the site's HTML now loads another entry script.
  await page.route(ON_CALL_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.route('/', async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.fallback();
    const html = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'text/html',
      body: html.replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-NEWVERSION.js'),
    });
  });
  await goInApp(page, '/pharmacies-on-call');
  // Reloaded once; the "new version" here still lacks the chunk, so it shows the error rather than looping.
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  expect(reloads).toBe(1);
  await expect(page).toHaveURL(/\/pharmacies-on-call$/);
});
