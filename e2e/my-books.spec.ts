import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { baseURL, createAccount, signIn, uniqueEmail } from './helpers';

const credits = async (page: Page) =>
  ((await (await page.request.get('/api/me')).json()) as { credits: number }).credits;

test('my books: live status, preview with keys, KDP exports, delete', async ({ page }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('books');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  // The page's own session: everything below is done as the signed-in user.
  expect((await page.request.post('/api/dev/add-credits', { headers: { origin: baseURL() } })).ok()).toBe(
    true,
  );

  await page.goto('/my-books');
  await expect(page.getByRole('heading', { name: 'My Books', level: 1 })).toBeVisible();
  await expect(page.getByText('No books yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first book' })).toHaveAttribute(
    'href',
    '/generate-book',
  );

  const res = await page.request.post('/api/generate', {
    data: {
      title: 'Pip the Cloud',
      subtitle: 'A bedtime story',
      author: 'Ada Reyes',
      type: 'bedtime-books',
      description: 'A little cloud learns to share its rain with a thirsty meadow.',
      pages: 8,
      quality: 'standard',
      trimSize: '8.5x8.5',
      includeBleed: true,
      language: 'en',
    },
  });
  expect(res.status()).toBe(202);
  const { bookId } = (await res.json()) as { bookId: string };

  // No reload: the card appears and turns "Ready to view" through the live updates.
  const card = page.getByTestId('book-card');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-book-id', bookId);
  await expect(card.getByTestId('book-status')).toHaveAttribute('data-status', 'completed', {
    timeout: 90_000,
  });
  await expect(card.getByText('Ready to view')).toBeVisible();
  await expect(card.getByText('8 pages', { exact: true })).toBeVisible();
  await expect(card.getByText('Bedtime Book')).toBeVisible();

  // Preview: cover first, arrow keys turn the pages, Escape closes and gives focus back.
  const previewButton = card.getByRole('button', { name: 'Preview Book' });
  await previewButton.click();
  const dialog = page.getByRole('dialog', { name: 'Pip the Cloud' });
  await expect(dialog).toBeVisible();
  const label = dialog.getByTestId('page-label');
  await expect(label).toHaveText('Cover');
  await expect(dialog.getByTestId('swipe-hint')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(label).toHaveText('Page 1 of 8');
  await expect(dialog.getByTestId('print-page')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(label).toHaveText('Page 3 of 8');
  await page.keyboard.press('ArrowLeft');
  await expect(label).toHaveText('Page 2 of 8');
  await expect(dialog.getByRole('button', { name: /^Go to/ })).toHaveCount(7);
  // A swipe turns the page only past 50 px.
  const swipe = (dx: number) =>
    dialog.getByTestId('page-stage').evaluate((el, d) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
      el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(400)] }));
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(400 + d)] }));
    }, dx);
  await swipe(-40);
  await expect(label).toHaveText('Page 2 of 8');
  await swipe(-80);
  await expect(label).toHaveText('Page 3 of 8');
  await swipe(80);
  await expect(label).toHaveText('Page 2 of 8');
  await dialog.getByRole('button', { name: 'Scroll View' }).click();
  await expect(dialog.getByTestId('print-page')).toHaveCount(8);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(previewButton).toBeFocused();
  await previewButton.click();
  await expect(page.getByTestId('page-label')).toHaveText('Cover');
  await page.keyboard.press('Escape');

  // Exports: 15 credits the first time, the file downloads, then "free" with a Download button.
  const dir = mkdtempSync(join(tmpdir(), 'bookloom-e2e-'));
  // The ISBN is checked as typed; a valid one is printed on the copyright page.
  const isbn = card.getByTestId('export-isbn');
  await isbn.fill('978-0-306-40615-8');
  await expect(card.getByText('This ISBN is not valid')).toBeVisible();
  await isbn.fill('978-0-306-40615-7');
  await expect(card.getByText('This ISBN is not valid')).toBeHidden();
  for (const format of ['pdf', 'epub'] as const) {
    const box = card.getByTestId(`export-${format}`);
    await expect(box.getByTestId(`export-${format}-cost`)).toHaveText('15 credits');
    const before = await credits(page);
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await box.getByRole('button', { name: `Export ${format.toUpperCase()} (KDP)` }).click();
    const file = join(dir, (await download).suggestedFilename());
    await (await download).saveAs(file);
    await expect(box).toHaveAttribute('data-state', 'done');
    await expect(box.getByRole('button', { name: /^Download/ })).toBeVisible();
    await expect(box.getByTestId(`export-${format}-cost`)).toHaveText('free');
    expect(await credits(page)).toBe(before - 15);
    if (format === 'pdf') {
      expect(file).toMatch(/\.pdf$/);
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/Pages:\s+\d+/);
      // 8.5 x 8.5 in with bleed on the outer edge and top/bottom: 8.625 x 8.75 in.
      expect(info).toMatch(/Page size:\s+621 x 630 pts/);
      expect(execFileSync('pdftotext', ['-f', '2', '-l', '2', file, '-'], { encoding: 'utf8' })).toContain(
        'ISBN: 9780306406157',
      );
      // The print check's report, in words, under the button.
      await expect(box.getByTestId('preflight-ok')).toHaveText(/Ready for KDP/);
      if (process.env.E2E_SHOTS)
        await card.screenshot({ path: join(process.env.E2E_SHOTS, 'export-panel.png') });
    } else {
      expect(file).toMatch(/\.epub$/);
      const out = execFileSync('java', ['-jar', '/usr/share/java/epubcheck.jar', file], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out).toMatch(/No errors or warnings detected/);
    }
  }

  // Another ISBN (here none) is another file: the PDF is offered again, free, and the panel says why.
  await isbn.fill('');
  const pdfBox = card.getByTestId('export-pdf');
  await expect(pdfBox).toHaveAttribute('data-state', 'idle');
  await expect(pdfBox.getByTestId('export-pdf-changed')).toHaveText(/The ISBN changed/);
  await expect(pdfBox.getByTestId('export-pdf-cost')).toHaveText('free');
  const before = await credits(page);
  const again = page.waitForEvent('download', { timeout: 120_000 });
  await pdfBox.getByRole('button', { name: 'Export PDF (KDP)' }).click();
  const plain = join(dir, `plain-${(await again).suggestedFilename()}`);
  await (await again).saveAs(plain);
  await expect(pdfBox).toHaveAttribute('data-state', 'done');
  await expect(pdfBox.getByTestId('export-pdf-changed')).toBeHidden();
  expect(execFileSync('pdftotext', ['-f', '2', '-l', '2', plain, '-'], { encoding: 'utf8' })).not.toContain(
    'ISBN',
  );
  expect(await credits(page)).toBe(before);

  // Delete with its confirm dialog.
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this book?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete book' }).click();
  await expect(page.getByText('Book Deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No books yet')).toBeVisible();
  expect((await page.request.get(`/api/books/${bookId}`)).status()).toBe(404);
});
