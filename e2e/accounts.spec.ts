import { expect, test } from '@playwright/test';
import { PASSWORD, signInThroughForm, uniqueEmail } from './helpers';

test('sign up, sign out and sign in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await page.getByRole('link', { name: 'Try Free' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  // The spec's validation: a short password is refused before anything is sent.
  await page.getByLabel('Full name').fill('Ada Reyes');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('credits-badge')).toHaveText(/100 credits/);
  await expect(page.getByRole('heading', { name: /Ada Reyes/ })).toBeVisible();

  // Signed-in visitors of / and /auth go to the dashboard.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.getByRole('link', { name: 'Login' }).click();
  // No Google keys on this server: the button explains instead of redirecting.
  await page.getByTestId('social-google').click();
  await expect(
    page.getByText('Google sign-in is not configured on this server yet', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page, email, 'wrong-password');
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('credits-badge')).toHaveText(/100 credits/);
});
