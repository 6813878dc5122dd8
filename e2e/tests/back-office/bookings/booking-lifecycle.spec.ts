import { createCareSetup } from '../../../fixtures/care';
import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 12's whole path through the back-office screens: a booking is recorded, paid, then cancelled.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('a booking recorded by phone is paid at the desk, then cancelled, and its record keeps all of it', async ({
  page,
  adminAccount,
  directory,
}) => {
  const setup = await createCareSetup();
  directory.removeAfter(setup.facility.id);
  await signInAs(page, adminAccount);

  // Recorded.
  await page.goto('/admin-dashboard/bookings/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Booking' })).toBeVisible();
  await page.getByLabel('Patient ID').fill(setup.patient.number);
  await page.getByLabel('Amount (CFA)').fill('12500');
  await page.getByRole('searchbox', { name: 'Find a facility' }).fill(setup.facility.name);
  await page.getByRole('button', { name: `Choose #${setup.facility.id} ${setup.facility.name}` }).click();
  await page.getByRole('combobox', { name: 'Doctor' }).selectOption({ label: setup.doctor.name });
  await page.getByLabel('Date').fill('2027-05-10');
  await page.getByRole('combobox', { name: 'Time' }).selectOption('10:00');
  await page.getByRole('button', { name: 'Record booking' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/bookings\/\d+$/);
  const detailsUrl = page.url();
  const bookingId = detailsUrl.split('/').pop()!;

  // Paid: from the booking's own 'Record payment' link, the booking already filled in.
  await page.getByRole('link', { name: 'Record payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record Payment' })).toBeVisible();
  await expect(page.getByLabel('Booking ID')).toHaveValue(bookingId);
  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Cash' });
  await page.getByLabel('Amount (CFA)').fill('12500');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paid (cash at the desk)' });
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(dialog.getByText('Recorded as Paid')).toBeVisible();
  const paymentReference = (await dialog.locator('dd').first().textContent())!.trim();

  // The booking shows the payment; then it is cancelled with its reason.
  await page.goto(detailsUrl);
  await expect(page.getByText(paymentReference)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: /^Cancel booking BKG\d{3,}$/ });
  await cancel.getByLabel('Reason').fill('The patient was admitted elsewhere');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Pending → Cancelled')).toBeVisible();
  await expect(page.getByText('The patient was admitted elsewhere')).toBeVisible();
  // Its payment stays on record, and a cancelled booking takes no new payment.
  await expect(page.getByText(paymentReference)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Record payment' })).toHaveCount(0);
});
