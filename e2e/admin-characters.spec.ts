import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const ADMIN = process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@bookloom.test';
const SHOTS = process.env.E2E_SCREENSHOTS;

test('an admin generates a catalogue character and deletes it', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  await page.goto('/admin/characters');
  await expect(page.getByRole('heading', { name: 'Admin: Character Management' })).toBeVisible();
  for (const g of [
    'Human Kids',
    'Animals',
    'Fantasy & Magic',
    'Gaming Style',
    'Sports & Soccer',
    'Anime Characters',
  ])
    await expect(page.getByRole('group', { name: g })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate 0 Characters' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /^Zara/ }).check();
  await page.getByRole('button', { name: 'Generate 1 Characters' }).click();
  const row = page.getByTestId('gallery-character').filter({ hasText: 'Zara' });
  await expect(row).toBeVisible({ timeout: 180_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-characters.png`, fullPage: true });
  page.once('dialog', (d) => d.accept());
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Character Deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
