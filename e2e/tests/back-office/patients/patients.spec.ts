import { expect, signInAs, test, uniqueEmail } from '../../../fixtures/test';

// Issue 11 "Patients": an admin adds a patient in the back-office, edits them, then deletes them.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('an admin adds, edits and deletes a patient through the back-office', async ({ page, adminAccount, accounts }) => {
  const email = uniqueEmail('patient');
  // Removed when the test ends, should it fail before the delete.
  accounts.removeAfter(email);
  const lastName = `Ngo ${crypto.randomUUID().slice(0, 8)}`;
  await signInAs(page, adminAccount);

  await page.goto('/admin-dashboard/patients');
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Patient' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Patient' })).toBeVisible();
  await page.getByLabel('First Name').fill('Amina');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('677 12 34 56');
  // The first region, division and subdivision of the reference data, each list waiting for its parent.
  const region = page.getByRole('combobox', { name: 'Region' });
  await expect(region.locator('option')).not.toHaveCount(1);
  await region.selectOption({ index: 1 });
  const division = page.getByRole('combobox', { name: 'Division', exact: true });
  await expect(division).toBeEnabled();
  await expect(division.locator('option')).not.toHaveCount(1);
  await division.selectOption({ index: 1 });
  const subdivision = page.getByRole('combobox', { name: 'Subdivision' });
  await expect(subdivision).toBeEnabled();
  await expect(subdivision.locator('option')).not.toHaveCount(1);
  await subdivision.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Blood Type' }).selectOption('O+');
  await page.getByLabel('Health Insurance Provider').fill('CNPS');
  await page.getByLabel('Emergency Contact Name').fill('Paul Ngo');
  await page.getByLabel('Emergency Contact Phone').fill('699 00 11 22');
  await page.getByLabel('Password', { exact: true }).fill('a long patient password');
  await page.getByLabel('Repeat Password').fill('a different password!');
  await page.getByRole('button', { name: 'Add Patient' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Repeat Password').fill('a long patient password');
  await page.getByRole('button', { name: 'Add Patient' }).click();

  // Back on the list, searched to the new patient.
  await expect(page).toHaveURL(/\/admin-dashboard\/patients\?q=PAT-\d{6}/);
  await expect(page.getByText(/Patient PAT-\d{6} added successfully/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Patients' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('+237677123456');
  await expect(row).toContainText('O+');
  await expect(row).toContainText('Active');

  await row.getByRole('link', { name: /^Edit patient/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit Patient PAT-\d{6}$/ })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('inactive');
  await page.getByRole('combobox', { name: 'Blood Type' }).selectOption('AB-');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Patient PAT-\d{6} updated successfully/)).toBeVisible();
  const edited = table.getByRole('row').filter({ hasText: email });
  await expect(edited).toContainText('AB-');
  await expect(edited).toContainText('Inactive');

  await edited.getByRole('button', { name: /^Delete patient/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this patient?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Patient deleted successfully')).toBeVisible();
  await expect(page.getByText('No patients found')).toBeVisible();

  // Really gone: the search no longer finds the address.
  await page.goto(`/admin-dashboard/patients?q=${encodeURIComponent(email)}`);
  await expect(page.getByText('No patients found')).toBeVisible();
});
