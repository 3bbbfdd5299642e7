import { describe, expect, it } from 'vitest';
import { addBoxedPage, createPdf } from '../pdf/create-pdf';
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
async function interior(draw: (doc: PDFKit.PDFDocument, f: ReturnType<typeof pageFrame>) => void) {
  const { doc, finish } = createPdf({
    title: 'T',
    author: 'A',
    kind: 'interior',
    trim: '6x9',
    bleed: true,
    paper: 'white',
    pages: 24,
  });
  for (let i = 1; i <= 24; i++) {
    const f = pageFrame('6x9', true, i, 24);
    addBoxedPage(doc, f.width, f.height, f.trim);
    doc.fontSize(12).text(`Page ${i}`, f.safe.x, f.safe.y, { lineBreak: false });
    if (i === 3) draw(doc, f);
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
