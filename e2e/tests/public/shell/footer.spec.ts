import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('the footer has its columns and links', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/services');
  const footer = page.getByRole('contentinfo');
  const nav = footer.getByRole('navigation', { name: 'Footer navigation' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Services',
    'Blog',
    'Contact',
    'Privacy Policy',
    'Terms of Use',
    'Data sources',
  ]);
  for (const heading of ['Are you a Provider?', 'Newsletter Signup', 'Download Our App']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  const year = new Date().getFullYear();
  await expect(footer.getByText(`© ${year} PROPERTY OF`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Healthcare Within Reach' })).toHaveAttribute('href', '/');
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await legal.getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
});

test('newsletter: an invalid address is refused in place, a valid one is subscribed, twice is fine', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The form loads when the footer comes near the screen, as it does for a visitor who scrolls down.
  await footer.getByRole('heading', { name: 'Newsletter Signup' }).scrollIntoViewIfNeeded();
  const email = footer.getByRole('textbox', { name: 'Email address' });
  const submit = footer.getByRole('button', { name: 'SIGN UP' });

  await submit.click();
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await email.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Please enter a valid email address');

  await email.fill('not-an-address');
  await submit.click();
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();

  const address = `shell-${testInfo.project.name}-${Date.now()}@Example.cm`;
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/newsletter'));
  await email.fill(address);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await submit.click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({ email: address.toLowerCase(), language: 'en', source: 'footer' });
  await expect(footer.getByRole('status')).toHaveText("Thank you! You're subscribed.");
  await expect(footer.getByText('Please enter a valid email address')).toBeHidden();

  await email.fill(address.toLowerCase());
  await submit.click();
  await expect(footer.getByRole('status')).toHaveText("Thank you! You're subscribed.");
});

test(
  'the provider and app buttons open the Coming Soon popup, which closes again',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // "List a Health Facility" is a link to the claim flow since issue 35 (tests/public/facility-claims).
    for (const name of ['Join Doctor', 'Post a Health Tip', /App Store/, /Google Play/]) {
      const trigger = footer.getByRole('button', { name });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Coming Soon!' });
      await expect(dialog).toBeVisible();
      const width = (await dialog.boundingBox())!.width;
      expect(width).toBeLessThanOrEqual(400);
      if (page.viewportSize()!.width >= 480) expect(Math.round(width)).toBe(400);
      await dialog.getByRole('button', { name: 'Got it!' }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    // Escape closes it too.
    await footer.getByRole('button', { name: 'Join Doctor' }).click();
    await expect(page.getByRole('dialog', { name: 'Coming Soon!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Coming Soon!' })).toBeHidden();
  },
);

test('the data sources page carries the attribution', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Data sources' }).click();
  await expect(page).toHaveURL(/\/data-sources$/);
  await expect(page).toHaveTitle(/^Data sources · /);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Data sources' })).toBeVisible();
  await expect(main.getByText('© OpenStreetMap contributors, ODbL 1.0', { exact: false }).first()).toBeVisible();
  await expect(main.getByText(/OCHA \/ Institut National de Cartographie/)).toBeVisible();
  await expect(main.getByText(/GeoNames \(CC BY 4\.0\)/)).toBeVisible();
  await expect(main.getByText(/BUCREP/).first()).toBeVisible();
  await expect(main.getByText(/Runfola et al\. 2020/)).toBeVisible();
  await expect(main.getByText(/stays? open|remains available under the ODbL/).first()).toBeVisible();

  // The open-data copy of the directory downloads from here, with its licence.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Facilities as CSV (spreadsheet)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cameroon-health-facilities.csv');
  const geojson = await page.request.get(
    (await main.getByRole('link', { name: 'Facilities as GeoJSON (maps)' }).getAttribute('href')) ?? '',
  );
  expect(geojson.status()).toBe(200);
  expect((await geojson.json()).attribution).toContain('© OpenStreetMap contributors');
});

test('an unknown path answers 404 with Page Not Found and a working link home', async ({ page }) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found · /);
  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Healthcare Within Reach');
});

test('a link cut inside an escape (as chat apps truncate them) shows Page Not Found, not an error text', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page/caf%C3');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('every public route answers 200 and shows a page heading', async ({ page }) => {
  // One page load per public route (over twenty): about 25 s on a loaded machine, near the default 30 s.
  test.slow();
  const paths = [
    '/how-it-works',
    '/How-It-Works',
    '/payment-options',
    '/sign-up',
    '/pharmacies-on-call',
    '/medical-facilities/pharmacies',
    '/medical-facilities/hospitals',
    '/medical-facilities/laboratories',
    '/privacy-policy',
    '/medical-facilities/pharmacies/101',
    '/medical-facilities/laboratories/201',
    '/hospitals/1',
    '/pharmacies/101',
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('Page Not Found');
  }
});
