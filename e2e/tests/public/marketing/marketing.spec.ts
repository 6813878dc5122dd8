import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  // Start every page in English, whatever the browser's language.
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

test('services: the audience toggle, a step that expands, and the newsletter with a name', async ({
  page,
}, testInfo) => {
  await page.goto('/services');
  await expect(page).toHaveTitle(/^Services · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');

  const patients = page.getByRole('button', { name: 'For Patients' });
  const providers = page.getByRole('button', { name: 'For Providers' });
  await expect(patients).toHaveAttribute('aria-pressed', 'true');
  await providers.click();
  await expect(providers).toHaveAttribute('aria-pressed', 'true');
  await expect(patients).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: /Register your practice/ })).toContainText('Coming Soon');
  await patients.click();

  const step = page.getByRole('button', { name: /Search providers by location, specialty or rating/ });
  await expect(step).toHaveAttribute('aria-expanded', 'false');
  const regionId = await step.getAttribute('aria-controls');
  const region = page.locator(`[id="${regionId}"]`);
  await expect(region).toBeHidden();
  await step.click();
  await expect(step).toHaveAttribute('aria-expanded', 'true');
  await expect(region).toBeVisible();
  await expect(region).toContainText('region, division and subdivision');
  await step.press('Enter');
  await expect(step).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: /Book an appointment/ })).toContainText('Coming Soon');

  const form = page.getByRole('main');
  const submit = form.getByRole('button', { name: 'SIGN UP' });
  await submit.click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please enter your name')).toBeVisible();

  const address = `marketing-${testInfo.project.name}-${Date.now()}@example.cm`;
  await form.getByRole('textbox', { name: 'Email address' }).fill(address);
  await form.getByRole('textbox', { name: 'Name' }).fill('Awa Ngono');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/newsletter'));
  await submit.click();
  const response = await sent;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toEqual({
    email: address,
    name: 'Awa Ngono',
    language: 'en',
    source: 'services',
  });
  await expect(form.getByRole('status')).toHaveText("Thank you! You're subscribed.");
});

test('how it works is served at both addresses, with the steps and links to search', async ({ page }) => {
  for (const path of ['/how-it-works', '/How-It-Works']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How It Works');
    await expect(page.getByRole('heading', { name: 'For Patients' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'For Providers' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Pharmacies on call' }).first()).toHaveAttribute(
      'href',
      '/pharmacies-on-call',
    );
  }
});

test('blog: the arrows scroll the featured articles by 300 px, and an article opens', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog & Resources');
  await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
  const track = page.getByTestId('blog-carousel-track');
  await expect(track.getByRole('article')).toHaveCount(8);

  const scrollLeft = () => track.evaluate((element) => Math.round(element.scrollLeft));
  expect(await scrollLeft()).toBe(0);
  await page.getByRole('button', { name: 'Scroll articles right' }).click();
  await expect.poll(scrollLeft).toBe(300);
  await page.getByRole('button', { name: 'Scroll articles right' }).click();
  await expect.poll(scrollLeft).toBe(600);
  await page.getByRole('button', { name: 'Scroll articles left' }).click();
  await expect.poll(scrollLeft).toBe(300);

  await page.getByRole('button', { name: 'Scroll articles left' }).click();
  await expect.poll(scrollLeft).toBe(0);
  await track.getByRole('link', { name: 'How to find an on-call pharmacy at night' }).click();
  await expect(page).toHaveURL(/\/blog\/on-call-pharmacy-at-night$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to find an on-call pharmacy at night');
  await expect(page).toHaveTitle(/^How to find an on-call pharmacy at night · /);
  await expect(page.getByText(/de garde/).first()).toBeVisible();

  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
});

test('about us: five core values, three team members and the Get Involved banner', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  for (const heading of ['Our Story', 'Our Mission', 'Our Vision', 'Our Core Values', 'Meet Our Team']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByTestId('core-values').getByRole('listitem')).toHaveCount(5);
  const team = page.getByRole('region', { name: 'Meet Our Team' });
  await expect(team.getByRole('listitem')).toHaveCount(3);
  await expect(team.getByRole('heading', { level: 3 })).toHaveText([
    'Dr Estelle Mbarga',
    'Joël Tchinda',
    'Aïssatou Bello',
  ]);
  await expect(page.getByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '/how-it-works');
});

test('contact us: email and phone links, the phone with digits and + only', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const main = page.getByRole('main');
  const tel = main.locator('a[href^="tel:"]');
  await expect(tel).toHaveCount(1);
  expect(await tel.getAttribute('href')).toMatch(/^tel:\+?\d{8,}$/);
  await expect(main.locator('a[href^="mailto:"]').first()).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
});

test('payment options says what will be accepted, in FCFA, and that it is coming soon', async ({ page }) => {
  await page.goto('/payment-options');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Options');
  await expect(page.getByRole('heading', { name: 'Mobile money' })).toBeVisible();
  await expect(page.getByText(/MTN Mobile Money and Orange Money/)).toBeVisible();
  await expect(page.getByText('Online payment is not available yet')).toBeVisible();
  await expect(page.getByText(/FCFA/).first()).toBeVisible();
});

test('the policies are dated and cite Cameroonian law', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByText('Last updated: 22 November 2026')).toBeVisible();
  await expect(page.getByText(/Law No\. 2010\/012/)).toBeVisible();
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  await expect(page.getByRole('heading', { name: /Not medical advice/ })).toBeVisible();
});

test('the marketing pages speak French after the language switch', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos de nous');
  await expect(page.getByRole('heading', { name: 'Notre équipe' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nos valeurs' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir comment ça marche' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment ça marche');
  await expect(page.getByRole('heading', { name: 'Pour les patients' })).toBeVisible();
  await expect(page.getByText('Bientôt disponible').first()).toBeVisible();
});

test(
  'home: Find Facilities opens a three-slide modal that closes on Escape and on the overlay',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/');
    // The banner loads as the visitor scrolls down to it, at the foot of the page.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const open = page.getByRole('button', { name: 'Find Facilities', exact: true });
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Find Facilities' });
    await expect(dialog).toBeVisible();
    const slides = dialog.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Search by location' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next slide' }).click();
    await expect(slides.nth(1)).toBeVisible();
    await expect(slides.nth(0)).toBeHidden();
    await expect(dialog.getByRole('link', { name: 'Pharmacies on call' })).toHaveAttribute(
      'href',
      '/pharmacies-on-call',
    );
    await dialog.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(dialog.getByRole('heading', { name: 'Find laboratories by test' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Start searching' }).filter({ visible: true }).click();
    await expect(dialog.getByRole('tab').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'dialog');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    // A click outside the panel lands on the backdrop: above it on a wide screen, below it on a phone.
    const viewport = page.viewportSize()!;
    await page.mouse.click(3, isNarrow(page) ? viewport.height - 3 : 3);
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('link', { name: 'Learn how it works' })).toHaveAttribute('href', '/how-it-works');
  },
);

const scannedPages = [
  '/services',
  '/how-it-works',
  '/blog',
  '/blog/childhood-vaccination-calendar',
  '/blog/missing',
  '/about-us',
  '/contact-us',
  '/payment-options',
  '/privacy-policy',
  '/terms-of-use',
];

for (const path of scannedPages) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    if (path === '/services') await page.getByRole('button', { name: /Receive treatment/ }).click();
    await expectNoSeriousAxeViolations(page);
  });
}
