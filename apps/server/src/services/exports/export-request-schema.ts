import { COSTS, ISBN_ERROR, normalizeIsbn, PAPER_TYPES, SHORT_BOOK_FILLS, TRIM_SIZES } from '@bookloom/core';
import { z } from 'zod';
import { exportSummary } from '../books/book-summary';

export const EXPORT_FORMATS = ['pdf', 'epub', 'cover-pdf', 'kindle-cover'] as const;
export type BookExportFormat = (typeof EXPORT_FORMATS)[number];

/** The first export of a format of a book costs this much (spec §9: PDF and EPUB export base 15). */
export const EXPORT_COSTS: Record<BookExportFormat, number> = {
  pdf: COSTS.exportPdf,
  'cover-pdf': COSTS.exportPdf,
  epub: COSTS.exportEpub,
  'kindle-cover': COSTS.exportEpub,
};

/** POST /api/books/:id/export (docs/api/books.md). Absent options come from the book. */
export const exportBookBody = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be pdf, epub, cover-pdf or kindle-cover' }),
  trimSize: z.enum(TRIM_SIZES, { error: 'Choose a KDP trim size' }).optional(),
  includeBleed: z.boolean().optional(),
  paper: z
    .enum(PAPER_TYPES, { error: 'Paper must be white, cream, standard-color or premium-color' })
    .optional(),
  /** Printed on the copyright page only when given; the check digit must be right. */
  isbn: z
    .string()
    .max(40, ISBN_ERROR.en)
    .refine((v) => !v.trim() || normalizeIsbn(v) !== null, ISBN_ERROR.en)
    .optional(),
  /**
   * Print (PDF and cover PDF): each coloring page alone on a right-hand page with a blank back, so
   * markers do not bleed through; on by default for coloring books. The cover's spine counts them.
   */
  blankBacks: z.boolean({ error: 'blankBacks must be true or false' }).optional(),
  /** A short book's added pages (PDF and EPUB): coloring versions, draw-your-own or notes pages. */
  fill: z.enum(SHORT_BOOK_FILLS, { error: 'Fill must be coloring, draw or notes' }).optional(),
});
export type ExportBookBody = z.infer<typeof exportBookBody>;

export const preflightSchema = z.object({
  ok: z.boolean(),
  findings: z.array(
    z.object({
      severity: z.enum(['error', 'warning', 'info']),
      code: z.string(),
      message: z.string(),
      page: z.number().optional(),
      /** What to do about it, in a self-publisher's words. */
      fix: z.string().optional(),
    }),
  ),
});
export type Preflight = z.infer<typeof preflightSchema>;

export const exportBookResponse = z.object({
  export: exportSummary,
  preflight: preflightSchema,
  charged: z.number(),
});

/** POST /export-api/export: the tools' API (PDF and EPUB only, as the spec's export test). */
export const exportApiBody = z.object({
  bookId: z.string({ error: 'bookId is required' }).min(1, 'bookId is required').max(100),
  format: z.enum(['pdf', 'epub'], { error: 'Format must be pdf or epub' }),
});
export const exportApiResponse = z.object({
  downloadUrl: z.string(),
  fileName: z.string(),
  charged: z.number(),
  preflight: preflightSchema,
});
