import { type BookDocument, KINDLE_COVER } from '@bookloom/core';
import { renderCover } from './render-cover';

/**
 * The Kindle (ebook) cover KDP asks for: 1600 × 2560 px RGB JPEG under 5 MB, with the title,
 * subtitle and author typeset by us over the cover art (or the first page's picture, or a
 * designed background when the book has no art). Missing or unreadable art throws ExportInputError.
 */
export async function buildKindleCover(
  doc: BookDocument,
  opts: { baseDir: string },
): Promise<{ bytes: Buffer; warnings: string[] }> {
  const r = await renderCover(doc, opts.baseDir, {
    width: KINDLE_COVER.width,
    height: KINDLE_COVER.height,
    maxBytes: KINDLE_COVER.maxBytes,
  });
  if (r.bytes.length >= KINDLE_COVER.maxBytes)
    r.warnings.push(`The Kindle cover is ${(r.bytes.length / 1e6).toFixed(1)} MB, above KDP's 5 MB limit.`);
  return r;
}

export { renderCover } from './render-cover';
