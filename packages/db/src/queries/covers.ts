import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { coverTemplates } from '../schema';
import { isUuid } from './books';

export type CoverRow = typeof coverTemplates.$inferSelect;

/** Spec: a user upload is tagged user_upload (or filed under the 18th category, user-uploaded). */
export const isUserUpload = () =>
  or(eq(coverTemplates.style, 'user-uploaded'), sql`${coverTemplates.tags} @> '["user_upload"]'::jsonb`);

/** Spec: the filter matches the category as given, lowercased-with-dashes or -underscores, or tag user_upload. */
export function categoryFilter(category: string) {
  const lower = category.toLowerCase();
  const dashed = lower.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const styles = [...new Set([category, dashed, dashed.replace(/-/g, '_')])];
  const byStyle = inArray(coverTemplates.style, styles);
  return category === 'user-uploaded'
    ? or(byStyle, sql`${coverTemplates.tags} @> '["user_upload"]'::jsonb`)
    : byStyle;
}

/** One page of the public gallery (no owner, ready), newest first, with the exact count. */
export async function listGalleryPage(
  db: DbOrTx,
  opts: { category?: string; page: number; pageSize: number },
) {
  const where = and(
    isNull(coverTemplates.userId),
    eq(coverTemplates.status, 'ready'),
    opts.category ? categoryFilter(opts.category) : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(coverTemplates)
      .where(where)
      .orderBy(desc(coverTemplates.createdAt), coverTemplates.id)
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ total: count() }).from(coverTemplates).where(where),
  ]);
  return { items, total: Number(total) };
}

/**
 * The gallery's 18th category, user-uploaded: the viewer's own uploads (uploads are owner-only, so
 * another user's never show), newest first, with the exact count. Anonymous viewers see none.
 */
export async function listOwnUploadsPage(
  db: DbOrTx,
  userId: string,
  opts: { page: number; pageSize: number },
) {
  const where = and(eq(coverTemplates.userId, userId), eq(coverTemplates.status, 'ready'), isUserUpload());
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(coverTemplates)
      .where(where)
      .orderBy(desc(coverTemplates.createdAt), coverTemplates.id)
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ total: count() }).from(coverTemplates).where(where),
  ]);
  return { items, total: Number(total) };
}

/** The user's own covers (uploaded and generated, any status), newest first. */
export const listUserCovers = (db: DbOrTx, userId: string, limit = 100) =>
  db
    .select()
    .from(coverTemplates)
    .where(eq(coverTemplates.userId, userId))
    .orderBy(desc(coverTemplates.createdAt))
    .limit(limit);

/** One of the user's covers; another user's (or a gallery one) is undefined → 404. */
export async function getUserCover(db: DbOrTx, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(coverTemplates)
    .where(and(eq(coverTemplates.id, id), eq(coverTemplates.userId, userId)));
  return row;
}

/** Deletes the user's cover; returns the row (its file keys to remove) or undefined. */
export async function deleteUserCover(db: DbOrTx, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(coverTemplates)
    .where(and(eq(coverTemplates.id, id), eq(coverTemplates.userId, userId)))
    .returning();
  return row;
}

/** Any cover row by id (the cover job). */
export async function getCoverRow(db: DbOrTx, id: string) {
  const [row] = await db.select().from(coverTemplates).where(eq(coverTemplates.id, id));
  return row;
}

/** The job's outcome: files in place and 'ready', or 'failed' with its reason. Only a generating row moves. */
export async function finishCover(
  db: DbOrTx,
  id: string,
  result:
    | {
        status: 'ready';
        imageKey: string;
        thumbKey: string;
        artKey: string;
        provider: string;
        prompt: string;
      }
    | { status: 'failed'; error: string },
) {
  const rows = await db
    .update(coverTemplates)
    .set(result)
    .where(and(eq(coverTemplates.id, id), eq(coverTemplates.status, 'generating')))
    .returning({ id: coverTemplates.id });
  return rows.length === 1;
}

/** Removes every gallery template (reseeding); returns their file keys. */
export async function deleteGalleryTemplates(db: DbOrTx) {
  return db
    .delete(coverTemplates)
    .where(isNull(coverTemplates.userId))
    .returning({ imageKey: coverTemplates.imageKey, thumbKey: coverTemplates.thumbKey });
}
