import { randomBytes } from 'node:crypto';
import { makePng } from '../../../fixtures/images';
import { expect, signInAs, test, uniqueEmail } from '../../../fixtures/test';

// Issue 35, the public side of a claim: a visitor who runs a pharmacy creates an account in the flow and asks
// to manage it with an image of its licence; and the footer's "List a Health Facility" opens the same flow
// for a facility not yet listed.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a visitor creates an account in the flow and asks to manage a pharmacy, with an image of its licence', async ({
  page,
  accounts,
  directory,
}) => {
  const name = `Pharmacie du Claim ${randomBytes(3).toString('hex')}`;
  const pharmacy = await directory.createFacility({ category: 'pharmacy', name, status: 'active' });
  const email = uniqueEmail('claimant');
  accounts.removeAfter(email);

  // From the facility's page: "Do you run this facility? Keep it up to date".
  await page.goto(`/pharmacies/${pharmacy.id}`);
  await page.getByRole('link', { name: 'Keep it up to date' }).click();
  await expect(page).toHaveURL(new RegExp(`/facility-claim\\?facility=${pharmacy.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: "Keep this facility's listing up to date" })).toBeVisible();

  // Step 1: signed out, an account made in place (or Sign in, which comes back here).
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/sign-in?next=${encodeURIComponent(`/facility-claim?facility=${pharmacy.id}`)}`,
  );
  await page.getByLabel('Full name').fill('Awa Ndiaye');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long enough password');
  await page.getByRole('button', { name: 'Create my account' }).click();

  // Step 2: the request, about the facility named.
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByLabel('Your role at the facility').selectOption('pharmacist');
  await page.getByLabel('Licence or registration number').fill('ONPC-2291');
  const evidence = page.getByLabel('Photo of an official document');
  // A PDF is refused at once, before anything is sent.
  await evidence.setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(page.getByText('This file is not an image: choose a JPEG, PNG or WebP picture')).toBeVisible();
  await evidence.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: makePng(24, 16, [40, 120, 180]) });
  await expect(page.getByText('This file is not an image')).toBeHidden();
  await page.getByLabel('Message to our team').fill('I am the pharmacist in charge.');
  await page.getByRole('button', { name: 'Send my request' }).click();

  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my facilities' })).toHaveAttribute('href', '/my-facilities');

  // The claim is the account's, waiting for staff.
  const mine = await page.request.get('/api/facility-claims/mine');
  expect(mine.status()).toBe(200);
  const { data } = (await mine.json()) as {
    data: { facility: { id: number }; status: string; roleAtFacility: string }[];
  };
  expect(data).toEqual([
    expect.objectContaining({
      facility: expect.objectContaining({ id: pharmacy.id }),
      status: 'pending',
      roleAtFacility: 'pharmacist',
    }),
  ]);
});

test('the footer’s "List a Health Facility" opens the form for a facility not yet listed', async ({
  page,
  accounts,
}) => {
  const manager = await accounts.create({ role: 'facility_manager' });
  await signInAs(page, manager);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'List a Health Facility' }).click();
  await expect(page).toHaveURL(/\/facility-claim$/);
  await expect(page.getByRole('heading', { level: 1, name: 'List a health facility' })).toBeVisible();
  await expect(page).toHaveTitle(/^List a health facility · /);
  // Signed in: the new facility's fields, its types grouped as the listings show them, its place step by step.
  await expect(page.getByLabel('Name of the facility')).toBeVisible();
  await expect(page.getByLabel('Type of facility').locator('optgroup')).toHaveCount(3);
  await expect(page.getByLabel('Division', { exact: true })).toBeDisabled();
  await page.getByLabel('Region').selectOption({ index: 1 });
  await expect(page.getByLabel('Division', { exact: true })).toBeEnabled();
  await expect(page.getByLabel('Photo of an official document')).toBeVisible();

  // At 320 px nothing is wider than the screen.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
