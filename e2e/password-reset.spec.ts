import { expect, test } from '@playwright/test';
import { createAccount, readOutbox, signIn, signInThroughForm, uniqueEmail } from './helpers';

test('reset a forgotten password through the dev outbox', async ({ page }) => {
  const email = uniqueEmail('reset');
  expect((await createAccount(email)).ok()).toBe(true);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();

  let link = '';
  await expect(async () => {
    const mail = (await readOutbox()).find((m) => m.to === email && /password/i.test(m.subject));
    link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const submit = page.getByRole('button', { name: 'Update password' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
  await page.getByLabel('Confirm new password').fill('brand-new-2');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm new password').fill('brand-new-1');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Password Updated' })).toBeVisible();
  // After 2 s the page moves on to the dashboard, signed in.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
  await expect(page.getByTestId('credits-badge')).toBeVisible();

  // Later: the old password no longer works, the new one does.
  await page.context().clearCookies();
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await signIn(page, email, 'brand-new-1');
});

test('/reset-password without a link sends anonymous visitors to /auth', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an expired or forged reset link is refused with a clear message', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: 'Password reset failed' })).toBeVisible();
  await page.goto('/reset-password?token=forged-token');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
  await page.getByLabel('Confirm new password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password update failed')).toBeVisible();
  await expect(page.getByText('invalid or has expired', { exact: false })).toBeVisible();
});
