import type { Page } from '@playwright/test';
import { englishSeen, fr } from '../../../fixtures/catalogs';
import { expect, test } from '../../../fixtures/test';

// Issue 36, the French back-office: a French-speaking administrator's day (sign in, approve a facility a colleague
// proposed, correct its phone, read its history, the employees, the system log, the pharmacies' on-call rota, the
// outbox and their profile) shows no English text of the app and no raw translation key on any screen they see.

const rawKey =
  /(?<![@\w./-])[a-z][\w-]*:[a-z]\w*\.[a-zA-Z_][\w.]*\b|\b(?:roles|nav|fields|actions|columns)\.[a-z]\w*\b/;

/** Adds to `notFrench` what the screen shows that is not French: English texts of the app and raw keys. */
async function readScreen(page: Page, screen: string, notFrench: string[]) {
  // The lists and figures have answered: their loading texts are gone.
  await expect(page.locator('[aria-busy="true"]'), screen).toHaveCount(0);
  const text = await page.locator('body').innerText();
  notFrench.push(...englishSeen(text).map((line) => `${screen}: ${line}`));
  const key = rawKey.exec(text);
  if (key) notFrench.push(`${screen}: raw key ${key[0]}`);
}

test("a French administrator's day shows no English and no raw key", async ({ page, accounts, directory }) => {
  test.setTimeout(120_000);
  const colleague = await accounts.create({ role: 'manager', jobTitle: 'Project Manager' });
  const me = await accounts.create({ role: 'admin', firstName: 'Aïcha', lastName: 'Bello' });
  const name = `Pharmacie Bilingue ${Date.now().toString(36)}`;
  await directory.createFacility({
    category: 'pharmacy',
    name,
    status: 'pending',
    createdBy: colleague.id,
  });
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  const notFrench: string[] = [];
  const read = (screen: string) => readScreen(page, screen, notFrench);

  // Signing in: the back-office sends a signed-out visitor to the sign-in page, and back.
  await page.goto('/admin-dashboard');
  await expect(page.getByText(fr('auth:signIn.adminNotice'))).toBeVisible();
  await read('sign-in');
  await page.getByLabel(fr('auth:fields.identifier')).fill(me.email);
  await page.getByLabel(fr('auth:fields.password'), { exact: true }).fill(me.password);
  await page.getByRole('button', { name: fr('auth:signIn.submit') }).click();
  const sidebar = page.getByRole('navigation', { name: fr('admin:nav.label') });
  await expect(sidebar).toBeVisible();
  await expect(page.getByText(fr('admin:roleLabels.admin')).first()).toBeVisible();
  await read('overview');

  // The pending facility a colleague proposed: approved with the evidence in view.
  await sidebar.getByRole('link', { name: fr('admin:nav.facilities'), exact: true }).click();
  await page.getByRole('searchbox').first().fill(name);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await read('facility record');
  await page.getByRole('button', { name: fr('admin-facilities:actions.approve'), exact: true }).click();
  const evidence = page.getByRole('dialog', { name: fr('admin-facilities:fourEyes.title', { name }) });
  await expect(evidence.getByText(`${colleague.firstName} ${colleague.lastName}`, { exact: false })).toBeVisible();
  await read('approval evidence');
  await evidence.getByRole('button', { name: fr('admin-facilities:actions.approve'), exact: true }).click();
  await expect(page.getByText(fr('admin-facilities:notices.approved', { name }))).toBeVisible();

  // Its phone corrected; the history says what changed, in French.
  await page.getByRole('link', { name: fr('admin-facilities:actions.edit') }).click();
  await page.getByLabel(fr('facility-form:fields.phone')).fill('677 12 34 56');
  await read('facility form');
  await page.getByRole('button', { name: fr('facility-form:submit.edit') }).click();
  await expect(page.getByText(fr('facility-form:notices.saved'))).toBeVisible();
  const history = page.getByRole('region', { name: fr('admin-facilities:history.title') });
  await expect(history.getByText(fr('admin-facilities:history.actions.approved')).first()).toBeVisible();
  await expect(history.getByText(fr('admin-facilities:fields.phone')).first()).toBeVisible();
  await read('facility history');

  // The colleague's job title is stored as the spec's English value and read in French.
  await sidebar.getByRole('link', { name: fr('admin:nav.employees'), exact: true }).click();
  await page.getByRole('searchbox').first().fill(colleague.email);
  await expect(page.getByText(fr('admin:jobTitles.Project Manager')).first()).toBeVisible();
  await read('employees');

  // The system log tells the approval in French.
  await sidebar.getByRole('link', { name: fr('admin:nav.logs'), exact: true }).click();
  await expect(page.getByText(new RegExp(`${name}`)).first()).toBeVisible();
  await read('system log');

  // The on-call rota, the outbox and the profile.
  await sidebar.getByRole('link', { name: fr('admin:nav.pharmacyCalls'), exact: true }).click();
  await expect(page.locator('#admin-main h1')).toBeVisible();
  await read('pharmacy calls');
  await sidebar.getByRole('link', { name: fr('admin:nav.outbox'), exact: true }).click();
  await expect(page.locator('#admin-main h1')).toBeVisible();
  await read('outbox');
  await sidebar.getByRole('link', { name: fr('admin:nav.profile'), exact: true }).click();
  await expect(page.locator('#admin-main h1')).toBeVisible();
  await read('profile');

  expect(notFrench).toEqual([]);
});
