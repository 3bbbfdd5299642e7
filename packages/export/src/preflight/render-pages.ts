import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { shrinkImages } from './shrink-images';

type Factory = {
  create(w: number, h: number): { canvas: Canvas; context: SKRSContext2D };
  destroy(c: { canvas: Canvas; context: SKRSContext2D }): void;
};

/** One page rendered at low resolution: RGB(A) bytes, `n` channels, rows `stride` bytes apart. */
export type Raster = { width: number; height: number; stride: number; n: number; pixels: Uint8ClampedArray };
export type PageRenderer = { page(index: number): Raster | undefined; close(): void };

/**
 * Enough resolution to see a 0.125 in band (4–5 px) and fast: a 24-page book renders in a few
 * tenths of a second. Ink is judged from pixels, so art, vector borders and text all count.
 */
export const INK_DPI = 36;

/** pdf.js's own data folders (fonts, cmaps, ICC, wasm), read from disk: it never fetches. */
const pkg = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const dir = (name: string) => `${join(pkg, name)}/`;

/**
 * Renders pages with pdf.js (Apache-2.0) onto @napi-rs/canvas (MIT, Skia, prebuilt binaries):
 * no poppler at run time. Loaded on first use, so code that never preflights never pays for it.
 * pdf.js renders asynchronously while the checks read pages synchronously, so every page is
 * rendered here up front (a 36-dpi page is ~0.5 MB of RGBA).
 */
export async function openRenderer(
  bytes: Uint8Array,
  dpi = INK_DPI,
  /** 0-based pages to render (all when omitted); the others answer undefined. */
  only?: number[],
): Promise<PageRenderer> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given, so it gets a smaller copy.
    data: await shrinkImages(bytes, only),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    standardFontDataUrl: dir('standard_fonts'),
    cMapUrl: dir('cmaps'),
    iccUrl: dir('iccs'),
    wasmUrl: dir('wasm'),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
  });
  const doc = await task.promise;
  const factory = doc.canvasFactory as Factory;
  const rasters: (Raster | undefined)[] = [];
  const wanted = only ? new Set(only) : undefined;
  try {
    for (let i = 1; i <= doc.numPages; i++) {
      if (wanted && !wanted.has(i - 1)) continue;
      const page = await doc.getPage(i);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const width = Math.ceil(viewport.width);
      const height = Math.ceil(viewport.height);
      // pdf.js's Node canvas factory is @napi-rs/canvas; its Path2D must come from the same copy.
      const { canvas, context: ctx } = factory.create(width, height);
      ctx.fillStyle = '#ffffff'; // paper: transparent pixels would read as black
      ctx.fillRect(0, 0, width, height);
      await page.render({
        canvas: canvas as unknown as Parameters<typeof page.render>[0]['canvas'],
        viewport,
      }).promise;
      const data = ctx.getImageData(0, 0, width, height).data;
      rasters[i - 1] = { width, height, stride: width * 4, n: 4, pixels: new Uint8ClampedArray(data) };
      page.cleanup();
      factory.destroy({ canvas, context: ctx });
    }
  } finally {
    await task.destroy();
  }
  return {
    page: (index) => {
      if (index < 0 || index >= doc.numPages) throw new Error(`No page ${index + 1} in the rendered PDF`);
      return rasters[index];
    },
    close: () => {
      rasters.length = 0;
    },
  };
}
