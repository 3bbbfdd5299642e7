import { FONT_FILES } from '@bookloom/core/fonts';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';

/** Fonts resvg may use: our shipped OFL faces only (no system fonts, so output is the same everywhere). */
const FONT_OPTIONS = {
  fontFiles: [FONT_FILES.body, FONT_FILES.bodyBold, FONT_FILES.displayBold],
  loadSystemFonts: false,
  defaultFontFamily: 'Andika',
};

const NO_FONTS = { fontFiles: [], loadSystemFonts: false };

/**
 * SVG → RGB PNG of exactly width×height. resvg's `renderAsync` and sharp both run on libuv's
 * thread pool, so several pages render in parallel on all cores while the main thread only
 * builds SVG strings. PNG level 1: the exporter re-encodes art anyway, so bytes matter less than time.
 */
export async function renderPng(svg: string, width: number, height: number, signal?: AbortSignal) {
  // resvg's own abort signal type rejects composed DOM AbortSignals, so we check around the render.
  signal?.throwIfAborted();
  const img = await renderAsync(
    svg,
    // Parsing the font files costs ~50 ms a render: only pictures with typeset text pay it.
    {
      fitTo: { mode: 'width', value: width },
      font: svg.includes('<text') ? FONT_OPTIONS : NO_FONTS,
      background: '#ffffff',
    },
    undefined,
  );
  signal?.throwIfAborted();
  let pipeline = sharp(img.pixels, {
    raw: { width: img.width, height: img.height, channels: 4 },
  }).removeAlpha();
  // fitTo scales by width; rounding can leave the height a pixel off.
  if (img.height !== height || img.width !== width)
    pipeline = pipeline.resize(width, height, { fit: 'fill' });
  const png = await pipeline.png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
  return new Uint8Array(png);
}

/** The drawing box every picture uses: 1000 units wide, height by the page's aspect ratio. */
export type Canvas = { w: number; h: number };
export const canvasFor = (width: number, height: number): Canvas => ({
  w: 1000,
  h: Math.round((1000 * height) / width),
});

export const svgDoc = (c: Canvas, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${c.w} ${c.h}" width="${c.w}" height="${c.h}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;

/** Text typeset by us (never painted by a model): XML-escaped. */
export const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );
