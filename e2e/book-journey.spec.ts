import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers';

/**
 * A new user's whole journey through the UI only (issue 7, item 10): sign up, generate a book on the
 * builtin engine from the form, watch it complete live in the library, read it with the keyboard,
 * export the KDP PDF and the EPUB, and check both files with the real tools.
 */
async function download(page: Page, box: Locator, name: string, dir: string) {
  const event = page.waitForEvent('download', { timeout: 120_000 });
  await box.getByRole('button', { name }).click();
  const file = join(dir, (await event).suggestedFilename());
  await (await event).saveAs(file);
  return file;
}

test('sign up → generate → watch live → preview with keys → export PDF and EPUB', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full name').fill('Ada Reyes');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('journey'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('credits-badge')).toHaveText(/100 credits/);

  await page.goto('/generate-book');
  await page.getByLabel('Title *').fill('Rex & the <Smoking> Mountain');
  await page.getByLabel('Author *').fill('Ada Reyes');
  await page.getByLabel('Description *').fill('A little dinosaur helps the valley when the volcano rumbles.');
  await page.getByLabel('Search book types').fill('dino');
  const dinosaurs = page.getByRole('radio', { name: /^Dinosaurs/ });
  await dinosaurs.locator('xpath=..').click();
  await expect(dinosaurs).toBeChecked();
  await page.getByLabel('Trim size').selectOption('8.5x8.5');
  await expect(page.getByText('70 credits').first()).toBeVisible();
  await page.getByRole('button', { name: 'Generate Book' }).click();

  // The library shows the new book and follows it to the end without a reload.
  await expect(page).toHaveURL(/\/my-books$/);
  const card = page.getByTestId('book-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Rex & the <Smoking> Mountain').first()).toBeVisible();
  await expect(card.getByTestId('book-status')).toHaveAttribute('data-status', 'completed', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('credits-badge')).toHaveText(/30 credits/);

  await card.getByRole('button', { name: 'Preview Book' }).click();
  const dialog = page.getByRole('dialog');
  const label = dialog.getByTestId('page-label');
  await expect(label).toHaveText('Cover');
  await page.keyboard.press('ArrowRight');
  await expect(label).toHaveText('Page 1 of 8');
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await expect(label).toHaveText('Page 8 of 8');
  await page.keyboard.press('ArrowLeft');
  await expect(label).toHaveText('Page 7 of 8');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const dir = mkdtempSync(join(tmpdir(), 'bookloom-journey-'));
  const pdf = await download(page, card.getByTestId('export-pdf'), 'Export PDF (KDP)', dir);
  // 8.5 × 8.5 in with bleed: MediaBox 8.625 × 8.75 in, TrimBox 8.5 in square inside it.
  const boxes = execFileSync('pdfinfo', ['-box', pdf], { encoding: 'utf8' });
  expect(boxes).toMatch(/Page size:\s+621 x 630 pts/);
  expect(boxes).toMatch(/TrimBox:\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+/);
  expect(boxes).toMatch(/BleedBox:/);
  const pages = Number(/Pages:\s+(\d+)/.exec(boxes)?.[1]);
  expect(pages).toBeGreaterThanOrEqual(24);
  expect(pages % 2).toBe(0);
  const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(fonts.length).toBeGreaterThan(0);
  for (const line of fonts) expect(line.split(/\s+/).at(-5), line).toBe('yes');

  const epub = await download(page, card.getByTestId('export-epub'), 'Export EPUB (KDP)', dir);
  const check = execFileSync('java', ['-jar', '/usr/share/java/epubcheck.jar', epub], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  expect(check).toMatch(/No errors or warnings detected/);
  await expect(page.getByTestId('credits-badge')).toHaveText(/0 credits/);
});
