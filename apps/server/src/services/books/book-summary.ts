import { SHORT_BOOK_FILLS, type ShortBookFill } from '@bookloom/core';
import type { BookListRow, ExportRow } from '@bookloom/db';
import { z } from 'zod';
import { exportContentHash } from '../exports/export-content-hash';

export const fileBaseOf = (bookId: string) => `/api/books/${bookId}/files/`;

export const exportSummary = z.object({
  id: z.string(),
  format: z.enum(['pdf', 'epub', 'cover-pdf', 'kindle-cover']),
  fileName: z.string(),
  downloadUrl: z.string(),
  createdAt: z.string(),
  /** Pages added to a short book in this file: coloring, draw or notes; null when none were added. */
  fill: z.enum(SHORT_BOOK_FILLS).nullable(),
  /** The ISBN printed in this file (digits only), null when none was given. */
  isbn: z.string().nullable(),
  /** Print files: coloring pages with blank backs (true) or two-sided (false); null = the book type's default. */
  blankBacks: z.boolean().nullable(),
  /** Made before the book's latest edits: the file is not the book as it is now (the next export is charged). */
  stale: z.boolean(),
});
export const bookSummary = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  author: z.string(),
  type: z.string(),
  pages: z.number(),
  status: z.enum(['generating', 'generating_images', 'completed', 'failed']),
  progress: z.object({ done: z.number(), total: z.number(), stage: z.string() }).nullable(),
  error: z.string().nullable(),
  quality: z.enum(['standard', 'high']),
  trimSize: z.string(),
  includeBleed: z.boolean(),
  language: z.enum(['en', 'fr']),
  createdAt: z.string(),
  coverUrl: z.string().nullable(),
  exports: z.array(exportSummary),
});
export type BookSummary = z.infer<typeof bookSummary>;

/**
 * Whether an export file was made from another version of the book than the current one: only an edited book
 * changes after it is finished (book editor), and then the file's content hash no longer matches.
 */
export function isExportStale(b: BookListRow, e: ExportRow) {
  if (b.editCount === 0 || !e.contentHash) return false;
  const now = exportContentHash({
    bookId: b.id,
    coverKey: b.coverKey,
    document: b.document ?? {},
    format: e.format,
    options: (e.options as Record<string, unknown> | null) ?? {},
  });
  return now !== e.contentHash;
}

export const toExportSummary = (e: ExportRow, stale = false) => ({
  id: e.id,
  format: e.format,
  fileName: e.fileName,
  downloadUrl: `/api/exports/${e.id}/download`,
  createdAt: e.createdAt.toISOString(),
  // The pages added to a short book (coloring, draw, notes), so the panel knows whether this file
  // matches the fill now chosen or a new export is needed.
  fill: ((e.options as { fill?: string } | null)?.fill ?? null) as ShortBookFill | null,
  // Likewise the ISBN and the blank backs: another choice in the panel is another file.
  isbn: (e.options as { isbn?: string } | null)?.isbn ?? null,
  blankBacks: (e.options as { blankBacks?: boolean } | null)?.blankBacks ?? null,
  stale,
});

/** The API shape of a book (docs/api/books.md BookSummary); `exports` = latest per format. */
export function toBookSummary(b: BookListRow, exports: ExportRow[]): BookSummary {
  return {
    id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    author: b.author,
    type: b.type,
    pages: b.pages,
    status: b.status,
    progress: b.progress ?? null,
    error: b.error,
    quality: b.quality,
    trimSize: b.trimSize,
    includeBleed: b.includeBleed,
    language: b.language,
    createdAt: b.createdAt.toISOString(),
    coverUrl: b.coverKey ? `${fileBaseOf(b.id)}${b.coverKey.split('/').at(-1)}` : null,
    exports: exports.filter((e) => e.bookId === b.id).map((e) => toExportSummary(e, isExportStale(b, e))),
  };
}
