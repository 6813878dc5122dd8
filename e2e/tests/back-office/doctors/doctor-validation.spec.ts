import { makePng } from '../../../fixtures/images';
import { expect, signInAs, test, uniqueEmail } from '../../../fixtures/test';

// Issue 11 "Doctors": a doctor who signs up waits as pending (Approve closed until their identity
// evidence is stored), is verified with their ID images in the back-office, linked to a hospital,
// validated with that evidence shown full size, and then appears on that hospital's public page.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

test('a doctor signs up, is verified with two images, validated on that evidence, linked to a hospital and shown on its page', async ({
  page,
  accounts,
  adminAccount,
  staffAccount,
  directory,
}) => {
  test.slow();
  const suffix = crypto.randomUUID().slice(0, 8);
  const name = `Nadia Ebongue ${suffix}`;
  const email = uniqueEmail('doctor');
  accounts.removeAfter(email);
  const hospitalName = `Hôpital Validation ${suffix}`;
  const hospital = await directory.createFacility({ category: 'hospital', name: hospitalName, status: 'active' });

  // The public sign-up page, as a doctor.
  await page.goto('/sign-up');
  const main = page.getByRole('main');
  await page.getByLabel('I am a').selectOption('doctor');
  await page.getByLabel('Full name').fill(name);
  await main.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-doctor-password');
  await main.getByRole('button', { name: 'SIGN UP' }).click();
  // A doctor's account waits for validation: the page says so.
  await expect(page.getByText(/awaits validation by our team/)).toBeVisible();

  // Validate Doctors: the new doctor waits there; with no identity evidence yet, Approve is disabled and says why.
  await signInAs(page, adminAccount);
  await page.goto('/admin-dashboard/doctors');
  await expect(page.getByRole('heading', { level: 1, name: 'Doctors' })).toBeVisible();
  await page.getByRole('link', { name: /^Validate Doctors/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Validate Doctors' })).toBeVisible();
  const waiting = page.getByRole('row', { name: new RegExp(name) });
  const approve = waiting.getByRole('button', { name: `Approve ${name}` });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(
    'Approve needs the ID number, the medical licence number, the front of the ID, and the back of the ID: ' +
      'add them with Verify.',
  );

  // Verify Doctor: a non-image and a file over 5 MB are refused with a clear message, then two images.
  await waiting.getByRole('link', { name: `Verify ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Doctor' })).toBeVisible();
  await page.getByLabel('ID Number').fill('CM-20261123');
  await page.getByLabel('Medical Licence Number').fill(`ONMC-${suffix}`);
  const front = page.getByLabel('Front of the ID');
  const back = page.getByLabel('Back of the ID');
  await back.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([makePng(2, 2, [0, 0, 0]), Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(page.getByText('The file is larger than the 5 MB allowed')).toBeVisible();
  await front.setInputFiles({
    name: 'id-front.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7 not an image'),
  });
  await back.setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: makePng(24, 16, [40, 120, 180]) });
  await page.getByRole('button', { name: 'Verify Doctor' }).click();
  await expect(page.getByText('This file is not an image: choose a JPEG, PNG or WebP picture')).toBeVisible();
  await front.setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: makePng(24, 16, [200, 60, 60]) });
  await page.getByRole('button', { name: 'Verify Doctor' }).click();
  // Four eyes (issue 36): the verification is a proposal; the doctor stays pending for a second person.
  await expect(
    page.getByText(`${name}'s verification is submitted: another staff member must now approve them.`),
  ).toBeVisible();

  // Update Doctor: where they practise.
  await page.getByLabel('Search').fill(email);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('link', { name: `Update ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Doctor' })).toBeVisible();
  await page.getByLabel('Find a facility').fill(String(hospital.id));
  await page.getByRole('button', { name: `Add ${hospitalName} (#${hospital.id})` }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${name} was updated.`)).toBeVisible();

  // The admin who submitted the verification is told why they may not approve it.
  await page.getByRole('link', { name: /^Validate Doctors/ }).click();
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(
    "You submitted this doctor's verification: another staff member must approve it.",
  );

  // Another staff member: Validate Doctors shows the evidence (the numbers, who submitted it, the ID images,
  // loaded with the staff session and openable at full resolution); Approve is open.
  await signInAs(page, staffAccount);
  await page.goto('/admin-dashboard/doctors');
  await page.getByRole('link', { name: /^Validate Doctors/ }).click();
  await expect(waiting.getByText(adminAccount.email)).toBeVisible();
  await expect(waiting.getByText(`ONMC-${suffix}`)).toBeVisible();
  const thumbnail = waiting.getByRole('img', { name: `Front of ${name}'s ID` });
  // Lazy-loaded: it loads once scrolled near (the table may scroll sideways on a phone).
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveJSProperty('naturalWidth', 24);
  await waiting.getByRole('button', { name: `View the front of ${name}'s ID at full size` }).click();
  const viewer = page.getByRole('dialog', { name: `Front of ${name}'s ID` });
  await expect(viewer.getByRole('img')).toHaveJSProperty('naturalWidth', 24);
  await expect(viewer.getByRole('img')).toHaveJSProperty('width', 24);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await approve.click();
  await page
    .getByRole('dialog', { name: `Approve ${name}` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText(`${name} is verified.`)).toBeVisible();

  // The hospital's public page lists them.
  await page.goto(`/hospitals/${hospital.id}`);
  await expect(page.getByRole('heading', { level: 1, name: hospitalName })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();

  // Clean up the doctor record (the account goes with it).
  const listed = await page.request.get(`/api/admin/doctors?q=${encodeURIComponent(email)}`);
  const [doctor] = ((await listed.json()) as { data: { id: number }[] }).data;
  expect((await page.request.delete(`/api/admin/doctors/${doctor!.id}`)).status()).toBe(200);
});
