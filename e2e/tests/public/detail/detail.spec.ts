import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../../../fixtures/test';

// Issue 4: the facility detail pages, on desktop (1280) and mobile (375). The sandbox has no
// internet, and map tiles are blocked on purpose: the page must work without them.

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test(
  'a hospital shows its specialties with their doctors, a Call link, Directions and its map',
  { tag: '@desktop' },
  async ({ page }) => {
    const response = await page.goto('/hospitals/1');
    expect(response?.status()).toBe(200);
    const name = 'Hôpital Les Collines de Bastos';
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(/Hôpital Les Collines de Bastos · Hospital/);

    const specialties = page.getByRole('region', { name: 'Specialties and doctors' });
    await expect(specialties.getByText('Cardiology', { exact: true })).toBeVisible();
    await expect(specialties.getByText('Dr. Jean-Pierre Mbarga')).toBeVisible();
    await expect(specialties.getByText('Surgery', { exact: true })).toBeVisible();
    await expect(specialties.getByText('Dr. Paul-Henri Essomba')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', 'tel:+237222204117');
    const directions = page.getByRole('link', { name: /^Directions/ });
    await expect(directions).toHaveAttribute('href', /destination=3\.89342%2C11\.51735/);
    await expect(directions).toHaveAttribute('rel', /noopener/);
    await expect(page.getByText('Open 24/7')).toBeVisible();
    await expect(page.getByTestId('open-state')).toHaveText('Open now');
    await expect(page.getByText('4.7 out of 5')).toBeVisible();
    await expect(page.getByText('Healthcare Within Reach team')).toBeVisible();

    // The map loads as its own chunk once scrolled near, and stays usable without tiles; the coordinates are
    // the text alternative.
    await page.getByRole('heading', { level: 2, name: 'Location on the map' }).scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: `Map showing the location of ${name}` });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(map.getByText('OpenStreetMap')).toBeVisible();
    await expect(page.getByText('Coordinates: 3.89342, 11.51735')).toBeVisible();
    if (isMobile(page)) {
      // One column: the map comes after the facts, still inside the viewport width.
      const box = await map.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(375);
    } else {
      // Keyboard: the map takes focus and Tab leaves it again (no trap).
      await map.focus();
      await expect(map).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(map).not.toBeFocused();
    }
    await expectNoSeriousViolations(page);
  },
);

test('a pharmacy on call shows its duty period', async ({ page, directory }) => {
  // Its own pharmacy and duty period around the real current time: the demo rota moves with the calendar.
  const name = `Pharmacie de Garde ${Date.now().toString(36)}`;
  const pharmacy = await directory.createFacility({
    category: 'pharmacy',
    name,
    openingHours: { su: [{ opens: '09:00', closes: '13:00' }] },
  });
  const now = Date.now();
  await directory.createDutyPeriod({
    facilityId: pharmacy.id,
    startsAt: new Date(now - 60 * 60_000),
    endsAt: new Date(now + 23 * 60 * 60_000),
  });
  const response = await page.goto(`/pharmacies/${pharmacy.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const duty = page.getByRole('region', { name: 'On-call periods' });
  await expect(duty.getByTestId('duty-period').first()).toBeVisible();
  await expect(duty.getByText('On call now')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: /Sunday/ })).toContainText('09:00–13:00');
  await expect(page).toHaveTitle(new RegExp(`${name} · Pharmacy`));
  await expectNoSeriousViolations(page);
});

test('a laboratory shows its tests, also under /medical-facilities', async ({ page }) => {
  const response = await page.goto('/medical-facilities/laboratories/201');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/La Référence/);
  const tests = page.getByRole('region', { name: 'Available tests' });
  await expect(tests.getByText('Complete Blood Count')).toBeVisible();
  await expect(tests.getByText('HIV Test')).toBeVisible();
  await expect(page.getByText(/^Coordinates: 3\.84627, /)).toBeVisible();
  await expect(page).toHaveTitle(/La Référence · Laboratory/);
  await expectNoSeriousViolations(page);
});

test('an unknown facility answers 404 and shows the not-found view', async ({ page }) => {
  const response = await page.goto('/hospitals/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Facility not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all hospitals' })).toHaveAttribute(
    'href',
    '/medical-facilities/hospitals',
  );
  await expect(page.getByRole('link', { name: 'Back to the home page' }).last()).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(/Facility not found/);
  await expectNoSeriousViolations(page);
});

test('a facility of another category answers 404 on that route', async ({ page }) => {
  const response = await page.goto('/hospitals/101');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Facility not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all hospitals' }).click();
  await expect(page).toHaveURL(/\/medical-facilities\/hospitals$/);
});

test('the map code is not downloaded by other pages', { tag: '@desktop' }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((url) => url.includes('facility-map'))).toEqual([]);
  await page.goto('/hospitals/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // On a phone the map is below the facts: its code waits until the visitor scrolls near it.
  if (isMobile(page)) expect(scripts.filter((url) => url.includes('facility-map'))).toEqual([]);
  await page.getByRole('heading', { level: 2, name: 'Location on the map' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: /^Map showing the location of / })).toBeAttached();
  expect(scripts.some((url) => url.includes('facility-map'))).toBe(true);
});
