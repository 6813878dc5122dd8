import { expect, test } from '@playwright/test';
import { scrollUntilLoaded } from '../../../fixtures/landing-sections';

/** The banner heading in each language (apps/web/src/locales/<language>/landing.json, cta.heading). */
const headings = {
  en: 'Looking for a Healthcare Facility?',
  fr: 'Vous cherchez un établissement de santé ?',
} as const;

type Problem = { element: string; problem: string };

for (const language of ['en', 'fr'] as const) {
  for (const width of [320, 375, 414]) {
    test(`the call-to-action banner fits at ${width} px in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/');

      const heading = page.getByRole('heading', { name: headings[language], exact: true });
      const banner = page.getByRole('region', { name: headings[language], exact: true });
      await scrollUntilLoaded(page, heading);
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
      await expect(heading).toHaveText(headings[language]);

      const problems = await banner.evaluate((section): Problem[] => {
        const found: Problem[] = [];
        const viewport = document.documentElement.clientWidth;
        const describe = (element: Element) => {
          const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          return `<${element.tagName.toLowerCase()}> "${text}"`;
        };
        // The tips carousel scrolls sideways on purpose: its slides are checked against the carousel's width,
        // everything else against the viewport.
        const scrollerOf = (element: Element) => {
          for (let parent = element.parentElement; parent && parent !== section; parent = parent.parentElement) {
            const overflowX = getComputedStyle(parent).overflowX;
            if (overflowX === 'auto' || overflowX === 'scroll') return parent;
          }
          return null;
        };
        for (const element of [section, ...Array.from(section.querySelectorAll('*'))]) {
          if (!(element instanceof HTMLElement)) continue;
          const style = getComputedStyle(element);
          const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
          if (!scrolls && element.scrollWidth > element.clientWidth + 1) {
            found.push({
              element: describe(element),
              problem: `scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth}`,
            });
          }
          if (style.textOverflow === 'ellipsis')
            found.push({ element: describe(element), problem: 'text-overflow: ellipsis' });
          const box = element.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          const scroller = scrollerOf(element);
          if (scroller) {
            if (box.width > scroller.clientWidth + 1) {
              found.push({
                element: describe(element),
                problem: `${Math.round(box.width)} px wide in a ${scroller.clientWidth} px carousel`,
              });
            }
          } else if (box.left < -1 || box.right > viewport + 1) {
            found.push({
              element: describe(element),
              problem: `spans ${Math.round(box.left)}..${Math.round(box.right)} in a ${viewport} px viewport`,
            });
          }
        }
        return found;
      });
      expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);

      // The whole heading shows: on screen, inside the banner card and not cut short.
      const headingBox = await heading.evaluate((element) => {
        const card = element.closest('section')?.firstElementChild ?? element;
        const box = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        const cardBox = card.getBoundingClientRect();
        return {
          fits: element.scrollWidth <= element.clientWidth + 1,
          textInside: text.left >= cardBox.left - 1 && text.right <= cardBox.right + 1,
          inViewport: box.left >= -1 && box.right <= document.documentElement.clientWidth + 1,
        };
      });
      expect(headingBox).toEqual({ fits: true, textInside: true, inViewport: true });
    });
  }
}
