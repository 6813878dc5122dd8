import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 10: a town's duty rota built in the back-office (pharmacies chosen with the picker), then
// Generate: a preview of the planned periods, the run, and a second run that creates nothing new.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

type PlaceName = { nameEn: string } | null;
type FacilityRow = { id: number; region: PlaceName; division: PlaceName; subdivision: PlaceName };

test('an admin builds a rota of two groups with the picker, previews Generate, runs it, and a rerun adds nothing', async ({
  page,
  adminAccount,
  directory,
}) => {
  const tag = crypto.randomUUID().slice(0, 8);
  const rotaName = `Rota ${tag}`;
  const [first, second, third] = await Promise.all(
    ['Alpha', 'Beta', 'Gamma'].map((word) =>
      directory.createFacility({ category: 'pharmacy', name: `Pharmacie ${word} ${tag}`, status: 'active' }),
    ),
  );
  await signInAs(page, adminAccount);
  // Where the fixtures put the pharmacies, by name as the selects show it.
  const lookup = await page.request.get('/api/admin/facilities', { params: { type: 'pharmacy', q: tag } });
  expect(lookup.status()).toBe(200);
  const [row] = ((await lookup.json()) as { data: FacilityRow[] }).data;
  const place = { region: row!.region!.nameEn, division: row!.division!.nameEn, subdivision: row!.subdivision!.nameEn };
  // A week far ahead: nothing else is on duty then.
  const week = new Date(Date.now() + 52 * 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  await page.goto('/admin-dashboard/pharmacy-calls/duty-groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Duty groups' })).toBeVisible();
  await page.getByRole('button', { name: 'Add rota' }).click();
  const form = page.getByRole('region', { name: 'New duty rota' });
  await form.getByLabel('Name', { exact: true }).fill(rotaName);
  await form.getByLabel('Region', { exact: true }).selectOption({ label: place.region });
  await form.getByLabel('Division', { exact: true }).selectOption({ label: place.division });
  await form.getByLabel('Subdivision', { exact: true }).selectOption({ label: place.subdivision });
  await form.getByLabel('Week of group 1').fill(week);

  // Group 1: two pharmacies, found by name.
  await form.getByRole('searchbox', { name: 'Find a pharmacy for Group 1' }).fill(tag);
  const groupOneResults = form.getByRole('list', { name: 'Pharmacies matching, for Group 1' });
  await expect(groupOneResults.getByRole('button')).toHaveCount(3);
  await expect(form.getByText('Showing 3 of 3 matches.')).toBeVisible();
  await groupOneResults.getByRole('button', { name: `Add #${first!.id} ${first!.name} to Group 1` }).click();
  await groupOneResults.getByRole('button', { name: `Add #${second!.id} ${second!.name} to Group 1` }).click();
  const groupOne = form.getByRole('list', { name: 'Pharmacies of Group 1' });
  await expect(groupOne.getByRole('listitem')).toHaveText([
    `#${first!.id} ${first!.name}Remove`,
    `#${second!.id} ${second!.name}Remove`,
  ]);

  // Group 2: the third one; those of group 1 are not offered again.
  await form.getByRole('button', { name: 'Add a group' }).click();
  await form.getByLabel('Name of Group 2').fill('Groupe B');
  await form.getByRole('searchbox', { name: 'Find a pharmacy for Group 2' }).fill(tag);
  const groupTwoResults = form.getByRole('list', { name: 'Pharmacies matching, for Group 2' });
  await expect(groupTwoResults.getByRole('button', { name: new RegExp(`#${first!.id}`) })).toBeDisabled();
  // With the keyboard: the result is a button.
  await groupTwoResults.getByRole('button', { name: `Add #${third!.id} ${third!.name} to Group 2` }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('list', { name: 'Pharmacies of Group 2' }).getByRole('listitem')).toHaveText([
    `#${third!.id} ${third!.name}Remove`,
  ]);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The rota ${rotaName} was created.`)).toBeVisible();
  const rotas = page.getByRole('table', { name: 'Duty rotas' });
  await expect(rotas.getByRole('row', { name: new RegExp(rotaName) })).toContainText(
    `${place.division} › ${place.subdivision}`,
  );
  await expect(rotas.getByRole('row', { name: new RegExp(rotaName) })).toContainText('2 groups');

  // Generate: the preview of two weeks first.
  await page.getByLabel('Number of weeks').fill('2');
  await page.getByLabel('From the week of').fill(week);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Preview week by week' });
  const planned = preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rotaName }) });
  // Weekday nights (5) and the weekend (1) of each week: 2 pharmacies in week 1, 1 in week 2.
  await expect(planned.nth(0).getByRole('cell')).toHaveText([/.+/, 'Group 1', '12', '0']);
  await expect(planned.nth(1).getByRole('cell')).toHaveText([/.+/, 'Groupe B', '6', '0']);

  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText(/periods created; \d+ were already there\./)).toBeVisible();

  // Again: everything is already there, nothing new to create.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(planned.nth(0).getByRole('cell')).toHaveText([/.+/, 'Group 1', '0', '12']);
  await expect(planned.nth(1).getByRole('cell')).toHaveText([/.+/, 'Groupe B', '0', '6']);

  // The rota goes (its periods stay published until the pharmacies are removed with the test).
  await rotas.getByRole('button', { name: `Delete ${rotaName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rotas.getByRole('row', { name: new RegExp(rotaName) })).toHaveCount(0);
});
