import type { Locator } from '@playwright/test';
import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 36: lists that fit the screen. At 1280 px the facilities' actions were off-screen (a table 1,141 px wide
// in 958); on a phone each pharmacy call was a 250 px tall row of a squeezed table. Actions now stay in sight at
// a desk, and below 640 px each row is a card whose values carry their column's name.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** Whether the box lies whole inside the other, horizontally. */
async function isInside(inner: Locator, outer: Locator) {
  const [a, b] = [(await inner.boundingBox())!, (await outer.boundingBox())!];
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

test("at 1280 px a facility's actions are in sight without scrolling the table", async ({
  page,
  adminAccount,
  directory,
}) => {
  const name = `Centre Médical et Chirurgical de la Largeur ${crypto.randomUUID().slice(0, 8)}`;
  await directory.createFacility({
    category: 'hospital',
    name,
    status: 'pending',
    address: 'Carrefour Oyom-Abang, route de l’Ouest, face à la station',
    phone: '677 63 95 10 / 670 70 21 10',
  });
  await signInAs(page, adminAccount);
  await page.goto(`/admin-dashboard/facilities?q=${encodeURIComponent(name)}`);
  const region = page.getByRole('region', { name: 'Healthcare facilities' });
  const row = region.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const approve = row.getByRole('button', { name: `Approve ${name}` });
  await expect(approve).toBeVisible();
  expect(await isInside(approve, region)).toBe(true);
  expect(await isInside(region, page.locator('main'))).toBe(true);
});

test.describe('on a phone @phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the facilities list is a list of cards, each value under its column name, nothing to scroll sideways', async ({
    page,
    adminAccount,
    directory,
  }) => {
    const name = `Pharmacie Carte ${crypto.randomUUID().slice(0, 8)}`;
    await directory.createFacility({ category: 'pharmacy', name, status: 'active', phone: '+237 699 41 27 11' });
    await signInAs(page, adminAccount);
    await page.goto(`/admin-dashboard/facilities?q=${encodeURIComponent(name)}`);
    const region = page.getByRole('region', { name: 'Healthcare facilities' });
    const row = region.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    const phone = row.getByRole('cell').filter({ hasText: '+237 699 41 27 11' });
    await expect(phone).toHaveAttribute('data-label', 'Contact');
    // The label is shown above the value (the cell is a block whose ::before holds it).
    const label = await phone.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Contact"');
    expect(await isInside(row.getByRole('link', { name, exact: true }), region)).toBe(true);
  });
});
