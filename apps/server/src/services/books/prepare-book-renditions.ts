import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBookDocument } from '@bookloom/core';
import { prepareEpubArt } from '@bookloom/export';
import { errorForLog } from '../../error-for-log';
import type { JobContext } from '../../jobs/job-definition';
import { scratchPrefixOfThisProcess } from '../exports/clean-export-scratch';
import { storageRenditionCache } from '../exports/storage-rendition-cache';

const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(png|jpe?g|webp)$/;

/**
 * Makes the e-reader renditions of a just-finished book's pictures (1.5 × the EPUB viewport, JPEG or
 * line-art PNG) and of its EPUB cover, and keeps them in the file storage's rendition cache, so no EPUB export — in any
 * process — decodes the 300-ppi print art (decision 0032a). Runs after the book is completed and
 * announced, from the pictures still in memory; best effort: a failure only means the first EPUB
 * export converts them itself.
 */
export async function prepareBookRenditions(
  ctx: JobContext,
  bookId: string,
  document: Record<string, unknown>,
  images: ReadonlyMap<string, Uint8Array>,
) {
  const t0 = performance.now();
  let dir: string | undefined;
  try {
    const doc = parseBookDocument(document);
    dir = await mkdtemp(join(tmpdir(), scratchPrefixOfThisProcess()));
    // Only plain names of pictures at hand (the generator's own): any other page is left to the export.
    const usable = (name?: string) => Boolean(name && IMAGE_NAME.test(name) && images.has(name));
    const names = [doc.cover.image, ...doc.pages.map((p) => p.image)].filter(usable) as string[];
    for (const name of new Set(names)) await writeFile(join(dir, name), images.get(name)!);
    const { image: cover, ...noCover } = doc.cover;
    const withArt = {
      ...doc,
      cover: usable(cover) ? doc.cover : noCover,
      pages: doc.pages.map((p) => (usable(p.image) ? p : { ...p, image: undefined })),
    };
    await prepareEpubArt(withArt, { baseDir: dir, renditions: storageRenditionCache(ctx.storage) });
    ctx.log.info('epub renditions prepared', { bookId, ms: Math.round(performance.now() - t0) });
  } catch (err) {
    ctx.log.warn('epub renditions not prepared', { bookId, ...errorForLog(err) });
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}
