import { expect, test } from '@playwright/test';
import { createAccount, signIn, signInThroughForm, uniqueEmail } from './helpers';

test('a protected page sends anonymous visitors to /auth, then back after sign-in', async ({ page }) => {
  const email = uniqueEmail('guard');
  expect((await createAccount(email)).ok()).toBe(true);
  await page.goto('/my-books');
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/my-books$/);
  await expect(page.getByRole('heading', { name: 'My Books' })).toBeVisible();
  await expect(page.getByText('No books yet')).toBeVisible();

  await page.goto('/subscription');
  await expect(page).toHaveURL(/\/pricing$/);
  // Plain users get no Admin link and are refused on /admin (the server answers 404 to them).
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('an admin sees the Admin link and the admin dashboard', async ({ page }) => {
  await signIn(page, process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@bookloom.test');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
});

test('an unknown path shows the 404 page and reports the path', async ({ page }) => {
  const report = page.waitForRequest(
    (r) => r.url().endsWith('/api/client-log') && (r.postData() ?? '').includes('/no-such-page-e2e'),
  );
  await page.goto('/no-such-page-e2e');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await report;
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
