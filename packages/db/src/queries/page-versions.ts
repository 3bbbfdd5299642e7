import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { bookPages, books, type PageChange, type PageContent, pageVersions } from '../schema';
import { type BookRow, isUuid } from './books';

export type { PageContent } from '../schema';
export type BookPageRow = typeof bookPages.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect;

/** The book of this user, its row locked until the transaction ends (editor changes of one book go one at a time). */
export async function lockBookForUser(tx: DbOrTx, userId: string, bookId: string) {
  if (!isUuid(bookId)) return undefined;
  const [book] = await tx
    .select()
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.userId, userId)))
    .for('update');
  return book as BookRow | undefined;
}

export const listBookPages = (db: DbOrTx, bookId: string) =>
  db.select().from(bookPages).where(eq(bookPages.bookId, bookId)).orderBy(asc(bookPages.position));

/** First edit of a book: its document's pages become version 1 of pages 1…n (a no-op once done). */
export async function seedBookPages(tx: DbOrTx, bookId: string, pages: PageContent[]) {
  const [any] = await tx
    .select({ id: bookPages.pageId })
    .from(bookPages)
    .where(eq(bookPages.bookId, bookId))
    .limit(1);
  if (any || pages.length === 0) return false;
  const rows = pages.map((content, i) => ({ bookId, pageId: i + 1, position: i, version: 1, content }));
  await tx.insert(bookPages).values(rows).onConflictDoNothing();
  await tx
    .insert(pageVersions)
    .values(
      rows.map((r) => ({
        bookId,
        pageId: r.pageId,
        version: 1,
        content: r.content,
        change: 'created' as const,
      })),
    )
    .onConflictDoNothing();
  return true;
}

export async function getBookPage(db: DbOrTx, bookId: string, pageId: number) {
  const [row] = await db
    .select()
    .from(bookPages)
    .where(and(eq(bookPages.bookId, bookId), eq(bookPages.pageId, pageId)));
  return row as BookPageRow | undefined;
}

/**
 * A new version of a page, kept in its history. With `expectedVersion` the write happens only when the page is
 * still at that version (undefined answer: someone else changed it first).
 */
export async function writePageVersion(
  tx: DbOrTx,
  bookId: string,
  pageId: number,
  content: PageContent,
  change: PageChange,
  expectedVersion?: number,
) {
  const where = and(
    eq(bookPages.bookId, bookId),
    eq(bookPages.pageId, pageId),
    expectedVersion === undefined ? undefined : eq(bookPages.version, expectedVersion),
  );
  const [row] = await tx
    .update(bookPages)
    .set({ content, version: sql`${bookPages.version} + 1`, updatedAt: new Date() })
    .where(where)
    .returning();
  if (!row) return undefined;
  await tx.insert(pageVersions).values({ bookId, pageId, version: row.version, content, change });
  return row as BookPageRow;
}

/** Adds a page at `position` (0-based), moving later pages one down; its id is the book's next page id. */
export async function insertBookPage(tx: DbOrTx, bookId: string, position: number, content: PageContent) {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${pageVersions.pageId}), 0) + 1` })
    .from(pageVersions)
    .where(eq(pageVersions.bookId, bookId));
  const pageId = Number(next);
  await tx
    .update(bookPages)
    .set({ position: sql`${bookPages.position} + 1` })
    .where(and(eq(bookPages.bookId, bookId), gte(bookPages.position, position)));
  const [row] = await tx
    .insert(bookPages)
    .values({ bookId, pageId, position, version: 1, content })
    .returning();
  await tx.insert(pageVersions).values({ bookId, pageId, version: 1, content, change: 'added' });
  return row as BookPageRow;
}

/** Takes a page out of the book (its versions stay until the book is deleted). */
export async function removeBookPage(tx: DbOrTx, bookId: string, pageId: number) {
  const [row] = await tx
    .delete(bookPages)
    .where(and(eq(bookPages.bookId, bookId), eq(bookPages.pageId, pageId)))
    .returning();
  if (!row) return undefined;
  await tx
    .update(bookPages)
    .set({ position: sql`${bookPages.position} - 1` })
    .where(and(eq(bookPages.bookId, bookId), gt(bookPages.position, row.position)));
  return row as BookPageRow;
}

/** Moves a page to `to` (0-based, clamped by the caller), shifting the pages between. */
export async function moveBookPage(tx: DbOrTx, bookId: string, page: BookPageRow, to: number) {
  const from = page.position;
  if (from === to) return;
  const mine = eq(bookPages.bookId, bookId);
  if (to > from)
    await tx
      .update(bookPages)
      .set({ position: sql`${bookPages.position} - 1` })
      .where(and(mine, gt(bookPages.position, from), lte(bookPages.position, to)));
  else
    await tx
      .update(bookPages)
      .set({ position: sql`${bookPages.position} + 1` })
      .where(and(mine, gte(bookPages.position, to), lt(bookPages.position, from)));
  await tx
    .update(bookPages)
    .set({ position: to })
    .where(and(mine, eq(bookPages.pageId, page.pageId)));
}

export const listPageVersions = (db: DbOrTx, bookId: string, pageId: number) =>
  db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.bookId, bookId), eq(pageVersions.pageId, pageId)))
    .orderBy(desc(pageVersions.version))
    .limit(200);

export async function getPageVersion(db: DbOrTx, bookId: string, pageId: number, version: number) {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(
      and(
        eq(pageVersions.bookId, bookId),
        eq(pageVersions.pageId, pageId),
        eq(pageVersions.version, version),
      ),
    );
  return row as PageVersionRow | undefined;
}

/**
 * Marks a page as being regenerated; only one caller wins (a mark older than `staleBefore` — a crashed
 * process — is taken over). Undefined: a regeneration of this page is already running.
 */
export async function claimPageRegeneration(db: DbOrTx, bookId: string, pageId: number, staleBefore: Date) {
  const [row] = await db
    .update(bookPages)
    .set({ regeneratingAt: new Date() })
    .where(
      and(
        eq(bookPages.bookId, bookId),
        eq(bookPages.pageId, pageId),
        or(isNull(bookPages.regeneratingAt), lt(bookPages.regeneratingAt, staleBefore)),
      ),
    )
    .returning();
  return row as BookPageRow | undefined;
}

export const releasePageRegeneration = (db: DbOrTx, bookId: string, pageId: number) =>
  db
    .update(bookPages)
    .set({ regeneratingAt: null })
    .where(and(eq(bookPages.bookId, bookId), eq(bookPages.pageId, pageId)));

/** Saves the edited Book document (and the columns the library shows) on the book row. */
export const saveEditedDocument = (
  tx: DbOrTx,
  bookId: string,
  document: Record<string, unknown>,
  columns: { title?: string; subtitle?: string | null; author?: string; pages?: number } = {},
) =>
  tx
    .update(books)
    .set({ document, ...columns, editCount: sql`${books.editCount} + 1`, updatedAt: new Date() })
    .where(eq(books.id, bookId));
