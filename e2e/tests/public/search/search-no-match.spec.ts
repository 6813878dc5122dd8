import { expect, test, type Page } from '@playwright/test';

// Issue 34: a search that matches nothing offers the nearest of that type instead of an empty page. In the
// reference data (the 2019 public list) Nkolndongo, in Yaoundé, has a district hospital and no CSI: "csi
// nkolndongo" matches nothing, and the nearest CSIs around it are offered.

const panel = (page: Page) => page.getByRole('region', { name: 'Healthcare facility search', exact: true });

test('"csi nkolndongo" matches nothing and offers the nearest integrated health centres', async ({ page }) => {
  await page.goto('/');
  await panel(page)
    .getByRole('tab', { name: /^(Search by Name|Name Search)$/ })
    .click();
  await panel(page).getByRole('searchbox', { name: 'Name or place' }).fill('csi nkolndongo');

  await expect(panel(page).getByText('No results found for "csi nkolndongo"')).toBeVisible();
  const nearest = panel(page).getByRole('region', {
    name: 'No exact match for “csi nkolndongo” — the nearest hospitals to nkolndongo:',
  });
  await expect(nearest).toBeVisible();
  const offered = nearest.getByRole('listitem');
  await expect(offered.first()).toContainText(/Centre de Santé Intégré/i);
  await expect(offered.first()).toContainText(/Yaoundé/);
  expect(await offered.count()).toBeGreaterThanOrEqual(3);

  // An offer is a facility like any result: it opens its dialog.
  const first = offered.first().getByRole('button');
  const name = (await first.locator('span').first().textContent())?.trim() ?? '';
  await first.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});
