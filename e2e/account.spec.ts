import { expect, test } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './helpers';

test('account: display name as text, test credits, history, password change', async ({ page }) => {
  const email = uniqueEmail('account');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  await page.goto('/account');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  const name = '<b>Bold</b> & <img src=x>';
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu').getByText(name, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Billing' }).click();
  await page.getByRole('button', { name: 'Add 100 test credits' }).click();
  await expect(page.getByTestId('billing-balance')).toHaveText('200 credits');
  await expect(page.getByTestId('credits-badge')).toHaveText(/200 credits/);

  await page.getByRole('tab', { name: 'History' }).click();
  const rows = page.getByRole('table').first().getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('Nothing created yet.', { exact: false })).toBeVisible();

  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm new password').fill('12345');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password too short')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('another-pass-1');
  await page.getByLabel('Confirm new password').fill('another-pass-2');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords don’t match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('another-pass-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
});

test('pricing: buying while anonymous leads to /auth', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy Creator' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please sign in to purchase credits')).toBeVisible();
});
