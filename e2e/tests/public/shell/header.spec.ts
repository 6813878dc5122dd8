import { expect, test, type Page } from '@playwright/test';

const NAV = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
  { name: 'Blog', path: '/blog' },
  { name: 'About Us', path: '/about-us' },
  { name: 'Contact', path: '/contact-us' },
  { name: 'Sign In', path: '/sign-in' },
  { name: 'Pharmacies On Call', path: '/pharmacies-on-call' },
];

const isMobile = (page: Page) => page.viewportSize()!.width < 768;

/** The navigation visitors see: the header bar on desktop, the opened side menu on mobile. */
const labels = {
  en: { nav: 'Main navigation', open: 'Open menu' },
  fr: { nav: 'Navigation principale', open: 'Ouvrir le menu' },
};

async function openNavigation(page: Page, language: 'en' | 'fr' = 'en') {
  const { nav, open } = labels[language];
  if (!isMobile(page)) return page.getByRole('banner').getByRole('navigation', { name: nav });
  await page.getByRole('button', { name: open }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu.getByRole('navigation', { name: nav });
}

test.beforeEach(async ({ page }) => {
  // Start every test in English, whatever the browser's language or an earlier choice.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('shell-test-started')) {
      sessionStorage.setItem('shell-test-started', '1');
      localStorage.setItem('language', 'en');
    }
  });
});

test('the header links are in order and the current page is highlighted', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page).toHaveTitle(/^Blog · Healthcare Within Reach/);
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  expect((await header.boundingBox())!.height).toBe(96);

  await expect(header.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');

  const nav = await openNavigation(page);
  const links = nav.getByRole('link');
  await expect(links).toHaveText(NAV.map((item) => item.name));
  for (const [index, item] of NAV.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', item.path);
  }
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const navAfter = await openNavigation(page);
  await expect(navAfter.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  await expect(navAfter.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current', 'page');
});

test(
  'the menu follows the viewport: a bar on desktop, a side menu with focus trapped on mobile',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/');
    // The app's header, not the first screen's, which the app replaces (a node read then would be gone).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Open menu' });

    if (!isMobile(page)) {
      await expect(menuButton).toBeHidden();
      const boxed = page.getByRole('banner').getByRole('link', { name: 'Pharmacies On Call' });
      expect(await boxed.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
      return;
    }

    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Read once open: until the app starts, the button is the first screen's, with an id of its own.
    expect(await menu.getAttribute('id')).toBe(await menuButton.getAttribute('aria-controls'));
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // One decorative icon per link.
    await expect(menu.locator('nav a svg[aria-hidden="true"]')).toHaveCount(NAV.length);

    // Tab and Shift+Tab stay inside the menu, wrapping round.
    for (let i = 0; i < NAV.length + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // The close button closes it.
    await menuButton.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // Choosing a link navigates and closes it.
    await menuButton.click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

    // Widening the window past 768 px closes it.
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
);

test(
  'the language switcher turns the site French, sets <html lang> and is remembered',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switcher = page.getByRole('combobox', { name: 'Language' });
    await expect(switcher).toHaveValue('en');
    await expect(switcher.locator('option:checked')).toHaveText('ENG');

    await switcher.selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(page.getByRole('combobox', { name: 'Langue' }).locator('option:checked')).toHaveText('FRE');
    await expect(page.getByRole('heading', { name: 'Inscription à la newsletter' })).toBeVisible();
    await expect(page).toHaveTitle(/^À propos · /);
    const nav = await openNavigation(page, 'fr');
    await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pharmacies de garde' })).toBeVisible();
    if (isMobile(page)) await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');

    // And back to English.
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  },
);

test.describe('before the scripts run', () => {
  // No script at all: what a phone shows while its first ~130 KB of script are still on the way.
  test.use({ javaScriptEnabled: false, locale: 'fr-FR' });

  test(
    'the page already shows the header, in the visitor’s language, its section marked',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/pharmacies-on-call');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /page d'accueil/ })).toBeVisible();
      expect((await header.boundingBox())!.height).toBe(96);
      if (isMobile(page)) {
        await expect(header.getByRole('button', { name: 'Ouvrir le menu' })).toBeDisabled();
      } else {
        const nav = header.getByRole('navigation', { name: 'Navigation principale' });
        await expect(nav.getByRole('link', { name: 'Pharmacies de garde' })).toHaveAttribute('aria-current', 'page');
        // Plain links: they work before the app does.
        await nav.getByRole('link', { name: 'Blog' }).click();
        await expect(page).toHaveURL(/\/blog$/);
        await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
    },
  );
});

test('once the app starts, it replaces that first header: one header, one main', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCount(1);
});

test.describe('while the app starts', () => {
  /** Holds back the requests for `file` until the returned function is called, as a slow connection would. */
  async function holdBack(page: Page, file: RegExp) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(file, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }
  const appScript = /\/assets\/index-[\w-]+\.js$/;
  const commonCatalog = /\/assets\/common-[\w-]+\.js$/;

  for (const [moment, file] of [
    ['before the app’s script arrives', appScript],
    ['while the app loads its words', commonCatalog],
  ] as const) {
    test(`the language chosen ${moment} is the one the app starts in, and is remembered`, async ({ page }) => {
      const release = await holdBack(page, file);
      await page.goto('/about-us', { waitUntil: 'commit' });
      // The first screen's own select: the app cannot have replaced it yet.
      await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      release();

      await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
    });
  }

  test.describe('on a phone', () => {
    // The menu button is the narrow header's: narrow in both projects.
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu button, which needs the app, is disabled until the app starts, then opens the menu', async ({
      page,
    }) => {
      const release = await holdBack(page, appScript);
      await page.goto('/services', { waitUntil: 'commit' });
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await expect(menuButton).toBeDisabled();
      release();

      await expect(menuButton).toBeEnabled();
      await menuButton.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    });
  });
});
