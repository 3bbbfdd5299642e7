import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { bookExports, type ExportFormat, transactions } from '../schema';
import { isUuid } from './books';

export type NewExport = typeof bookExports.$inferInsert;
type ExportRecord = typeof bookExports.$inferSelect;

/** Ledger reference of the one charge for exporting a format of a book (a repeat is a no-op). */
/**
 * The charge of a format's first export. An edited book (book editor) pays again for the first export after its
 * edits: its reference carries the book's edit count (0, a book as generated, keeps the original reference).
 */
export const exportChargeReference = (bookId: string, format: ExportFormat, editCount = 0) =>
  editCount > 0 ? `export:${bookId}:${format}:e${editCount}` : `export:${bookId}:${format}`;

export async function insertExport(db: DbOrTx, row: NewExport): Promise<ExportRecord> {
  const [created] = await db.insert(bookExports).values(row).returning();
  return created;
}

/** An export of this user; undefined for a missing id or another user's export. */
export async function getExportForUser(db: DbOrTx, userId: string, exportId: string) {
  if (!isUuid(exportId)) return undefined;
  const [row] = await db
    .select()
    .from(bookExports)
    .where(and(eq(bookExports.id, exportId), eq(bookExports.userId, userId)));
  return row as ExportRecord | undefined;
}

/** For signed download links, whose signature (not a session) proves who may read the export. */
export async function getExportById(db: DbOrTx, exportId: string) {
  if (!isUuid(exportId)) return undefined;
  const [row] = await db.select().from(bookExports).where(eq(bookExports.id, exportId));
  return row as ExportRecord | undefined;
}

/** True when this user already paid for exporting this format of this book (later exports are free). */
export async function isExportCharged(
  db: DbOrTx,
  userId: string,
  bookId: string,
  format: ExportFormat,
  editCount = 0,
) {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.reference, exportChargeReference(bookId, format, editCount)),
        eq(transactions.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The latest export of this user with this content hash (same book, format, options, document, engine). */
export async function findExportByHash(db: DbOrTx, userId: string, contentHash: string) {
  const [row] = await db
    .select()
    .from(bookExports)
    .where(and(eq(bookExports.userId, userId), eq(bookExports.contentHash, contentHash)))
    .orderBy(desc(bookExports.createdAt))
    .limit(1);
  return row as ExportRecord | undefined;
}

/** Bytes of every export file this user keeps (the storage quota counts these). */
export async function exportBytesOfUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${bookExports.bytes})` })
    .from(bookExports)
    .where(eq(bookExports.userId, userId));
  return Number(row?.total ?? 0);
}
