import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRenderer, type Raster } from './render-pages';

const rgbAt = (r: Raster, x: number, y: number) => {
  const i = y * r.stride + x * r.n;
  return [r.pixels[i], r.pixels[i + 1], r.pixels[i + 2]];
};
const inkedShare = (r: Raster, x0: number, y0: number, x1: number, y1: number) => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (Math.min(...rgbAt(r, x, y)) < 128) n++;
  return n / ((x1 - x0) * (y1 - y0));
};

describe('openRenderer (pdf.js on @napi-rs/canvas)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws a non-embedded standard font from disk, quietly and without the network', async () => {
    const logs = ['log', 'warn', 'error', 'info'].map((m) => vi.spyOn(console, m as 'log'));
    const fetch = vi.spyOn(globalThis, 'fetch');
    const doc = await PDFDocument.create();
    const page = doc.addPage([144, 72]); // 2 × 1 in → 72 × 36 px at 36 dpi
    page.drawText('MMMM', { x: 4, y: 20, size: 40, font: await doc.embedFont(StandardFonts.HelveticaBold) });
    const r = await openRenderer(await doc.save());
    const p = r.page(0)!;
    expect([p.width, p.height]).toEqual([72, 36]);
    expect(rgbAt(p, 70, 2)).toEqual([255, 255, 255]); // paper, not transparent black
    expect(inkedShare(p, 2, 8, 60, 26)).toBeGreaterThan(0.3); // the glyphs were drawn
    r.close();
    for (const l of logs) expect(l).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders a large JPEG (swapped for a small copy first) where it is placed', async () => {
    const jpg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d02020' } })
      .jpeg()
      .toBuffer();
    const doc = await PDFDocument.create();
    const page = doc.addPage([144, 144]);
    page.drawRectangle({ x: 0, y: 0, width: 144, height: 144, color: rgb(1, 1, 1) });
    page.drawImage(await doc.embedJpg(jpg), { x: 72, y: 0, width: 72, height: 72 });
    const r = await openRenderer(await doc.save());
    const p = r.page(0)!;
    const [red, green] = rgbAt(p, 54, 54); // centre of the picture (bottom right quarter)
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(80);
    expect(rgbAt(p, 18, 18)).toEqual([255, 255, 255]);
    expect(() => r.page(1)).toThrow(/No page 2/);
    r.close();
    // Asked for no page, it renders none (the preflight proved them all safe).
    const none = await openRenderer(await doc.save(), undefined, []);
    expect(none.page(0)).toBeUndefined();
    none.close();
  });
});
