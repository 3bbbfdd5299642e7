import { getBookForUser, latestExportsForBooks, listBooksForUser } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { notFound } from '../../http/app-error';
import { fileBaseOf, toBookSummary } from './book-summary';

export async function listBooks(deps: AppDeps, userId: string) {
  const { db } = deps.database;
  const rows = await listBooksForUser(db, userId, 100);
  // Only a finished book has exports: a library of books still being made (a new user's first book,
  // polled while it is drawn) needs no second statement.
  const done = rows.filter((b) => b.status === 'completed').map((b) => b.id);
  const exports = done.length ? await latestExportsForBooks(db, userId, done) : [];
  return rows.map((b) => toBookSummary(b, exports));
}

/** One book of this user with its document; another user's id is a 404. */
export async function readBook(deps: AppDeps, userId: string, bookId: string) {
  const { db } = deps.database;
  const book = await getBookForUser(db, userId, bookId);
  if (!book) throw notFound('Book not found');
  const exports = await latestExportsForBooks(db, userId, [book.id]);
  return {
    book: toBookSummary(book, exports),
    document: book.status === 'completed' ? (book.document ?? null) : null,
    fileBase: fileBaseOf(book.id),
  };
}
