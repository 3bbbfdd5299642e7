import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from './helpers';

// Layouts hold from 360 px: no page scrolls sideways, in the longer language (French) too. Polled: on a
// loaded host the first measure can come before web fonts and images settle (stop 27's CI saw it once on /).
const noSideScroll = () => document.documentElement.scrollWidth <= window.innerWidth;

test('public and signed-in pages fit a 360 px screen in French', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  for (const path of [
    '/',
    '/auth',
    '/pricing',
    '/privacy-policy',
    '/terms-of-service',
    '/contact',
    '/nope',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect.poll(() => page.evaluate(noSideScroll), { message: path }).toBe(true);
  }
  const email = uniqueEmail('narrow');
  expect((await createAccount(email, 'Dominique-Geneviève de la Fontaine-Saint-Martin')).ok()).toBe(true);
  await page.goto('/auth');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('secret-pass-1');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/dashboard', '/account?tab=history', '/account?tab=billing', '/my-books']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect.poll(() => page.evaluate(noSideScroll), { message: path }).toBe(true);
  }
});

test('the "What is free?" dialog opens as a modal and closes with Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'What is free?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlock AI Book Creation' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('keyboard users can reach the main content and sign in without a mouse', async ({ page }) => {
  const email = uniqueEmail('keys');
  expect((await createAccount(email)).ok()).toBe(true);
  await page.goto('/auth');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.getByLabel('Email', { exact: true }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('secret-pass-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
