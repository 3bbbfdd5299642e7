import { expect, test } from '@playwright/test';
import { createAccount, signIn, signInThroughForm, uniqueEmail } from './helpers';

const ADMIN = process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@bookloom.test';

test('an admin sees the dashboard figures and runs a dry-run cleanup', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByText('Users', { exact: true })).toBeVisible();
  await expect(page.getByText('Credits sold', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent failures' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Database Cleanup' })
    .click();
  const cleanup = page.locator('#cleanup');
  await expect(cleanup.getByRole('heading', { name: 'Database Cleanup' })).toBeVisible();
  const stuck = cleanup.locator('[data-action="stuck-books"]');
  await expect(stuck.getByRole('button', { name: /^Run/ })).toBeDisabled();
  await stuck.getByRole('button', { name: 'Dry run' }).click();
  await expect(stuck.getByRole('status')).toHaveText('Nothing to clean up');
  await expect(stuck.getByRole('button', { name: /^Run/ })).toBeDisabled();

  // Out of range: the field says so and nothing can be sent.
  await cleanup.getByLabel('At most (1–1000)').fill('0');
  await expect(cleanup.getByText('Enter a whole number from 1 to 1000.')).toBeVisible();
  await expect(stuck.getByRole('button', { name: 'Dry run' })).toBeDisabled();
  await cleanup.getByLabel('At most (1–1000)').fill('abc');
  await expect(cleanup.getByText('Enter a whole number from 1 to 1000.')).toBeVisible();
});

test('a normal user gets Access Denied on every admin page, and 404 from the admin API', async ({ page }) => {
  const email = uniqueEmail('not-admin');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  for (const path of ['/admin', '/admin/cover-test']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  }
  await page.goto('/admin/export-test');
  await expect(page.getByText('Admin privileges required to access export testing')).toBeVisible();
  await page.goto('/dev/status');
  await expect(
    page.getByText('The developer status dashboard is restricted to administrators.'),
  ).toBeVisible();
  for (const path of ['/api/admin/stats', '/api/dev/status'])
    expect((await page.request.get(path)).status()).toBe(404);
});

test('a signed-out visitor is asked to log in on admin pages, then comes back after sign-in', async ({
  page,
}) => {
  await page.goto('/admin/covers');
  await expect(page.getByRole('heading', { name: 'Please log in to access admin features.' })).toBeVisible();
  expect((await page.request.get('/api/admin/covers/templates')).status()).toBe(404);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/covers$/);
  await expect(page.getByRole('heading', { name: 'Cover Management' })).toBeVisible();
});

test('on a phone the admin menu is collapsed above the page and opens on demand', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto('/admin/cover-test');
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  const toggle = menu.getByRole('button', { name: /Admin menu · Cover Test Lab/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Export Test' })).toBeHidden();
  await toggle.click();
  await expect(menu.getByRole('link', { name: 'Cover Test Lab' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: /Sample Books/ })).toHaveAttribute('target', '_blank');
  await menu.getByRole('link', { name: 'Export Test' }).click();
  await expect(page.getByRole('heading', { name: 'Export Test', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Cover Test Lab' })).toBeHidden();
});

test('dev status shows the live audit as tiles with a percentage', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/dev/status');
  await expect(page.getByRole('heading', { name: 'Developer status' })).toBeVisible();
  await expect(page.getByTestId('status-tile')).toHaveCount(4);
  await expect(page.getByTestId('percent')).toContainText(/\d+% complete/, { timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'Job queue alive' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'kdp-presets', exact: true }).first()).toBeVisible();
});

test('the cover test lab draws a cover; the export test shows a failed export in its dialog', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/cover-test');
  const generate = page.getByRole('button', { name: 'Generate Cover with Text' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Book Title').fill('  Milo and the Moon  ');
  await page.getByLabel('Author Name').fill(' Ada Reyes ');
  await generate.click();
  await expect(page.getByRole('heading', { name: 'Generated Covers (1)' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('img', { name: 'Milo and the Moon' })).toBeVisible();
  await expect(page.getByTestId('debug-log')).toContainText('"subtitle":null');

  await page.goto('/admin/export-test');
  await page.getByRole('button', { name: 'API Health Checks' }).click();
  await expect(page.getByTestId('request-log')).toContainText('/health', { timeout: 30_000 });
  await page.getByLabel('Book ID').fill('00000000-0000-4000-8000-000000000000');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Export Failed (404)' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Status: 404');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
