import { expect, test } from '@playwright/test';

// Issue 34 (8): on a 320 px phone no page scrolls sideways. The facility detail page widened to 356 px (an
// e-mail address in its facts) and the policy pages to 359 px (the contact e-mail link).

test.use({ viewport: { width: 320, height: 640 } });

test.beforeEach(async ({ page }) => {
  // No internet in the sandbox: the detail page's map works without its tiles.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

const pages = [
  // A demo hospital with an e-mail address in its facts (maternite@bonnenaissance.example).
  { path: '/hospitals/5', ready: 'maternite@bonnenaissance.example' },
  { path: '/privacy-policy', ready: 'contact@healthcarewithinreach.cm' },
  { path: '/terms-of-use', ready: 'contact@healthcarewithinreach.cm' },
];

for (const language of ['en', 'fr'] as const) {
  for (const { path, ready } of pages) {
    test(`${path} does not scroll sideways at 320 px (${language})`, async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto(path);
      await expect(page.getByRole('link', { name: ready }).first()).toBeVisible();
      // The footer and the detail page's map come as they near the screen: the whole page, once loaded.
      if (path.startsWith('/hospitals/')) {
        await page.getByRole('heading', { level: 2, name: /on the map|sur la carte/ }).scrollIntoViewIfNeeded();
        await expect(
          page.getByRole('button', { name: language === 'fr' ? 'Zoom avant' : 'Zoom in', exact: true }),
        ).toBeAttached();
      }
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const widths = await page.evaluate(() => {
        const root = document.documentElement;
        // What sticks out past the right edge, to name in a failure.
        const wide = Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
          .map((element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`)
          .slice(-3);
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
      });
      expect(widths.scrollWidth, JSON.stringify(widths.wide)).toBeLessThanOrEqual(widths.clientWidth);
    });
  }
}
