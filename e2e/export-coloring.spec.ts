import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { baseURL, createAccount, signIn, uniqueEmail } from './helpers';

const pdfPages = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

/** Issue 19: a coloring book prints one-sided (blank backs) by default; the panel's checkbox turns it off. */
test('coloring book export: one-sided by default, two-sided on request, the added pages follow', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('coloring');
  expect((await createAccount(email)).ok()).toBe(true);
  await signIn(page, email);
  const res = await page.request.post('/api/generate', {
    data: {
      title: 'Garden Friends',
      author: 'Ada Reyes',
      type: 'coloring',
      description: 'Friendly garden animals to colour: a snail, a bee, a frog and a hedgehog.',
      pages: 8,
      quality: 'standard',
      trimSize: '8.5x11',
      includeBleed: false,
      language: 'en',
    },
    headers: { origin: baseURL() },
  });
  expect(res.status()).toBe(202);
  await page.goto('/my-books');
  const card = page.getByTestId('book-card');
  await expect(card.getByTestId('book-status')).toHaveAttribute('data-status', 'completed', {
    timeout: 120_000,
  });

  const backs = card.getByTestId('export-blank-backs');
  await expect(backs).toBeChecked();
  // 2 front pages + 8 coloring pages with their blank backs = 18: 3 added pages with their backs make 24;
  // two-sided, 2 + 8 = 10 and 14 added pages.
  const fill = card.getByTestId('short-book-fill');
  await expect(fill).toContainText('so 3 pages will be added');
  const dir = mkdtempSync(join(tmpdir(), 'bookloom-e2e-'));
  const pdfBox = card.getByTestId('export-pdf');
  const exportPdf = async (box: Locator, name: string) => {
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await box.getByRole('button', { name: 'Export PDF (KDP)' }).click();
    const file = join(dir, name);
    await (await download).saveAs(file);
    await expect(box).toHaveAttribute('data-state', 'done');
    return file;
  };
  const oneSided = await exportPdf(pdfBox, 'one-sided.pdf');
  expect(pdfPages(oneSided)).toBe(24);
  // The first coloring page (page 3) is on the right; its back (page 4) is empty.
  const text = (file: string, n: number) =>
    execFileSync('pdftotext', ['-f', `${n}`, '-l', `${n}`, file, '-'], { encoding: 'utf8' }).trim();
  expect([text(oneSided, 3), text(oneSided, 4)]).toEqual([expect.stringMatching(/\S/), '']);

  await backs.uncheck();
  await expect(fill).toContainText('so 14 pages will be added');
  await expect(pdfBox).toHaveAttribute('data-state', 'idle');
  await expect(pdfBox.getByTestId('export-pdf-changed')).toHaveText(/one-sided setting changed/);
  // The EPUB has no sheets: only the added pages' change concerns it.
  await expect(card.getByTestId('export-epub-changed')).toHaveCount(0);
  const twoSided = await exportPdf(pdfBox, 'two-sided.pdf');
  expect(pdfPages(twoSided)).toBe(24);
  // Two-sided, the next coloring page is printed on the back of the first.
  expect(text(twoSided, 4)).toMatch(/\S/);
  await backs.check();
  // Back to the first choice: the file made with it is offered again (the latest summary is the two-sided one).
  await expect(pdfBox.getByTestId('export-pdf-changed')).toHaveText(/one-sided setting changed/);
});
