import { expect, test } from '../../../fixtures/test';

// Issue 34 (8): the printable on-call list is the list alone, on one A4 page for up to 12 pharmacies, every phone
// number on it, and within the CSP (it had an inline <style>, the site's header and footer, and 2 pages for 2).

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Monday 00:00 in Africa/Douala (UTC+1, no daylight saving) of the current directory week, as an instant. */
function thisMonday(now = new Date()): number {
  const local = new Date(now.getTime() + HOUR);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysSinceMonday) - HOUR;
}

/** Pages of a PDF: its /Type /Page objects (not the /Type /Pages tree). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('12 pharmacies on call print on one A4 page, with every phone and nothing of the site around them', async ({
  page,
  directory,
}) => {
  test.slow();
  // A town of its own (no demo pharmacy, no other test's), so the list holds these 12 and no more.
  const places = (await (await page.request.get('/api/subdivisions')).json()) as {
    data: { id: number; nameEn: string }[];
  };
  const town = places.data.find((place) => place.nameEn === 'Abong-Mbang');
  expect(town, 'the subdivision Abong-Mbang').toBeDefined();

  const suffix = crypto.randomUUID().slice(0, 6);
  const monday = thisMonday();
  const pharmacies = await Promise.all(
    Array.from({ length: 12 }, async (_, index) => {
      // Names, addresses and phones as long as the directory's: some fields hold two numbers.
      const phone =
        index % 3 === 0 ? `677 63 95 ${10 + index} / 670 70 21 ${10 + index}` : `+237 699 41 27 ${10 + index}`;
      const pharmacy = await directory.createFacility({
        category: 'pharmacy',
        name: `Pharmacie Sainte-Espérance du Carrefour ${index + 1} ${suffix}`,
        status: 'active',
        address: `Carrefour Oyom-Abang, route de l'Ouest, face à la station ${index + 1}, Abong-Mbang`,
        phone,
        subdivisionId: town!.id,
      });
      // Two nights of the week each, as a nightly rota publishes them.
      for (const night of [index % 7, (index + 3) % 7]) {
        await directory.createDutyPeriod({
          facilityId: pharmacy.id,
          startsAt: new Date(monday + night * DAY + 22 * HOUR),
          endsAt: new Date(monday + (night + 1) * DAY + 7.5 * HOUR),
        });
      }
      return { name: pharmacy.name, numbers: phone.split(' / ') };
    }),
  );

  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(`/pharmacies-on-call/print?subdivision=${town!.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Pharmacies on call in Abong-Mbang, from / }),
  ).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(13);
  // On screen, the site and the buttons are there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: /^Pharmacies on call in Abong-Mbang/ })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
  const width = page.viewportSize()!.width;
  for (const { name, numbers } of pharmacies) {
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    for (const number of numbers) {
      const cell = row.getByText(number, { exact: true });
      await expect(cell).toBeVisible();
      // Whole and on the page, not cut at its edge.
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, number).toBeLessThanOrEqual(width);
    }
  }

  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdfPages(pdf)).toBe(1);

  // The page's styles all come from the build's stylesheets: no inline <style> for the CSP to refuse.
  expect(await page.locator('style').count()).toBe(0);
  expect(cspErrors).toEqual([]);
});
