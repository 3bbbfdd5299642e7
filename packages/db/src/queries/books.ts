import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  lt,
  notExists,
  notInArray,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { type BookProgress, type BookStatus, bookExports, books, sampleBooks } from '../schema';

export type BookRow = typeof books.$inferSelect;
export type NewBook = typeof books.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: a malformed one is simply not found (Postgres would reject the cast). */
export const isUuid = (id: string) => UUID.test(id);

const ACTIVE: BookStatus[] = ['generating', 'generating_images'];

export async function createBook(db: DbOrTx, row: NewBook): Promise<BookRow> {
  const [book] = await db.insert(books).values(row).returning();
  return book;
}

/** The book when it belongs to `userId`; undefined for a missing id or another user's book. */
export async function getBookForUser(db: DbOrTx, userId: string, bookId: string) {
  if (!isUuid(bookId)) return undefined;
  const [book] = await db
    .select()
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.userId, userId)));
  return book as BookRow | undefined;
}

export async function getBookByJobForUser(db: DbOrTx, userId: string, jobId: string) {
  const [book] = await db
    .select()
    .from(books)
    .where(and(eq(books.jobId, jobId), eq(books.userId, userId)));
  return book as BookRow | undefined;
}

export async function getBookByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [book] = await db
    .select()
    .from(books)
    .where(and(eq(books.userId, userId), eq(books.idempotencyKey, key)));
  return book as BookRow | undefined;
}

/** For the worker, which acts on a book id from its own queue (never from a request). */
export async function getBookById(db: DbOrTx, bookId: string) {
  const [book] = await db.select().from(books).where(eq(books.id, bookId));
  return book as BookRow | undefined;
}

/** A library row: the summary's columns; the document only where an edited book needs it (export staleness). */
export type BookListRow = Omit<BookRow, 'request' | 'plan'>;

const { request: _request, plan: _plan, document: _document, ...listColumns } = getTableColumns(books);

/**
 * The user's own library. Sample books are rows owned by the admin who generated them, but they
 * belong to the public gallery (/admin/book-management), so they are left out. The request, plan and
 * document are tens of kB each and the list is polled while books are made: only an edited book's
 * document is read (to tell whether its exports are stale); a book as generated gets null.
 */
export const listBooksForUser = (db: DbOrTx, userId: string, limit = 100): Promise<BookListRow[]> =>
  db
    .select({
      ...listColumns,
      document: sql<BookRow['document']>`case when ${books.editCount} > 0 then ${books.document} end`.mapWith(
        books.document,
      ),
    })
    .from(books)
    .where(
      and(
        eq(books.userId, userId),
        notExists(db.select({ one: sql`1` }).from(sampleBooks).where(eq(sampleBooks.bookId, books.id))),
      ),
    )
    .orderBy(desc(books.createdAt), desc(books.id))
    .limit(limit);

/**
 * Deletes a book of this user (its exports go with it: ON DELETE CASCADE) and returns the row as it was, so the
 * caller can refund an unfinished one in the same transaction; undefined when there was no such book.
 */
export async function deleteBookForUser(db: DbOrTx, userId: string, bookId: string) {
  if (!isUuid(bookId)) return undefined;
  const [row] = await db
    .delete(books)
    .where(and(eq(books.id, bookId), eq(books.userId, userId)))
    .returning();
  return row as BookRow | undefined;
}

/** True while the book's row exists (a job checks this after each file it writes). */
export async function bookExists(db: DbOrTx, bookId: string) {
  const rows = await db.select({ id: books.id }).from(books).where(eq(books.id, bookId));
  return rows.length > 0;
}

/** Still generating: not completed and not failed. */
export const isUnfinished = (status: BookStatus) => ACTIVE.includes(status);

/** Progress (and optionally status) of a book still being made; no-op once completed or failed. */
export async function updateBookProgress(
  db: DbOrTx,
  bookId: string,
  progress: BookProgress,
  status?: Extract<BookStatus, 'generating' | 'generating_images'>,
) {
  const rows = await db
    .update(books)
    .set({ progress, ...(status ? { status } : {}), updatedAt: new Date() })
    .where(and(eq(books.id, bookId), inArray(books.status, ACTIVE)))
    .returning({ id: books.id });
  return rows.length > 0;
}

export const saveBookPlan = (db: DbOrTx, bookId: string, plan: Record<string, unknown>) =>
  db.update(books).set({ plan, updatedAt: new Date() }).where(eq(books.id, bookId));

/** Completes an active book; `error` carries a non-fatal note (e.g. the cover failed). */
export async function completeBook(
  db: DbOrTx,
  bookId: string,
  done: { document: Record<string, unknown>; coverKey: string | null; error?: string | null },
) {
  const now = new Date();
  const [row] = await db
    .update(books)
    .set({
      status: 'completed',
      document: done.document,
      coverKey: done.coverKey,
      error: done.error ?? null,
      progress: { done: 1, total: 1, stage: 'done' },
      updatedAt: now,
      completedAt: now,
    })
    .where(and(eq(books.id, bookId), inArray(books.status, ACTIVE)))
    .returning();
  return row as BookRow | undefined;
}

/**
 * Fails a book that is not finished yet. Returns the row only for the call that made the change,
 * so the caller refunds exactly once even when a job and the stuck sweeper race.
 */
export async function markFailed(db: DbOrTx, bookId: string, error: string) {
  const [row] = await db
    .update(books)
    .set({ status: 'failed', error, updatedAt: new Date() })
    .where(and(eq(books.id, bookId), notInArray(books.status, ['completed', 'failed'])))
    .returning();
  return row as BookRow | undefined;
}

/** Books still generating whose row has not moved since `olderThan`. */
export const findStuckBooks = (db: DbOrTx, olderThan: Date, limit = 100) =>
  db
    .select()
    .from(books)
    .where(and(inArray(books.status, ACTIVE), lt(books.updatedAt, olderThan)))
    .orderBy(books.updatedAt)
    .limit(limit);

/** Books still generating, oldest first (a restarted embedded process resumes their jobs). */
export const listUnfinishedBooks = (db: DbOrTx, limit = 500) =>
  db
    .select({ id: books.id, jobId: books.jobId })
    .from(books)
    .where(inArray(books.status, ACTIVE))
    .orderBy(books.createdAt)
    .limit(limit);

/** The running job's heartbeat (database time, so workers' clocks do not matter); `alive: false` clears it. */
export async function beatBookHeartbeat(db: DbOrTx, bookId: string, alive = true) {
  await db
    .update(books)
    .set({ heartbeatAt: alive ? sql`now()` : null })
    .where(eq(books.id, bookId));
}

const staleSince = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** Unfinished books whose job stopped beating more than `seconds` ago: their worker died mid-book. */
export const listBooksWithStaleHeartbeat = (db: DbOrTx, seconds: number, limit = 100) =>
  db
    .select({ id: books.id, jobId: books.jobId })
    .from(books)
    .where(
      and(
        inArray(books.status, ACTIVE),
        isNotNull(books.heartbeatAt),
        lt(books.heartbeatAt, staleSince(seconds)),
      ),
    )
    .orderBy(books.heartbeatAt)
    .limit(limit);

/**
 * Claims an orphaned book for re-queueing: only one of several sweeping processes gets `true` (the conditional
 * update restarts the heartbeat, so the others see it fresh).
 */
export async function claimStaleBook(db: DbOrTx, bookId: string, seconds: number) {
  const rows = await db
    .update(books)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(books.id, bookId), lt(books.heartbeatAt, staleSince(seconds))))
    .returning({ id: books.id });
  return rows.length > 0;
}

/** Points a book at the job now making it (after a lost job was replaced). */
export async function setBookJob(db: DbOrTx, bookId: string, jobId: string) {
  await db.update(books).set({ jobId, updatedAt: new Date() }).where(eq(books.id, bookId));
}

export type ExportRow = typeof bookExports.$inferSelect;

/** The latest export per (book, format) of these books of this user. */
export async function latestExportsForBooks(db: DbOrTx, userId: string, bookIds: string[]) {
  if (bookIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([bookExports.bookId, bookExports.format])
    .from(bookExports)
    .where(and(eq(bookExports.userId, userId), inArray(bookExports.bookId, bookIds)))
    .orderBy(bookExports.bookId, bookExports.format, desc(bookExports.createdAt));
  return rows as ExportRow[];
}

/** Storage keys of every export of a book of this user (deleted with the book). */
export const listBookExportKeys = (db: DbOrTx, userId: string, bookId: string) =>
  isUuid(bookId)
    ? db
        .select({ storageKey: bookExports.storageKey })
        .from(bookExports)
        .where(and(eq(bookExports.userId, userId), eq(bookExports.bookId, bookId)))
    : Promise.resolve([]);
