import sharp from 'sharp';
import { contentHash, ImageCache } from '../images/image-cache';
import { ImageRefError, readImageRef } from '../images/read-image-ref';
import { type Box, placeImage } from './page-geometry';

/** Longest side of any image we put in the EPUB: sharp on tablets, small enough for e-readers. */
export const MAX_IMAGE_SIDE = 1600;
const JPEG_QUALITY = 85;

/** Painted art becomes JPEG; line art (colouring pages, puzzles) stays lossless PNG so lines stay crisp. */
export type ArtKind = 'painted' | 'line';

export type EpubImage = { data: Buffer; format: 'jpeg' | 'png'; width: number; height: number };
export type PlacedImage = EpubImage & { placed: Box; key: string };

// Re-exporting a book (the usual case after a text fix) skips every decode and resize.
const cache = new ImageCache<EpubImage>(192 * 1024 * 1024);

/**
 * Reads an image reference and makes the file the EPUB carries: oriented, sRGB, no alpha, sized
 * to the pixels it covers on the page (never upscaled, long side ≤ MAX_IMAGE_SIDE). Missing or
 * unreadable images throw ImageRefError naming the reference.
 */
export async function prepareEpubImage(
  ref: string,
  baseDir: string,
  kind: ArtKind,
  box: Box & { fit: 'contain' | 'cover' },
): Promise<PlacedImage> {
  const bytes = await readImageRef(ref, baseDir);
  const meta = await sharp(bytes)
    .metadata()
    .catch((e: Error) => {
      throw new ImageRefError(ref, `not a readable image (${e.message})`);
    });
  if (!meta.width || !meta.height) throw new ImageRefError(ref, 'not a readable image (no size)');
  const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const placed = placeImage(w, h, box);
  const target = targetSize(placed, { w, h });
  const key = `${contentHash(bytes)}:${kind}:${box.fit}:${target.w}x${target.h}`;
  const hit = cache.get(key);
  if (hit) return { ...hit, placed, key };
  const grey = meta.space === 'b-w' || (meta.channels ?? 3) <= 2;
  const img = sharp(bytes, { limitInputPixels: 400_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(target.w, target.h, { fit: box.fit === 'cover' ? 'cover' : 'fill', kernel: 'lanczos3' })
    .toColourspace(kind === 'line' && grey ? 'b-w' : 'srgb');
  const data = await (kind === 'line'
    ? img.png({ compressionLevel: 6 })
    : img.jpeg({ quality: JPEG_QUALITY })
  )
    .toBuffer()
    .catch((e: Error) => {
      throw new ImageRefError(ref, `could not be converted (${e.message})`);
    });
  const out: EpubImage = {
    data,
    format: kind === 'line' ? 'png' : 'jpeg',
    width: target.w,
    height: target.h,
  };
  cache.set(key, out);
  return { ...out, placed, key };
}

/** Pixel size for a placed box: the box itself, capped at MAX_IMAGE_SIDE and never upscaled. */
function targetSize(placed: Box, source: { w: number; h: number }) {
  const native = Math.min(source.w / placed.w, source.h / placed.h);
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(placed.w, placed.h), native);
  return { w: Math.max(1, Math.round(placed.w * scale)), h: Math.max(1, Math.round(placed.h * scale)) };
}
