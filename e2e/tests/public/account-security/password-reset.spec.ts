import { expect, signInAs, test } from '../../../fixtures/test';

// Issue 11 "Mail that arrives": without SMTP_URL, a reset mail waits in the Outbox; its link works end to end.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('a reset link read from the Outbox sets a new password that signs in', async ({ page, browser, accounts }) => {
  const patient = await accounts.create({ role: 'patient' });
  const admin = await accounts.create({ role: 'admin' });

  await page.goto('/forgot-password');
  await page.getByRole('main').getByLabel('Email address').fill(patient.email);
  await page.getByRole('button', { name: 'SEND THE LINK' }).click();
  await expect(page.getByRole('main').getByText(/^If an account exists for this address/)).toBeVisible();

  // The admin reads the Outbox (in a browser of their own).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, admin);
  const outbox = await adminPage.request.get(`/api/admin/outbox?q=${encodeURIComponent(patient.email)}`);
  expect(outbox.status()).toBe(200);
  const messages = (await outbox.json()).data as { to: string; template: string; body: string }[];
  const resetMail = messages.find((m) => m.to === patient.email && m.template === 'password_reset');
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(resetMail?.body ?? '')?.[0];
  expect(link, 'a reset link in the Outbox').toBeTruthy();
  await adminContext.close();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password', { exact: true }).fill('my brand new password');
  await page.getByLabel('Confirm new password').fill('my brand new password');
  await page.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();

  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { identifier: patient.email, password: 'my brand new password' },
  });
  expect(signIn.status()).toBe(200);
  const old = await page.request.post('/api/auth/sign-in', {
    data: { identifier: patient.email, password: patient.password },
  });
  expect(old.status()).toBe(401);
});
