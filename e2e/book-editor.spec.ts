import { expect, type Page, test } from '@playwright/test';
import { baseURL, createAccount, signIn, uniqueEmail } from './helpers';

const credits = async (page: Page) =>
  ((await (await page.request.get('/api/me')).json()) as { credits: number }).credits;

test('book editor: edit text live and saved, overflow flagged, regenerate a picture, undo, 390 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('editor');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  const res = await page.request.post('/api/generate', {
    headers: { origin: baseURL() },
    data: {
      title: 'Rex and the Volcano',
      author: 'Sam Writer',
      type: 'dinosaurs',
      description: 'A small dinosaur who is afraid of the dark learns to be brave.',
      pages: 4,
      quality: 'standard',
      trimSize: '8.5x8.5',
      includeBleed: true,
      language: 'en',
    },
  });
  expect(res.status()).toBe(202);
  const { bookId } = (await res.json()) as { bookId: string };

  await page.goto('/my-books');
  const card = page.getByTestId('book-card');
  await expect(card.getByTestId('book-status')).toHaveAttribute('data-status', 'completed', {
    timeout: 90_000,
  });
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/books/${bookId}/edit$`));
  await expect(page.getByRole('heading', { name: 'Edit “Rex and the Volcano”' })).toBeVisible();
  const strip = page.getByTestId('strip-page');
  await expect(strip).toHaveCount(4);
  await expect(strip.first()).toHaveAttribute('data-check', 'ok');

  // Keyboard: arrows move along the strip.
  await strip.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(strip.nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('page-label')).toHaveText('Page 2 of 4');

  // Typing re-typesets the printed page at once (HTML stays text), and is saved on the server.
  const text = 'Rex <b>waves</b> at the moon.';
  await page.getByTestId('page-text').fill(text);
  await expect(page.getByTestId('editor-page')).toContainText(text);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const saved = await (await page.request.get(`/api/books/${bookId}`)).json();
  expect(saved.document.pages[1].text).toBe(text);

  // Too much text is flagged, not silently clipped.
  await page.getByTestId('page-text').fill('Rex ran and ran around the volcano. '.repeat(40));
  await expect(page.getByTestId('overflow')).toBeVisible();
  await expect(strip.nth(1)).toHaveAttribute('data-overflow', 'true');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  // Undo: the history restores the version with the short text.
  await page.getByText('History').click();
  const history = page.getByTestId('page-history');
  await history
    .getByRole('listitem')
    .filter({ hasText: 'Version 2' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByTestId('page-text')).toHaveValue(text);
  await expect(page.getByTestId('overflow')).toHaveCount(0);

  // Regenerate the picture with an instruction: 5 credits, the engine says what it could not follow.
  const before = await credits(page);
  await page.getByTestId('instruction').fill('make it night, add the cat, give him a hat of cheese');
  await page.getByRole('button', { name: 'New picture', exact: true }).click();
  await expect(page.getByText('The builtin engine could not follow: give him a hat of cheese')).toBeVisible({
    timeout: 30_000,
  });
  expect(await credits(page)).toBe(before - 5);

  // Two tabs: a stale version gets a clear 409 and the text typed stays.
  const state = await (await page.request.get(`/api/books/${bookId}/editor`)).json();
  const stale = await page.request.patch(`/api/books/${bookId}/pages/2`, {
    headers: { origin: baseURL() },
    data: { version: state.pages[1].version - 1, text: 'from another tab' },
  });
  expect(stale.status()).toBe(409);

  // 390 px: one page at a time.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('editor-page')).toBeVisible();
  await expect(page.getByTestId('facing-page')).toBeHidden();
});
