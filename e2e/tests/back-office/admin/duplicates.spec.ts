import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 36: staff dismiss a possible duplicate that is two different places; it stays dismissed.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('a pair dismissed as "not a duplicate" leaves the list and does not come back', async ({
  page,
  staffAccount,
  directory,
}) => {
  const places = (await (await page.request.get('/api/subdivisions')).json()) as {
    data: { id: number; nameEn: string }[];
  };
  const town = places.data.find((place) => place.nameEn === 'Lomié') ?? places.data.at(-1)!;
  // Alike names in one subdivision, neither placed on the map: offered as possible duplicates. Laboratories, the
  // smallest category, keep the search for pairs short.
  const word = crypto.randomUUID().slice(0, 8);
  const first = await directory.createFacility({
    category: 'laboratory',
    name: `Laboratoire Espoir ${word}`,
    status: 'active',
    subdivisionId: town.id,
  });
  const second = await directory.createFacility({
    category: 'laboratory',
    name: `Laboratoire de l'Espoir ${word}`,
    status: 'active',
    subdivisionId: town.id,
  });

  await signInAs(page, staffAccount);
  const pagesListing = async () => {
    const pairs: { page: number; first: { id: number }; second: { id: number } }[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const response = await page.request.get(
        `/api/admin/facilities/duplicates?category=laboratory&q=${word}&page=${pageNumber}`,
      );
      expect(response.status(), await response.text()).toBe(200);
      const body = (await response.json()) as {
        data: { first: { id: number }; second: { id: number } }[];
        meta: { total: number; pageSize: number };
      };
      pairs.push(...body.data.map((pair) => ({ ...pair, page: pageNumber })));
      if (pageNumber * body.meta.pageSize >= body.meta.total) return pairs;
    }
  };
  const ours = (await pagesListing()).find(
    (pair) => [pair.first.id, pair.second.id].sort().join() === [first.id, second.id].sort().join(),
  );
  expect(ours, 'the pair is offered').toBeDefined();

  await page.goto(`/admin-dashboard/facilities/duplicates?category=laboratory&q=${word}`);
  expect(ours!.page).toBe(1);
  await page.getByRole('button', { name: new RegExp(`^Not a duplicate: .*${word}.* and .*${word}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Two different places?' });
  await dialog.getByRole('button', { name: 'Not a duplicate' }).click();
  await expect(page.getByText(/are kept apart: they will not be offered again/)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Not a duplicate: .*${word}`) })).toHaveCount(0);

  // For good: the server no longer offers it, and the facility's history says who decided.
  expect((await pagesListing()).some((pair) => [pair.first.id, pair.second.id].includes(first.id))).toBe(false);
  await page.goto(`/admin-dashboard/facilities/${first.id}`);
  await expect(page.getByText('Not a duplicate').first()).toBeVisible();
});
