import { makePng } from '../../../fixtures/images';
import { expect, signInAs, test, uniqueEmail } from '../../../fixtures/test';

// Issue 35, "Done means": a pharmacist claims a pharmacy with evidence, staff approve, the pharmacist changes the
// phone and closes the pharmacy for a public holiday; on that day (the browser's clock) the public page shows the
// new phone and "Closed today", while a pharmacy on duty that night is still on call.

const HOUR = 60 * 60 * 1000;
const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((day) => [day, [{ opens, closes }]]));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a pharmacist claims a pharmacy, staff approve, its changes and holiday closure are public at once', async ({
  page,
  browser,
  accounts,
  adminAccount,
  directory,
}) => {
  // Three people, a dozen pages: well past the default 30 s on two busy cores.
  test.slow();
  const suffix = crypto.randomUUID().slice(0, 8);
  const hours = everyDay('08:00', '20:00');
  const pharmacy = await directory.createFacility({
    category: 'pharmacy',
    name: `Pharmacie de la Réunification ${suffix}`,
    status: 'active',
    phone: '+237 222 30 40 50',
    openingHours: hours,
  });
  const onDuty = await directory.createFacility({
    category: 'pharmacy',
    name: `Pharmacie de Garde ${suffix}`,
    status: 'active',
    openingHours: hours,
  });
  // The coming Christmas, Douala time (UTC+1): on duty from 20:00 that day to 07:30 the next.
  const now = new Date();
  const year = now.getUTCMonth() === 11 && now.getUTCDate() > 25 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const christmas = Date.UTC(year, 11, 25) - HOUR;
  await directory.createDutyPeriod({
    facilityId: onDuty.id,
    startsAt: new Date(christmas + 20 * HOUR),
    endsAt: new Date(christmas + 31.5 * HOUR),
  });

  // 1. The pharmacist claims it from its public page, with an account made in the flow and a photo of the licence.
  const email = uniqueEmail('pharmacist');
  accounts.removeAfter(email);
  await page.goto(`/pharmacies/${pharmacy.id}`);
  await page.getByRole('link', { name: 'Keep it up to date' }).click();
  await page.getByLabel('Full name').fill(`Grace Mbah ${suffix}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long enough password');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.getByLabel('Your role at the facility').selectOption('pharmacist');
  await page.getByLabel('Licence or registration number').fill(`ONPC-${suffix}`);
  await page
    .getByLabel('Photo of an official document')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: makePng(120, 80, [30, 90, 160]) });
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();

  // 2. Staff approve it after looking at the evidence (another browser: their own session).
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staff = await staffContext.newPage();
    await staff.addInitScript(() => localStorage.setItem('language', 'en'));
    await signInAs(staff, adminAccount);
    await staff.goto(`/admin-dashboard/facility-claims?q=${suffix}`);
    await staff
      .getByRole('table', { name: 'Facility claims' })
      .getByRole('row')
      .filter({ hasText: pharmacy.name })
      .getByRole('link', { name: new RegExp(`^Open the claim of .* for ${pharmacy.name}$`) })
      .click();
    await expect(staff.getByRole('img', { name: /^Official document sent by/ })).toBeVisible();
    await staff.getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('dialog', { name: 'Approve this claim?' }).getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByText(/^Approved by /)).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // 3. The pharmacist keeps the listing: a new phone number, and closed on Christmas Day.
  await page.goto('/my-facilities');
  await page.getByRole('link', { name: `Update the listing of ${pharmacy.name}` }).click();
  const contact = page.getByRole('region', { name: 'Contact' });
  // The number the directory had is the first one, to be replaced.
  const first = contact.getByLabel('Number 1', { exact: true });
  await expect(first).toHaveValue(/222\s?30\s?40\s?50/);
  await first.fill('+237 677 55 44 33');
  await contact.getByLabel('Label of number 1').fill('Reception');
  await contact.getByRole('button', { name: 'Save the contact details' }).click();
  await expect(contact.getByText('Contact details saved: they are public now.')).toBeVisible();
  const special = page.getByRole('region', { name: 'Special dates' });
  await special.getByRole('button', { name: 'Add a special date' }).click();
  await special.getByLabel('Public holiday').selectOption(`christmas|${year}-12-25`);
  await special.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(special.getByRole('row').filter({ hasText: '25 Dec' })).toContainText('Closed');

  // 4. Christmas morning, as a visitor sees it: the new number, and closed all day whatever the weekly hours say.
  await page.clock.setFixedTime(new Date(christmas + 10 * HOUR));
  await page.goto(`/pharmacies/${pharmacy.id}`);
  await expect(page.getByRole('heading', { level: 1, name: pharmacy.name })).toBeVisible();
  await expect(page.locator('a[href="tel:+237677554433"]').first()).toBeVisible();
  await expect(page.getByText('Closed today').first()).toBeVisible();
  await expect(page.getByText('Open now')).toHaveCount(0);
  await expect(page.getByText(/^Updated by the facility on /)).toBeVisible();

  // That night the pharmacy on duty is still on call.
  const at = encodeURIComponent(new Date(christmas + 23 * HOUR).toISOString().replace('Z', '+00:00'));
  await page.goto(`/pharmacies-on-call?at=${at}`);
  const card = page.getByRole('article').filter({ hasText: onDuty.name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('open-state')).toContainText('Open at that time');
});
