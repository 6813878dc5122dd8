import { createCareSetup } from '../../../fixtures/care';
import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 12 "Payments": cash taken at the desk for a booking is recorded as paid, found in the list,
// part of it refunded (a new, negative entry); amounts read by language ("12,500 CFA", "12 500 CFA").

test.beforeEach(async ({ page }) => {
  // English unless the test chooses another language (kept across reloads).
  await page.addInitScript(() => {
    if (localStorage.getItem('language') === null) localStorage.setItem('language', 'en');
  });
});

test('an admin records a cash payment for a booking, refunds part of it, and reads the amounts in French', async ({
  page,
  adminAccount,
  directory,
}) => {
  const setup = await createCareSetup();
  // The facility goes when the test ends, with the bookings and payments made at it.
  directory.removeAfter(setup.facility.id);
  await signInAs(page, adminAccount);

  // A booking of 12,500 CFA, recorded through the API as the signed-in admin.
  const created = await page.request.post('/api/admin/bookings', {
    data: {
      patientId: setup.patient.id,
      doctorId: setup.doctor.id,
      facilityId: setup.facility.id,
      startsAt: '2027-04-20T10:00:00+01:00',
      amountCfa: 12_500,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { id: number } }).data;
  const bookingReference = `BKG${String(booking.id).padStart(3, '0')}`;

  // Record Payment, from a link that names the booking.
  await page.goto(`/admin-dashboard/payments/new?booking=${booking.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Record Payment' })).toBeVisible();
  await expect(page.getByLabel('Booking ID')).toHaveValue(String(booking.id));
  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Cash' });
  await page.getByLabel('Amount (CFA)').fill('12500');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paid (cash at the desk)' });
  await page.getByLabel('Note (optional)').fill('Paid at reception');
  await page.getByRole('button', { name: 'Record Payment' }).click();

  // Back on the list with the new payment's details open.
  await expect(page).toHaveURL(/\/admin-dashboard\/payments\?view=\d+$/);
  const dialog = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Recorded as Paid')).toBeVisible();
  const paymentReference = (await dialog.locator('dd').first().textContent())!.trim();
  expect(paymentReference).toMatch(/^PAY\d{3,}$/);
  await expect(page.getByText(`Payment ${paymentReference} recorded successfully`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close payment details' }).click();
  await expect(dialog).toBeHidden();

  // In the list: Paid, 12,500 CFA, found by its booking.
  await page.getByRole('searchbox', { name: 'Search' }).fill(bookingReference);
  const table = page.getByRole('table', { name: 'Payments' });
  // Its reference and no more digits: PAY100 is not PAY1001.
  const isPaymentRow = new RegExp(`${paymentReference}(?!\\d)`);
  const paymentRow = table.getByRole('row').filter({ hasText: isPaymentRow });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(paymentRow).toContainText(bookingReference);
  await expect(paymentRow).toContainText('Paid');
  await expect(paymentRow).toContainText('12,500 CFA');

  // Its details, then a refund of 2,500 CFA with its reason.
  await paymentRow.getByRole('button', { name: `View payment ${paymentReference}` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Refund' }).click();
  const refundForm = dialog.getByRole('form', { name: `Refund ${paymentReference}` });
  await expect(refundForm.getByText('At most 12,500 CFA')).toBeVisible();
  await refundForm.getByLabel('Amount to refund (CFA)').fill('2500');
  await refundForm.getByLabel('Reason').fill('Consultation shortened');
  await refundForm.getByRole('button', { name: 'Refund' }).click();
  await expect(
    dialog.getByText(new RegExp(`^Refund PAY\\d{3,} of 2,500 CFA recorded for payment ${paymentReference}$`)),
  ).toBeVisible();
  await expect(dialog.getByText('10,000 CFA')).toBeVisible(); // paid for the booking, the refund deducted
  await dialog.getByRole('button', { name: 'Close payment details' }).click();

  // The refund is its own row: a negative amount labelled Refund; the payment is still 12,500 CFA.
  await expect(table.getByRole('row')).toHaveCount(3);
  const refundRow = table.getByRole('row').filter({ hasText: '-2,500 CFA' });
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText('Refund');
  await expect(refundRow).toContainText(bookingReference);
  await expect(paymentRow).toContainText('12,500 CFA');

  // In French, the same amounts with the French thousands separator.
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
  const frenchTable = page.getByRole('table', { name: 'Paiements' });
  await expect(frenchTable.getByRole('row').filter({ hasText: isPaymentRow })).toContainText('12 500 FCFA');
  await expect(frenchTable.getByRole('row').filter({ hasText: 'Remboursement' })).toContainText('-2 500 FCFA');
  await expect(frenchTable.getByRole('row').filter({ hasText: isPaymentRow })).toContainText('Payé');
});
