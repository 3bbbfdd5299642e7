import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, signIn, uniqueEmail } from './helpers';

async function credits(page: Page): Promise<number> {
  const res = await page.request.get('/api/me');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { credits: number }).credits;
}

async function signedIn(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
}

async function fillRequired(page: Page) {
  await page.getByLabel('Title *').fill('Luna and the Lost Star');
  await page.getByLabel('Author *').fill('Ada Writer');
  await page
    .getByLabel('Description *')
    .fill('A little owl helps a fallen star find its way back to the sky.');
  await page.getByLabel('Search book types').fill('story');
  // The radio is visually hidden inside its card: click the card (its label), as a user does.
  const storyBook = page.getByRole('radio', { name: /^Story Book/ });
  await storyBook.locator('xpath=..').click();
  await expect(storyBook).toBeChecked();
}

test('generate-book: validation, live cost, insufficient credits, generate charges the estimate', async ({
  page,
}) => {
  await signedIn(page, 'generate');
  await page.goto('/generate-book');
  const generate = page.getByRole('button', { name: 'Generate Book' });
  const total = page.getByTestId('cost-total');

  // Nothing filled: disabled; a required field left empty says so once visited.
  await expect(total).toHaveText('70 credits');
  await expect(generate).toBeDisabled();
  await page.getByLabel('Title *').focus();
  await page.getByLabel('Title *').blur();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByLabel('Author *').fill('');
  await page.getByLabel('Author *').blur();
  await expect(page.getByText('Author is required')).toBeVisible();

  await fillRequired(page);
  await expect(page.getByText('Title is required')).toBeHidden();
  await expect(generate).toBeEnabled();
  await page.getByLabel('Description *').fill('');
  await expect(generate).toBeDisabled();
  await page
    .getByLabel('Description *')
    .fill('A little owl helps a fallen star find its way back to the sky.');
  await expect(generate).toBeEnabled();

  // Cost = 30 + 5 × pages, +25 for high quality, from GET /api/estimate.
  await page.getByLabel('Pages').fill('12');
  await expect(total).toHaveText('90 credits');
  await page.getByLabel('High (+25 credits)').check();
  await expect(total).toHaveText('115 credits');
  await expect(page.getByTestId('cost-after')).toHaveText('-15 credits');
  await expect(page.getByTestId('insufficient-credits')).toBeVisible();
  await expect(
    page.getByTestId('insufficient-credits').getByRole('link', { name: 'Buy credits' }),
  ).toHaveAttribute('href', '/pricing');
  await expect(generate).toBeDisabled();
  await page.getByLabel('Pages').fill('60');
  await expect(page.getByText('Pages must be between 4 and 50')).toBeVisible();
  await expect(generate).toBeDisabled();

  await page.getByLabel('Standard').check();
  await page.getByLabel('Pages').fill('10');
  await expect(total).toHaveText('80 credits');
  await expect(page.getByTestId('insufficient-credits')).toBeHidden();
  await expect(page.getByTestId('cost-after')).toHaveText('20 credits');

  const before = await credits(page);
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/generate')) posted.push(r.headers()['idempotency-key'] ?? '');
  });
  // A double click sends one request with one Idempotency-Key and charges once.
  await generate.dblclick();
  await expect(page).toHaveURL(/\/my-books$/);
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatch(/^[\x21-\x7e]{8,}$/);
  expect(new Set(posted).size).toBe(1);
  expect(await credits(page)).toBe(before - 80);
});

test('generate-book: the saved prompt comes back from history and can be deleted', async ({ page }) => {
  await signedIn(page, 'history');
  await page.goto('/generate-book');
  await fillRequired(page);
  await page.getByLabel('Save this prompt to my history').click();
  await page.getByRole('button', { name: 'Generate Book' }).click();
  await expect(page).toHaveURL(/\/my-books$/);

  await page.goto('/generate-book');
  await page.getByRole('button', { name: 'Prompt history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Story prompt history' });
  await dialog.getByRole('button', { name: 'Use “Luna and the Lost Star”' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Title *')).toHaveValue('Luna and the Lost Star');
  await expect(page.getByLabel('Author *')).toHaveValue('Ada Writer');
  await expect(page.getByText('Chosen: Story Book')).toBeVisible();

  await page.getByRole('button', { name: 'Prompt history' }).click();
  await dialog.getByRole('button', { name: 'Delete “Luna and the Lost Star”' }).click();
  await expect(page.getByText('Story prompt removed from history')).toBeVisible();
  await expect(dialog.getByText('No saved prompts yet', { exact: false })).toBeVisible();
});

test('one-click: pick a type, generate, then too few credits for another', async ({ page }) => {
  await signedIn(page, 'oneclick');
  await page.goto('/one-click-story');
  await expect(page.getByTestId('one-click-credits')).toHaveText('100 credits');
  const idea = page.getByLabel('Your story idea');
  const first = await idea.inputValue();
  expect(first.length).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Get New Idea' }).click();
  await expect(idea).not.toHaveValue(first);
  await page.getByText('Coloring Book', { exact: true }).click();
  await expect(page.getByLabel('Coloring Book')).toBeChecked();

  await page.getByRole('button', { name: 'Generate Story Magic' }).click();
  await expect(page).toHaveURL(/\/my-books$/);
  expect(await credits(page)).toBe(30);

  await page.goto('/one-click-story');
  await expect(page.getByTestId('one-click-credits')).toHaveText('30 credits');
  await expect(
    page.getByText('Insufficient credits. Need at least 70 credits to generate a book.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Story Magic' })).toBeDisabled();
});

/** A 12 × 18 fingerprint (mean colour per cell) and the mean difference of two of them (0–255). */
const fingerprint = (png: Buffer) =>
  sharp(png).resize(12, 18, { fit: 'fill' }).removeAlpha().raw().toBuffer();
const distance = (a: Buffer, b: Buffer) => a.reduce((s, v, i) => s + Math.abs(v - b[i]), 0) / a.length;

test('generate-book: a gallery cover chosen in the picker is the book cover in My Books', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signedIn(page, 'cover');
  // The server seeds the gallery in a job queued at start: wait until it is there. The picker offers the
  // chosen type's category (plus the user's uploads), so take a template from the Story Book list.
  type Listed = { id: string; name: string; imageUrl: string };
  const gallery = async () =>
    (
      (await (await page.request.get('/api/templates-list?type=story-book')).json()) as {
        templates: Listed[];
      }
    ).templates;
  await expect.poll(async () => (await gallery()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  const chosen = (await gallery())[0];

  await page.goto('/generate-book');
  await fillRequired(page);
  await page.getByRole('button', { name: 'Choose cover' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a cover' });
  await dialog.getByRole('button', { name: chosen.name }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Cover: ${chosen.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Generate Book' }).click();
  await expect(page).toHaveURL(/\/my-books$/);

  const card = page.getByTestId('book-card');
  await expect(card.getByTestId('book-status')).toHaveAttribute('data-status', 'completed', {
    timeout: 90_000,
  });
  const img = card.getByRole('img', { name: /Luna and the Lost Star/ });
  await expect(img).toBeVisible();
  const src = (await img.getAttribute('src'))!;
  const cover = Buffer.from(await (await page.request.get(src)).body());
  const art = Buffer.from(await (await page.request.get(chosen.imageUrl)).body());
  expect(distance(await fingerprint(cover), await fingerprint(art))).toBeLessThan(6);
});
