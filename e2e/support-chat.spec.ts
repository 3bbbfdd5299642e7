import { expect, test } from '@playwright/test';

test('support chat: welcome, Shift+Enter newline, Enter sends, a cited answer; no console errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open support chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Support assistant' });
  await expect(chat.getByText("Hi! I'm the Bookloom assistant", { exact: false })).toBeVisible();
  const input = chat.getByRole('textbox');
  await input.fill('How do I get');
  await input.press('Shift+Enter');
  await input.pressSequentially('a refund?');
  await expect(input).toHaveValue('How do I get\na refund?');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(chat.getByText('30 days of purchase', { exact: false })).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Read more: Refunds' })).toHaveAttribute('href', '/pricing');
  // The session id is created once and kept.
  const sessionId = await page.evaluate(() => localStorage.getItem('supportSessionId'));
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  expect(errors).toEqual([]);
});

test('support chat: the rate-limit state closes the input, and reopens it when Retry-After has passed', async ({
  page,
}) => {
  const sessionId = `e2e-limit-${Date.now()}`;
  await page.addInitScript((id) => localStorage.setItem('supportSessionId', id), sessionId);
  await page.clock.install();
  await page.goto('/');
  // The session's 10 messages of the minute, sent before the user types.
  for (let i = 0; i < 10; i++) {
    const r = await page.request.post('/api/support/chat', {
      data: { sessionId, message: `credits ${i}` },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(r.status()).toBe(200);
  }
  await page.getByRole('button', { name: 'Open support chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Support assistant' });
  const input = chat.getByRole('textbox');
  await input.fill('What is bleed?');
  await input.press('Enter');
  await expect(page.getByText('Rate limit reached')).toBeVisible();
  await expect(input).toBeDisabled();
  await page.clock.runFor(61_000);
  await expect(input).toBeEnabled();
});
