import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 35 (special dates): staff close a pharmacy for a public holiday; on that day its public page says
// "Closed today", while a pharmacy on duty that night is still on call.

const HOUR = 60 * 60 * 1000;
const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((day) => [day, [{ opens, closes }]]));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('a pharmacy closed for Christmas says "Closed today" that day; one on duty that night stays on call', async ({
  page,
  adminAccount,
  directory,
}) => {
  const suffix = crypto.randomUUID().slice(0, 8);
  const hours = everyDay('08:00', '20:00');
  const closed = await directory.createFacility({
    category: 'pharmacy',
    name: `Pharmacie Fériée ${suffix}`,
    status: 'active',
    openingHours: hours,
  });
  const onDuty = await directory.createFacility({
    category: 'pharmacy',
    name: `Pharmacie de Noël ${suffix}`,
    status: 'active',
    openingHours: hours,
  });
  // The coming Christmas, Douala time (UTC+1): 20:00 that day to 07:30 the next.
  const now = new Date();
  const year = now.getUTCMonth() === 11 && now.getUTCDate() > 25 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const christmas = Date.UTC(year, 11, 25) - HOUR;
  await directory.createDutyPeriod({
    facilityId: onDuty.id,
    startsAt: new Date(christmas + 20 * HOUR),
    endsAt: new Date(christmas + 31.5 * HOUR),
  });

  await signInAs(page, adminAccount);
  await page.goto(`/admin-dashboard/facilities/${closed.id}`);
  await page.getByRole('button', { name: 'Add a special date' }).click();
  const form = page.getByRole('form', { name: 'New special date' });
  const holiday = form.getByLabel('Public holiday');
  await holiday.selectOption(`christmas|${year}-12-25`);
  await form.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('table', { name: 'Special dates' }).getByRole('row').filter({ hasText: '25 Dec' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Closed');

  // Christmas morning: closed all day, though its weekly hours say open.
  await page.clock.setFixedTime(new Date(christmas + 10 * HOUR));
  await page.goto(`/pharmacies/${closed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: closed.name })).toBeVisible();
  await expect(page.getByText('Closed today').first()).toBeVisible();
  await expect(page.getByText('Open now')).toHaveCount(0);

  // That night, the on-call list answers with the pharmacy on duty.
  const at = encodeURIComponent(new Date(christmas + 23 * HOUR).toISOString().replace('Z', '+00:00'));
  await page.goto(`/pharmacies-on-call?at=${at}`);
  const card = page.getByRole('article').filter({ hasText: onDuty.name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('open-state')).toContainText('Open at that time');
});
