import { expect, test, type Locator } from '@playwright/test';

// Issue 34 (8): French pages showed Leaflet's English ("Zoom in", "Zoom out", "OpenStreetMap contributors") on
// their maps. The map's controls take their words from the catalogs.

test.beforeEach(async ({ page }) => {
  // No internet in the sandbox: the controls are there without the tiles.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
});

async function expectFrenchControls(map: Locator) {
  await expect(map.getByRole('button', { name: 'Zoom avant', exact: true })).toHaveAttribute('title', 'Zoom avant');
  await expect(map.getByRole('button', { name: 'Zoom arrière', exact: true })).toHaveAttribute('title', 'Zoom arrière');
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(map).toContainText('© les contributeurs d’OpenStreetMap');
  await expect(map).not.toContainText('contributors');
  await expect(map.getByRole('button', { name: /Zoom (in|out)/ })).toHaveCount(0);
  await expect(map.locator('[title^="Zoom in"], [title^="Zoom out"]')).toHaveCount(0);
}

test('the detail page map speaks French on a French page', async ({ page }) => {
  await page.goto('/hospitals/5');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The map comes as its section nears the screen.
  await page.getByRole('heading', { name: 'Localisation sur la carte' }).scrollIntoViewIfNeeded();
  await expectFrenchControls(page.getByRole('region', { name: /^Carte montrant l'emplacement de / }));
});

test('the listing map speaks French on a French page, and English again after the switch', async ({ page }) => {
  await page.goto('/medical-facilities/pharmacies?view=map');
  await expectFrenchControls(page.getByRole('region', { name: 'Carte des résultats' }));

  // The language switch renames the controls of the map on screen.
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishMap = page.getByRole('region', { name: 'Map of the results' });
  await expect(englishMap.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
  await expect(englishMap).toContainText('© OpenStreetMap contributors');
  await expect(englishMap.getByRole('button', { name: 'Zoom avant', exact: true })).toHaveCount(0);
});
