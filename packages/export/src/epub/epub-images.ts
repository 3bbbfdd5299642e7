import sharp from 'sharp';
import { contentHash, ImageCache } from '../images/image-cache';
import { ImageRefError, readImageRef } from '../images/read-image-ref';
import type { RawImage } from '../kindle-cover/blend-over';
import { type Box, placeImage } from './page-geometry';
import type { RenditionCache } from './rendition-store';

/**
 * Pictures carry 1.5 image pixels per viewport px, so they stay sharp when a high-density tablet
 * scales the 1200-px page up (issue 19). Bounded a little under Apple Books' 5.6-megapixel limit
 * per image (its asset guide recommends 1.5× the viewing size up to that limit; Kindle allows 5 MB
 * per image): a full 1200 × 1800 page gets 1800 × 2700 px, the tallest trim (5x8) 1800 × 2880.
 */
export const EPUB_DENSITY = 1.5;
export const MAX_IMAGE_PIXELS = 5_500_000;
const JPEG_QUALITY = 85;

/** Painted art becomes JPEG; line art (colouring pages, puzzles) stays lossless PNG so lines stay crisp. */
export type ArtKind = 'painted' | 'line';

export type EpubImage = { data: Buffer; format: 'jpeg' | 'png'; width: number; height: number };
export type PlacedImage = EpubImage & {
  placed: Box;
  key: string;
  /** The resized pixels the JPEG was encoded from, when asked for and converted here (not found made). */
  pixels?: RawImage;
};

export type EpubImageOptions = {
  /** Renditions made earlier (by any process) are reused and new ones kept there. */
  store?: RenditionCache;
  /** Ahead of time (prepareEpubArt): the store must end up holding it even when this process knew it already. */
  keep?: boolean;
  /** Hand back the resized pixels too (the EPUB cover draws on the same picture at the same size). */
  pixels?: boolean;
};

// Re-exporting a book (the usual case after a text fix) skips every decode and resize.
const cache = new ImageCache<EpubImage>(192 * 1024 * 1024);
/** Empties the in-process cache (tests use it to act like a fresh process). */
export const forgetConvertedArt = () => cache.clear();

/**
 * Reads an image reference and makes the file the EPUB carries: oriented, sRGB, no alpha, sized
 * to 1.5× the pixels it covers on the page (never upscaled, at most 5.5 MP). Missing or
 * unreadable images throw ImageRefError naming the reference. With a `store`, a rendition made
 * earlier (by any process) is reused and a new one is kept there.
 */
export async function prepareEpubImage(
  ref: string,
  baseDir: string,
  kind: ArtKind,
  box: Box & { fit: 'contain' | 'cover' },
  { store, keep = false, pixels: wantPixels = false }: EpubImageOptions = {},
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
  const format = kind === 'line' ? 'png' : 'jpeg';
  const ext = format === 'png' ? 'png' : 'jpg';
  const hit = cache.get(key);
  if (hit) {
    if (keep) await store?.put(key, ext, hit.data);
    return { ...hit, placed, key };
  }
  const stored = await store?.get(key, ext);
  if (stored) {
    const out: EpubImage = { data: stored, format, width: target.w, height: target.h };
    cache.set(key, out);
    return { ...out, placed, key };
  }
  const grey = meta.space === 'b-w' || (meta.channels ?? 3) <= 2;
  let img = sharp(bytes, { limitInputPixels: 400_000_000 });
  // Only the work a picture needs: most art has no EXIF turn and no alpha (each step costs ~3 % of a page).
  if ((meta.orientation ?? 1) !== 1) img = img.rotate();
  if (meta.hasAlpha) img = img.flatten({ background: '#ffffff' });
  img = img
    // JPEG art is decoded at 1/2, 1/4 or 1/8 scale when the target allows (shrink-on-load); for
    // painted art Mitchell is ~10% cheaper than Lanczos and softer on grain (smaller JPEGs), while
    // line art keeps Lanczos' crisp edges.
    .resize(target.w, target.h, {
      fit: box.fit === 'cover' ? 'cover' : 'fill',
      kernel: kind === 'line' ? 'lanczos3' : 'mitchell',
    })
    .toColourspace(kind === 'line' && grey ? 'b-w' : 'srgb');
  const fail = (e: Error): never => {
    throw new ImageRefError(ref, `could not be converted (${e.message})`);
  };
  let pixels: RawImage | undefined;
  if (kind !== 'line' && wantPixels) {
    pixels = await img.raw().toBuffer({ resolveWithObject: true }).catch(fail);
    img = sharp(pixels.data, { raw: pixels.info });
  }
  const data = await (kind === 'line'
    ? img.png({ compressionLevel: 6 })
    : // Without Huffman optimisation: 25 % less CPU per picture for 7-8 % more bytes (a 32-page book's
      // first EPUB, its art never seen, 1.8 → 1.4 s on 2 cores; the EPUB 10.1 → 10.9 MB).
      img.jpeg({ quality: JPEG_QUALITY, optimiseCoding: false })
  )
    .toBuffer()
    .catch(fail);
  const out: EpubImage = { data, format, width: target.w, height: target.h };
  cache.set(key, out);
  await store?.put(key, ext, data);
  return { ...out, placed, key, pixels };
}

/** Pixel size for a placed box: 1.5× the box, at most 5.5 MP, and never upscaled past the source. */
function targetSize(placed: Box, source: { w: number; h: number }) {
  const native = Math.min(source.w / placed.w, source.h / placed.h);
  const capped = Math.sqrt(MAX_IMAGE_PIXELS / (placed.w * placed.h));
  const scale = Math.min(EPUB_DENSITY, capped, native);
  return { w: Math.max(1, Math.round(placed.w * scale)), h: Math.max(1, Math.round(placed.h * scale)) };
}
