import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { books, sampleBooks, storyGenRuns } from '../schema';
import { isUuid } from './books';

export type StoryRunRow = typeof storyGenRuns.$inferSelect;
export type SampleBookRow = typeof sampleBooks.$inferSelect;

/** The run still queued or running, if any (one mass story run at a time). */
export async function activeStoryRun(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(storyGenRuns)
    .where(inArray(storyGenRuns.status, ['queued', 'running']))
    .limit(1);
  return row as StoryRunRow | undefined;
}

export async function createStoryRun(
  db: DbOrTx,
  row: { adminId: string; request: Record<string, unknown>; total: number },
) {
  const [run] = await db.insert(storyGenRuns).values(row).returning();
  return run;
}

export const getStoryRun = async (db: DbOrTx, id: string) => {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(storyGenRuns).where(eq(storyGenRuns.id, id));
  return row as StoryRunRow | undefined;
};

export const listStoryRuns = (db: DbOrTx, limit = 20) =>
  db.select().from(storyGenRuns).orderBy(desc(storyGenRuns.createdAt)).limit(limit);

export async function updateStoryRun(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<StoryRunRow, 'status' | 'generated' | 'failed' | 'error' | 'finishedAt'>>,
) {
  await db.update(storyGenRuns).set(patch).where(eq(storyGenRuns.id, id));
}

/** Counts one more finished book of a run (generated or failed) in one statement. */
export async function countStoryRunBook(db: DbOrTx, id: string, ok: boolean) {
  await db
    .update(storyGenRuns)
    .set(ok ? { generated: sql`${storyGenRuns.generated} + 1` } : { failed: sql`${storyGenRuns.failed} + 1` })
    .where(eq(storyGenRuns.id, id));
}

export async function insertSampleBook(db: DbOrTx, row: typeof sampleBooks.$inferInsert) {
  await db.insert(sampleBooks).values(row);
}

export async function setSampleFiles(
  db: DbOrTx,
  bookId: string,
  files: { pdfKey?: string | null; epubKey?: string | null },
) {
  await db.update(sampleBooks).set(files).where(eq(sampleBooks.bookId, bookId));
}

const sampleColumns = {
  sample: sampleBooks,
  book: books,
};

/** Sample books joined with their book rows, newest first; `publicOnly` for the anonymous gallery. */
export const listSampleBooks = (db: DbOrTx, opts: { publicOnly: boolean; limit?: number }) =>
  db
    .select(sampleColumns)
    .from(sampleBooks)
    .innerJoin(books, eq(books.id, sampleBooks.bookId))
    .where(opts.publicOnly ? and(eq(sampleBooks.isPublic, true), eq(books.status, 'completed')) : undefined)
    .orderBy(desc(sampleBooks.createdAt))
    .limit(opts.limit ?? 200);

/** One sample book; `publicOnly` hides unpublished and unfinished ones (404 to the public). */
export async function getSampleBook(db: DbOrTx, bookId: string, opts: { publicOnly: boolean }) {
  if (!isUuid(bookId)) return undefined;
  const conds = [eq(sampleBooks.bookId, bookId)];
  if (opts.publicOnly) conds.push(eq(sampleBooks.isPublic, true), eq(books.status, 'completed'));
  const [row] = await db
    .select(sampleColumns)
    .from(sampleBooks)
    .innerJoin(books, eq(books.id, sampleBooks.bookId))
    .where(and(...conds));
  return row;
}

export async function setSamplePublic(db: DbOrTx, bookId: string, isPublic: boolean) {
  if (!isUuid(bookId)) return false;
  const rows = await db
    .update(sampleBooks)
    .set({ isPublic })
    .where(eq(sampleBooks.bookId, bookId))
    .returning({ id: sampleBooks.bookId });
  return rows.length > 0;
}

/** Users' own books being made now (sample books excluded): the mass generator waits while there are any. */
export async function countUserBooksGenerating(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(books)
    .leftJoin(sampleBooks, eq(sampleBooks.bookId, books.id))
    .where(
      and(inArray(books.status, ['generating', 'generating_images']), sql`${sampleBooks.bookId} is null`),
    );
  return row?.n ?? 0;
}

/** How many sample books a run has started (a retried run skips that many). */
export async function countRunSamples(db: DbOrTx, runId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sampleBooks)
    .where(eq(sampleBooks.runId, runId));
  return row?.n ?? 0;
}
