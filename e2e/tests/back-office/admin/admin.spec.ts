import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInAs, test, uniqueEmail, type TestAccount } from '../../../fixtures/test';

// Spec 02: sign-in / sign-up, the admin guard, overview, profile settings, password change, logs.
// Every test signs in with an account of its own (fixtures/test.ts), so they all run in parallel.

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

async function signInWithForm(page: Page, account: TestAccount, password = account.password) {
  await page.getByLabel('Account type').selectOption(account.role);
  await page.getByLabel('Username or email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

/** The sidebar's navigation: always shown on desktop, behind the menu button on mobile. */
async function adminNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Back-office navigation' });
  if (isMobile(page)) {
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open the back-office menu' }).click();
  }
  await expect(nav).toBeVisible();
  return nav;
}

test(
  'a patient signs up, is signed in on the public site and is kept out of the back-office',
  { tag: '@phone' },
  async ({ page, accounts }) => {
    const email = uniqueEmail('patient');
    accounts.removeAfter(email);
    await page.goto('/sign-up');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('At least 10 characters.')).toBeVisible();

    await page.getByLabel('I am a').selectOption('patient');
    await page.getByLabel('Full name').fill('Amina Patient');
    await main.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-long-patient-password');
    await main.getByRole('button', { name: 'SIGN UP' }).click();

    await expect(page).toHaveURL(/\/$/);
    const account = page.getByRole('button', { name: 'Account menu for Amina' });
    await expect(account).toBeVisible();
    await account.click();
    // A patient gets no Dashboard entry.
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'Account menu for Amina' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Account menu for Amina' })).toHaveCount(0);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  },
);

test('sign-in shows the generic message for wrong credentials and passes axe', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Username or email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect username/email or password');
  await page.getByRole('link', { name: 'Password Forgotten' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('main').getByLabel('Email address').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'SEND THE LINK' }).click();
  await expect(page.getByText(/If an account exists for this address/)).toBeVisible();
});

test('the guard sends a signed-out visitor to sign in, then back to the page asked for', async ({
  page,
  adminAccount,
}) => {
  await page.goto('/admin-dashboard/logs?level=SUCCESS');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin-dashboard%2Flogs%3Flevel%3DSUCCESS$/);
  await signInWithForm(page, adminAccount);
  await expect(page).toHaveURL(/\/admin-dashboard\/logs\?level=SUCCESS$/);
  await expect(page.getByRole('heading', { name: 'System Logs' })).toBeVisible();
});

test('an open redirect through ?next= is refused', async ({ page, adminAccount }) => {
  await page.goto('/sign-in?next=%2F%2Fevil.example%2Fadmin-dashboard');
  await signInWithForm(page, adminAccount);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test(
  'the overview shows the figures, the sidebar and the profile; it passes axe',
  { tag: '@phone' },
  async ({ page, adminAccount }) => {
    await signInAs(page, adminAccount);
    await page.goto('/admin-dashboard');
    for (const label of ['Total Patients', 'Active Doctors', 'Healthcare Facilities', 'Staff Members']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /CFA$/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const nav = await adminNav(page);
    const profile = page.getByTestId('admin-profile');
    await expect(profile).toContainText(`${adminAccount.firstName} ${adminAccount.lastName}`);
    await expect(profile).toContainText('System Administrator');
    for (const name of ['Overview', 'Doctors', 'Bookings', 'Pharmacy Calls', 'Payments', 'Claims', 'Patients']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Website Data', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Website Data' })).toBeVisible();
  },
);

test('a staff member enters the back-office under their job title', async ({ page, staffAccount }) => {
  await signInAs(page, staffAccount);
  await page.goto('/admin-dashboard');
  await expect(page.getByText('Total Patients', { exact: true })).toBeVisible();
  await adminNav(page);
  const profile = page.getByTestId('admin-profile');
  await expect(profile).toContainText(`${staffAccount.firstName} ${staffAccount.lastName}`);
  await expect(profile).toContainText('Support');
  await expect(profile).not.toContainText('System Administrator');
});

test('the profile is edited, saved and still there after a reload', async ({ page, adminAccount }) => {
  await signInAs(page, adminAccount);
  await page.goto('/admin-dashboard/profile');
  const department = `Quality ${Date.now()}`;
  await expect(page.getByLabel('Department')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Employee ID')).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Department').fill(department);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Profile updated successfully!');
  await page.reload();
  await expect(page.getByLabel('Department')).toHaveValue(department);
  await expect(page.getByLabel('Employee ID')).toHaveAttribute('readonly', '');
});

test('the password is checked and changed; only the new one signs in', async ({ page, adminAccount }) => {
  await signInAs(page, adminAccount);
  await page.goto('/admin-dashboard/profile');
  await page.getByRole('tab', { name: 'Security & Privacy' }).click();
  const current = page.getByLabel('Current Password');
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');

  await current.fill(adminAccount.password);
  await next.fill('first-new-password-1');
  await confirm.fill('other-new-password-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('New passwords do not match!');

  // This test's own account: no other test signs in with it, so nothing has to be restored.
  const changed = `changed-${adminAccount.password}`;
  await next.fill(changed);
  await confirm.fill(changed);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('status')).toHaveText('Security settings updated successfully!');
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(confirm).toHaveValue('');

  // The browser that changed it stays signed in; the old password no longer opens the account.
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  const signIn = (password: string) =>
    page.request.post('/api/auth/sign-in', { data: { identifier: adminAccount.email, password, remember: false } });
  expect((await signIn(adminAccount.password)).status()).toBe(401);
  expect((await signIn(changed)).status()).toBe(200);
});

test('the logs show the events and the level filter works', async ({ page, adminAccount }) => {
  await signInAs(page, adminAccount);
  // This test's own events (a success, a warning, a security one): it relies on no other test's.
  const profile = await page.request.patch('/api/admin/profile', {
    data: { firstName: adminAccount.firstName, lastName: adminAccount.lastName, email: adminAccount.email },
  });
  expect(profile.status()).toBe(200);
  const changePassword = (currentPassword: string, newPassword: string) =>
    page.request.post('/api/admin/profile/password', {
      data: { currentPassword, newPassword, confirmPassword: newPassword },
    });
  const changed = `changed-${adminAccount.password}`;
  expect((await changePassword(`wrong-${adminAccount.password}`, changed)).status()).toBe(400);
  expect((await changePassword(adminAccount.password, changed)).status()).toBe(200);

  await page.goto('/admin-dashboard/logs');
  const search = page.getByLabel('Search');
  await search.fill('Profile updated');
  await expect(page).toHaveURL(/q=Profile\+updated/);
  await expect(page.getByRole('cell', { name: 'Profile updated' }).first()).toBeVisible();
  // Other tests sign in meanwhile: the address keeps this test's line on the first page.
  await search.fill(`Signed in: ${adminAccount.email}`);
  await expect(page.getByRole('cell', { name: `Signed in: ${adminAccount.email}` })).toBeVisible();
  await search.fill('Password changed');
  await expect(page.getByRole('cell', { name: 'Password changed' }).first()).toBeVisible();
  await search.fill('');
  await expect(page).not.toHaveURL(/q=/);

  await page.getByLabel('Level').selectOption('WARN');
  await expect(page).toHaveURL(/level=WARN/);
  // The previous page stays on screen while the filtered one loads (it holds the warning too), so wait
  // until every row shown is a warning rather than reading the table once.
  const levelCells = page.locator('tbody tr td:first-child');
  await expect
    .poll(async () => [...new Set((await levelCells.allInnerTexts()).map((level) => level.trim()))])
    .toEqual(['Warning']);
  await expect(
    page.getByRole('cell', { name: 'Password change refused: wrong current password' }).first(),
  ).toBeVisible();
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export' })).toHaveAttribute(
    'href',
    /\/api\/admin\/logs\/export\?level=WARN/,
  );

  await page.getByLabel('Level').selectOption('SUCCESS');
  await page.getByLabel('Time range').selectOption('today');
  await expect(page).toHaveURL(/range=today/);
  await expect(page.locator('tbody tr td:first-child').first()).toHaveText('Success');
});

test('logout closes the back-office again', async ({ page, adminAccount }) => {
  await signInAs(page, adminAccount);
  await page.goto('/admin-dashboard');
  await adminNav(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin-dashboard$/);
});
