import { expect, test } from '@playwright/test';

/**
 * Issue 15: the landing page's JavaScript over the wire, everything a first visit fetches until the
 * network is idle, at most 130 KB on the mobile profile (Lighthouse's phone: 412 × 823). Measured from
 * the browser's own network events (bytes received, compressed), with the service worker allowed, as
 * a visitor's browser runs it.
 */
const BUDGET_BYTES = 130 * 1024;

test.use({
  serviceWorkers: 'allow',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});

test('the landing page fetches at most 130 KB of JavaScript until the network is idle', async ({ page }) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const scripts = new Map<string, string>();
  const bytes = new Map<string, number>();
  session.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  session.on('Network.loadingFinished', (event) => {
    bytes.set(event.requestId, event.encodedDataLength);
  });

  await page.goto('/');
  // The page is whole (its first lazy part shown) before the wait for quiet starts, so a quiet moment
  // before the page's own requests cannot end the count early.
  await expect(page.getByRole('heading', { name: 'Book care' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const fetched = [...scripts].map(([id, url]) => ({ url: new URL(url).pathname, bytes: bytes.get(id) ?? 0 }));
  const total = fetched.reduce((sum, script) => sum + script.bytes, 0);
  const listing = fetched
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${(s.bytes / 1024).toFixed(1)} KB ${s.url}`)
    .join('\n');
  expect(total, `scripts fetched until idle:\n${listing}`).toBeLessThanOrEqual(BUDGET_BYTES);
});
