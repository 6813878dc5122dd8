import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 9: a CSV with one bad row imports nothing and names the row; fixed, it imports.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

const randomWord = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

async function chooseFile(page: Page, csv: string) {
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'facilities.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test('a CSV with one bad row imports nothing and names the row; fixed, it imports', async ({
  page,
  staffAccount,
  directory,
}) => {
  const word = `I${randomWord()}`;
  const header = 'Name,Type,Contact,Address';
  const good = `${word} Hospital,hospital,677 00 00 01,Rue A`;
  await signInAs(page, staffAccount);
  await page.goto('/admin-dashboard/facilities/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import facilities' })).toBeVisible();

  // Row 3 of the spreadsheet (the header is row 1) has a phone that is no phone.
  await chooseFile(page, `${header}\n${good}\n${word} Clinic,clinic,12,Rue B\n`);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(
    page.getByText('File checked: 2 rows, 1 problem found. Correct the file and check it again.'),
  ).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems in the file (1)' });
  const problem = problems.getByRole('row').nth(1);
  await expect(problem.getByRole('cell').nth(0)).toHaveText('3');
  await expect(problem.getByRole('cell').nth(1)).toHaveText('Contact');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // Nothing was imported.
  await page.goto(`/admin-dashboard/facilities?q=${word}`);
  await expect(page.getByText('No facilities found')).toBeVisible();

  // Fixed: the check passes and the import creates both, pending approval.
  await page.goto('/admin-dashboard/facilities/import');
  await chooseFile(page, `${header}\n${good}\n${word} Clinic,clinic,+237 699 00 00 02,Rue B\n`);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('File checked: 2 rows, no problem found. You can import it.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import done: 2 created, 0 updated, 0 unchanged.')).toBeVisible();

  await page.goto(`/admin-dashboard/facilities?q=${word}`);
  const rows = page.getByRole('row', { name: new RegExp(word) });
  await expect(rows).toHaveCount(2);
  for (const id of await rows.locator('td:first-child').allTextContents()) directory.removeAfter(Number(id));
  await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(`${word} Clinic`) })).toContainText('+237699000002');
});
