import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 9: a visitor's correction, from the public detail page to the back-office queue and back to the
// public page. The facility is the test's own (fixtures/test.ts); other tests' corrections may sit in the
// queue too, so the card is found by the facility's name.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('a correction sent from a detail page is accepted field by field and the public page shows the new phone', async ({
  page,
  staffAccount,
  directory,
}) => {
  const name = `Correctable ${crypto.randomUUID().slice(0, 8)} Hospital`;
  const facility = await directory.createFacility({
    category: 'hospital',
    name,
    status: 'active',
    phone: '+237222000001',
    address: 'Old street',
  });

  // A visitor, without an account, proposes a new phone, a new address and new opening hours.
  await page.goto(`/hospitals/${facility.id}`);
  await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', 'tel:+237222000001');
  await page.getByRole('button', { name: 'Suggest a correction' }).click();
  const form = page.getByRole('dialog', { name: 'Suggest a correction' });
  await form.getByRole('button', { name: 'Send the correction' }).click();
  await expect(form.getByText(/Tell us at least one thing to change/)).toBeVisible();
  await form.getByLabel('New phone number').fill('6 99 12 34 56');
  await form.getByLabel('New address').fill('Wrong guess street');
  // And new hours, from Monday to Friday 08:00-17:00: Saturday around the clock, Sunday in two intervals.
  await form.getByLabel('Propose new opening hours').check();
  const hours = form.getByRole('group', { name: 'New opening hours' });
  await hours.getByRole('radio', { name: 'Saturday: open 24 hours' }).check();
  const sunday = hours.getByRole('group', { name: 'Sunday' });
  await sunday.getByRole('radio', { name: 'Sunday: open at set hours' }).check();
  await sunday.getByLabel('Sunday: opens').fill('08:00');
  await sunday.getByLabel('Sunday: closes').fill('12:00');
  // From the keyboard: the new interval's first input takes the focus.
  await sunday.getByRole('button', { name: 'Add hours to Sunday' }).press('Enter');
  await expect(sunday.getByLabel('Sunday: opens (2)')).toBeFocused();
  await sunday.getByLabel('Sunday: opens (2)').fill('15:00');
  await sunday.getByLabel('Sunday: closes (2)').fill('18:00');
  await form.getByRole('button', { name: 'Send the correction' }).click();
  await expect(form.getByText('Thank you!')).toBeVisible();

  // Staff accept the phone only: the address stays as it was.
  await signInAs(page, staffAccount);
  await page.goto('/admin-dashboard/corrections');
  const card = page.getByRole('article', { name });
  await expect(card.getByText('+237699123456')).toBeVisible();
  await expect(card.getByText('Wrong guess street')).toBeVisible();
  await expect(card.getByText('00:00–24:00')).toBeVisible();
  await expect(card.getByText('08:00–12:00, 15:00–18:00')).toBeVisible();
  await card.getByRole('checkbox', { name: 'Accept phone' }).check();
  await card.getByRole('button', { name: 'Accept selected' }).click();
  await expect(page.getByText(`The correction of ${name} was accepted.`)).toBeVisible();

  await page.goto(`/hospitals/${facility.id}`);
  await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', 'tel:+237699123456');
  await expect(page.getByText('Old street')).toBeVisible();
  await expect(page.getByText('Wrong guess street')).toHaveCount(0);

  // The change is in the facility's history, as a correction.
  await page.goto(`/admin-dashboard/facilities/${facility.id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('+237699123456').first()).toBeVisible();
});
