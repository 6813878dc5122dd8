import type { Browser, Page } from '@playwright/test';
import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 13: a visitor's page views reach the website analytics through the site's own beacons; a
// robot's do not. Other specs visit pages at the same time, so this one visits paths of its own, in
// the "doctors" part of the site (which no other page belongs to), and reads them back exactly.

type TopPages = { data: { topPages: { path: string; views: number; visitors: number }[] } };

const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Opens `path` in a fresh browser context as `userAgent` and sends its beacon as a page being hidden would. */
async function visit(browser: Browser, path: string, userAgent?: string): Promise<void> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  // The sender is its own chunk, fetched once the page is idle: the page view waits in the queue until then.
  const senderLoaded = page.waitForResponse((response) => /\/assets\/sender-[\w-]+\.js$/.test(response.url()));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await senderLoaded;
  const beacon = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await hide(page);
  expect((await beacon).status()).toBe(202);
  await context.close();
}

/** What switching to another app does: the page becomes hidden, and the site sends what it has queued. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a visit is found in the website analytics; a robot’s is not', async ({
  browser,
  page,
  adminAccount,
}, testInfo) => {
  const unique = `${testInfo.project.name}-${Date.now()}`;
  const visitorPath = `/doctors-e2e-${unique}`;
  const robotPath = `/doctors-e2e-robot-${unique}`;
  await visit(browser, visitorPath);
  await visit(browser, robotPath, ROBOT);

  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAs(page, adminAccount);
  // Beacons are written just after their 202: ask until this one is in.
  const topPages = async () => {
    const response = await page.request.get('/api/admin/analytics/website?period=today&page=doctors');
    expect(response.status()).toBe(200);
    return ((await response.json()) as TopPages).data.topPages;
  };
  await expect
    .poll(async () => (await topPages()).find((row) => row.path === visitorPath))
    .toEqual({ path: visitorPath, views: 1, visitors: 1 });
  expect((await topPages()).some((row) => row.path === robotPath)).toBe(false);

  await page.goto('/admin-dashboard/website-data?period=today&page=doctors');
  const row = page.getByRole('row').filter({ hasText: visitorPath });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: robotPath })).toHaveCount(0);
});
