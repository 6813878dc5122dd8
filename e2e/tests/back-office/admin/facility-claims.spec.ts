import type { APIRequestContext } from '@playwright/test';
import { makePng } from '../../../fixtures/images';
import { expect, signInAs, test, type TestAccount } from '../../../fixtures/test';

// Issue 35, the back-office side: the people who run a facility ask to manage it with evidence; staff
// find the request in the queue, look at the evidence image, and approve it or reject it with a reason.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

/** Asks to manage a facility through the real API, as the signed-in account of `request`. */
async function claimFacility(request: APIRequestContext, facilityId: number, licenceNumber: string) {
  const response = await request.post('/api/facility-claims', {
    multipart: {
      facilityId: String(facilityId),
      roleAtFacility: 'pharmacist',
      licenceNumber,
      message: 'I am the pharmacist in charge.',
      evidence: { name: 'licence.png', mimeType: 'image/png', buffer: makePng(240, 160, [20, 110, 200]) },
    },
  });
  expect(response.status(), `claim facility ${facilityId}`).toBe(201);
}

const nameOf = (account: TestAccount) => `${account.firstName} ${account.lastName}`;

test('staff find a claim in the queue, see its evidence and approve it; another is rejected with a reason', async ({
  page,
  accounts,
  adminAccount,
  directory,
}) => {
  test.slow();
  const suffix = crypto.randomUUID().slice(0, 8);
  const approved = await directory.createFacility({
    category: 'pharmacy',
    name: `Pharmacie Réclamée ${suffix}`,
    status: 'active',
  });
  const rejected = await directory.createFacility({
    category: 'pharmacy',
    name: `Pharmacie Refusée ${suffix}`,
    status: 'active',
  });

  // The pharmacist's account asks to manage both, through the API, signed in as itself.
  const pharmacist = await accounts.create({ role: 'facility_manager', firstName: 'Amina', lastName: `Ngo ${suffix}` });
  await signInAs(page, pharmacist);
  await claimFacility(page.request, approved.id, `ONPC-${suffix}-1`);
  await claimFacility(page.request, rejected.id, `ONPC-${suffix}-2`);

  // Staff (the same browser: signing in replaces the session) find it in the queue.
  await signInAs(page, adminAccount);
  await page.goto('/admin-dashboard/facility-claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Facility Claims' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(suffix);
  const table = page.getByRole('table', { name: 'Facility claims' });
  const row = table.getByRole('row').filter({ hasText: approved.name });
  await expect(row).toContainText(nameOf(pharmacist));
  await expect(row).toContainText(`ONPC-${suffix}-1`);
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: `Open the claim of ${nameOf(pharmacist)} for ${approved.name}` }).click();

  // The claim, with its evidence image loaded and readable.
  await expect(page.getByRole('heading', { level: 1, name: `Claim for ${approved.name}` })).toBeVisible();
  const evidence = page.getByRole('img', {
    name: `Official document sent by ${nameOf(pharmacist)} as evidence for ${approved.name}`,
  });
  await expect(evidence).toBeVisible();
  await expect.poll(() => evidence.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /Open the image at full size/ })).toHaveAttribute(
    'href',
    /\/api\/admin\/facility-claims\/\d+\/evidence$/,
  );

  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this claim?' });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`${nameOf(pharmacist)} now manages ${approved.name}.`)).toBeVisible();
  await expect(page.getByText(/^Approved by /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The facility's record lists its new manager.
  await page.getByRole('link', { name: approved.name }).click();
  const managers = page.getByRole('table', { name: 'Managers' });
  await expect(managers.getByRole('row').filter({ hasText: pharmacist.email })).toContainText('Pharmacist');

  // The second claim is rejected with a reason.
  await page.goto(`/admin-dashboard/facility-claims?q=${suffix}`);
  await table
    .getByRole('row')
    .filter({ hasText: rejected.name })
    .getByRole('link', { name: `Open the claim of ${nameOf(pharmacist)} for ${rejected.name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Claim for ${rejected.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this claim' });
  await reject.getByLabel('Reason').fill('The licence number belongs to another pharmacy.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(
    page.getByText(/^Rejected by .*Reason: The licence number belongs to another pharmacy\.$/),
  ).toBeVisible();

  // The queue shows both decisions.
  await page.goto(`/admin-dashboard/facility-claims?q=${suffix}`);
  await expect(table.getByRole('row').filter({ hasText: approved.name })).toContainText('Approved');
  await expect(table.getByRole('row').filter({ hasText: rejected.name })).toContainText('Rejected');
});
