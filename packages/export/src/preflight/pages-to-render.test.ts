import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addBoxedPage, createPdf } from '../pdf/create-pdf';
import { drawImage } from '../pdf/draw-image';
import { pageFrame } from '../pdf/page-geometry';
import { pagesToRender } from './check-interior';
import { preflightPdf } from './preflight';
import { readPdf } from './read-pdf';
import { scanContent } from './scan-content';

describe('ink bounds from the content stream', () => {
  it('bounds paths through the CTM, widens strokes, ignores clips, and gives up on shadings', () => {
    expect(scanContent('q 2 0 0 2 10 20 cm 0 0 5 5 re f Q').ink).toEqual({ x0: 10, y0: 20, x1: 20, y1: 30 });
    expect(scanContent('0 0 10 10 re W n').ink).toBeNull(); // a clip paints nothing
    const s = scanContent('4 w 10 10 m 20 10 l S').ink;
    expect(s).not.toBe('all');
    expect(s && s !== 'all' && s.x0).toBeLessThan(10); // half the stroke (and a miter) outside the path
    expect(scanContent('q 100 0 0 50 30 40 cm /I1 Do Q').ink).toEqual({ x0: 30, y0: 40, x1: 130, y1: 90 });
    expect(scanContent('/Sh1 sh').ink).toBe('all');
  });
});

/** A 24-page 6x9 interior: page 3 gets `draw`; every page carries a line of text in the safe area. */
async function interior(
  draw: (doc: PDFKit.PDFDocument, f: ReturnType<typeof pageFrame>) => void,
  bleed = true,
) {
  const { doc, finish } = createPdf({
    title: 'T',
    author: 'A',
    kind: 'interior',
    trim: '6x9',
    bleed,
    paper: 'white',
    pages: 24,
  });
  for (let i = 1; i <= 24; i++) {
    const f = pageFrame('6x9', bleed, i, 24);
    addBoxedPage(doc, f.width, f.height, f.trim);
    if (i === 3) draw(doc, f);
    doc.fontSize(12).text(`Page ${i}`, f.safe.x, f.safe.y, { lineBreak: false });
  }
  const bytes = await finish();
  return Object.assign(await readPdf(bytes), { bytes });
}

describe('pages the ink check renders', () => {
  it('renders none when all art sits inside the safe area', async () => {
    const facts = await interior((doc, f) =>
      doc.rect(f.safe.x + 10, f.safe.y + 40, f.safe.w - 20, 100).fill('#336699'),
    );
    expect(pagesToRender({ facts, trim: '6x9', bleed: true })).toEqual([]);
    const r = await preflightPdf(facts.bytes);
    expect(r.ok).toBe(true);
    expect(r.stats.inkPagesRendered).toBe(0);
  });

  it('renders a page whose border comes near the fold, and a full-bleed page', async () => {
    const border = await interior((doc, f) =>
      doc
        .rect(f.safe.x - 20, f.safe.y, f.safe.w, 100)
        .lineWidth(2)
        .stroke('#000'),
    );
    expect(pagesToRender({ facts: border, trim: '6x9', bleed: true })).toEqual([2]);
    const bleedArt = await interior((doc, f) => doc.rect(0, 0, f.width, f.height).fill('#fdf6e3'));
    expect(pagesToRender({ facts: bleedArt, trim: '6x9', bleed: true })).toEqual([2]);
    const r = await preflightPdf(border.bytes);
    expect(r.stats.inkPagesRendered).toBe(1);
    expect(r.findings.map((f) => `${f.code}@${f.page}`)).toContain('ink-in-margin@3');
  });

  it('renders every page when the trim is unknown', async () => {
    const facts = await interior(() => {});
    expect(pagesToRender({ facts, trim: undefined, bleed: true })).toHaveLength(24);
  });
});

/** Opaque painted art (a JPEG, no alpha), as the builtin engine places it. */
const art = () =>
  sharp({ create: { width: 180, height: 270, channels: 3, background: '#3b6fd0' } })
    .jpeg()
    .toBuffer();
const IN = 72;

describe('full-bleed art is proved from the content stream (decision 0031 pages)', () => {
  it('proves a page with full-bleed art and text on a panel inside the safe area without rendering', async () => {
    const img = await art();
    const panel = (doc: PDFKit.PDFDocument, f: ReturnType<typeof pageFrame>) =>
      doc.rect(f.safe.x, f.safe.y + f.safe.h - 120, f.safe.w, 100).fill('#ffffff');
    const placed = await interior((doc, f) => {
      doc.image(img, 0, 0, { width: f.width, height: f.height });
      panel(doc, f);
    });
    expect(pagesToRender({ facts: placed, trim: '6x9', bleed: true })).toEqual([]);
    // The exporter's own way: `cover` fit, larger than the page and clipped to it.
    const covered = await interior((doc, f) => {
      drawImage(
        doc,
        { data: img, format: 'jpeg', width: 180, height: 250 },
        { x: 0, y: 0, w: f.width, h: f.height },
        'cover',
      );
      panel(doc, f);
    });
    expect(pagesToRender({ facts: covered, trim: '6x9', bleed: true })).toEqual([]);
    const r = await preflightPdf(covered.bytes);
    expect(r.stats.inkPagesRendered).toBe(0);
    // Only the small test art's resolution is reported: no ink in the margins, no short bleed.
    expect(r.findings.filter((f) => f.page === 3).map((f) => f.code)).toEqual(['image-dpi']);
  });

  it('still renders and reports art that ends 0.08 in from the trim, art short of the bleed, and bleed art without bleed', async () => {
    const img = await art();
    // Full-page art whose outside edge stops 0.08 in inside the trim (in the margin band).
    const inMargin = await interior((doc, f) => {
      const x0 = f.recto ? 0 : f.trim.x + 0.08 * IN;
      const x1 = f.recto ? f.trim.x + f.trim.w - 0.08 * IN : f.width;
      doc.image(img, x0, 0, { width: x1 - x0, height: f.height });
    });
    expect(pagesToRender({ facts: inMargin, trim: '6x9', bleed: true })).toEqual([2]);
    const r = await preflightPdf(inMargin.bytes);
    expect(r.stats.inkPagesRendered).toBe(1);
    expect(r.findings.filter((f) => f.page === 3).map((f) => f.code)).toContain('ink-in-margin');
    // Art that passes the trim but stops 0.08 in short of the bleed edge.
    const short = await interior((doc, f) =>
      doc.image(img, 0, 0, {
        width: f.width,
        height: f.height - (f.height - f.trim.y - f.trim.h) + 0.045 * IN,
      }),
    );
    expect(pagesToRender({ facts: short, trim: '6x9', bleed: true })).toEqual([2]);
    const sr = await preflightPdf(short.bytes);
    expect(sr.findings.filter((f) => f.page === 3).map((f) => f.code)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(bleed-short|ink-in-margin)$/)]),
    );
    // Without bleed, art to the page edge is the comic case: rendered and reported.
    const noBleed = await interior(
      (doc, f) => doc.image(img, 0, 0, { width: f.width, height: f.height }),
      false,
    );
    expect(pagesToRender({ facts: noBleed, trim: '6x9', bleed: false })).toEqual([2]);
    const nb = await preflightPdf(noBleed.bytes);
    expect(nb.findings.map((f) => `${f.code}@${f.page}`)).toContain('ink-in-margin@3');
  });

  it('does not take a rotated or round-clipped image for full-bleed art', () => {
    const page = 'q 450 0 0 -666 0 666 cm /I1 Do Q';
    expect(scanContent(page).art).toEqual([
      { name: 'I1', box: { x0: 0, y0: 0, x1: 450, y1: 666 }, exact: true },
    ]);
    const round = scanContent('q 0 0 m 450 0 l 450 666 l 0 666 l h W n 450 0 0 -666 0 666 cm /I1 Do Q');
    expect(round.art[0].exact).toBe(false);
    expect(scanContent('q 0 450 -666 0 666 0 cm /I1 Do Q').art[0].exact).toBe(false);
    // A clip narrower than the placement cuts the visible box.
    expect(scanContent('q 10 10 100 100 re W n 450 0 0 -666 0 666 cm /I1 Do Q').art[0]).toEqual({
      name: 'I1',
      box: { x0: 10, y0: 10, x1: 110, y1: 110 },
      exact: true,
    });
  });
});
