import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 9: a facility's life in the back-office, as the public sees it. Every test adds its own facility
// with a name nobody else uses and removes it after (fixtures/test.ts).

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/**
 * A made-up word no other facility has, nor anything close: the public search also finds close
 * spellings, so two tests' words must not share a long prefix.
 */
const uniqueWord = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const searchPanel = (page: Page) => page.getByRole('region', { name: 'Healthcare facility search', exact: true });

/** The landing page's name search (every type, as a visitor leaves it): the names it lists for the term. */
async function publicNameSearch(page: Page, term: string) {
  await page.goto('/');
  await searchPanel(page)
    .getByRole('tab', { name: isMobile(page) ? 'Name Search' : 'Search by Name' })
    .click();
  await searchPanel(page).getByRole('searchbox', { name: 'Name or place' }).fill(term);
  return searchPanel(page);
}

test('a facility added in the back-office is pending and hidden; approved it is found; suspended it is gone', async ({
  page,
  staffAccount,
  adminAccount,
  directory,
}) => {
  // A whole lifecycle across the back-office and the public site (a dozen page loads): 26 s on an idle
  // machine, too close to the default 30 s for a loaded one.
  test.slow();
  const word = `Q${uniqueWord()}`;
  const name = `${word} District Hospital`;
  await signInAs(page, staffAccount);

  await page.goto('/admin-dashboard/facilities/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Facility' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Facilities' })).toBeVisible();
  await page.getByLabel('Facility Name').fill(name);
  await page.getByLabel('Facility Type').selectOption({ label: 'Hospital' });
  await page.getByLabel('Phone Number').fill('6 77 12 34 56');
  await page.getByLabel('Full Address').fill('Rue de la Santé, Yaoundé');
  // Opening and Closing Time fill every day; then Sunday is closed in the weekly editor.
  await page.getByLabel('Opening Time').fill('08:00');
  await page.getByLabel('Closing Time').fill('18:00');
  await expect(page.getByText('Every day is now open from 08:00 to 18:00.')).toBeVisible();
  await page.getByRole('radio', { name: 'Sunday: closed' }).check();
  await page.getByRole('button', { name: 'Add Facility' }).click();

  // The record page of the new facility: saved, pending, phone in E.164.
  await expect(page).toHaveURL(/\/admin-dashboard\/facilities\/\d+$/);
  const id = Number(/\/facilities\/(\d+)$/.exec(page.url())?.[1]);
  directory.removeAfter(id);
  await expect(page.getByText('Saved. The facility is pending approval.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('+237677123456').first()).toBeVisible();
  await expect(page.getByText('Mon–Sat 08:00–18:00').first()).toBeVisible();

  // Pending: not public.
  expect((await page.request.get(`/api/hospitals/${id}`)).status()).toBe(404);
  const pendingSearch = await publicNameSearch(page, word);
  await expect(pendingSearch.getByText(`No results found for "${word}"`)).toBeVisible();

  // Four eyes (issue 36): the staff member who proposed it may not approve it; another one does.
  await page.goto(`/admin-dashboard/facilities/${id}`);
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  await expect(page.getByText('You proposed this facility: another staff member must approve it.')).toBeVisible();
  await signInAs(page, adminAccount);

  // Approved, with the evidence in view: the name search finds it and its page opens.
  await page.goto(`/admin-dashboard/facilities/${id}`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const evidence = page.getByRole('dialog', { name: `Approve ${name}` });
  await expect(evidence.getByText('Entered or imported by staff')).toBeVisible();
  await evidence.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(`${name} is approved and now shown to the public.`)).toBeVisible();
  const approvedSearch = await publicNameSearch(page, word);
  const hospitals = approvedSearch.getByRole('region', { name: 'Hospitals (1)' });
  await expect(hospitals.getByRole('button', { name: new RegExp(word) })).toBeVisible();
  const detail = await page.goto(`/hospitals/${id}`);
  expect(detail?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Suspended with a reason: the detail page answers 404 and the search no longer finds it.
  await page.goto(`/admin-dashboard/facilities/${id}`);
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${name}` });
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog.getByLabel('Reason for the suspension')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reason for the suspension').fill('Licence withdrawn by the ministry');
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(page.getByText(`${name} is suspended and no longer shown to the public.`)).toBeVisible();
  await expect(page.getByText('Licence withdrawn by the ministry').first()).toBeVisible();
  const gone = await page.goto(`/hospitals/${id}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Facility not found' })).toBeVisible();
  const suspendedSearch = await publicNameSearch(page, word);
  await expect(suspendedSearch.getByText(`No results found for "${word}"`)).toBeVisible();

  // The history names each step.
  await page.goto(`/admin-dashboard/facilities/${id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Suspended', { exact: true }).first()).toBeVisible();
  await expect(history.getByText('Approved', { exact: true }).first()).toBeVisible();
});

test('the list finds a facility by name and asks before deleting it', async ({ page, staffAccount, directory }) => {
  const word = `O${uniqueWord()}`;
  const facility = await directory.createFacility({ category: 'hospital', name: `${word} Clinic`, status: 'pending' });
  await signInAs(page, staffAccount);
  await page.goto('/admin-dashboard/facilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  const row = page.getByRole('row', { name: new RegExp(word) });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();

  // On a phone the table scrolls sideways inside its box; the page itself stays as wide as the screen.
  const viewport = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
  await row.getByRole('button', { name: `Delete ${facility.name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Are you sure you want to delete this facility?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No facilities found')).toBeVisible();

  const archived = page.getByRole('checkbox', { name: /Archived/ });
  await archived.click();
  await expect(archived).toBeChecked();
  await expect(page.getByRole('row', { name: new RegExp(word) })).toHaveCount(1);
});
