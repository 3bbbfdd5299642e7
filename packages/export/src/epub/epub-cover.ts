import { createHash } from 'node:crypto';
import type { BookDocument } from '@bookloom/core';
import { EXPORT_ENGINE_VERSION } from '../engine-version';
import { contentHash } from '../images/image-cache';
import { readImageRef } from '../images/read-image-ref';
import type { RawImage } from '../kindle-cover/blend-over';
import { type CoverSize, renderCover } from '../kindle-cover/render-cover';
import type { RenditionCache } from './rendition-store';

/**
 * What the EPUB cover image is made from: the engine, its size, the typeset text and the art's
 * bytes (the cover picture, else the first page's, as renderCover chooses). Undefined without art
 * that can be read: renderCover then reports the problem itself.
 */
async function coverKey(doc: BookDocument, baseDir: string, size: CoverSize) {
  const ref = doc.cover.image ?? doc.pages.find((p) => p.image)?.image;
  const art = ref ? await readImageRef(ref, baseDir).catch(() => undefined) : undefined;
  if (ref && !art) return undefined;
  const what = JSON.stringify({
    engine: EXPORT_ENGINE_VERSION,
    size,
    title: doc.title,
    subtitle: doc.subtitle ?? null,
    author: doc.author,
    art: art ? contentHash(art) : null,
  });
  return `cover-${createHash('sha256').update(what).digest('hex')}`;
}

/**
 * The EPUB's cover image, kept in the rendition cache like the page art: rendering it (art decoded
 * and resized, text rasterised, composited, JPEG) is ~100 MB of peak memory and a fifth of an EPUB
 * build, for a picture that only changes with the art, the title or the author. A cover drawn with
 * warnings (a character no face has) is not kept, so every export still reports them.
 */
export async function epubCover(
  doc: BookDocument,
  baseDir: string,
  size: CoverSize,
  store?: RenditionCache,
  /** The cover's art as a page conversion decoded it at this size, if one did (see renderCover). */
  decoded?: Promise<RawImage | undefined>,
) {
  const key = store ? await coverKey(doc, baseDir, size) : undefined;
  const hit = key ? await store?.get(key, 'jpg') : undefined;
  if (hit) return { bytes: hit, warnings: [] as string[] };
  const made = await renderCover(doc, baseDir, size, await decoded);
  if (key && made.warnings.length === 0) await store?.put(key, 'jpg', made.bytes);
  return made;
}
