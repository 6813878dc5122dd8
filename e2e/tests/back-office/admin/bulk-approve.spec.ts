import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 36: bulk approve of 200 imported facilities. They are proposed by another staff member (the
// facilities' `created_by`, as an import records its importer), so the four-eyes rule lets the admin
// approve them; the list's "select all 200 matching", the progress and the result are what staff see.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** A made-up word no other facility has. */
const uniqueWord = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

const COUNT = 200;
const BATCH = 20;

test('an admin selects the 200 pending facilities a filter matches and approves them, with progress and a result', async ({
  page,
  adminAccount,
  staffAccount,
  directory,
}) => {
  // 200 rows made, approved one by one on the server and removed after: well over the default 30 s.
  test.slow();
  const word = `B${uniqueWord()}`;
  for (let start = 0; start < COUNT; start += BATCH)
    await Promise.all(
      Array.from({ length: Math.min(BATCH, COUNT - start) }, (_, i) =>
        directory.createFacility({
          category: 'hospital',
          name: `${word} Centre ${String(start + i).padStart(3, '0')}`,
          status: 'pending',
          createdBy: staffAccount.id,
        }),
      ),
    );

  await signInAs(page, adminAccount);
  await page.goto(`/admin-dashboard/facilities?q=${word}&status=pending`);
  await expect(page.getByText(`Showing 1 to 10 of ${COUNT} entries`)).toBeVisible();
  const bar = page.getByRole('region', { name: 'Bulk actions' });

  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
  await expect(bar.getByText('10 rows selected')).toBeVisible();
  await bar.getByRole('button', { name: `Select all ${COUNT} rows the filters match` }).click();
  await expect(bar.getByText(`All ${COUNT} rows the filters match are selected`)).toBeVisible();

  await bar.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${COUNT} facilities` });
  await expect(dialog.getByText('Facilities you proposed yourself are refused')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();

  // The progress, between the chunks of 100, then the result.
  await expect(bar.getByText(new RegExp(`Approving: \\d+ of ${COUNT}`))).toBeVisible();
  await expect(bar.getByText(`${COUNT} facilities approved.`)).toBeVisible({ timeout: 60_000 });

  // The list now has none of them pending; every one is approved.
  await expect(page.getByText('No facilities found')).toBeVisible();
  const approved = await page.request.get(`/api/admin/facilities?q=${word}&status=approved`);
  expect(((await approved.json()) as { meta: { total: number } }).meta.total).toBe(COUNT);
});

test('the proposer is refused their own facilities, each said why, while the selection goes on', async ({
  page,
  staffAccount,
  directory,
}) => {
  const word = `R${uniqueWord()}`;
  const mine = await directory.createFacility({
    category: 'hospital',
    name: `${word} Mine`,
    status: 'pending',
    createdBy: staffAccount.id,
  });
  await directory.createFacility({ category: 'hospital', name: `${word} Open Data`, status: 'pending' });
  await signInAs(page, staffAccount);
  await page.goto(`/admin-dashboard/facilities?q=${word}`);

  // The row's own Approve says why it is refused.
  const own = page.getByRole('button', { name: `Approve ${word} Mine` });
  await expect(own).toBeDisabled();
  await expect(own).toHaveAccessibleDescription('You proposed this facility: another staff member must approve it.');

  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: 'Approve', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Approve 2 facilities' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expect(bar.getByText('1 facility approved. 1 refused:')).toBeVisible();
  await expect(
    bar.getByText(`Facility ${mine.id}: you proposed it; another staff member must approve it`),
  ).toBeVisible();
});
