import { expect, test } from '../../../fixtures/test';
import type { Page } from '@playwright/test';
import { pharmacyOnDutyNow, SAVED_COPY_NOTICE, saveDirectory, untilServed } from './saved-directory-helpers';

// Issue 34, part 6, "Offline as promised": saved from any page, the directory opens offline every page it can
// answer (the on-call list, the listings with their place filters, a facility's page), though the visitor
// never opened them online; and the footer tells what the copy really takes.

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

type Place = { id: number; nameEn: string; regionId?: number; divisionId?: number };

/** A town of the directory with its division and region, read from the API while online. */
async function placeOf(page: Page, subdivisionName: string) {
  const read = async (path: string) => ((await (await page.request.get(path)).json()) as { data: Place[] }).data;
  const subdivision = (await read('/api/subdivisions')).find((place) => place.nameEn === subdivisionName);
  expect(subdivision, `the subdivision ${subdivisionName}`).toBeDefined();
  const division = (await read('/api/divisions')).find((place) => place.id === subdivision!.divisionId);
  expect(division, `the division of ${subdivisionName}`).toBeDefined();
  return { region: division!.regionId!, division, subdivision: subdivision! };
}

test('saved on the landing page, then offline, the on-call list opens from the menu and on reload', async ({
  page,
  context,
  directory,
}) => {
  const { id: pharmacyId, name } = await pharmacyOnDutyNow(directory, 'Pharmacie Garde Hors Ligne');
  // The on-call page is never opened online: neither its code nor its list was downloaded by a visit.
  await page.goto('/');
  await untilServed(page, pharmacyId, { onDuty: true });
  await saveDirectory(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pharmacies On Call' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies On Call' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_COPY_NOTICE })).toBeVisible();
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);

  // Its address reloaded offline: the worker's copy of the app, the list from the saved directory.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies On Call' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_COPY_NOTICE })).toBeVisible();
});

test('an on-call list seen before the directory was saved gives way offline to the newer saved copy', async ({
  page,
  context,
  directory,
}) => {
  await page.goto('/pharmacies-on-call');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // The worker keeps the list as seen now.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('data-v1')).keys()).some(
          (request) => new URL(request.url).pathname === '/api/pharmacies/on-call',
        ),
      ),
    )
    .toBe(true);
  // A pharmacy goes on duty after that list was seen, before the directory is saved.
  const { id: pharmacyId, name } = await pharmacyOnDutyNow(directory, 'Pharmacie Relève');
  await untilServed(page, pharmacyId, { onDuty: true });
  await saveDirectory(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_COPY_NOTICE })).toBeVisible();
});

test('saved, then offline, the listings open with and without place filters, and a facility’s page', async ({
  page,
  context,
  directory,
}) => {
  await page.goto('/');
  const town = await placeOf(page, 'Abong-Mbang');
  const suffix = crypto.randomUUID().slice(0, 8);
  const hospital = `Clinique Sans Réseau ${suffix}`;
  const pharmacy = `Pharmacie Sans Réseau ${suffix}`;
  const created = await directory.createFacility({
    category: 'hospital',
    name: hospital,
    status: 'active',
    phone: '+237 222 33 44 55',
    subdivisionId: town.subdivision.id,
  });
  const createdPharmacy = await directory.createFacility({
    category: 'pharmacy',
    name: pharmacy,
    status: 'active',
    subdivisionId: town.subdivision.id,
  });
  await untilServed(page, created.id);
  await untilServed(page, createdPharmacy.id);
  await saveDirectory(page);
  await context.setOffline(true);

  // A listing with no filter: the copy's hospitals, and the name box searches them.
  await page.goto('/medical-facilities/hospitals');
  await expect(page.getByRole('heading', { level: 1, name: 'Hospitals' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^[\d,]+ hospitals found$/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_COPY_NOTICE })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by hospital or doctor name' }).fill(`sans reseau ${suffix}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: hospital });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1 hospital found' })).toBeVisible();

  // Its page, from the copy: the name, the place and the phone.
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: hospital })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('+237 222 33 44 55');
  await expect(page.getByRole('main')).toContainText('Abong-Mbang');
  await expect(page.getByRole('status').filter({ hasText: SAVED_COPY_NOTICE })).toBeVisible();

  // A listing narrowed to a town, opened by its address: the filters offer the copy's places.
  await page.goto(
    `/medical-facilities/pharmacies?region=${town.region}&division=${town.division!.id}&subdivision=${town.subdivision.id}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: pharmacy })).toBeVisible();
  await expect(page.getByLabel('Division', { exact: true })).toHaveValue(String(town.division!.id));
  await expect(page.getByLabel('Subdivision', { exact: true })).toHaveValue(String(town.subdivision.id));
  await expect(
    page.getByLabel('Subdivision', { exact: true }).getByRole('option', { name: 'Abong-Mbang' }),
  ).toHaveCount(1);
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
});

/** "118 KB" or "1.1 MB" in bytes, with how far the rounding may be off. */
function bytesOf(amount: string, unit: string): { bytes: number; within: number } {
  const value = Number(amount.replace(/,/g, ''));
  return unit === 'MB' ? { bytes: value * 1024 ** 2, within: 0.05 * 1024 ** 2 } : { bytes: value * 1024, within: 512 };
}

test('once saved, the footer tells what the copy really took: on the device and over the network', async ({ page }) => {
  await page.goto('/');
  await saveDirectory(page);
  const sizes = page.getByText(/^It takes [\d.,]+ [KM]B on this device; the last download was [\d.,]+ [KM]B\.$/);
  await expect(sizes).toBeVisible();
  const [, stored = '', storedUnit = '', downloaded = '', downloadedUnit = ''] =
    /^It takes ([\d.,]+) ([KM]B) on this device; the last download was ([\d.,]+) ([KM]B)\.$/.exec(
      await sizes.innerText(),
    ) ?? [];

  // What the browser measured of the download, and what the copy kept in IndexedDB holds.
  const measured = await page.evaluate(async () => {
    const [entry] = performance
      .getEntriesByType('resource')
      .filter(
        (candidate) => new URL(candidate.name).pathname === '/api/offline-directory',
      ) as PerformanceResourceTiming[];
    const copy = await new Promise<unknown>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const read = open.result.transaction('keyval').objectStore('keyval').get('saved-directory-v1');
        read.onerror = () => reject(read.error);
        read.onsuccess = () => resolve(read.result);
      };
    });
    return {
      downloaded: entry?.encodedBodySize ?? 0,
      stored: new TextEncoder().encode(JSON.stringify(copy)).length,
    };
  });
  expect(measured.downloaded).toBeGreaterThan(0);
  const said = { stored: bytesOf(stored, storedUnit), downloaded: bytesOf(downloaded, downloadedUnit) };
  expect(Math.abs(said.stored.bytes - measured.stored)).toBeLessThanOrEqual(said.stored.within);
  expect(Math.abs(said.downloaded.bytes - measured.downloaded)).toBeLessThanOrEqual(said.downloaded.within);
});
