import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 34, part 5: a duty list pasted as the pharmacists' order publishes it, its unsure line resolved,
// imported, and its periods in the Pharmacy Calls list.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

type PlaceName = { nameEn: string } | null;
type FacilityRow = { id: number; region: PlaceName; division: PlaceName };

/** Letters only: a tag in a name must never read as a phone number or a date. */
const letters = (length: number) =>
  Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
/** dd/mm/yyyy of a day `weeks` weeks from now, as the lists write dates. */
const listDate = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
};

test('staff paste a published list, choose the unsure pharmacy, import it and find the periods in the list', async ({
  page,
  staffAccount,
  directory,
}) => {
  const tag = letters(10);
  // Nothing like it in the directory (the tag alone would make it alike to the two above).
  const unknown = `Pharmacie ${letters(12)}`;
  const alpha = await directory.createFacility({
    category: 'pharmacy',
    name: `Pharmacie Alpha ${tag}`,
    status: 'active',
  });
  const north = await directory.createFacility({
    category: 'pharmacy',
    name: `Pharmacie Makepe Nord ${tag}`,
    status: 'active',
  });
  await directory.createFacility({ category: 'pharmacy', name: `Pharmacie Makepe Sud ${tag}`, status: 'active' });
  await signInAs(page, staffAccount);
  const lookup = await page.request.get('/api/admin/facilities', { params: { type: 'pharmacy', q: tag } });
  expect(lookup.status()).toBe(200);
  const [row] = ((await lookup.json()) as { data: FacilityRow[] }).data;

  // A week far ahead: nothing else of theirs is on duty then.
  const list = [
    `Pharmacies de garde du ${listDate(364)} au ${listDate(371)}`,
    'ZONE TEST',
    `PHCIE ALPHA ${tag.toUpperCase()}`,
    `Pharmacie Makepe ${tag}`,
    unknown,
  ].join('\n');

  await page.goto('/admin-dashboard/pharmacy-calls');
  await page.getByRole('link', { name: 'Import a published rota' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a published rota' })).toBeVisible();
  await page.getByLabel('Region', { exact: true }).selectOption({ label: row!.region!.nameEn });
  await page.getByLabel('Town (division)').selectOption({ label: row!.division!.nameEn });
  await page.getByLabel('Duty list').fill(list);
  await page.getByRole('button', { name: 'Read the list' }).click();

  await expect(page.getByText('3 pharmacies read: 1 found, 1 to check, 1 not in the directory.')).toBeVisible();
  await expect(page.getByLabel(`Decision for line 3: PHCIE ALPHA ${tag.toUpperCase()}`)).toHaveValue(String(alpha.id));
  // The unsure line, decided with the keyboard; the unknown one skipped (no new pharmacy left behind).
  const unsure = page.getByLabel(`Decision for line 4: Pharmacie Makepe ${tag}`);
  await expect(unsure).toHaveValue('');
  await unsure.focus();
  await unsure.selectOption(String(north.id));
  await page.getByLabel(`Decision for line 5: ${unknown}`).selectOption('skip');
  await page.getByRole('button', { name: 'Import 2 lines' }).click();

  await expect(
    page.getByText('Imported: 2 duty periods, 0 new pharmacies awaiting review, 1 lines skipped.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See the periods in Pharmacy Calls' }).click();
  await page.getByLabel('Search by Facility ID').fill(tag);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(String(alpha.id)) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(String(north.id)) })).toBeVisible();
});
