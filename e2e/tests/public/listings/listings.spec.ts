import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// Spec 02 §2-§5, §8: the four listing pages, on desktop (1280) and mobile (375).

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const countHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /found|on call this week/ });
const cards = (page: Page) => page.getByRole('article');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const searchParams = (page: Page) => [...new URL(page.url()).searchParams];

/** The number in the count heading, once the results have loaded (no list or skeleton busy). */
async function resultCount(page: Page): Promise<number> {
  await expect(countHeading(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = (await countHeading(page).textContent()) ?? '';
  return Number(/^(\d+)/.exec(text)?.[1]);
}

async function expectCount(page: Page, count: number | RegExp) {
  const text = typeof count === 'number' ? new RegExp(`^${count} `) : count;
  await expect(countHeading(page)).toHaveText(text);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The filters sit side by side on desktop and stack on a phone. */
async function expectFilterLayout(page: Page) {
  const region = await field(page, 'Region').boundingBox();
  const division = await field(page, 'Division').boundingBox();
  if (isMobile(page)) expect(division!.y).toBeGreaterThan(region!.y + region!.height);
  else expect(Math.abs(division!.y - region!.y)).toBeLessThan(2);
}

/** Map links go to a stub page: the sandbox has no internet, and the test must not leave the site. */
async function stubMaps(context: BrowserContext) {
  await context.route(/^https:\/\/www\.google\.com\/maps\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title>' }),
  );
}

test.describe('pharmacies on call', () => {
  test('counts the pharmacies on duty this week, each card with its duty period', async ({ page }) => {
    await page.goto('/pharmacies-on-call');
    await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies On Call' })).toBeVisible();
    const count = await resultCount(page);
    expect(count).toBeGreaterThan(0);
    await expect(countHeading(page)).toHaveText(
      count === 1 ? '1 pharmacy on call this week' : `${count} pharmacies on call this week`,
    );
    await expect(cards(page)).toHaveCount(Math.min(count, 20));
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.getByText('On Call', { exact: true })).toBeVisible();
      await expect(card.getByText(/^From: .*\d{4}/)).toBeVisible();
      await expect(card.getByText(/^To: .*\d{4}/)).toBeVisible();
    }
    await expect(page.getByRole('list', { name: /on call this week/ }).getByRole('listitem')).toHaveCount(
      Math.min(count, 20),
    );
  });

  test(
    'region, division and subdivision cascade, go into the URL, survive a reload and reset',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/pharmacies-on-call');
      const total = await resultCount(page);
      await expectFilterLayout(page);
      const region = field(page, 'Region');
      const division = field(page, 'Division');
      const subdivision = field(page, 'Subdivision');
      await expect(division).toBeDisabled();
      await expect(subdivision).toBeDisabled();

      await region.selectOption({ label: 'Littoral' });
      await expect(page).toHaveURL(/\?region=101$/);
      await expect(division).toBeEnabled();
      await expect(subdivision).toBeDisabled();
      await expect.poll(() => resultCount(page)).toBeLessThan(total);
      for (const card of await cards(page).all()) await expect(card).toContainText('Littoral');

      await division.selectOption({ label: 'Wouri' });
      await expect(subdivision).toBeEnabled();
      const divisionId = await division.inputValue();
      expect(searchParams(page)).toEqual([
        ['region', '101'],
        ['division', divisionId],
      ]);

      await page.reload();
      // Issue 34: opened on a place, the page folds the place choice into a line saying it.
      const where = page.locator('summary', { hasText: 'Where:' });
      await expect(where).toContainText('Wouri, Littoral');
      await where.click();
      await expect(region).toHaveValue('101');
      await expect(division).toHaveValue(divisionId);

      // A new region clears the division and the subdivision.
      await region.selectOption({ label: 'Centre' });
      await expect(page).toHaveURL(/\?region=100$/);
      await expect(division).toHaveValue('');
      await expect(subdivision).toBeDisabled();

      await page.getByRole('button', { name: 'Reset Filters' }).click();
      await expect(page).toHaveURL(/\/pharmacies-on-call$/);
      await expect(region).toHaveValue('');
      await expect(division).toBeDisabled();
      await expectCount(page, total);
    },
  );

  test('Back restores the previous filter', async ({ page }) => {
    await page.goto('/pharmacies-on-call');
    await resultCount(page);
    await field(page, 'Region').selectOption({ label: 'Centre' });
    await expect(page).toHaveURL(/\?region=100$/);
    await field(page, 'Division').selectOption({ label: 'Mfoundi' });
    await expect(page).toHaveURL(/division=\d+/);
    await page.goBack();
    await expect(page).toHaveURL(/\?region=100$/);
    await expect(field(page, 'Division')).toHaveValue('');
    await expect(field(page, 'Region')).toHaveValue('100');
    await page.goBack();
    await expect(page).toHaveURL(/\/pharmacies-on-call$/);
    await expect(field(page, 'Region')).toHaveValue('');
  });

  test('a card’s Details link opens /pharmacies/{id}', async ({ page }) => {
    await page.goto('/pharmacies-on-call');
    await resultCount(page);
    await cards(page).first().getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/pharmacies\/\d+$/);
  });

  test('with geolocation allowed, the map action opens driving directions from the device', async ({
    page,
    context,
    baseURL,
  }) => {
    await stubMaps(context);
    await context.grantPermissions(['geolocation'], { origin: baseURL! });
    await context.setGeolocation({ latitude: 4.0511, longitude: 9.7679 });
    await page.goto('/pharmacies-on-call');
    await resultCount(page);
    const popup = page.waitForEvent('popup');
    await cards(page)
      .first()
      .getByRole('button', { name: /Open in Maps/ })
      .click();
    const map = await popup;
    await expect.poll(() => map.url()).toContain('/maps/dir/');
    const url = new URL(map.url());
    expect(url.searchParams.get('origin')).toBe('4.0511,9.7679');
    expect(url.searchParams.get('travelmode')).toBe('driving');
    expect(url.searchParams.get('destination')).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
  });

  test('with geolocation denied, the map action opens a map search at the pharmacy', async ({ page, context }) => {
    await stubMaps(context);
    await context.clearPermissions();
    await page.goto('/pharmacies-on-call');
    await resultCount(page);
    const popup = page.waitForEvent('popup');
    await cards(page)
      .first()
      .getByRole('button', { name: /Open in Maps/ })
      .click();
    const map = await popup;
    await expect.poll(() => map.url()).toContain('/maps/search/');
    expect(map.url()).not.toContain('origin=');
    expect(new URL(map.url()).searchParams.get('query')).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
  });
});

test.describe('all pharmacies', () => {
  test('the landing search panel’s URL arrives pre-filtered', async ({ page }) => {
    await page.goto('/medical-facilities/pharmacies?region=101&onCall=true');
    await expect(field(page, 'Region')).toHaveValue('101');
    await expect(field(page, 'On-Call Only')).toBeChecked();
    const count = await resultCount(page);
    expect(count).toBeGreaterThan(0);
    for (const card of await cards(page).all()) {
      await expect(card).toContainText('Littoral');
      await expect(card.getByText('On Call', { exact: true })).toBeVisible();
    }
  });

  test('name search and On-Call Only narrow the list, go into the URL, and are remembered', async ({ page }) => {
    await page.goto('/medical-facilities/pharmacies');
    const total = await resultCount(page);
    await expect(page.getByText(`Showing 1 to 20 of ${total}`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search pharmacies by name' }).fill('deido');
    await expect(page).toHaveURL(/\?query=deido$/);
    await expect.poll(() => resultCount(page)).toBeLessThan(total);
    const matches = await resultCount(page);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('heading', { level: 3 })).toContainText(/deido/i);
    }

    await field(page, 'On-Call Only').check();
    await expect(page).toHaveURL(/\?query=deido&onCall=true$/);
    await expect(countHeading(page)).toHaveText(/^\d+ pharmac(y|ies) found$/);
    expect(await resultCount(page)).toBeLessThanOrEqual(matches);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search pharmacies by name' })).toHaveValue('deido');
    await expect(field(page, 'On-Call Only')).toBeChecked();

    // Opening the page without filters in its URL brings back the saved ones.
    await page.goto('/medical-facilities/pharmacies');
    await expect(page).toHaveURL(/\?query=deido&onCall=true$/);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('pharmacyFilters'))) ?? '{}') as unknown,
    ).toMatchObject({ query: 'deido', onCall: true, region: '' });
    // The URL wins over the saved filters.
    await page.goto('/medical-facilities/pharmacies?region=100');
    await expect(page).toHaveURL(/\?region=100$/);
    await expect(page.getByRole('searchbox', { name: 'Search pharmacies by name' })).toHaveValue('');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/medical-facilities\/pharmacies$/);
    await expectCount(page, total);
    await page.goto('/medical-facilities/pharmacies');
    await expect(page).toHaveURL(/\/medical-facilities\/pharmacies$/);
  });

  test('pages through the server’s results, and a filter change goes back to page 1', async ({ page }) => {
    await page.goto('/medical-facilities/pharmacies');
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(40);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText(`Showing 21 to 40 of ${total}`)).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Page 3' }).click();
    await expect(page.getByText(`Showing 41 to 60 of ${total}`)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(`Showing 21 to 40 of ${total}`)).toBeVisible();

    await field(page, 'Region').selectOption({ label: 'Littoral' });
    await expect(page).toHaveURL(/\?region=101$/);
    await expect(page.getByText(/^Showing 1 to \d+ of \d+$/)).toBeVisible();
  });

  test('a card’s Details link opens /medical-facilities/pharmacies/{id}', async ({ page }) => {
    await page.goto('/medical-facilities/pharmacies?region=101');
    await resultCount(page);
    await cards(page).first().getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/medical-facilities\/pharmacies\/\d+$/);
  });
});

test.describe('laboratories', () => {
  test('test and region narrow the list, go into the URL, and Reset clears them', async ({ page }) => {
    await page.goto('/medical-facilities/laboratories');
    const total = await resultCount(page);
    await expectFilterLayout(page);
    await expect(field(page, 'Division')).toBeDisabled();

    await field(page, 'Test').selectOption({ label: 'Complete Blood Count' });
    await expect(page).toHaveURL(/\?test=\d+$/);
    await expect.poll(() => resultCount(page)).toBeLessThan(total);
    const withTest = await resultCount(page);
    expect(withTest).toBeGreaterThan(0);

    await field(page, 'Region').selectOption({ label: 'Centre' });
    await expect(page).toHaveURL(/\?region=100&test=\d+$/);
    expect(await resultCount(page)).toBeLessThanOrEqual(withTest);
    await page.reload();
    await expect(field(page, 'Region')).toHaveValue('100');
    await expect(field(page, 'Test')).not.toHaveValue('');

    await page.goBack();
    await expect(page).toHaveURL(/\?test=\d+$/);
    await expect(field(page, 'Region')).toHaveValue('');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/medical-facilities\/laboratories$/);
    await expectCount(page, total);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('labFilters'))) ?? '{}') as unknown).toEqual({
      query: '',
      region: '',
      division: '',
      test: '',
      onCall: false,
    });
  });

  test('a failed load says so and Retry loads again', async ({ page }) => {
    let fail = true;
    await page.route(/\/api\/laboratories\?/, (route) =>
      fail
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'validation_failed', message: 'Bad query' } }),
          })
        : route.fallback(),
    );
    await page.goto('/medical-facilities/laboratories');
    await expect(page.getByRole('alert')).toContainText('Server Error (400)');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test('a card’s Details link opens /medical-facilities/laboratories/{id}', async ({ page }) => {
    await page.goto('/medical-facilities/laboratories');
    await resultCount(page);
    await cards(page).first().getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/medical-facilities\/laboratories\/\d+$/);
  });
});

test.describe('hospitals', () => {
  test('search by name and specialty narrow the list; Back undoes the specialty', async ({ page }) => {
    await page.goto('/medical-facilities/hospitals');
    const total = await resultCount(page);
    await expectFilterLayout(page);

    await page.getByRole('searchbox', { name: 'Search by hospital or doctor name' }).fill('hôpital');
    await expect(page).toHaveURL(/\?query=h%C3%B4pital$/);
    await expect.poll(() => resultCount(page)).toBeLessThan(total);
    const matches = await resultCount(page);

    await field(page, 'Specialty').selectOption({ label: 'Cardiology' });
    await expect(page).toHaveURL(/\?query=h%C3%B4pital&specialty=\d+$/);
    expect(await resultCount(page)).toBeLessThanOrEqual(matches);

    await page.goBack();
    await expect(page).toHaveURL(/\?query=h%C3%B4pital$/);
    await expect(field(page, 'Specialty')).toHaveValue('');
    await expect(page.getByRole('searchbox', { name: 'Search by hospital or doctor name' })).toHaveValue('hôpital');
    await expectCount(page, matches);

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/medical-facilities\/hospitals$/);
    await expect(page.getByRole('searchbox', { name: 'Search by hospital or doctor name' })).toHaveValue('');
  });

  test('nothing matching shows the spec’s empty text', async ({ page }) => {
    await page.goto('/medical-facilities/hospitals?query=zzqxnotaplace');
    await expect(page.getByText('No hospitals found matching your criteria.')).toBeVisible();
  });

  test('a card’s Details link opens /hospitals/{id}', async ({ page }) => {
    await page.goto('/medical-facilities/hospitals?region=101&specialty=1');
    await resultCount(page);
    await cards(page).first().getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/hospitals\/\d+$/);
  });
});

for (const path of [
  '/pharmacies-on-call',
  '/medical-facilities/pharmacies?region=101',
  '/medical-facilities/laboratories',
  '/medical-facilities/hospitals',
]) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    // axe walks every card: give it room on a busy machine.
    test.setTimeout(90_000);
    await page.goto(path);
    await resultCount(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
