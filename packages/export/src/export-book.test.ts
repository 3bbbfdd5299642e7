import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exportBook, slug } from './export-book';
import { EXAMPLE_DIR, exampleBook } from './test-support';

describe('exportBook', () => {
  const opts = { baseDir: EXAMPLE_DIR };

  it('returns the interior with its preflight and options overriding the document', async () => {
    const r = await exportBook(exampleBook(), 'pdf', {
      ...opts,
      trim: '6x9',
      bleed: false,
      watermark: 'PROOF',
    });
    expect(r).toMatchObject({ fileName: 'pip-the-little-cloud-interior.pdf', mimeType: 'application/pdf' });
    expect(r.preflight?.ok).toBe(true);
    expect(r.preflight?.stats).toMatchObject({ widthIn: 6, heightIn: 9, pages: 24 });
  });

  it('returns the cover wrap with its preflight', async () => {
    const r = await exportBook(exampleBook(), 'cover-pdf', { ...opts, paper: 'cream' });
    expect(r.fileName).toBe('pip-the-little-cloud-cover.pdf');
    expect(r.preflight?.ok).toBe(true);
    expect(r.preflight?.stats.widthIn).toBeCloseTo(0.25 + 17 + 24 * 0.0025, 3);
  });

  it('hands epub and kindle-cover to their builders', async () => {
    const epub = await exportBook(exampleBook(), 'epub', opts);
    expect(epub).toMatchObject({ fileName: 'pip-the-little-cloud.epub', mimeType: 'application/epub+zip' });
    expect(epub.bytes.subarray(0, 2).toString()).toBe('PK');
    const kindle = await exportBook(exampleBook(), 'kindle-cover', opts);
    expect(kindle.mimeType).toBe('image/jpeg');
    expect(await sharp(kindle.bytes).metadata()).toMatchObject({ width: 1600, height: 2560, format: 'jpeg' });
  });

  it('returns the Kindle cover warnings', async () => {
    const long = 'A very long title that goes on and on '.repeat(8);
    const r = await exportBook({ ...exampleBook(), title: long }, 'kindle-cover', opts);
    expect(r.warnings.join(' ')).toContain('shortened');
  });

  it('makes safe file names from any title', () => {
    expect(slug('Milo & the Moon! <b>Été</b>')).toBe('milo-the-moon-b-ete-b');
    expect(slug('🚀🚀')).toBe('book');
  });
});
