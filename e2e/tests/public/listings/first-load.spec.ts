import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

type Entry = { path: string; initiator: string; start: number; end: number };

test('the on-call page starts its data, route and catalogs with the HTML, and uses that one request', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/pharmacies-on-call');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  const entries: Entry[] = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => {
      const url = new URL(entry.name);
      return {
        path: url.pathname + url.search,
        initiator: entry.initiatorType,
        start: entry.startTime,
        end: entry.responseEnd,
      };
    }),
  );
  const find = (pattern: RegExp) => entries.filter((entry) => pattern.test(entry.path));
  // The list's read was named in the HTML and the page's fetch took it: one download, not two.
  expect(find(/^\/api\/pharmacies\/on-call/).map(({ path, initiator }) => ({ path, initiator }))).toEqual([
    { path: '/api/pharmacies/on-call?page=1&pageSize=20', initiator: 'link' },
  ]);
  // The route's chunk and the catalogs started before the app's entry script had even arrived: not one
  // after the other, each waiting for the script before it.
  const [entryScript] = find(/^\/assets\/index-[\w-]+\.js$/);
  expect(entryScript).toBeDefined();
  for (const pattern of [/^\/assets\/pharmacies-on-call-[\w-]+\.js$/, /^\/assets\/common-[\w-]+\.js$/]) {
    const [chunk] = find(pattern);
    expect(chunk, String(pattern)).toBeDefined();
    expect(chunk!.start, String(pattern)).toBeLessThanOrEqual(entryScript!.end);
  }
  expect(warnings).toEqual([]);
});
