import { expect, type Page } from '@playwright/test';
import type { DirectoryFixtures } from '../../../fixtures/test';

/**
 * Saves the directory from the footer, as a visitor would, and waits until it is kept ("Saved" is said only
 * once the copy and the code of the pages it answers are on the device).
 */
export async function saveDirectory(page: Page) {
  // The site is set up for offline use once the page is idle: the worker, then the offline notice's code.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/offline-notices-')),
  );
  // The control (and the size it names) loads once the footer comes near the screen.
  await page.getByRole('heading', { name: 'Use offline' }).scrollIntoViewIfNeeded();
  const save = page.getByRole('button', { name: /^Save the directory for offline use \(≈ [\d,.]+ [KM]B\)$/ });
  await expect(save).toBeVisible();
  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Saved for offline use: [\d,]+ facilities, updated / }),
  ).toBeVisible({ timeout: 20_000 });
}

/** The notice a page shows while what it shows comes from the directory saved on the device. */
export const SAVED_COPY_NOTICE = /^Offline — showing the directory saved on this device, as of /;

/**
 * Until the server answers with what a test just wrote (a facility, with a duty period when `onDuty`): it reads
 * the directory's version at most once a second, so a copy asked for sooner could be the one cached before.
 */
export async function untilServed(page: Page, facilityId: number, { onDuty = false } = {}) {
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/facilities/${facilityId}`);
      if (!answer.ok()) return false;
      const { data } = (await answer.json()) as { data: { dutyPeriods: unknown[] } };
      return !onDuty || data.dutyPeriods.length > 0;
    })
    .toBe(true);
}

const HOUR = 60 * 60 * 1000;

/**
 * A pharmacy of this test on duty now, named `prefix` and a random tail: its period began long before the demo
 * rota's, so it comes first in duty order.
 */
export async function pharmacyOnDutyNow(directory: DirectoryFixtures['directory'], prefix: string) {
  const name = `${prefix} ${crypto.randomUUID().slice(0, 8)}`;
  const pharmacy = await directory.createFacility({ category: 'pharmacy', name, status: 'active' });
  const now = Date.now();
  await directory.createDutyPeriod({
    facilityId: pharmacy.id,
    startsAt: new Date(now - 12 * 24 * HOUR),
    endsAt: new Date(now + 6 * HOUR),
  });
  return { id: pharmacy.id, name };
}
