import { createCareSetup } from '../../../fixtures/care';
import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 12 "Bookings": staff record a booking taken by phone, find it, are refused the same slot twice,
// then cancel it with a reason.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('an admin records a booking, is refused its slot again, then cancels it with a reason', async ({
  page,
  adminAccount,
  directory,
}) => {
  const setup = await createCareSetup();
  // The facility goes when the test ends, with the bookings made at it.
  directory.removeAfter(setup.facility.id);
  await signInAs(page, adminAccount);

  const fillNewBooking = async () => {
    await page.goto('/admin-dashboard/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await page.getByRole('link', { name: 'New Booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Booking' })).toBeVisible();
    await page.getByLabel('Patient ID').fill(setup.patient.number);
    await page.getByLabel('Amount (CFA)').fill('12500');
    await page.getByRole('searchbox', { name: 'Find a facility' }).fill(setup.facility.name);
    await page.getByRole('button', { name: `Choose #${setup.facility.id} ${setup.facility.name}` }).click();
    const doctor = page.getByRole('combobox', { name: 'Doctor' });
    await expect(doctor.getByRole('option', { name: setup.doctor.name })).toHaveCount(1);
    await doctor.selectOption({ label: setup.doctor.name });
    await page.getByLabel('Date').fill('2027-03-15');
    await page.getByRole('combobox', { name: 'Time' }).selectOption('09:30');
    await page.getByLabel('Note').fill('Booked by phone');
    await page.getByRole('button', { name: 'Record booking' }).click();
  };

  // Recorded: its details open, pending, 12,500 CFA at 09:30 Douala time.
  await fillNewBooking();
  await expect(page).toHaveURL(/\/admin-dashboard\/bookings\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Booking Details BKG\d{3,}$/ })).toBeVisible();
  const reference = (await page.getByRole('heading', { level: 1 }).locator('span').textContent())!.trim();
  const detailsUrl = page.url();
  await expect(page.getByText(`Booking ${reference} recorded`)).toBeVisible();
  await expect(page.getByText(setup.patient.name)).toBeVisible();
  await expect(page.getByText(setup.doctor.name)).toBeVisible();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('12,500 CFA', { exact: true })).toBeVisible();
  await expect(page.getByText(/15 Mar 2027.*09:30/).first()).toBeVisible();
  await expect(page.getByText('Recorded as Pending')).toBeVisible();

  // In the list, found by its reference.
  await page.goto(`/admin-dashboard/bookings?q=${reference}`);
  const row = page.getByRole('table', { name: 'Bookings' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(setup.patient.number);
  await expect(row).toContainText(setup.doctor.name);
  await expect(row).toContainText('12,500 CFA');
  await expect(row).toContainText('Pending');

  // The same doctor at the same slot: refused, said on the time field.
  await fillNewBooking();
  await expect(page.getByText('This doctor is already booked for this slot')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Time' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin-dashboard\/bookings\/new$/);

  // Cancelled with a reason: the status and the reason show in its history.
  await page.goto(detailsUrl);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The patient is travelling that week');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(`Booking ${reference} cancelled`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Pending → Cancelled')).toBeVisible();
  await expect(page.getByText('The patient is travelling that week')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
});
