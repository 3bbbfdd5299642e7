import { expect, test } from '@playwright/test';
import { baseURL, createAccount, signIn, uniqueEmail } from './helpers';

test('account: an export API token is created, shown once, used by a tool and revoked', async ({ page }) => {
  const email = uniqueEmail('tokens');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  await page.goto('/account?tab=api');
  await expect(page.getByText('No API tokens yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Give the token a name.')).toBeVisible();
  await page.getByLabel('Token name').fill('Publishing script');
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = (await page.getByTestId('new-api-token').textContent()) ?? '';
  expect(token).toMatch(/^blk_/);

  // A tool without cookies: the token reaches the export API (an unknown book is 404, not 401).
  const tool = await page.request.fetch(`${baseURL()}/export-api/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: '' },
    data: { bookId: '00000000-0000-4000-8000-000000000000', format: 'pdf' },
  });
  expect(tool.status()).toBe(404);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('new-api-token')).toHaveCount(0);
  await expect(page.getByText('Publishing script')).toBeVisible();
  await page.getByRole('button', { name: 'Revoke token Publishing script' }).click();
  await expect(page.getByText('No API tokens yet.')).toBeVisible();
  const revoked = await page.request.fetch(`${baseURL()}/export-api/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: '' },
    data: { bookId: '00000000-0000-4000-8000-000000000000', format: 'pdf' },
  });
  expect(revoked.status()).toBe(401);
});
