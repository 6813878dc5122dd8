import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// "Near me": "Use my location" on the listings, the on-call page and the landing search. The position
// the browser gives orders the list nearest first and each card says how far it is; refused, the
// visitor is sent to the town choice. On desktop (1280) and mobile (375).
//
// The fixtures API creates facilities without coordinates, so the nearest pharmacy is worked out here
// from the demo directory's own answer, measured again with a haversine of this file's own.

/** Yaoundé, Poste centrale, as the browser reports it; the app sends it rounded to 4 decimals. */
const YAOUNDE = { latitude: 3.866667, longitude: 11.516667 };
const NEAR = '3.8667,11.5167';
const UNAVAILABLE = 'We could not get your location. Choose your town instead.';

type Row = { name: string; latitude: number | null; longitude: number | null; onDutyNow?: boolean };

const cards = (page: Page) => page.getByRole('article');
const useMyLocation = (page: Page) => page.getByRole('button', { name: 'Use my location' });
const region = (page: Page) => page.getByLabel('Region', { exact: true });

function haversineKm(latitude: number, longitude: number): number {
  const [lat0, lng0] = NEAR.split(',').map(Number) as [number, number];
  const rad = Math.PI / 180;
  const a =
    Math.sin(((latitude - lat0) * rad) / 2) ** 2 +
    Math.cos(lat0 * rad) * Math.cos(latitude * rad) * Math.sin(((longitude - lng0) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

/** "850 m", "1.2 km", "12 km": the card's words for a distance, in English. */
function expectedDistance(row: Row): string {
  const km = haversineKm(row.latitude!, row.longitude!);
  const metres = Math.max(10, Math.round(km * 100) * 10);
  if (metres < 1000) return `${metres} m away`;
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: km < 9.95 ? 1 : 0 }).format(km)} km away`;
}

/** Metres, from a card's "850 m away" / "1.2 km away". */
function metresOf(text: string): number {
  const [, value, unit] = /^([\d.,]+) (m|km) away$/.exec(text) ?? [];
  expect(value, `a distance: ${text}`).toBeTruthy();
  return Number(value!.replace(/,/g, '')) * (unit === 'km' ? 1000 : 1);
}

async function rowsOf(request: APIRequestContext, path: string): Promise<Row[]> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: Row[] }).data;
}

async function waitForResults(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: /found|on call this week/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The distances the cards show, in order, are never decreasing. */
async function expectNearestFirst(list: Locator) {
  const texts = await list.getByTestId('distance').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  const metres = texts.map(metresOf);
  expect(metres).toEqual([...metres].sort((a, b) => a - b));
}

test.describe('with the position granted, in Yaoundé', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['geolocation'], { origin: baseURL! });
    await context.setGeolocation(YAOUNDE);
  });

  test('the pharmacies listing turns to nearest first, the nearest pharmacy first with its distance', async ({
    page,
    request,
  }) => {
    await page.goto('/medical-facilities/pharmacies');
    await waitForResults(page);
    await expect(cards(page).first().getByTestId('distance')).toHaveCount(0);

    const sent = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/pharmacies' && new URL(r.url()).searchParams.has('near'),
    );
    await useMyLocation(page).click();
    const params = new URL((await sent).url()).searchParams;
    expect(params.get('near')).toBe(NEAR);
    expect(params.get('sort')).toBe('distance');
    await expect(page.getByText('Nearest first, from your location.')).toBeVisible();
    await expect(useMyLocation(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    // The position never goes into the URL.
    await expect(page).toHaveURL(/\/medical-facilities\/pharmacies\?sort=distance$/);

    const [nearest] = await rowsOf(request, `/api/pharmacies?near=${NEAR}&sort=distance&radiusKm=200&pageSize=1`);
    expect(nearest, 'a pharmacy near Yaoundé in the demo directory').toBeTruthy();
    await waitForResults(page);
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(nearest!.name);
    await expect(first.getByTestId('distance')).toHaveText(expectedDistance(nearest!));
    await expectNearestFirst(page.getByRole('main'));
  });

  test('the on-call page, the position allowed before, lists the pharmacies on duty nearest first at once', async ({
    page,
    request,
  }) => {
    // Issue 34: with no place chosen and the position already allowed, no button to press.
    const sent = page.waitForRequest((r) => new URL(r.url()).searchParams.get('near') === NEAR);
    await page.goto('/pharmacies-on-call');
    const params = new URL((await sent).url()).searchParams;
    expect(new URL((await sent).url()).pathname).toBe('/api/pharmacies/on-call');
    expect(params.has('sort')).toBe(false);
    await expect(page.locator('summary', { hasText: 'Where:' })).toContainText('Near you');
    await expect(page).toHaveURL(/\/pharmacies-on-call$/);

    // The API keeps its duty order (on duty now, then later); the page orders each part nearest first.
    const rows = await rowsOf(request, `/api/pharmacies/on-call?near=${NEAR}&radiusKm=200&pageSize=100`);
    expect(rows.length, 'pharmacies on call near Yaoundé in the demo rota').toBeGreaterThan(0);
    const firstGroup = rows.some((row) => row.onDutyNow) ? rows.filter((row) => row.onDutyNow) : rows;
    const nearest = firstGroup.reduce((best, row) =>
      haversineKm(row.latitude!, row.longitude!) < haversineKm(best.latitude!, best.longitude!) ? row : best,
    );
    await waitForResults(page);
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(nearest.name);
    await expect(first.getByTestId('distance')).toHaveText(expectedDistance(nearest));
    await expectNearestFirst(
      page
        .getByRole('list')
        .filter({ has: cards(page) })
        .first(),
    );
  });
});

test.describe('with the position refused', () => {
  test.beforeEach(async ({ context }) => {
    await context.clearPermissions();
  });

  test('the on-call page says so and moves the focus to the town choice; the list stays', async ({ page }) => {
    await page.goto('/pharmacies-on-call');
    await waitForResults(page);
    const count = await cards(page).count();
    await useMyLocation(page).click();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(region(page)).toBeFocused();
    await expect(useMyLocation(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(count);
    await expect(page.getByTestId('distance')).toHaveCount(0);

    // The town chosen instead narrows the list, and the button can be pressed again.
    await region(page).selectOption({ label: 'Centre' });
    await expect(page).toHaveURL(/\?region=100$/);
    await useMyLocation(page).click();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByLabel('Division', { exact: true })).toBeFocused();
  });

  test('a listing falls back to the most useful first', async ({ page }) => {
    await page.goto('/medical-facilities/hospitals');
    await waitForResults(page);
    await useMyLocation(page).click();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(region(page)).toBeFocused();
    await expect(page.getByLabel('Sort by')).toHaveValue('useful');
    await expect(page).toHaveURL(/\/medical-facilities\/hospitals$/);
  });

  test('the landing search says so and opens the town choice of the location search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: /Name/ }).first().click();
    await useMyLocation(page).click();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(
      page.getByRole('tab', { name: /Find a Healthcare Facility|Facilities Near Me/ }).first(),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(region(page)).toBeFocused();
  });
});

test('the error callback of a browser that cannot find the position (code 2) also falls back', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number; message: string }) => void) =>
          setTimeout(() => fail({ code: 2, message: 'Position unavailable' }), 50),
      },
    });
  });
  await page.goto('/medical-facilities/laboratories');
  await waitForResults(page);
  await useMyLocation(page).click();
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(region(page)).toBeFocused();
});
