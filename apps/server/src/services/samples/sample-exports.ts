import { type BookRow, setSampleFiles } from '@bookloom/db';
import type { JobContext } from '../../jobs/job-definition';
import { buildExportFile } from '../exports/build-export-file';
import type { SampleExportFormat } from './mass-story-schema';

/** Where a sample book's download lives: under `exports/<bookId>/`, so deleting the book removes it. */
export const sampleFileKey = (bookId: string, format: 'pdf' | 'epub') => `exports/${bookId}/sample.${format}`;

/**
 * Builds the sample's PDF and/or EPUB with the watermark drawn on every page (the book's own document is left
 * unwatermarked) and records their storage keys on the sample row.
 */
export async function buildSampleExports(
  ctx: JobContext,
  book: BookRow,
  format: SampleExportFormat,
  watermark: string | null,
) {
  if (!book.document) return;
  const doc = { ...book.document, ...(watermark ? { watermark } : {}) };
  const keys: { pdfKey?: string; epubKey?: string } = {};
  for (const f of ['pdf', 'epub'] as const) {
    if (format !== 'both' && format !== f) continue;
    const made = await buildExportFile(ctx.storage, book.id, doc, f, {
      trim: book.trimSize,
      bleed: f === 'pdf' ? book.includeBleed : false,
    });
    const key = sampleFileKey(book.id, f);
    await ctx.storage.put(key, made.bytes, made.mimeType);
    keys[f === 'pdf' ? 'pdfKey' : 'epubKey'] = key;
  }
  await setSampleFiles(ctx.database.db, book.id, keys);
}
