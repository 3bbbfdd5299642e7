import { expect, test } from '@playwright/test';
import { createAccount, readOutbox, uniqueEmail } from './helpers';

test('the confirmation link from the outbox confirms the address and signs the user in', async ({ page }) => {
  const email = uniqueEmail('verify');
  expect((await createAccount(email)).ok()).toBe(true);
  let link = '';
  await expect(async () => {
    const mail = (await readOutbox()).find((m) => m.to === email && /Confirm your/.test(m.subject));
    link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });

  await page.goto(link);
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('credits-badge')).toBeVisible();
});

test('a forged confirmation link says so', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=forged&callbackURL=/email-verified');
  await expect(page.getByRole('heading', { name: 'This confirmation link does not work' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
});
