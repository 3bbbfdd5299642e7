import { FONT_FILES } from '@bookloom/core/fonts';
import { Resvg, renderAsync } from '@resvg/resvg-js';
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
export async function renderPng(
  svg: string,
  width: number,
  height: number,
  signal?: AbortSignal,
  /** Rasterise on the calling thread (a low-priority worker thread) instead of libuv's shared pool. */
  inThread = false,
) {
  // resvg's own abort signal type rejects composed DOM AbortSignals, so we check around the render.
  signal?.throwIfAborted();
  // Parsing the font files costs ~50 ms a render: only pictures with typeset text pay it.
  const options = {
    // svgDoc already states the exact pixel size, so resvg draws width×height with no resample.
    fitTo: { mode: 'original' as const },
    font: svg.includes('<text') ? FONT_OPTIONS : NO_FONTS,
    background: '#ffffff',
  };
  const img = inThread ? new Resvg(svg, options).render() : await renderAsync(svg, options, undefined);
  signal?.throwIfAborted();
  let pipeline = sharp(img.pixels, {
    raw: { width: img.width, height: img.height, channels: 4 },
  }).removeAlpha();
  // Only an SVG built without canvasFor's pixel size lands here; resampling a full page costs more
  // than drawing it, which is why svgDoc carries the size.
  if (img.height !== height || img.width !== width)
    pipeline = pipeline.resize(width, height, { fit: 'fill' });
  const png = await pipeline.png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
  return new Uint8Array(png);
}

/**
 * The drawing box every picture uses: 1000 units wide, height by the page's aspect ratio (whole
 * units), plus the exact pixel size it is rendered at.
 */
export type Canvas = { w: number; h: number; px?: { width: number; height: number } };
export const canvasFor = (width: number, height: number): Canvas => ({
  w: 1000,
  h: Math.round((1000 * height) / width),
  px: { width, height },
});

/**
 * The root states the pixel size with preserveAspectRatio="none": the whole-unit box differs from
 * the page's ratio by under 0.05 %, invisible, and resvg then renders exactly width×height (a
 * rounded height would cost a full-page resample afterwards).
 */
export const svgDoc = (c: Canvas, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${c.w} ${c.h}" width="${c.px?.width ?? c.w}" height="${c.px?.height ?? c.h}"${c.px ? ' preserveAspectRatio="none"' : ''}>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;

/** Text typeset by us (never painted by a model): XML-escaped. */
export const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );
