import { expect, test } from '../../../fixtures/test';

// Issue 10, the public side: "open now" counts duty periods, and the printable list speaks French.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((day) => [day, [{ opens, closes }]]));

/** Monday 00:00 in Africa/Douala (UTC+1, no daylight saving) of the current directory week, as an instant. */
function thisMonday(now = new Date()): number {
  const local = new Date(now.getTime() + HOUR);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysSinceMonday) - HOUR;
}

test('at Sunday 23:30 a pharmacy on duty shows as open now and one off duty as closed', async ({ page, directory }) => {
  const monday = thisMonday();
  const sundayNight = new Date(monday + 6 * DAY + 23.5 * HOUR);
  const suffix = crypto.randomUUID().slice(0, 8);
  const hours = everyDay('08:00', '20:00');
  const onDuty = await directory.createFacility({
    category: 'pharmacy',
    name: `Garde ${suffix}`,
    status: 'active',
    openingHours: hours,
  });
  const offDuty = await directory.createFacility({
    category: 'pharmacy',
    name: `Repos ${suffix}`,
    status: 'active',
    openingHours: hours,
  });
  // Sunday 20:00 to Monday 07:30, Douala time.
  await directory.createDutyPeriod({
    facilityId: onDuty.id,
    startsAt: new Date(monday + 6 * DAY + 20 * HOUR),
    endsAt: new Date(monday + 7 * DAY + 7.5 * HOUR),
  });

  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.clock.setFixedTime(sundayNight);
  await page.goto(`/pharmacies/${onDuty.id}`);
  await expect(page.getByRole('heading', { level: 1, name: onDuty.name })).toBeVisible();
  await expect(page.getByText('Open now').first()).toBeVisible();
  await expect(page.getByText('On duty until 07:30').first()).toBeVisible();
  await expect(page.getByText('Closed now')).toHaveCount(0);

  await page.goto(`/pharmacies/${offDuty.id}`);
  await expect(page.getByRole('heading', { level: 1, name: offDuty.name })).toBeVisible();
  await expect(page.getByText('Closed now').first()).toBeVisible();
  await expect(page.getByText('Open now')).toHaveCount(0);
});

test('the printable on-call list of a town renders in French', async ({ page, directory }) => {
  const name = `Pharmacie Affiche ${crypto.randomUUID().slice(0, 8)}`;
  const pharmacy = await directory.createFacility({ category: 'pharmacy', name, status: 'active' });
  // Two nights of this week: Monday and Wednesday, 22:00 to 07:30 Douala time.
  const monday = thisMonday();
  for (const night of [0, 2]) {
    await directory.createDutyPeriod({
      facilityId: pharmacy.id,
      startsAt: new Date(monday + night * DAY + 22 * HOUR),
      endsAt: new Date(monday + (night + 1) * DAY + 7.5 * HOUR),
    });
  }
  const detail = await page.request.get(`/api/pharmacies/${pharmacy.id}`);
  const subdivisionId = ((await detail.json()) as { data: { subdivision: { id: number } } }).data.subdivision.id;

  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.goto(`/pharmacies-on-call/print?subdivision=${subdivisionId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: /^Pharmacies de garde à .+, du .+ au .+/ })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  // Both nights are on the poster, not only the first.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText(/^du .+ au .+$/)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible();
});
