import { createCareSetup } from '../../../fixtures/care';
import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 12 "Claims": an admin files a claim about a booking (a missing field shows an error), then
// moves it to in progress and resolves it, each step with a note, shown on the claim's timeline.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

const SLOT_MS = 30 * 60_000;

test('an admin files a claim about a booking, starts work on it and resolves it', async ({
  page,
  adminAccount,
  directory,
}) => {
  const care = await createCareSetup();
  // Its bookings and claims go with the facility when the test ends.
  directory.removeAfter(care.facility.id);
  await signInAs(page, adminAccount);
  const adminName = `${adminAccount.firstName} ${adminAccount.lastName}`;

  // The booking the claim is about, recorded as staff do (a free half-hour slot tomorrow).
  const startsAt = new Date(Math.ceil(Date.now() / SLOT_MS) * SLOT_MS + 24 * 60 * 60_000).toISOString();
  const recorded = await page.request.post('/api/admin/bookings', {
    data: {
      patientId: care.patient.id,
      doctorId: care.doctor.id,
      facilityId: care.facility.id,
      startsAt,
      amountCfa: 12_500,
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const booking = ((await recorded.json()) as { data: { id: number; reference: string } }).data;

  await page.goto('/admin-dashboard/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await page.getByRole('link', { name: 'New Claim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Claim' })).toBeVisible();
  await page.getByLabel('Booking ID').fill(booking.reference);
  await page.getByLabel('Doctor ID').fill(String(care.doctor.id));
  await page.getByLabel('Patient ID').fill(care.patient.number);
  // The message is left empty: the form says so next to it and sends nothing.
  await page.getByRole('button', { name: 'File Claim' }).click();
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard\/claims\/new$/);
  await message.fill('The patient was charged twice for the consultation.');
  await page.getByRole('button', { name: 'File Claim' }).click();

  // Back on the list, searched to the new claim.
  await expect(page).toHaveURL(/\/admin-dashboard\/claims\?q=CLM\d{3,}$/);
  const reference = new URL(page.url()).searchParams.get('q')!;
  await expect(page.getByText(`Claim ${reference} filed successfully`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Claims' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(booking.reference);
  await expect(row).toContainText(care.doctor.name);
  await expect(row).toContainText(care.patient.number);
  await expect(row).toContainText('Open');
  await expect(row.getByRole('link', { name: `Booking ${booking.reference}` })).toHaveAttribute(
    'href',
    `/admin-dashboard/bookings/${booking.id}`,
  );

  await row.getByRole('button', { name: `View claim ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim Details' });
  await expect(dialog.getByText('The patient was charged twice for the consultation.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Start work' }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Called the hospital about the double charge.');
  await dialog.getByRole('button', { name: 'Start work' }).click();
  await expect(dialog.getByText(`Claim ${reference} is now In Progress.`)).toBeVisible();

  await dialog.getByRole('button', { name: 'Resolve' }).click();
  // The note is required for every step.
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('The second charge was refunded.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog.getByText(`Claim ${reference} is now Resolved.`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // The timeline: filed, in progress, resolved, each by the admin, with the notes.
  const steps = dialog.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Filed: Open');
  await expect(steps.nth(0)).toContainText(`By ${adminName}`);
  await expect(steps.nth(1)).toContainText('Open → In Progress');
  await expect(steps.nth(1)).toContainText(`By ${adminName}`);
  await expect(steps.nth(1)).toContainText('Called the hospital about the double charge.');
  await expect(steps.nth(2)).toContainText('In Progress → Resolved');
  await expect(steps.nth(2)).toContainText(`By ${adminName}`);
  await expect(steps.nth(2)).toContainText('The second charge was refunded.');

  // The list shows where it now stands.
  await dialog.getByRole('button', { name: 'Close claim details' }).click();
  await expect(row).toContainText('Resolved');
});
