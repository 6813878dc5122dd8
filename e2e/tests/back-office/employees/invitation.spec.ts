import type { Page } from '@playwright/test';
import { expect, signInAs, test, uniqueEmail } from '../../../fixtures/test';

// Issue 11: an employee is invited (never given a password), reads the mail in the Outbox (no SMTP
// server here), chooses a password and signs in with their role; a reset link from the Outbox works.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

async function signInWithForm(page: Page, account: { role: string; email: string; password: string }) {
  await page.goto('/sign-in');
  await page.getByLabel('Account type').selectOption(account.role);
  await page.getByLabel('Username or email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

/** Opens the newest mail to `email` in the Outbox (as the signed-in admin) and follows its link. */
async function followLinkInOutbox(page: Page, email: string, subject: string | RegExp) {
  await page.goto(`/admin-dashboard/outbox?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mail written by the service' });
  const row = table.getByRole('row').filter({ hasText: email }).first();
  await row.getByText(subject).click();
  await row.getByRole('link').first().click();
}

test('an admin adds an employee, who accepts the invitation from the Outbox and signs in with their role', async ({
  page,
  adminAccount,
  accounts,
}) => {
  const email = uniqueEmail('invited-manager');
  accounts.removeAfter(email);
  await signInAs(page, adminAccount);
  await page.goto('/admin-dashboard/employees/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Employee' })).toBeVisible();
  await page.getByLabel('First Name').fill('Awa');
  await page.getByLabel('Last Name').fill('Ngono');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('677 12 34 56');
  await page.getByLabel('Role').selectOption('manager');
  await page.getByLabel('Job Title').selectOption('Manager');
  // No password field: the admin never types or sees one.
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/employees\?q=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  await expect(row.getByText('+237677123456')).toBeVisible();

  await followLinkInOutbox(page, email, 'You are invited to the Cameroon Health Directory back-office');
  await expect(page).toHaveURL(/\/accept-invitation\?token=/);
  await expect(page.getByText(`Welcome, Awa. Choose the password of your account ${email}.`)).toBeVisible();
  const password = 'a fresh password of mine';
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password').fill(password);
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByText('Your password is set and your account is active.')).toBeVisible();

  await signInWithForm(page, { role: 'manager', email, password });
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/admin-dashboard/facilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
  await page.goto('/admin-dashboard/employees');
  // The API refuses a manager (403); the page says so (or the lead's section guard does).
  await expect(
    page.getByText(/Only an administrator can manage employees\.|This section is not part of your role/).first(),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('a reset link from the Outbox works', async ({ page, adminAccount, accounts }) => {
  const user = await accounts.create({ role: 'support', password: 'the old password 123' });
  await page.goto('/forgot-password');
  await page.getByRole('main').getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'SEND THE LINK' }).click();
  await expect(page.getByText(/If an account exists for this address/)).toBeVisible();

  await signInAs(page, adminAccount);
  await followLinkInOutbox(page, user.email, 'Reset your password');
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const password = 'the new password 456';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await signInWithForm(page, { role: 'support', email: user.email, password });
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
