import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const ADMIN = process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@bookloom.test';
const SHOTS = process.env.E2E_SCREENSHOTS;
// One cover run at a time on the server (a second is a 409), and the Quick Fix may draw "Space 1" too.
test.describe.configure({ mode: 'serial' });

test('an admin refuses bad input, runs the mass cover generator and manages templates', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  await page.goto('/admin/covers');
  await expect(page.getByRole('heading', { name: 'Mass Cover Generator' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Space' }).check();
  await page.getByLabel('Max Total').fill('101');
  await page.getByRole('button', { name: /^Generate up to/ }).click();
  await expect(page.getByText('Max Total must be a whole number from 1 to 100').first()).toBeVisible();
  await page.getByLabel('Max Total').fill('1');
  await page.getByRole('button', { name: 'Generate up to 1 covers' }).click();
  await expect(page.getByText(/Cover generation finished: 1 made, 0 failed/)).toBeVisible({
    timeout: 180_000,
  });
  await expect(page.getByTestId('cover-runs').getByText('Completed').first()).toBeVisible();
  const made = page.getByTestId('admin-template').filter({ hasText: 'Space 1' });
  await expect(made).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-covers.png`, fullPage: true });
  page.once('dialog', (d) => d.accept());
  await made.getByRole('button', { name: 'Delete Space 1' }).click();
  await expect(page.getByText('Cover Deleted')).toBeVisible();
  await expect(made).toHaveCount(0);
});

test('Quick Fix counts first, then fixes what it found', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await page.goto('/admin/covers');
  const card = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Quick Fix' }) })
    .last();
  const run = card.getByRole('button', { name: 'Run Quick Fix' });
  await expect(run).toBeDisabled(); // nothing counted yet
  await card.getByRole('button', { name: 'Check' }).click();
  const found = card.getByRole('status');
  await expect(found).toHaveText(/\d+ broken covers, \d+ stuck books, \d+ covers to draw|Nothing to fix/);
  if (/Nothing to fix/.test((await found.textContent()) ?? '')) await expect(run).toBeDisabled();
  else {
    await run.click();
    await expect(page.getByText('Quick Fix done')).toBeVisible();
    await expect(
      page
        .getByTestId('cover-runs')
        .getByText(/Queued|Running|Completed/)
        .first(),
    ).toBeVisible();
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-quick-fix.png` });
});
