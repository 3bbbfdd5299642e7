import type { BookRow, ExportRow } from '@bookloom/db';
import { z } from 'zod';

export const fileBaseOf = (bookId: string) => `/api/books/${bookId}/files/`;

export const exportSummary = z.object({
  id: z.string(),
  format: z.enum(['pdf', 'epub', 'cover-pdf', 'kindle-cover']),
  fileName: z.string(),
  downloadUrl: z.string(),
  createdAt: z.string(),
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

export const toExportSummary = (e: ExportRow) => ({
  id: e.id,
  format: e.format,
  fileName: e.fileName,
  downloadUrl: `/api/exports/${e.id}/download`,
  createdAt: e.createdAt.toISOString(),
});

/** The API shape of a book (docs/api/books.md BookSummary); `exports` = latest per format. */
export function toBookSummary(b: BookRow, exports: ExportRow[]): BookSummary {
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
    exports: exports.filter((e) => e.bookId === b.id).map(toExportSummary),
  };
}
