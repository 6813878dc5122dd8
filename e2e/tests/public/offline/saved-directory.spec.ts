import { expect, test } from '../../../fixtures/test';
import type { Page } from '@playwright/test';
import { pharmacyOnDutyNow, SAVED_COPY_NOTICE, saveDirectory, untilServed } from './saved-directory-helpers';

// Issue 15: "Save the directory for offline use (≈ N KB)": saved on the device, it answers the name search
// and the on-call list once the network is gone.

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

// As in production: the offline notice's code comes with the service worker's set-up.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('saved, then offline, a name search finds a facility from the copy on the device', async ({
  page,
  context,
  directory,
}) => {
  const name = `Clinique Hors Ligne ${crypto.randomUUID().slice(0, 8)}`;
  const hospital = await directory.createFacility({
    category: 'hospital',
    name,
    status: 'active',
    phone: '+237 222 11 22 33',
  });
  await page.goto('/');
  await untilServed(page, hospital.id);
  await saveDirectory(page);

  await context.setOffline(true);
  const panel = page.getByRole('region', { name: 'Healthcare facility search', exact: true });
  await panel.scrollIntoViewIfNeeded();
  await panel.getByRole('tab', { name: isMobile(page) ? 'Name Search' : 'Search by Name' }).click();
  // Every word must start a word of the name, accents and case ignored.
  await panel.getByRole('searchbox', { name: 'Name or place' }).fill(`hors ligne ${name.split(' ').at(-1)}`);
  await expect(panel.getByText(/^Found 1 result for "hors ligne /)).toBeVisible();
  await expect(
    panel.getByRole('region', { name: 'Hospitals (1)' }).getByRole('button', { name: new RegExp(name) }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_COPY_NOTICE })).toBeVisible();

  // The visitor may take the copy off the device again.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Remove from this device' }).click();
  await expect(page.getByRole('button', { name: /^Save the directory for offline use/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('savedDirectory'))).toBeNull();
});

test('saved, then offline, the on-call list narrowed to those open now comes from the copy', async ({
  page,
  context,
  directory,
}) => {
  const { id: pharmacyId, name } = await pharmacyOnDutyNow(directory, 'Pharmacie Hors Ligne');
  await page.goto('/pharmacies-on-call');
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies On Call' })).toBeVisible();
  await untilServed(page, pharmacyId, { onDuty: true });
  await saveDirectory(page);

  await context.setOffline(true);
  // A list never asked for online: only the saved copy can answer it.
  await page.getByLabel('Open now').check();
  await expect(page.getByRole('status').filter({ hasText: SAVED_COPY_NOTICE })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
});
