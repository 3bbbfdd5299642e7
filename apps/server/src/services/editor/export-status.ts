import { getBookForUser, isExportCharged, latestExportsForBooks } from '@bookloom/db';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { exportContentHash } from '../exports/export-content-hash';
import { type BookExportFormat, EXPORT_COSTS } from '../exports/export-request-schema';
import { editorError, type Lang } from './editor-messages';

const FORMATS: BookExportFormat[] = ['pdf', 'epub'];

export const exportStatusSchema = z.object({
  formats: z.array(
    z.object({
      format: z.enum(['pdf', 'epub']),
      cost: z.number(),
      /** Exporting now costs nothing: the book is unchanged since that export, or this edit state is paid for. */
      free: z.boolean(),
      lastExportAt: z.string().nullable(),
    }),
  ),
});

/**
 * Whether exporting the edited book now is free (the same file is stored, or this edit state's export was already
 * paid) or charged (the first export after edits) — what the editor's export panel says.
 */
export async function exportStatus(deps: AppDeps, userId: string, bookId: string, lang: Lang) {
  const { db } = deps.database;
  const book = await getBookForUser(db, userId, bookId);
  if (!book) throw editorError.bookNotFound(lang);
  if (book.status !== 'completed' || !book.document) throw editorError.notEditable(lang);
  const latest = await latestExportsForBooks(db, userId, [book.id]);
  const formats = await Promise.all(
    FORMATS.map(async (format) => {
      const last = latest.find((e) => e.format === format);
      const same =
        last?.contentHash ===
        exportContentHash({
          bookId: book.id,
          coverKey: book.coverKey,
          document: book.document ?? {},
          format,
          options: last?.options ?? {},
        });
      const paid = await isExportCharged(db, userId, book.id, format, book.editCount);
      return {
        format: format as 'pdf' | 'epub',
        cost: EXPORT_COSTS[format],
        free: Boolean(last && same) || paid,
        lastExportAt: last ? new Date(last.createdAt).toISOString() : null,
      };
    }),
  );
  return { formats };
}
