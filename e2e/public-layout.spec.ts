import { expect, test } from '@playwright/test';
import { createAccount, signIn, uniqueEmail } from './helpers';

test('signed-in users keep their own top bar on the privacy, terms and 404 pages', async ({ page }) => {
  const email = uniqueEmail('public-bar');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  // Not even for a moment while the session loads: a placeholder stands there until it is known.
  await page.addInitScript(() => {
    const w = window as unknown as { sawLogin?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('header a[href="/auth"]')) w.sawLogin = true;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/privacy-policy', '/terms-of-service', '/no-such-page-public-bar']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    const bar = page.getByRole('banner');
    await expect(bar.getByTestId('credits-badge'), path).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Account menu' }), path).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Login' }), path).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Try Free' }), path).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sawLogin?: boolean }).sawLogin), path).toBe(
      undefined,
    );
  }
});

test('an anonymous visit to the public pages logs no error in the browser console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const path of ['/', '/contact', '/pricing', '/privacy-policy', '/terms-of-service']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The landing page shows the stored cover templates, or says there are none yet.
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Sample covers' }).or(page.getByText('No covers available')),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
