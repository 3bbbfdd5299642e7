import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, signIn, uniqueEmail } from './helpers';

const pngCover = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();

test('create a cover (builtin), find it in My Covers, upload one (a bad file refused), use it for a book', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('covers');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);

  // Text → image with the builtin engine: 30 credits, our typeset title over the art.
  await page.goto('/create-cover');
  await page.getByLabel('Title', { exact: true }).fill('Milo and the Moon');
  await page.getByLabel('Category').selectOption('Space');
  await page.getByLabel('Description').fill('A small astronaut visits the moon and makes a friend.');
  await expect(page.getByText('Content approved')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /Generate Cover/ }).click();
  await expect(page.getByRole('heading', { name: 'Your cover is ready' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('credits-badge')).toHaveText(/70 credits/);

  // The prompt goes into the cover history when the user asks (Save Prompt), once.
  await page.getByRole('button', { name: 'Save Prompt' }).click();
  await expect(page.getByText('Prompt saved')).toBeVisible();
  await page.getByRole('button', { name: 'Create Another' }).click();
  await page.getByRole('button', { name: 'Prompt history' }).click();
  const history = page.getByRole('dialog', { name: 'Saved cover prompts' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('Milo and the Moon')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/my-covers');
  await expect(page.getByRole('heading', { name: 'Milo and the Moon' })).toBeVisible();

  // Upload: a file that is not a picture is refused with the spec's message, before and at the server.
  await page.goto('/create-cover');
  await page.getByRole('tab', { name: 'Upload cover' }).click();
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Invalid File')).toBeVisible();
  await expect(page.getByText('Only PNG and JPG files are allowed')).toBeVisible();
  await input.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a png at all'),
  });
  await page.getByLabel('Category').selectOption('user-uploaded');
  await page.getByRole('button', { name: 'Add to Gallery' }).click();
  await expect(page.getByText('Invalid File').last()).toBeVisible();
  await input.setInputFiles({ name: 'my-cover.png', mimeType: 'image/png', buffer: await pngCover() });
  await page.getByRole('button', { name: 'Add to Gallery' }).click();
  await expect(page.getByRole('heading', { name: 'Your cover is ready' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('credits-badge')).toHaveText(/70 credits/);

  // The 18th category lists the user's own uploads.
  await page.goto('/cover-gallery');
  await page.getByRole('button', { name: 'Uploaded', exact: true }).click();
  await expect(page.getByText('1 cover', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview my-cover' })).toBeVisible();

  // My Covers → Use for a book → the picker on /generate-book holds it.
  await page.goto('/my-covers');
  await expect(page.getByRole('heading', { name: 'my-cover' })).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'my-cover' }) })
    .getByRole('button', { name: 'Use for a book' })
    .click();
  await expect(page).toHaveURL(/\/generate-book$/);
  await expect(page.getByText('Cover: my-cover')).toBeVisible();
});

test('the cover gallery: 18 categories with Clear, 12 per page with the pager, preview, Use This Cover', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const email = uniqueEmail('cover-gallery');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  await page.goto('/cover-gallery');
  // Seeded by a job at first start: wait for it if the server is brand new. The seeder draws at the
  // lowest CPU priority, so on a loaded host it waits behind every request.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^(7[2-9]|[89]\d|\d{3,}) covers$/)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 360_000 });
  const previews = page.getByRole('button', { name: /^Preview / });
  const count = page.getByText(/^\d+ covers?$/);
  const total = Number((await count.textContent())?.split(' ')[0]);
  await expect(previews).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(previews).toHaveCount(12);

  await page.getByRole('button', { name: 'Dinosaurs', exact: true }).click();
  let dinos = 0;
  await expect(async () => {
    dinos = Number((await count.textContent())?.split(' ')[0]);
    expect(dinos).toBeLessThan(total);
  }).toPass({ timeout: 20_000 });
  expect(dinos).toBeGreaterThanOrEqual(4);
  await expect(previews).toHaveCount(Math.min(12, dinos));
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('button', { name: 'Dinosaurs', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page
    .getByRole('button', { name: /^Preview / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Use This Cover' }).click();
  await expect(page).toHaveURL(/\/generate-book$/);
  await expect(page.getByText(/^Cover: /)).toBeVisible();
});
