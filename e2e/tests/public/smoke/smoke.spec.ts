import { expect, test } from '@playwright/test';

test('the landing page shows the headline and the site answers in one process', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Healthcare Within Reach');
  const regions = await page.request.get('/api/regions');
  expect(regions.ok()).toBe(true);
  expect((await regions.json()).data).toHaveLength(10);
});

test('an unknown path shows Page Not Found and answers 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the API documentation is served', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.ok()).toBe(true);
  const spec = await page.request.get('/api/docs/json');
  expect((await spec.json()).paths).toHaveProperty('/api/search');
});
