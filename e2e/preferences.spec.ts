import { expect, test } from '@playwright/test';
import { createAccount, signIn, uniqueEmail } from './helpers';

test('the theme toggle switches the html class and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\blight\b/);
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveClass(/\blight\b/);
});

test('the language switch turns the texts French and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Turn an idea into an illustrated children’s book',
  );
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Transformez une idée en livre illustré pour enfants',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Essai gratuit' })).toBeVisible();
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
});

test('the sidebar collapses with its button and Ctrl+B, and remembers it', async ({ page }) => {
  const email = uniqueEmail('sidebar');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  // Only the group holding the current route opens by itself.
  const library = sidebar.getByRole('button', { name: 'Library' });
  await expect(library).toHaveAttribute('aria-expanded', 'false');
  await library.click();
  await sidebar.getByRole('link', { name: 'My Books' }).click();
  await expect(page).toHaveURL(/\/my-books$/);
  await page.goto('/pricing');
  await expect(sidebar.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');
  await expect(library).toHaveAttribute('aria-expanded', 'false');

  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  // 3rem once the width transition ends.
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

  await page.reload();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  // Icon-only: every link is still there, named for assistive technology.
  await expect(sidebar.getByRole('link', { name: 'Create Book' })).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await page.reload();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
});

test('on a phone the sidebar is a drawer', async ({ page }) => {
  const email = uniqueEmail('drawer');
  expect((await createAccount(email)).ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, email);
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await page.getByTestId('sidebar-toggle').click();
  const drawer = page.getByTestId('mobile-sidebar');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Account' }).click();
  await drawer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(drawer).toBeHidden();
});
