import { creditCredits, deleteBookForUser, isUnfinished, listBookExportKeys } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { notFound } from '../../http/app-error';
import { GENERATE_BOOK_JOB } from './job-names';

/**
 * Removes the book's rows (exports cascade) and its files: pictures under `books/<id>/` and exports.
 * A book still generating is refunded in the same transaction as the delete, under the reference the failure path
 * uses (`refund:<id>`), so a job failing at the same moment cannot refund it twice; its job is cancelled so it is
 * never retried. A job already running notices the missing row after each file it stores and removes what it wrote
 * (run-book-generation.ts), so a picture finishing after this delete leaves nothing behind.
 */
export async function deleteBook(deps: AppDeps, userId: string, bookId: string) {
  const { db } = deps.database;
  const exportKeys = await listBookExportKeys(db, userId, bookId);
  const deleted = await db.transaction(async (tx) => {
    const row = await deleteBookForUser(tx, userId, bookId);
    if (row && isUnfinished(row.status) && row.creditsCharged > 0) {
      const r = await creditCredits(tx, {
        userId,
        amount: row.creditsCharged,
        reference: `refund:${row.id}`,
        type: 'refund',
        description: `Refund: ${row.title} (deleted before it was finished)`,
        metadata: { bookId: row.id },
      });
      if (!r.ok) throw new Error(`refund of deleted book ${row.id} failed: ${r.reason}`);
    }
    return row;
  });
  if (!deleted) throw notFound('Book not found');
  if (deleted.jobId && isUnfinished(deleted.status))
    await deps.queue
      .cancel(GENERATE_BOOK_JOB, deleted.jobId)
      .catch((err) => deps.log.warn('book job not cancelled', { bookId, err: String(err) }));
  await deps.storage.deletePrefix(`books/${bookId}/`);
  for (const { storageKey } of exportKeys) await deps.storage.delete(storageKey).catch(() => {});
  // Also a file whose export row never committed (an export finishing while the book was deleted).
  await deps.storage.deletePrefix(`exports/${bookId}/`);
}
