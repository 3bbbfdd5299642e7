import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { coverGenRuns, coverTemplates } from '../schema';
import { isUuid } from './books';

/** /admin/covers template management: the latest gallery (ownerless) templates, newest first (spec: 100). */
export const listGalleryTemplatesForAdmin = (db: DbOrTx, limit = 100) =>
  db
    .select({
      id: coverTemplates.id,
      name: coverTemplates.name,
      style: coverTemplates.style,
      status: coverTemplates.status,
      thumbKey: coverTemplates.thumbKey,
      createdAt: coverTemplates.createdAt,
    })
    .from(coverTemplates)
    .where(isNull(coverTemplates.userId))
    .orderBy(desc(coverTemplates.createdAt))
    .limit(limit);

/** Deletes one gallery template; returns its file keys to remove, or undefined. */
export async function deleteGalleryTemplate(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(coverTemplates)
    .where(and(eq(coverTemplates.id, id), isNull(coverTemplates.userId)))
    .returning({
      imageKey: coverTemplates.imageKey,
      thumbKey: coverTemplates.thumbKey,
      artKey: coverTemplates.artKey,
    });
  return row;
}

export type CoverRunRow = typeof coverGenRuns.$inferSelect;

export async function activeCoverRun(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(coverGenRuns)
    .where(inArray(coverGenRuns.status, ['queued', 'running']))
    .limit(1);
  return row as CoverRunRow | undefined;
}

export async function createCoverRun(
  db: DbOrTx,
  row: { adminId: string; request: Record<string, unknown>; planned: number },
) {
  const [run] = await db.insert(coverGenRuns).values(row).returning();
  return run;
}

export async function getCoverRun(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(coverGenRuns).where(eq(coverGenRuns.id, id));
  return row as CoverRunRow | undefined;
}

/** Spec §9: the latest 20 runs (the page shows 5). */
export const listCoverRuns = (db: DbOrTx, limit = 20) =>
  db.select().from(coverGenRuns).orderBy(desc(coverGenRuns.createdAt)).limit(limit);

export async function updateCoverRun(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<CoverRunRow, 'status' | 'generated' | 'failed' | 'error' | 'finishedAt'>>,
) {
  await db.update(coverGenRuns).set(patch).where(eq(coverGenRuns.id, id));
}

/** Ready gallery (ownerless) templates per style: what the Quick Fix tops up. */
export async function galleryCountsByStyle(db: DbOrTx) {
  const rows = await db
    .select({ style: coverTemplates.style, n: count() })
    .from(coverTemplates)
    .where(and(isNull(coverTemplates.userId), eq(coverTemplates.status, 'ready')))
    .groupBy(coverTemplates.style);
  return new Map(rows.map((r) => [r.style ?? '', Number(r.n)]));
}
