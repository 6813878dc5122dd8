import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 33: staff see, on a facility's Edit page, where its data comes from. The e2e server seeds the real
// reference data, the 2019 national public facility list included; nothing here is changed.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('the Edit page of a facility from the 2019 national list shows its source record, read-only', async ({
  page,
  staffAccount,
}) => {
  const found = await page.request.get('/api/hospitals?query=Gungong&facilityType=integrated_health_center');
  const [csi] = ((await found.json()) as { data: { id: number; name: string }[] }).data;
  expect(csi?.name).toBe('Centre de Santé Intégré de Gungong');

  await signInAs(page, staffAccount);
  await page.goto(`/admin-dashboard/facilities/${csi!.id}/edit`);
  await expect(page.getByLabel('Facility Type')).toHaveValue('integrated_health_center');
  await expect(page.getByLabel('Facility Type').locator('option:checked')).toHaveText('Integrated Health Center (CSI)');
  const sources = page.getByRole('region', { name: 'Sources' });
  const record = sources.getByRole('row', { name: /2019 national public facility list \(Maina et al\.\)/ });
  await expect(record).toContainText('CC0-1.0');
  await expect(sources.getByText('Approximate: the source placed it at its village')).toBeVisible();
  await expect(sources.getByText('From the 2019 national list', { exact: true })).toBeVisible();
  await expect(sources.getByRole('textbox')).toHaveCount(0);
});
