import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BookDocumentError, parseBookDocument } from '@bookloom/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ExportInputError } from '../options';
import { preflightPdf } from '../preflight/preflight';
import { book, pdfImages, pdfText, scratch, tool } from '../test-support';
import { buildInteriorPdf } from './build-interior-pdf';

const dir = scratch();
// A small RGBA PNG with transparency: must be flattened, upscaled to 300 DPI and reported.
const small = await sharp({
  create: { width: 200, height: 150, channels: 4, background: { r: 200, g: 80, b: 60, alpha: 0.5 } },
})
  .png()
  .toBuffer();
writeFileSync(join(dir, 'small.png'), small);
writeFileSync(join(dir, 'broken.png'), 'this is not a picture');

describe('bad input gives a clear error or a correct file', () => {
  it('names a missing image and its page', async () => {
    const doc = book({
      pages: [
        { text: 'Hi', image: 'nope.png' },
        { text: 'Hi', image: 'missing-too.png' },
      ],
    });
    const err = await buildInteriorPdf(doc, { baseDir: dir }).catch((e) => e);
    expect(err).toBeInstanceOf(ExportInputError);
    expect(err.message).toMatch(/^page 1: Image nope\.png: file not found.*\(and 1 more image errors\)$/);
  });

  it('names an unreadable image', async () => {
    const err = await buildInteriorPdf(book({ pages: [{ image: 'broken.png', layout: 'image-full' }] }), {
      baseDir: dir,
    }).catch((e) => e);
    expect(err).toBeInstanceOf(ExportInputError);
    expect(err.message).toContain('broken.png: not a readable image');
  });

  it('rejects an unknown trim size and an empty book', async () => {
    await expect(buildInteriorPdf(book({}), { trim: '9x12' })).rejects.toThrow(/Unknown trim size "9x12"/);
    expect(() => book({ pages: [] })).toThrow(BookDocumentError);
    expect(() => parseBookDocument({ version: 1, title: '', author: 'A', pages: [{}] })).toThrow(
      /title: is required/,
    );
  });

  it('upscales low-resolution art to 300 DPI with Lanczos and says so', async () => {
    const r = await buildInteriorPdf(
      book({ pages: [{ text: 'A fox.', image: 'small.png', layout: 'image-top' }] }),
      { baseDir: dir },
    );
    expect(r.warnings.join('\n')).toMatch(/image 200×150 px is under 300 DPI at its size; upscaled/);
    const [img] = pdfImages(r.bytes);
    expect(Math.min(img.xppi, img.yppi)).toBeGreaterThanOrEqual(299);
    expect(img.enc).toBe('jpeg');
    expect((await preflightPdf(r.bytes)).ok).toBe(true);
  });

  it('flows 5,000 words onto continuation pages without losing any or touching the margins', async () => {
    const words = Array.from({ length: 5000 }, (_, i) => `word${i}`);
    const r = await buildInteriorPdf(book({ pages: [{ text: words.join(' '), image: 'small.png' }] }), {
      baseDir: dir,
    });
    expect(r.pageCount).toBeGreaterThan(24);
    expect(r.pageCount % 2).toBe(0);
    const text = pdfText(r.bytes);
    expect(text).toContain('word0 ');
    expect(text).toContain('word2500 ');
    expect(text).toContain('word4999');
    const p = await preflightPdf(r.bytes);
    expect(p.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(p.stats.minFontPt).toBeGreaterThanOrEqual(10);
  });

  it('prints emoji and right-to-left text with embedded fallback faces; "?" only where no face has a glyph', async () => {
    const doc = book({
      title: 'Rosie 🚀 & <b>Tom</b>',
      pages: [{ text: 'Go 👩‍🚀 go! שלום عربي — déjà vu, garçon, Noël. 漢', layout: 'text-only' }],
    });
    const r = await buildInteriorPdf(doc, {});
    const warnings = r.warnings.join('\n');
    expect(warnings).toContain('no glyph for 1 character(s) (漢)');
    expect(warnings).not.toMatch(/Right-to-left/);
    const text = pdfText(r.bytes);
    expect(text).toContain('Rosie 🚀 & <b>Tom</b>');
    expect(text).toContain('Go 👩‍🚀 go!');
    expect(text).toContain('שלום');
    expect(text).toContain('déjà vu, garçon, Noël. ?');
    expect(tool('qpdf', ['--check'], r.bytes)).toContain('No syntax or stream encoding errors');
    expect((await preflightPdf(r.bytes)).ok).toBe(true);
  });

  it('draws the watermark on every page', async () => {
    const r = await buildInteriorPdf(book({}), { watermark: 'PROOF COPY' });
    // Rotated text comes out one glyph per line; -raw keeps drawing order, so drop the whitespace.
    const pages = tool('pdftotext', ['-raw', '{}', '-'], r.bytes)
      .split('\f')
      .filter((p) => p.trim());
    expect(pages).toHaveLength(24);
    expect(pages.every((p) => p.replace(/\s+/g, '').includes('PROOFCOPY'))).toBe(true);
    expect((await preflightPdf(r.bytes)).ok).toBe(true);
  });
});
