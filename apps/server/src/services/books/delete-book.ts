import { deleteBookForUser, getBookForUser, listBookExportKeys } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { notFound } from '../../http/app-error';

/** Removes the book's rows (exports cascade) and its files: pictures under `books/<id>/` and exports. */
export async function deleteBook(deps: AppDeps, userId: string, bookId: string) {
  const { db } = deps.database;
  const book = await getBookForUser(db, userId, bookId);
  if (!book) throw notFound('Book not found');
  const exportKeys = await listBookExportKeys(db, userId, bookId);
  if (!(await deleteBookForUser(db, userId, bookId))) throw notFound('Book not found');
  await deps.storage.deletePrefix(`books/${bookId}/`);
  for (const { storageKey } of exportKeys) await deps.storage.delete(storageKey).catch(() => {});
  // Also a file whose export row never committed (an export finishing while the book was deleted).
  await deps.storage.deletePrefix(`exports/${bookId}/`);
}
