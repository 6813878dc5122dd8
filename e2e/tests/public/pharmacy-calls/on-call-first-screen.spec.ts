import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../../fixtures/test';

// Issue 34: on a 320x640 phone, the first screen of /pharmacies-on-call answers for the visitor's place.

const HOUR = 60 * 60 * 1000;

test.use({ viewport: { width: 320, height: 640 } });

test('the on-call page opens on the division chosen there last, a pharmacy on duty on the first screen', async ({
  page,
  directory,
}) => {
  const name = `Pharmacie Première ${crypto.randomUUID().slice(0, 8)}`;
  const pharmacy = await directory.createFacility({ category: 'pharmacy', name, status: 'active' });
  const now = Date.now();
  await directory.createDutyPeriod({
    facilityId: pharmacy.id,
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + 6 * HOUR),
  });
  const detail = await page.request.get(`/api/pharmacies/${pharmacy.id}`);
  const { region, division } = (
    (await detail.json()) as {
      data: { region: { id: number }; division: { id: number; nameEn: string } };
    }
  ).data;

  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  // The visitor chose that division on an earlier visit.
  await page.goto(`/pharmacies-on-call?region=${region.id}&division=${division.id}`);
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();

  await page.goto('/pharmacies-on-call');
  await expect(page).toHaveURL(new RegExp(`\\?region=${region.id}&division=${division.id}$`));
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'On duty now' })).toBeInViewport();
  // The place and time folded into a line each, saying what the list answers for.
  const where = page.locator('summary', { hasText: 'Where:' });
  await expect(where).toContainText(division.nameEn);
  await expect(page.getByLabel('Region')).toBeHidden();
  await expect(page.locator('summary', { hasText: 'When:' })).toContainText('Now');

  // Opened, the place can be changed; the printable list of the town is offered there.
  await where.click();
  await expect(page.getByLabel('Division', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: "Print or share this week's on-call list" })).toBeVisible();
  // No horizontal scroll at 320 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

/** A subdivision no pharmacy is on call in this week (the demo rota's towns and other tests' first one aside). */
async function subdivisionWithoutRota(request: APIRequestContext) {
  const get = async <T>(url: string) => ((await (await request.get(url)).json()) as { data: T }).data;
  const onCall = await get<{ subdivision: { id: number } | null }[]>('/api/pharmacies/on-call?pageSize=100');
  const taken = new Set(onCall.map((pharmacy) => pharmacy.subdivision?.id));
  const regions = await get<{ id: number }[]>('/api/regions');
  for (const region of regions.reverse()) {
    for (const division of await get<{ id: number }[]>(`/api/divisions?region=${region.id}`)) {
      const free = (await get<{ id: number }[]>(`/api/subdivisions?division=${division.id}`)).find(
        (subdivision) => !taken.has(subdivision.id),
      );
      if (free) return { region: region.id, division: division.id, subdivision: free.id };
    }
  }
  throw new Error('Every subdivision has a pharmacy on call');
}

test('where no pharmacy on call is published, it says so and offers what helps instead', async ({
  page,
  directory,
}) => {
  const place = await subdivisionWithoutRota(page.request);
  const hospital = await directory.createFacility({
    category: 'hospital',
    name: `Hôpital Urgences ${crypto.randomUUID().slice(0, 8)}`,
    status: 'active',
    emergency: true,
    subdivisionId: place.subdivision,
  });

  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.goto(
    `/pharmacies-on-call?region=${place.region}&division=${place.division}&subdivision=${place.subdivision}`,
  );
  await expect(
    page.getByText("Aucune pharmacie de garde n'a été publiée pour ce lieu d'ici la fin de la semaine."),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ce que vous pouvez faire' })).toBeVisible();
  await expect(page.getByRole('link', { name: hospital.name })).toBeVisible();
  await expect(page.getByRole('link', { name: '117' })).toHaveAttribute('href', 'tel:117');
});
