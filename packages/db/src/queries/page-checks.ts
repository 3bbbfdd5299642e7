import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { bookPages, pageChecks, type VisionCheck } from '../schema';

export type { VisionCheck } from '../schema';
export type PageCheckInput = Omit<VisionCheck, 'at' | 'status'> & {
  bookId: string;
  pageId: number;
  status: Exclude<VisionCheck['status'], 'pending'>;
};

/**
 * Stores a vision check's verdict in ONE statement: a `page_checks` row (what the budget counts) and the page's
 * `vision_check`, the latter only while the page still shows the picture that was judged (a newer picture keeps
 * its own pending state). True when the page took the verdict.
 */
export async function recordPageCheck(db: DbOrTx, c: PageCheckInput): Promise<boolean> {
  const verdict: VisionCheck = {
    image: c.image,
    reference: c.reference,
    status: c.status,
    ...(c.reason ? { reason: c.reason } : {}),
    ...(c.model ? { model: c.model } : {}),
    at: new Date().toISOString(),
  };
  const { rows } = (await db.execute(sql`
    with logged as (
      insert into ${pageChecks} (book_id, page_id, image, reference, status, reason, model)
      values (${c.bookId}, ${c.pageId}, ${c.image}, ${c.reference}, ${c.status}, ${c.reason ?? null}, ${c.model ?? null})
    )
    update ${bookPages} set vision_check = ${JSON.stringify(verdict)}::jsonb
    where book_id = ${c.bookId} and page_id = ${c.pageId} and content->>'image' = ${c.image}
    returning page_id`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

/** How many model calls were made for a book since `since` (the per-book budget; skipped ones made none). */
export async function countPageChecksSince(db: DbOrTx, bookId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(pageChecks)
    .where(
      and(eq(pageChecks.bookId, bookId), gte(pageChecks.createdAt, since), ne(pageChecks.status, 'skipped')),
    );
  return Number(row?.n ?? 0);
}

/** Sets pages' `vision_check` without a new version (a pending mark, or the reference page's own verdict). */
export async function setVisionChecks(
  db: DbOrTx,
  bookId: string,
  marks: { pageId: number; check: VisionCheck }[],
) {
  for (const m of marks)
    await db
      .update(bookPages)
      .set({ visionCheck: m.check })
      .where(and(eq(bookPages.bookId, bookId), eq(bookPages.pageId, m.pageId)));
}
