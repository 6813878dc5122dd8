import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { AccountInput } from '../../../fixtures/accounts';
import { expect, signInAs, test, uniqueEmail } from '../../../fixtures/test';

// Issue 11 "Analytics": an admin finds an incomplete patient registration on the Patients tab and
// deletes it after the confirmation; it is really gone.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

/** The table once its page has loaded (no skeleton rows, not busy). */
async function loaded(page: Page, name: string): Promise<Locator> {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table;
}

/**
 * The row of that address: the list is newest first, so a fresh account is on page 1 unless other
 * tests create incomplete patients at the same moment; then the next pages are read too.
 */
async function findRow(page: Page, table: Locator, email: string): Promise<Locator> {
  const row = table.getByRole('row').filter({ hasText: email });
  const next = page.getByRole('button', { name: 'Next' });
  while ((await row.count()) === 0 && (await next.isEnabled())) {
    await next.click();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
  }
  return row;
}

test('an admin deletes an incomplete patient registration from the analytics', async ({
  page,
  adminAccount,
  accounts,
}) => {
  const email = uniqueEmail('incomplete-patient');
  const lastName = `Ngo ${crypto.randomUUID().slice(0, 8)}`;
  // The fixtures API takes the registration status (apps/server/src/testing/fixtures-api.ts); the
  // account is removed when the test ends should it fail before the delete.
  const input: AccountInput & { registrationStatus: 'incomplete_profile' } = {
    role: 'patient',
    email,
    firstName: 'Amina',
    lastName,
    phone: '+237677123456',
    registrationStatus: 'incomplete_profile',
  };
  await accounts.create(input);
  await signInAs(page, adminAccount);

  await page.goto('/admin-dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Incomplete registrations' })).toBeVisible();
  await page.getByRole('tab', { name: 'Patients' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/analytics\?tab=patients$/);
  await expect(page.getByRole('tab', { name: 'Patients' })).toHaveAttribute('aria-selected', 'true');

  const table = await loaded(page, 'Incomplete patient registrations');
  const row = await findRow(page, table, email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Amina ${lastName}`);
  await expect(row).toContainText('+237677123456');
  await expect(row).toContainText('Incomplete Profile');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Are you sure you want to delete this patient? This action cannot be undone.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Patient deleted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // Really gone: a fresh visit no longer lists the address on any page.
  await page.goto('/admin-dashboard/analytics?tab=patients');
  const reloaded = await loaded(page, 'Incomplete patient registrations');
  await expect(await findRow(page, reloaded, email)).toHaveCount(0);
});
