import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue 33: the 2019 national public facility list in the directory, on a phone (375). The e2e server seeds the
// real reference data, the list included: a hospital type to narrow the listing to, and what a record of the
// list says of itself (where it comes from, how far its position can be trusted). Map tiles are blocked.

const countHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /found$/ });
const typeOfFacility = (page: Page) => page.getByLabel('Type of facility', { exact: true });
/** A village-level record of the list, and one whose coordinates came from a service forbidding their reuse. */
const VILLAGE_CSI = 'Centre de Santé Intégré de Gungong';
const WITHHELD_CSI = 'Centre de Santé Intégré de Bayara';

/** The number in the count heading, once the results have loaded (no list or skeleton busy). */
async function resultCount(page: Page): Promise<number> {
  await expect(countHeading(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return Number(/^(\d+)/.exec((await countHeading(page).textContent()) ?? '')?.[1]);
}

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('the hospitals listing narrows to integrated health centres (CSI), one of which is not yet verified', async ({
  page,
}) => {
  await page.goto('/medical-facilities/hospitals');
  const total = await resultCount(page);
  await expect(typeOfFacility(page)).toHaveValue('');

  await typeOfFacility(page).selectOption({ label: 'Integrated Health Center (CSI)' });
  await expect(page).toHaveURL(/\?facilityType=integrated_health_center$/);
  await expect.poll(() => resultCount(page)).toBeLessThan(total);
  expect(await resultCount(page)).toBeGreaterThan(0);

  // A name narrows it further, the type kept, and a reload keeps both.
  await page.getByRole('searchbox', { name: 'Search by hospital or doctor name' }).fill('Gungong');
  await expect(page).toHaveURL(/\?query=Gungong&facilityType=integrated_health_center$/);
  await page.reload();
  await expect(typeOfFacility(page)).toHaveValue('integrated_health_center');
  const card = page.getByRole('article', { name: VILLAGE_CSI });
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/hospitals\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: VILLAGE_CSI })).toBeVisible();
  await expect(page.getByText('Integrated Health Center (CSI)').first()).toBeVisible();
  const about = page.getByRole('region', { name: 'About this information' });
  await expect(about.getByText('From the 2019 national public facility list, not yet verified.')).toBeVisible();
  await expect(about.getByRole('button', { name: 'Suggest a correction' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Location on the map' });
  await expect(
    map.getByText('Approximate position: the source places it in its village, not at a street address.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Directions/ })).toHaveAttribute('href', /destination=5\.87/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a facility whose coordinates may not be reused is listed, but not on the map, and says why', async ({ page }) => {
  await page.goto('/medical-facilities/hospitals?query=Bayara&facilityType=integrated_health_center&view=map');
  await expect(page.getByText('1 without a position is only in the list.')).toBeVisible();

  await page.goto('/medical-facilities/hospitals?query=Bayara&facilityType=integrated_health_center');
  await page.getByRole('article', { name: WITHHELD_CSI }).getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: WITHHELD_CSI })).toBeVisible();
  const map = page.getByRole('region', { name: 'Location on the map' });
  await expect(
    map.getByText("No position is published: the source's coordinates may not be reused, so it is not on the map."),
  ).toBeVisible();
  await expect(map.getByText('Coordinates: not available')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Map showing the location of / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Directions/ })).toHaveCount(0);
  await expect(page.getByText('From the 2019 national public facility list, not yet verified.')).toBeVisible();
});

test('the facility dialog of a name search says where the record comes from and that its position is approximate', async ({
  page,
}) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Healthcare facility search', exact: true });
  await panel.getByRole('tab', { name: 'Name Search' }).click();
  await panel.getByRole('searchbox', { name: 'Name or place' }).fill('Gungong');
  await panel.getByRole('button', { name: new RegExp(`^${VILLAGE_CSI}`) }).click();
  const dialog = page.getByRole('dialog', { name: VILLAGE_CSI });
  await expect(dialog.getByText('From the 2019 national public facility list, not yet verified.')).toBeVisible();
  await expect(
    dialog.getByText('Approximate position: the source places it in its village, not at a street address.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Suggest a correction' })).toBeVisible();
});
