import { AiError, type ImageProvider, type ImageRequest, type StoryPlan } from '@bookloom/ai';
import sharp from 'sharp';
import type { FileStorage } from '../../storage';

export const COVER_FILE = 'cover.png';
/** Same names generateBook gives pages (p01.png …); checked against the document afterwards. */
export const pageFile = (i: number) => `p${String(i + 1).padStart(2, '0')}.png`;

/** An RGB PNG of exactly the requested size (what generateBook itself would make of the answer). */
async function toPagePng(bytes: Uint8Array, width: number, height: number) {
  const meta = await sharp(bytes).metadata();
  if (meta.format === 'png' && meta.width === width && meta.height === height) return bytes;
  return new Uint8Array(
    await sharp(bytes)
      .resize(width, height, { fit: 'cover' })
      .removeAlpha()
      .toColourspace('srgb')
      .png({ compressionLevel: 4, adaptiveFiltering: false })
      .toBuffer(),
  );
}

/**
 * Wraps the image provider of one book so each picture is in storage (`books/<id>/<name>`) the
 * moment it exists: a crashed or retried job finds it and does not pay for it again. generateBook
 * has no per-image callback, so this is where we see them.
 *
 * A failed cover does not fail the book (spec): its error is kept and a blank stand-in returned,
 * which the caller drops from the document. Aborts (another image failed) still throw.
 */
export function storingImageProvider(
  inner: ImageProvider,
  storage: FileStorage,
  bookId: string,
  plan: () => StoryPlan | undefined,
) {
  const state: { coverError?: unknown; stored: Set<string> } = { stored: new Set() };
  const nameOf = (r: ImageRequest) => {
    if (r.cover) return COVER_FILE;
    const i = r.page ? (plan()?.pages.indexOf(r.page) ?? -1) : -1;
    return i >= 0 ? pageFile(i) : undefined;
  };
  const provider: ImageProvider = {
    name: inner.name,
    supportsReference: inner.supportsReference,
    async generate(r, signal) {
      const name = nameOf(r);
      let out: Awaited<ReturnType<ImageProvider['generate']>>;
      let png: Uint8Array;
      try {
        out = await inner.generate(r, signal);
        png = await toPagePng(out.png, r.width, r.height).catch((e) => {
          throw new AiError('not_an_image', `${inner.name} ${name}: ${(e as Error).message}`, true);
        });
      } catch (e) {
        if (name !== COVER_FILE || signal?.aborted) throw e;
        state.coverError = e;
        const blank = await sharp({
          create: { width: r.width, height: r.height, channels: 3, background: '#ffffff' },
        })
          .png()
          .toBuffer();
        return { png: new Uint8Array(blank), usage: { provider: inner.name, model: 'none', ms: 0 } };
      }
      if (name) {
        await storage.put(`books/${bookId}/${name}`, png, 'image/png');
        state.stored.add(name);
      }
      return { ...out, png };
    },
  };
  return { provider, state };
}
