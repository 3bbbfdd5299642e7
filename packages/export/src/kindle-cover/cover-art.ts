import type { BookDocument } from '@bookloom/core';
import sharp from 'sharp';
import { where } from '../epub/image-error';
import { ImageRefError, readImageRef } from '../images/read-image-ref';
import type { RawImage } from './blend-over';

export type CoverArt = { ref: string; bytes: Buffer; width: number; height: number };

/** The cover's art: the cover image, else the first page picture, else none (a designed background). */
export async function loadCoverArt(doc: BookDocument, baseDir: string): Promise<CoverArt | undefined> {
  const page = doc.pages.findIndex((p) => p.image);
  const ref = doc.cover.image ?? doc.pages[page]?.image;
  if (!ref) return undefined;
  // Errors name the page the borrowed art belongs to, so the user fixes the right thing.
  const place = doc.cover.image ? 'cover' : `page ${page + 1}`;
  const bytes = await readImageRef(ref, baseDir).catch(where(place));
  const meta = await sharp(bytes)
    .metadata()
    .catch((e: Error) => where(place)(new ImageRefError(ref, `not a readable image (${e.message})`)));
  if (!meta.width || !meta.height) where(place)(new ImageRefError(ref, 'not a readable image (no size)'));
  const turned = (meta.orientation ?? 1) >= 5;
  return { ref, bytes, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

const decode = (art: CoverArt) =>
  sharp(art.bytes, { limitInputPixels: 400_000_000 }).rotate().flatten({ background: '#ffffff' });

/** Art cropped to fill the whole cover. */
export const fullBleedArt = (art: CoverArt, w: number, h: number) =>
  decode(art)
    .resize(w, h, { fit: 'cover', kernel: 'lanczos3' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });

/**
 * Art much wider than the cover (a square picture-book spread on a tall Kindle cover) is shown
 * whole on a designed background: a soft gradient from the colour of the art's top edge to that
 * of its bottom edge, so the picture sits in a frame of its own palette (a blurred copy of the
 * art showed its edges and doubled its sun). The art is decoded once: the edge colours come from
 * the framed picture itself (a second decode of a 2600-px PNG was ~100 ms and ~30 MB more).
 */
export async function framedArt(
  art: CoverArt,
  w: number,
  h: number,
  box: { y: number; w: number; h: number },
): Promise<RawImage> {
  const inner = await decode(art)
    .resize(box.w, box.h, { fit: 'fill', kernel: 'lanczos3' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const edges = await sharp(inner.data, { raw: inner.info })
    .resize(1, 2, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Two pixels enlarged with a linear kernel are a smooth top-to-bottom gradient.
  const out = await sharp(edges.data, { raw: edges.info })
    .resize(w, h, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const c = inner.info.channels;
  const row = box.w * c;
  const left = Math.round((w - box.w) / 2);
  for (let y = 0; y < box.h; y++)
    inner.data.copy(out.data, ((box.y + y) * w + left) * c, y * row, (y + 1) * row);
  return out;
}
