import { MIN_IMAGE_DPI } from '@bookloom/core';
import sharp from 'sharp';
import { contentHash, ImageCache } from './image-cache';
import { ImageRefError, readImageRef } from './read-image-ref';

/**
 * Painted art becomes JPEG (small, passes through the PDF writer) unless it is a compact opaque PNG
 * near its placed size (flat drawn art, e.g. the builtin engine's), which passes as it is; line art
 * stays lossless PNG.
 */
export type ArtKind = 'painted' | 'line';
export type PlacedBox = { width: number; height: number; fit: 'contain' | 'cover' };

export type PreparedImage = {
  data: Buffer;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  /** Source size when we had to upscale to reach 300 DPI at the placed size. */
  upscaledFrom?: { width: number; height: number };
};

const JPEG_QUALITY = 90;
/**
 * A painted PNG this compact (bytes per pixel) is flat, drawn art (the builtin engine's is ~0.05):
 * embedded as it is, it is smaller than its JPEG would be and costs no decode. A photographic PNG
 * (1–2 B/px) is still converted to JPEG, or the PDF would grow several-fold.
 */
const COMPACT_PNG_BYTES_PER_PIXEL = 0.25;
/** Converted art above 1.25 × 300 ppi at its placed size is resampled to 300 ppi. */
const DOWNSCALE_ABOVE = 1.25;
const cache = new ImageCache<PreparedImage>(256 * 1024 * 1024);

/** Effective DPI of an image of w×h px placed into a box (inches). */
function placedDpi(w: number, h: number, box: PlacedBox): number {
  const rx = w / box.width;
  const ry = h / box.height;
  return box.fit === 'cover' ? Math.min(rx, ry) : Math.max(rx, ry);
}

/**
 * Reads an image ref and returns bytes the PDF writer can embed without decoding them: baseline
 * RGB/grey JPEG, or opaque non-interlaced PNG (pdfkit copies its IDAT stream as is). Anything
 * else is converted once with sharp and cached; images below 300 DPI at their placed size are
 * upscaled with Lanczos and reported.
 */
export async function prepareImage(
  ref: string,
  baseDir: string,
  kind: ArtKind,
  box: PlacedBox,
): Promise<PreparedImage> {
  const bytes = await readImageRef(ref, baseDir);
  const meta = await sharp(bytes)
    .metadata()
    .catch((e: Error) => {
      throw new ImageRefError(ref, `not a readable image (${e.message})`);
    });
  if (!meta.width || !meta.height) throw new ImageRefError(ref, 'not a readable image (no size)');
  let { width, height } = meta;
  if ((meta.orientation ?? 1) >= 5) [width, height] = [height, width];
  const dpi = placedDpi(width, height, box);
  const plainColour = meta.space === 'srgb' || meta.space === 'b-w';
  const upright = (meta.orientation ?? 1) === 1;
  const passJpeg = meta.format === 'jpeg' && plainColour && upright && (meta.channels ?? 0) !== 4;
  const plainPng =
    meta.format === 'png' &&
    plainColour &&
    upright &&
    !meta.hasAlpha &&
    !meta.isProgressive &&
    meta.depth === 'uchar';
  // Painted PNG passes only near its placed size: above 1.25 × 300 ppi converting it down saves more.
  const passPng =
    plainPng &&
    (kind === 'line' ||
      (bytes.length <= width * height * COMPACT_PNG_BYTES_PER_PIXEL &&
        dpi <= MIN_IMAGE_DPI * DOWNSCALE_ABOVE));
  // Art that must be converted anyway is also brought down to 300 ppi at its placed size: a
  // full-page picture placed at a third of the page was embedded at 500+ ppi, three times the
  // bytes to encode, write and preflight for nothing a printer can show.
  const convert = !(passJpeg || passPng);
  const scale =
    dpi < MIN_IMAGE_DPI - 0.5
      ? MIN_IMAGE_DPI / dpi
      : convert && dpi > MIN_IMAGE_DPI * DOWNSCALE_ABOVE
        ? MIN_IMAGE_DPI / dpi
        : 1;
  const target = { width: Math.ceil(width * scale), height: Math.ceil(height * scale) };
  // The fast path: no decode, no hash, the bytes go into the PDF as they are.
  if (scale === 1 && !convert) return { data: bytes, format: passJpeg ? 'jpeg' : 'png', width, height };

  const key = `${contentHash(bytes)}:${kind}:${target.width}x${target.height}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // Vector input is rendered at the density that gives the target size instead of upscaled.
  const density = meta.format === 'svg' ? Math.min(2400, 72 * scale) : undefined;
  let img = sharp(bytes, { density, limitInputPixels: 400_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' });
  if (scale !== 1 && meta.format !== 'svg')
    img = img.resize(target.width, target.height, {
      kernel: scale < 1 && kind === 'painted' ? 'mitchell' : 'lanczos3',
    });
  else if (meta.format === 'svg') img = img.resize(target.width, target.height, { fit: 'fill' });
  img = img.toColourspace(meta.space === 'b-w' ? 'b-w' : 'srgb');
  const format = kind === 'line' ? 'png' : 'jpeg';
  const data = await (format === 'png'
    ? img.png({ compressionLevel: 6 })
    : img.jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
  ).toBuffer();
  const out: PreparedImage = {
    data,
    format,
    ...target,
    ...(scale > 1 ? { upscaledFrom: { width, height } } : {}),
  };
  cache.set(key, out);
  return out;
}

/** Runs async work over items with at most `limit` in flight (sharp already uses a thread pool). */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
