import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

// "A map of results": the pharmacies listing shown as a map, on desktop (1280) and mobile (375). The
// tile server is blocked, as offline: the markers (CSS, no images) must show on the blank map all the
// same. Names and counts come from the API's own answer, never written here.

const PAGE_SIZE_MAX = 100;

type Row = { hasValidLocation: boolean };

const toggle = (page: Page, name: 'List' | 'Map') =>
  page.getByRole('group', { name: 'Show the results as' }).getByRole('button', { name, exact: true });
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const markers = (page: Page) => mapRegion(page).locator('.hc-results-marker');
const clusterMarkers = (page: Page) => mapRegion(page).locator('.hc-results-marker:not([aria-haspopup])');
const facilityMarkers = (page: Page) => mapRegion(page).locator('.hc-results-marker[aria-haspopup="dialog"]');

async function waitForResults(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: /found/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The index of a marker well inside the map (not under the zoom buttons or the attribution), so a
 * click lands on it as a visitor's would; -1 when there is none.
 */
async function markerInView(page: Page, list: Locator): Promise<number> {
  const frame = (await mapRegion(page).boundingBox())!;
  const boxes = await list.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
  // Both in the viewport's coordinates.
  const margin = 60;
  return boxes.findIndex(
    ({ x, y }) =>
      x > frame.x + margin &&
      x < frame.x + frame.width - margin &&
      y > frame.y + margin &&
      y < frame.y + frame.height - margin,
  );
}

/** The number each cluster shows, added up, and the single facility markers. */
async function markedFacilities(page: Page): Promise<number> {
  const counts = await clusterMarkers(page).allTextContents();
  return counts.reduce((sum, text) => sum + Number(text), 0) + (await facilityMarkers(page).count());
}

// The map honours reduced motion (no zoom animation): a walk down twenty zoom levels then waits for each level's
// markers, not for the animations between them, which took most of a loaded two-core machine's 30 s.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  // No tiles, as offline.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('the pharmacies as a map: clusters open down to a facility, whose dialog opens; kept in the URL', async ({
  page,
  request,
}) => {
  const answer = await request.get(`/api/pharmacies?pageSize=${PAGE_SIZE_MAX}`);
  expect(answer.ok()).toBe(true);
  const { data, meta } = (await answer.json()) as { data: Row[]; meta: { total: number } };
  const placed = data.filter((row) => row.hasValidLocation).length;
  expect(placed).toBeGreaterThan(1);

  await page.goto('/medical-facilities/pharmacies');
  await waitForResults(page);
  await expect(toggle(page, 'List')).toHaveAttribute('aria-pressed', 'true');

  await toggle(page, 'Map').click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await expect(toggle(page, 'Map')).toHaveAttribute('aria-pressed', 'true');
  await expect(mapRegion(page)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(markers(page).first()).toBeVisible();
  await expect(mapRegion(page).getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
  // Every pharmacy with a position is on the map, alone or counted in a cluster.
  await expect.poll(() => markedFacilities(page)).toBe(placed);
  if (meta.total > data.length) {
    const shown = new Intl.NumberFormat('en').format(data.length);
    const total = new Intl.NumberFormat('en').format(meta.total);
    await expect(
      page.getByText(`Showing ${shown} of ${total} on the map — narrow by place to see others.`),
    ).toBeVisible();
  }
  const unplaced = data.length - placed;
  if (unplaced > 0) {
    await expect(
      page.getByText(`${unplaced} without a position ${unplaced === 1 ? 'is' : 'are'} only in the list.`),
    ).toBeVisible();
  }

  // Clusters zoom in when chosen (one at least, though a lone facility may show from the start),
  // until single facility markers show; every facility stays on the map, alone or in a cluster.
  for (let step = 0; step === 0 || (await markerInView(page, facilityMarkers(page))) < 0; step += 1) {
    expect(step, 'clusters open down to single facilities').toBeLessThan(20);
    const index = await markerInView(page, clusterMarkers(page));
    expect(index, 'a cluster inside the map').toBeGreaterThanOrEqual(0);
    const cluster = clusterMarkers(page).nth(index);
    await expect(cluster).toHaveAttribute('aria-label', /^\d+ facilities here: zoom in$/);
    const clicked = await cluster.elementHandle();
    if (step === 0) {
      // From the keyboard first: Enter zooms in too, and the focus stays on the map.
      await cluster.focus();
      await page.keyboard.press('Enter');
    } else {
      await cluster.click();
    }
    // Redrawn at the new zoom: the cluster's marker is replaced.
    await page.waitForFunction((element) => !element?.isConnected, clicked);
    if (step === 0) await expect(mapRegion(page)).toBeFocused();
    await expect.poll(() => markedFacilities(page)).toBe(placed);
  }
  const index = await markerInView(page, facilityMarkers(page));
  expect(index, 'a facility marker inside the map').toBeGreaterThanOrEqual(0);
  const marker = facilityMarkers(page).nth(index);
  const name = (await marker.getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('');
  await expect(marker).toHaveAttribute('role', 'button');

  // A click opens the facility dialog; closing it gives the focus back to the map.
  await marker.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label')))
    .toBe('Map of the results');

  // From the keyboard: Enter on the focused marker opens it too.
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A reload (or a shared link) keeps the map.
  await page.reload();
  await expect(mapRegion(page)).toBeVisible();
  await expect(toggle(page, 'Map')).toHaveAttribute('aria-pressed', 'true');
  await expect(markers(page).first()).toBeVisible();

  // Back to the list from the keyboard.
  await toggle(page, 'List').focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/view=map/);
  await expect(mapRegion(page)).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(toggle(page, 'List')).toHaveAttribute('aria-pressed', 'true');
});

test('Back from the map returns to the list', async ({ page }) => {
  await page.goto('/medical-facilities/pharmacies');
  await waitForResults(page);
  await toggle(page, 'Map').click();
  await expect(markers(page).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/medical-facilities\/pharmacies$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(mapRegion(page)).toHaveCount(0);
});

test('the map view has no serious accessibility violations (WCAG 2.1 AA)', async ({ page }) => {
  await page.goto('/medical-facilities/pharmacies?view=map');
  await expect(markers(page).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
