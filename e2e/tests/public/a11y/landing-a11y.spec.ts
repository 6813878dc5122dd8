import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

/** Scrolls through the page, a frame at a time, so lazily rendered sections are in the scan too. */
async function revealEverything(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await nextFrame();
      await nextFrame();
    }
  });
  // The footer's newsletter form loads once the footer comes near the screen, as for a visitor who
  // scrolls down to it and stays: wait there for it (the footer itself may arrive after the scroll).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('textbox').first()).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
}

// On a phone in both languages; at desktop width in English too, where the header and sections lay out differently.
for (const language of ['en', 'fr'] as const) {
  const tag = language === 'en' ? ['@desktop'] : [];
  test(
    `the landing page has no serious or critical accessibility violation (${language})`,
    { tag },
    async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await revealEverything(page);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      // Let the featured cards arrive before scanning them.
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
}
