import { describe, expect, it } from 'vitest';
import { preflightPdf } from '../preflight/preflight';
import { book, tool } from '../test-support';
import { buildInteriorPdf } from './build-interior-pdf';

/** Words pdftotext finds on a page, in visual order of their glyphs, with their left edge. */
function words(bytes: Buffer, page: number) {
  const xml = tool('pdftotext', ['-f', String(page), '-l', String(page), '-bbox', '{}', '-'], bytes);
  return [...xml.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
    x: Number(m[1]),
    text: m[2],
  }));
}
const reversed = (s: string) => [...s].reverse().join('');

describe('emoji, Hebrew and Arabic in the print PDF', () => {
  const doc = book({
    title: 'Pip',
    pages: [
      { text: 'שלום עולם', layout: 'text-only' },
      { text: 'مرحبا بالعالم', layout: 'text-only' },
      { text: 'Rain 🌧️ and sun ☀️', heading: 'Weather 🌈', layout: 'text-only' },
    ],
  });

  it('embeds a subset of each fallback face, and nothing else changes', async () => {
    const r = await buildInteriorPdf(doc, {});
    expect(r.warnings.join(' ')).not.toMatch(/glyph|Right-to-left/);
    const fonts = tool('pdffonts', [], r.bytes);
    for (const face of ['NotoSansHebrew-Regular', 'NotoSansArabic-Regular', 'NotoEmoji-Regular', 'Andika'])
      expect(fonts).toMatch(new RegExp(`[A-Z]{6}\\+${face}\\s+CID TrueType\\s+Identity-H\\s+yes yes yes`));
    expect((await preflightPdf(r.bytes)).ok).toBe(true);
  });

  it('sets right-to-left words right to left, first word on the right', async () => {
    const r = await buildInteriorPdf(doc, {});
    // Pages 3 and 4 are the first two story pages (after the title and copyright pages).
    const hebrew = words(r.bytes, 3);
    const first = hebrew.find((w) => w.text === reversed('שלום'));
    const second = hebrew.find((w) => w.text === reversed('עולם'));
    expect(first && second).toBeTruthy();
    expect(first!.x).toBeGreaterThan(second!.x);
    // Arabic too (shaped into joined forms; pdftotext reads each word back in visual order).
    const arabic = words(r.bytes, 4);
    const a1 = arabic.find((w) => w.text === reversed('مرحبا'));
    const a2 = arabic.find((w) => w.text === reversed('بالعالم'));
    expect(a1 && a2).toBeTruthy();
    expect(a1!.x).toBeGreaterThan(a2!.x);
  });

  it('draws a watermark with emoji and Hebrew through the same faces', async () => {
    const r = await buildInteriorPdf(book({}), { watermark: 'PROOF 🚀 טיוטה\u0007' });
    const fonts = tool('pdffonts', [], r.bytes);
    expect(fonts).toContain('NotoEmoji-Regular');
    // Fredoka, the watermark's face, has Hebrew itself.
    expect(fonts).not.toContain('NotoSansHebrew-Regular');
    expect(tool('qpdf', ['--check'], r.bytes)).toContain('No syntax or stream encoding errors');
    expect((await preflightPdf(r.bytes)).ok).toBe(true);
  });

  it('mirrors brackets inside right-to-left text', async () => {
    const r = await buildInteriorPdf(book({ pages: [{ text: 'אב (גד)', layout: 'text-only' }] }), {});
    // Visual order, left to right: "(דג)" then "בא" — the closing bracket is drawn as "(" on the left.
    expect(words(r.bytes, 3).map((w) => w.text)).toEqual(['(דג)', 'בא']);
  });
});
