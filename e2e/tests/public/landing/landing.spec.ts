import { expect, test, type Page } from '@playwright/test';
import { scrollUntilLoaded } from '../../../fixtures/landing-sections';

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/** Records the tones the page plays, instead of playing them. */
async function recordBeeps(page: Page) {
  await page.addInitScript(() => {
    const tones: number[] = [];
    (window as unknown as { __tones: number[] }).__tones = tones;
    class FakeAudioContext {
      currentTime = 0;
      state = 'running';
      destination = {};
      resume() {
        return Promise.resolve();
      }
      createGain() {
        return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
      }
      createOscillator() {
        let frequency = 0;
        return {
          type: '',
          frequency: {
            setValueAtTime(value: number) {
              frequency = value;
            },
          },
          connect() {},
          start() {
            tones.push(frequency);
          },
          stop() {},
        };
      }
    }
    Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true });
  });
}

const featuredRegion = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The landing page, scrolled until its sections below the booking cards (featured to banner) are loaded. */
async function openLanding(page: Page) {
  await page.goto('/');
  await scrollUntilLoaded(page, page.getByRole('heading', { name: 'Looking for a Healthcare Facility?' }));
}

test('the landing sections come in the order of the spec', { tag: '@desktop' }, async ({ page }) => {
  await openLanding(page);
  await expect(page.getByRole('heading', { name: 'Featured Hospitals' })).toBeVisible();
  const headings = (await page.locator('main').getByRole('heading').allTextContents()).map((h) => h.trim());
  const expected = [
    'Healthcare Within Reach: Find, Book & Pay with Ease.',
    'Book care',
    'Featured Hospitals',
    'Join as a Provider',
    'Our Key Features',
    'Our Impact in Numbers',
    'Looking for a Healthcare Facility?',
  ];
  const positions = expected.map((text) => headings.indexOf(text));
  expect(
    positions.every((position) => position >= 0),
    `headings: ${headings.join(' | ')}`,
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(page.getByText('Quantifying our success')).toBeVisible();
});

test('the featured sections, once shown, stay on screen when their cards arrive', async ({ page }) => {
  // React hides a shown part again (display: none) when something inside it needs code or words not yet
  // downloaded: the visitor would see the featured sections vanish, then come back.
  await page.addInitScript(() => {
    const seen = window as unknown as { __featuredHidden: boolean };
    seen.__featuredHidden = false;
    new MutationObserver(() => {
      const section = document.querySelector<HTMLElement>('section[aria-labelledby="featured-heading"]');
      if (section?.style.display === 'none') seen.__featuredHidden = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  });
  await openLanding(page);
  const hospitals = featuredRegion(page, 'Featured Hospitals');
  await expect(hospitals.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }).first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { __featuredHidden: boolean }).__featuredHidden)).toBe(false);
});

test('a booking card opens Coming Soon, beeps a second later, and Go Back closes it', async ({ page }) => {
  const tones = () => page.evaluate(() => (window as unknown as { __tones: number[] }).__tones);
  await recordBeeps(page);
  // A fake clock: the test moves time itself instead of waiting for the beep's second to pass.
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await page.goto('/');
  const book = page.getByRole('button', { name: /Book an Appointment/ });
  await expect(book).toBeVisible();
  await page.clock.pauseAt(new Date('2026-11-23T10:01:00Z'));
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Coming Soon' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Appointment Booking is under development');
  await expect(dialog).toContainText('in our next update');
  await page.clock.runFor(900);
  expect(await tones()).toEqual([]);
  await page.clock.runFor(200);
  expect(await tones()).toEqual([800]);
  await dialog.getByRole('button', { name: 'Go Back' }).last().click();
  await expect(dialog).toBeHidden();

  // Closed before the second is up: no beep.
  await page.getByRole('button', { name: /Home Visit/ }).click();
  await expect(page.getByRole('dialog', { name: 'Coming Soon' })).toContainText('Home Visit Service');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Coming Soon' })).toBeHidden();
  await page.clock.runFor(1500);
  expect(await tones()).toEqual([800]);
});

test('featured tabs switch, pharmacies show who is on call, and a card opens its popup', async ({ page }) => {
  await openLanding(page);
  const hospitals = featuredRegion(page, 'Featured Hospitals');
  await expect(hospitals.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }).first()).toBeAttached();
  await expect(page.getByRole('link', { name: 'View All hospitals' })).toHaveAttribute(
    'href',
    '/medical-facilities/hospitals',
  );

  await page.getByRole('tab', { name: 'Pharmacies' }).click();
  await expect(page.getByRole('heading', { name: 'Featured Pharmacies' })).toBeVisible();
  const pharmacies = featuredRegion(page, 'Featured Pharmacies');
  await expect(pharmacies.getByText('On Call')).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View All pharmacies' })).toHaveAttribute(
    'href',
    '/medical-facilities/pharmacies',
  );

  await page.getByRole('tab', { name: 'Laboratories' }).click();
  const laboratories = featuredRegion(page, 'Featured Laboratories');
  const card = laboratories.locator('li h3 button').first();
  const name = (await card.textContent())!.trim();
  await card.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Available Tests');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('Secured Payments goes to the payment options page, and Facility Mapping opens the search', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('button', { name: /Healthcare Facility Mapping/ }).click();
  const search = page.getByRole('dialog', { name: 'Healthcare Facility Search' });
  await expect(search).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();

  await page.getByRole('button', { name: /Book Appointments/ }).click();
  await expect(page.getByRole('dialog', { name: 'Coming Soon' })).toContainText('Book Appointments');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Secured Payments/ }).click();
  await expect(page).toHaveURL(/\/payment-options$/);
});

test('the call-to-action banner leads to the hospitals listing', async ({ page }) => {
  await openLanding(page);
  await expect(page.getByRole('heading', { name: 'Looking for a Healthcare Facility?' })).toBeVisible();
  await page.getByRole('button', { name: 'See Details' }).click();
  await expect(page).toHaveURL(/\/medical-facilities\/hospitals$/);
});

test(
  'the featured carousel advances by itself on desktop and scrolls with dots on mobile',
  { tag: '@desktop' },
  async ({ page }) => {
    await openLanding(page);
    const region = featuredRegion(page, 'Featured Hospitals');
    const track = page.getByTestId('featured-track');
    await expect(track.locator('li').first()).toBeVisible();

    if (isNarrow(page)) {
      const dots = region.getByRole('button', { name: /^Show cards, page \d of \d$/ });
      await expect(dots).toHaveCount(5); // 9 featured hospitals, one dot per two cards
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
      await expect(dots.last()).toHaveAttribute('aria-current', 'true');
      await expect(region.getByRole('button', { name: 'Next facilities' })).toBeHidden();
    } else {
      await page.mouse.move(0, 0);
      const firstVisibleCard = () =>
        track.evaluate((element) => {
          const left = element.getBoundingClientRect().left;
          const card = Array.from(element.children).find((child) => child.getBoundingClientRect().left >= left - 2);
          return card?.textContent ?? '';
        });
      const initial = await firstVisibleCard();
      await expect.poll(firstVisibleCard, { timeout: 8_000, intervals: [500] }).not.toBe(initial);
      await expect(region.getByRole('button', { name: 'Next facilities' })).toBeVisible();
      await expect(region.getByRole('button', { name: /^Show cards/ })).toHaveCount(0);
    }
  },
);

test('with reduced motion the impact figures show their final values at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLanding(page);
  const impact = page.getByRole('region', { name: 'Our Impact in Numbers' });
  await impact.scrollIntoViewIfNeeded();
  await expect(impact.getByText('10,000+', { exact: true })).toHaveCount(2);
  await expect(impact.getByText('Happy Patients')).toBeVisible();
});
