import { expect, type Page, test } from '@playwright/test';
import { createAccount, signIn, uniqueEmail } from './helpers';

/** Collects every CSP violation the page reports (event and console), from its first script on. */
async function watchViolations(page: Page) {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (s: string) => seen.push(s));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(s: string): void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return seen;
}

test('the web app runs under its Content-Security-Policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.goto('/auth');
  await page.goto('/pricing');
  await page.goto('/no-such-page-csp');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

  const email = uniqueEmail('csp');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  for (const path of ['/dashboard', '/generate-book', '/one-click-story', '/my-books', '/account']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // A toast (sonner injects its styles) and the dark theme (set by the inline head script).
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(violations).toEqual([]);
});
