import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import {
  bookExports,
  books,
  characterImages,
  characters,
  coverTemplates,
  transactions,
  user,
} from '../schema';

const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

export type JobCounts = { queued: number; running: number; failed: number };
export type AdminStats = {
  users: number;
  books: Record<string, number>;
  credits: { sold: number; spent: number; refunded: number };
  jobs: JobCounts;
  exportBytes: number;
  recentFailures: { id: string; title: string; error: string | null; updatedAt: string }[];
};

/** pg-boss's own table (schema `pgboss`): created/retry = queued, active = running, failed. */
export async function jobCounts(db: DbOrTx): Promise<JobCounts> {
  const rows = await rowsOf<{ state: string; n: unknown }>(
    db.execute(sql`select state, count(*) as n from pgboss.job group by state`),
  );
  const by = (...s: string[]) => rows.filter((r) => s.includes(r.state)).reduce((a, r) => a + num(r.n), 0);
  return { queued: by('created', 'retry'), running: by('active'), failed: by('failed') };
}

/** The numbers of the admin dashboard, in a handful of aggregate queries. */
export async function adminStats(db: DbOrTx): Promise<AdminStats> {
  const [users] = await db.select({ n: sql<number>`count(*)` }).from(user);
  const byStatus = await db
    .select({ status: books.status, n: sql<number>`count(*)` })
    .from(books)
    .groupBy(books.status);
  const [credits] = await db
    .select({
      sold: sql<number>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'credit_purchase'), 0)`,
      spent: sql<number>`coalesce(-sum(${transactions.amount}) filter (where ${transactions.amount} < 0 and ${transactions.type} <> 'purchase_refund'), 0)`,
      refunded: sql<number>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'refund'), 0)`,
    })
    .from(transactions);
  const [bytes] = await db
    .select({ n: sql<number>`coalesce(sum(${bookExports.bytes}), 0)` })
    .from(bookExports);
  const failures = await db
    .select({ id: books.id, title: books.title, error: books.error, updatedAt: books.updatedAt })
    .from(books)
    .where(eq(books.status, 'failed'))
    .orderBy(desc(books.updatedAt))
    .limit(10);
  return {
    users: num(users?.n),
    books: Object.fromEntries(byStatus.map((r) => [r.status, num(r.n)])),
    credits: { sold: num(credits?.sold), spent: num(credits?.spent), refunded: num(credits?.refunded) },
    jobs: await jobCounts(db),
    exportBytes: num(bytes?.n),
    recentFailures: failures.map((f) => ({ ...f, updatedAt: f.updatedAt.toISOString() })),
  };
}

/** Cover templates a cleanup may remove: failed, or pointing at a provider URL / a `broken:` marker. */
export const listBrokenTemplateCandidates = (db: DbOrTx) =>
  db
    .select({
      id: coverTemplates.id,
      status: coverTemplates.status,
      imageKey: coverTemplates.imageKey,
      thumbKey: coverTemplates.thumbKey,
      artKey: coverTemplates.artKey,
      createdAt: coverTemplates.createdAt,
    })
    .from(coverTemplates)
    .where(or(eq(coverTemplates.status, 'ready'), eq(coverTemplates.status, 'failed')))
    .orderBy(coverTemplates.createdAt)
    .limit(5000);

export const deleteTemplatesByIds = async (db: DbOrTx, ids: string[]) =>
  ids.length
    ? (await db.delete(coverTemplates).where(inArray(coverTemplates.id, ids)).returning()).length
    : 0;

/** Characters that failed, and every stored picture of a character (to find the missing ones). */
export const listFailedCharacters = (db: DbOrTx) =>
  db.select({ id: characters.id }).from(characters).where(eq(characters.status, 'failed')).limit(5000);

export const listCharacterImageKeys = (db: DbOrTx) =>
  db
    .select({
      id: characterImages.id,
      characterId: characterImages.characterId,
      imageKey: characterImages.imageKey,
    })
    .from(characterImages)
    .where(and(isNotNull(characterImages.imageKey)))
    .limit(20000);

export const deleteCharactersByIds = async (db: DbOrTx, ids: string[]) =>
  ids.length ? (await db.delete(characters).where(inArray(characters.id, ids)).returning()).length : 0;

export const deleteCharacterImagesByIds = async (db: DbOrTx, ids: string[]) =>
  ids.length
    ? (await db.delete(characterImages).where(inArray(characterImages.id, ids)).returning()).length
    : 0;

/** Of these ids, the ones that still have a row (books, characters, cover templates). */
export async function existingIds(db: DbOrTx, kind: 'books' | 'characters' | 'templates', ids: string[]) {
  if (!ids.length) return new Set<string>();
  const table = kind === 'books' ? books : kind === 'characters' ? characters : coverTemplates;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}
