import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 10: a duty period entered in the back-office is on the public on-call page at once.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** A datetime-local value in Africa/Douala time (UTC+1, no daylight saving), as staff type it. */
const doualaLocal = (instant: Date) => new Date(instant.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16);

test('a period created in the back-office puts the pharmacy on /pharmacies-on-call at once', async ({
  page,
  staffAccount,
  directory,
}) => {
  const name = `Pharmacie Garde ${crypto.randomUUID().slice(0, 8)}`;
  const pharmacy = await directory.createFacility({ category: 'pharmacy', name, status: 'active' });
  // Not on duty yet: the on-call list answers without it.
  const answered = page.waitForResponse((response) => response.url().includes('/api/pharmacies/on-call'));
  await page.goto('/pharmacies-on-call');
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  await signInAs(page, staffAccount);
  await page.goto('/admin-dashboard/pharmacy-calls/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Pharmacy Call' })).toBeVisible();
  await page.getByLabel('Find a pharmacy').fill(String(pharmacy.id));
  await page.getByRole('button', { name: `Choose #${pharmacy.id} ${name}` }).click();
  const now = Date.now();
  await page.getByLabel('Available from').fill(doualaLocal(new Date(now - 60 * 60 * 1000)));
  await page.getByLabel('Available to').fill(doualaLocal(new Date(now + 10 * 60 * 60 * 1000)));
  await page.getByRole('button', { name: 'Add period' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/pharmacy-calls/);

  await page.goto('/pharmacies-on-call');
  await expect(page.getByText(name).first()).toBeVisible();
});
