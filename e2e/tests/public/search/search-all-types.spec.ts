import { expect, test, type Page } from '@playwright/test';

// Issue 34: a visitor gets an answer the first time. The name search covers every type unless the
// visitor narrows it, and a narrowed search that finds nothing says which types match, one press away.
// On the smallest phone the site serves. "Pharmacie Bastos" is a pharmacy of the reference data
// (OpenStreetMap, Yaoundé); "Clinique de Bastos" and the demo "Hôpital Les Collines de Bastos" are hospitals.

test.use({ viewport: { width: 320, height: 640 } });

const panel = (page: Page) => page.getByRole('region', { name: 'Healthcare facility search', exact: true });

async function hasNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test('"pharmacie bastos" typed on the landing finds the pharmacy with no type chosen', async ({ page }) => {
  await page.goto('/');
  await panel(page).getByRole('tab', { name: 'Name Search' }).click();
  const kind = panel(page).getByLabel('What are you looking for?');
  await expect(kind).toHaveValue('all');
  await expect(kind.locator('option:checked')).toHaveText('Everything');
  await panel(page).getByRole('searchbox', { name: 'Name or place' }).pressSequentially('pharmacie bastos');

  // No button press, no type chosen: the search runs once the typing stops, over every type.
  await expect(panel(page).getByText(/^Found \d+ results? for "pharmacie bastos"$/)).toBeVisible();
  const pharmacies = panel(page).getByRole('region', { name: /^Pharmacies \(\d+\)$/ });
  await expect(pharmacies).toBeVisible();
  // It is the first answer of all, not under a list of hospitals.
  const first = panel(page).getByRole('listitem').first().getByRole('button');
  await expect(first).toHaveAccessibleName(/^Pharmacie Bastos\b/);
  await expect(pharmacies.getByRole('listitem').first()).toContainText('Pharmacie Bastos');
  await first.scrollIntoViewIfNeeded();
  await expect(first).toBeInViewport();
  await hasNoSideScroll(page);

  await first.click();
  await expect(page.getByRole('dialog', { name: 'Pharmacie Bastos' })).toBeVisible();
});

test('narrowed to hospitals, "pharmacie bastos" says the pharmacies match, and a key press shows them (French)', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.goto('/');
  const search = page.getByRole('region', { name: "Recherche d'établissements de santé", exact: true });
  await search.getByRole('tab', { name: 'Recherche par nom' }).click();
  const kind = search.getByLabel('Que recherchez-vous ?');
  await expect(kind).toHaveValue('all');
  await kind.selectOption({ label: 'Hôpital' });
  const box = search.getByRole('searchbox', { name: "Nom de l'hôpital" });
  await box.fill('pharmacie bastos');
  await box.press('Enter');

  const summary = search.getByText(
    /^Aucun hôpital ne correspond à «\s?pharmacie bastos\s?»\s?; \d+ pharmacies? y correspond(ent)?$/,
  );
  await expect(summary).toBeVisible();
  await expect(summary).toHaveAttribute('aria-live', 'polite');
  const show = search.getByRole('button', { name: /^Voir (la pharmacie|les \d+ pharmacies)$/ });
  await show.focus();
  await page.keyboard.press('Enter');

  // The same words, searched among pharmacies; the answer is read from the summary, which has the focus.
  await expect(kind).toHaveValue('pharmacy');
  await expect(search.getByRole('searchbox', { name: 'Nom de la pharmacie' })).toHaveValue('pharmacie bastos');
  const found = search.getByText(/^\d+ résultats? trouvés? pour «\s?pharmacie bastos\s?»$/);
  await expect(found).toBeVisible();
  await expect(found).toBeFocused();
  const pharmacies = search.getByRole('region', { name: /^Pharmacies \(\d+\)$/ });
  await expect(pharmacies.getByRole('listitem').first()).toContainText('Pharmacie Bastos');
  await hasNoSideScroll(page);
});
