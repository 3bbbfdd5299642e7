import { expect, test } from '@playwright/test';
import { createAccount, signIn, uniqueEmail } from './helpers';

test('payments: a new user buys the Creator pack through the test checkout', async ({ page }) => {
  const email = uniqueEmail('buyer');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  await page.goto('/pricing');

  // The checkout opens in a new tab, as the spec says.
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Buy Creator' }).click(),
  ]);
  await expect(checkout).toHaveURL(/\/billing\/test-checkout\?session=/);
  await expect(checkout.getByText('TEST MODE', { exact: false })).toBeVisible();
  await expect(checkout.getByText('Creator pack: 130 credits')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay (test)' }).click();

  await expect(checkout).toHaveURL(/\/account$/);
  await expect(checkout.getByText('Payment Successful')).toBeVisible();
  await checkout.getByRole('tab', { name: 'Billing' }).click();
  await expect(checkout.getByTestId('billing-balance')).toHaveText('230 credits');
  const rows = checkout.getByTestId('purchases').getByRole('row');
  await expect(rows).toHaveCount(2); // header + one purchase
  await expect(rows.nth(1)).toContainText('Creator');
  await expect(rows.nth(1)).toContainText('+130');
  await expect(rows.nth(1)).toContainText('$29.99');

  // One ledger row for the purchase, whatever the clicks.
  const tx = await checkout.request.get('/api/transactions');
  const purchases = (await tx.json()).items.filter((r: { type: string }) => r.type === 'credit_purchase');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).toMatchObject({ amount: 130, creditsAfter: 230 });
});
