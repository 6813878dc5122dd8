import { expect, test, type Page } from '@playwright/test';
import { scrollUntilLoaded } from '../../../fixtures/landing-sections';

// Spec 01 §2.4 and §2.7: the facility search panel on the landing page, on desktop (1280) and mobile (375).

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const panel = (page: Page) => page.getByRole('region', { name: 'Healthcare facility search', exact: true });

/** Region, division and subdivision sit behind "Show Filters" on mobile. */
async function showLocationFilters(page: Page) {
  if (!isMobile(page)) return;
  const toggle = panel(page).getByRole('button', { name: 'Show Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(panel(page).getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(panel(page)).toBeVisible();
});

test('the tabs carry the desktop or the mobile titles', { tag: '@desktop' }, async ({ page }) => {
  const [location, name] = isMobile(page)
    ? ['Facilities Near Me', 'Name Search']
    : ['Find a Healthcare Facility', 'Search by Name'];
  await expect(panel(page).getByRole('tab', { name: location })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');
});

test('a location search without a facility type says so and stays on the page', async ({ page }) => {
  const search = panel(page).getByRole('button', { name: 'Search', exact: true });
  // aria-disabled, not disabled: the button stays focusable and a press explains what is missing.
  await expect(search).toHaveAttribute('aria-disabled', 'true');
  await expect(search).not.toHaveAttribute('disabled');
  await search.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('alert')).toHaveText('Please select a facility type');
  await expect(panel(page).getByLabel('Facility Type')).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  // A pointer click does the same (Playwright treats aria-disabled as disabled, hence force).
  await page.reload();
  await panel(page).getByRole('button', { name: 'Search', exact: true }).click({ force: true });
  await expect(panel(page).getByRole('alert')).toHaveText('Please select a facility type');
  await expect(page).toHaveURL(/\/$/);
});

test('division waits for a region and subdivision for a division', async ({ page }) => {
  await showLocationFilters(page);
  const region = panel(page).getByLabel('Region', { exact: true });
  const division = panel(page).getByLabel('Division', { exact: true });
  const subdivision = panel(page).getByLabel('Subdivision', { exact: true });
  await expect(division).toBeDisabled();
  await expect(subdivision).toBeDisabled();
  await region.selectOption({ label: 'Littoral' });
  await expect(division).toBeEnabled();
  await expect(subdivision).toBeDisabled();
  await division.selectOption({ label: 'Wouri' });
  await expect(subdivision).toBeEnabled();
  // A new region resets the division and the subdivision.
  await region.selectOption({ label: 'Centre' });
  await expect(division).toHaveValue('');
  await expect(subdivision).toBeDisabled();
});

test(
  'a pharmacy search in Littoral › Wouri, on call only, opens the pharmacy listing with the filters in the URL',
  { tag: '@desktop' },
  async ({ page }) => {
    await panel(page).getByLabel('Facility Type').selectOption({ label: 'Pharmacy' });
    const onCallLabel = isMobile(page) ? 'On-Call' : 'Show Only On-Call Pharmacies';
    await panel(page).getByLabel(onCallLabel, { exact: true }).check();
    await showLocationFilters(page);
    await panel(page).getByLabel('Region', { exact: true }).selectOption({ label: 'Littoral' });
    const division = panel(page).getByLabel('Division', { exact: true });
    await division.selectOption({ label: 'Wouri' });
    const divisionId = await division.inputValue();
    expect(divisionId).toMatch(/^\d+$/);
    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/medical-facilities\/pharmacies\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/medical-facilities/pharmacies');
    expect([...url.searchParams]).toEqual([
      ['region', '101'],
      ['division', divisionId],
      ['onCall', 'true'],
    ]);
  },
);

test(
  'a name search shows grouped results with a summary, and a result opens the facility dialog',
  { tag: '@desktop' },
  async ({ page }) => {
    await panel(page)
      .getByRole('tab', { name: isMobile(page) ? 'Name Search' : 'Search by Name' })
      .click();
    await expect(panel(page).getByLabel('What are you looking for?')).toHaveValue('all');
    await panel(page).getByRole('searchbox', { name: 'Name or place' }).fill('hopital');
    // No button press: the search runs once the typing has stopped.
    await expect(panel(page).getByText(/^Found \d+ results? for "hopital"$/)).toBeVisible();
    const group = panel(page).getByRole('region', { name: /^Hospitals \(\d+\)$/ });
    await expect(group).toBeVisible();
    const heading = await group.getByRole('heading').textContent();
    const count = Number(/\((\d+)\)/.exec(heading ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    // The heading counts every match; a page of 20 shows, and "Show more" brings the next.
    await expect(group.getByRole('listitem')).toHaveCount(Math.min(count, 20));
    if (count > 20) {
      await panel(page)
        .getByRole('button', { name: /^Show more/ })
        .click();
      await expect(group.getByRole('listitem')).toHaveCount(Math.min(count, 40));
    }

    const first = group.getByRole('button').first();
    const name = (await first.locator('span').first().textContent())?.trim() ?? '';
    expect(name.toLowerCase()).toContain('pital');
    await first.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Address', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();

    // The dialog is no dead end: it leads to the facility's full page.
    await first.click();
    await dialog.getByRole('link', { name: 'View full details' }).click();
    await expect(page).toHaveURL(/\/hospitals\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  },
);

test('a name search with no match says so, and Clear empties the box', async ({ page }) => {
  await panel(page)
    .getByRole('tab', { name: isMobile(page) ? 'Name Search' : 'Search by Name' })
    .click();
  const box = panel(page).getByRole('searchbox');
  await box.fill('zzqxnotaplace');
  await box.press('Enter');
  await expect(panel(page).getByText('No results found for "zzqxnotaplace"')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Clear' }).click();
  await expect(box).toHaveValue('');
  await expect(panel(page).getByText(/No results found/)).toHaveCount(0);
});

test('the Healthcare Facility Mapping card opens the search modal, which closes with Close', async ({ page }) => {
  const mapping = page.getByRole('button', { name: /Healthcare Facility Mapping/ });
  await scrollUntilLoaded(page, mapping);
  await mapping.click();
  const modal = page.getByRole('dialog', { name: 'Healthcare Facility Search' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('region', { name: 'Healthcare facility search', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  const box = await modal.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.width).toBeLessThanOrEqual(Math.min(width * 0.9, 1400) + 1);
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(modal).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
});
