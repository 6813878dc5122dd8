import { randomBytes } from 'node:crypto';
import { addFacilityManager } from '../../../fixtures/directory';
import { expect, test } from '../../../fixtures/test';

// Issue 35, the manager's space: a pharmacist who runs a pharmacy signs in, lands on /my-facilities, changes
// the pharmacy's phone and adds a closed day; the public detail page then shows the new phone at once.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

/** A Douala calendar day `days` from today, YYYY-MM-DD (Cameroon is UTC+1 all year). */
const doualaDay = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a manager changes its pharmacy’s phone and adds a closed day; the public page shows the new phone', async ({
  page,
  accounts,
  directory,
}) => {
  const name = `Pharmacie du Manager ${randomBytes(3).toString('hex')}`;
  const pharmacy = await directory.createFacility({
    category: 'pharmacy',
    name,
    status: 'active',
    phone: '+237 222 11 22 33',
  });
  const manager = await accounts.create({ role: 'facility_manager', firstName: 'Awa' });
  await addFacilityManager({ facilityId: pharmacy.id, userId: manager.id });

  // Signed out, the space sends to sign in and back.
  await page.goto('/my-facilities');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fmy-facilities$/);
  await page.getByLabel('Account type').selectOption('facility_manager');
  await page.getByLabel('Username or email').fill(manager.email);
  await page.getByLabel('Password', { exact: true }).fill(manager.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/my-facilities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My facilities' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();

  await page.getByRole('link', { name: `Update the listing of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Contact: the first number becomes the new one, labelled.
  const contact = page.getByRole('region', { name: 'Contact' });
  // The number the directory had is the first one (waited for: the form fills in once the listing is read).
  const first = contact.getByLabel('Number 1', { exact: true });
  await expect(first).toHaveValue(/222\s?11\s?22\s?33/);
  await first.fill('+237 677 12 34 56');
  await contact.getByLabel('Label of number 1').fill('Reception');
  await contact.getByRole('button', { name: 'Save the contact details' }).click();
  await expect(contact.getByText('Contact details saved: they are public now.')).toBeVisible();

  // Special dates: closed tomorrow, for an inventory.
  const special = page.getByRole('region', { name: 'Special dates' });
  await special.getByRole('button', { name: 'Add a special date' }).click();
  await special.getByLabel('Date (or first day)').fill(doualaDay(1));
  await special.getByLabel(/^Reason/).fill('Inventory');
  await special.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(special.getByRole('cell', { name: 'Inventory' })).toBeVisible();

  // At 320 px, the smallest phones we serve, nothing runs off the side of the page.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The public page shows the new number at once.
  await page.goto(`/pharmacies/${pharmacy.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('a[href="tel:+237677123456"]').first()).toBeVisible();
});
