import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { bookExports, type ExportFormat, transactions } from '../schema';
import { isUuid } from './books';

export type NewExport = typeof bookExports.$inferInsert;
type ExportRecord = typeof bookExports.$inferSelect;

/** Ledger reference of the one charge for exporting a format of a book (a repeat is a no-op). */
export const exportChargeReference = (bookId: string, format: ExportFormat) => `export:${bookId}:${format}`;

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
export async function isExportCharged(db: DbOrTx, userId: string, bookId: string, format: ExportFormat) {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(eq(transactions.reference, exportChargeReference(bookId, format)), eq(transactions.userId, userId)),
    )
    .limit(1);
  return row !== undefined;
}
