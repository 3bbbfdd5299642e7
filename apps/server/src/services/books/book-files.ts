import { bookExists } from '@bookloom/db';
import type { JobContext } from '../../jobs/job-definition';

/** The book was deleted while its job ran: the job stops without failing (nothing to refund: the delete did). */
export class BookDeletedError extends Error {
  constructor(public readonly bookId: string) {
    super(`book ${bookId} was deleted while it was being made`);
    this.name = 'BookDeletedError';
  }
}

/**
 * Stores one picture of a book, then checks that the book still exists. The check comes after the write on purpose:
 * either the row was still there (so the delete commits later and its own cleanup removes this file), or it is gone
 * and this job removes everything under the book's prefix itself. No order of the two leaves a file behind.
 */
export async function storeBookFile(ctx: JobContext, bookId: string, name: string, png: Uint8Array) {
  await ctx.storage.put(`books/${bookId}/${name}`, png, 'image/png');
  if (await bookExists(ctx.database.db, bookId)) return;
  await removeBookFiles(ctx, bookId);
  throw new BookDeletedError(bookId);
}

/** After any failure: if the book is gone, clean up what a write racing the delete may have left, and say so. */
export async function cleanUpIfDeleted(ctx: JobContext, bookId: string, e: unknown): Promise<boolean> {
  if (!(e instanceof BookDeletedError) && (await bookExists(ctx.database.db, bookId))) return false;
  await removeBookFiles(ctx, bookId);
  ctx.log.info('book deleted during generation; job stopped', { bookId });
  return true;
}

const removeBookFiles = (ctx: JobContext, bookId: string) => ctx.storage.deletePrefix(`books/${bookId}/`);
