import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BookDocument, parseBookDocument, type ShortBookFill, type TrimSize } from '@bookloom/core';
import { type ExportResult, exportBook, padShortBook, type RenditionCache } from '@bookloom/export';
import type { FileStorage } from '../../storage';
import { scratchPrefixOfThisProcess } from './clean-export-scratch';
import { exportBuilds } from './export-limiter';
import type { BookExportFormat } from './export-request-schema';

/** Image names a generated book uses (`books/<id>/<name>`); any other reference is not ours to read. */
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(png|jpe?g|webp)$/;

export class MissingImageError extends Error {}

export type BuildOptions = {
  trim: string;
  bleed: boolean;
  paper?: string;
  isbn?: string;
  renditions?: RenditionCache;
  /** Pages added to a short book (PDF and EPUB only). */
  fill?: ShortBookFill;
  /** Coloring pages on right-hand pages with blank backs (print only; the engine's default when absent). */
  blankBacks?: boolean;
};

/**
 * The document's image names, read from storage into a private scratch folder that the engine reads
 * them from (`baseDir`): bytes pass through untouched, never inflated to base64. A reference that is
 * not a plain name of this book (an absolute path, a URL) is refused, so a document cannot make the
 * engine read local files or fetch URLs.
 */
async function stageImages(storage: FileStorage, bookId: string, doc: BookDocument, dir: string) {
  const names = new Set<string>();
  if (doc.cover.image) names.add(doc.cover.image);
  for (const p of doc.pages) if (p.image) names.add(p.image);
  for (const name of names) {
    if (!IMAGE_NAME.test(name)) throw new MissingImageError(`Image reference not allowed: ${name}`);
    const bytes = await storage.get(`books/${bookId}/${name}`);
    if (!bytes) throw new MissingImageError(`Image missing from storage: ${name}`);
    await writeFile(join(dir, name), bytes);
  }
}

/** Builds one export file of a completed book (bounded by the process's export limiter). */
export function buildExportFile(
  storage: FileStorage,
  bookId: string,
  document: Record<string, unknown>,
  format: BookExportFormat,
  opts: BuildOptions,
): Promise<ExportResult> {
  const doc = parseBookDocument(document);
  return exportBuilds.run(async () => {
    // The pid in the name lets a later boot tell a crashed build's folder from a live one's.
    const dir = await mkdtemp(join(tmpdir(), scratchPrefixOfThisProcess()));
    try {
      await stageImages(storage, bookId, doc, dir);
      let book = doc;
      if (opts.fill && (format === 'pdf' || format === 'epub')) {
        const padded = await padShortBook(doc, opts.fill, {
          trim: opts.trim as TrimSize,
          bleed: opts.bleed,
          // Two-sided coloring pages need more added pages to reach KDP's minimum than blank-backed ones.
          ...(format === 'pdf' && opts.blankBacks !== undefined ? { blankBacks: opts.blankBacks } : {}),
          readImage: (name) => readFile(join(dir, name)),
        });
        for (const [name, bytes] of padded.images) await writeFile(join(dir, name), bytes);
        book = padded.doc;
      }
      return await exportBook(book, format, {
        baseDir: dir,
        trim: opts.trim,
        bleed: opts.bleed,
        ...(opts.paper ? { paper: opts.paper } : {}),
        ...(opts.isbn?.trim() ? { isbn: opts.isbn } : {}),
        ...(opts.blankBacks !== undefined ? { blankBacks: opts.blankBacks } : {}),
        ...(opts.renditions ? { renditions: opts.renditions } : {}),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
