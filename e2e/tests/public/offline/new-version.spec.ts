import { expect, test } from '@playwright/test';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This test replaces the site's service worker file, which every other browser test may install: it runs in
// a project of its own, after all the others (playwright.config.ts), so no other test sees that file change.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** Replaced whole (written apart, then renamed over): the server never sends a half-written file. */
function replaceFile(file: string, contents: string) {
  const next = `${file}.next`;
  writeFileSync(next, contents);
  renameSync(next, file);
}

test('a new version deployed while the site is open is offered, and Reload switches to it', async ({ page }) => {
  await page.goto('/pharmacies-on-call');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  // The next deployment's worker: the same file with other contents, as a new build gives. (The
  // browser asks for a worker script itself, out of reach of Playwright's routing.)
  const workerFile = path.join(
    process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../../../apps/web/dist', import.meta.url)),
    'sw.js',
  );
  const deployed = readFileSync(workerFile, 'utf8');
  try {
    replaceFile(workerFile, `${deployed}\n// next deployment ${Date.now()}`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of the directory is ready.' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
  } finally {
    replaceFile(workerFile, deployed);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies On Call' })).toBeVisible();
  await expect(page.getByText('A new version of the directory is ready.')).toHaveCount(0);
  // The new version took over: nothing waits any more.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
    false,
  );
});
