import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const ADMIN = process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@bookloom.test';
const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: the pages are saved there to be looked at

test('an admin makes a sample book, publishes it, and a visitor previews it in /book-gallery', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, ADMIN);
  await page.goto('/admin/book-management');
  await expect(page.getByRole('heading', { name: 'Book Management' })).toBeVisible();
  // Generate is disabled with no type chosen.
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('button', { name: /^Generate \d+ Sample Stories$/ })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Dinosaurs' }).check();
  await page.getByLabel('Stories Per Type').fill('1');
  await expect(page.getByTestId('mass-summary')).toContainText('Total: 1');
  await expect(page.getByRole('checkbox', { name: 'Add Watermark' })).toBeChecked();
  await page.getByRole('button', { name: 'Generate 1 Sample Stories' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Generating…' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-books-running.png`, fullPage: true });
  await expect(page.getByText('Generated 1 stories! Failed: 0.', { exact: false })).toBeVisible({
    timeout: 240_000,
  });

  const row = page.getByTestId('admin-sample').filter({ hasText: 'Dinosaurs Sample 1' });
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-books.png`, fullPage: true });

  // A visitor who is not signed in.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto('/book-gallery');
  await expect(anon.getByRole('heading', { name: 'Sample Books' })).toBeVisible();
  const card = anon.getByTestId('sample-book').filter({ hasText: 'Dinosaurs Sample 1' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', /\/download\/pdf$/);
  await expect(card.getByRole('link', { name: 'EPUB' })).toHaveAttribute('href', /\/download\/epub$/);
  await expect(anon.getByRole('heading', { name: 'How to test these on Amazon KDP' })).toBeVisible();
  if (SHOTS) await anon.screenshot({ path: `${SHOTS}/book-gallery.png`, fullPage: true });

  const pdf = await anon.request.get(
    (await card.getByRole('link', { name: 'PDF' }).getAttribute('href')) ?? '',
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await card.getByRole('button', { name: 'Preview' }).click();
  const dialog = anon.getByTestId('book-preview');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Download this sample' })).toBeVisible();
  await expect(dialog.getByTestId('no-content')).toHaveCount(0);
  // A sample book is not the visitor's to edit.
  await expect(dialog.getByTestId('preview-edit')).toHaveCount(0);
  if (SHOTS) await anon.screenshot({ path: `${SHOTS}/book-gallery-preview.png` });
  await anon.keyboard.press('ArrowRight');
  // The first story page's illustration comes from the public gallery route and loads.
  const picture = dialog.getByTestId('print-page').locator('img').first();
  await expect(picture).toHaveAttribute('src', /\/api\/book-gallery\/.+\/files\//);
  await expect
    .poll(() => picture.evaluate((i: HTMLImageElement) => i.naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  if (SHOTS) await anon.screenshot({ path: `${SHOTS}/book-gallery-preview-2.png` });
  await anon.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await visitor.close();
});
