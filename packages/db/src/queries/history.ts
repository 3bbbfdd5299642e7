import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { creationHistory, transactions } from '../schema';

const LATEST = 50;

export const listTransactions = (db: DbOrTx, userId: string, limit = LATEST) =>
  db
    .select({
      id: transactions.id,
      type: transactions.type,
      description: transactions.description,
      amount: transactions.amount,
      creditsAfter: transactions.creditsAfter,
      reference: transactions.reference,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt))
    .limit(limit);

export const listCreationHistory = (db: DbOrTx, userId: string, limit = LATEST) =>
  db
    .select({
      id: creationHistory.id,
      itemType: creationHistory.itemType,
      itemId: creationHistory.itemId,
      itemName: creationHistory.itemName,
      creditsUsed: creationHistory.creditsUsed,
      createdAt: creationHistory.createdAt,
    })
    .from(creationHistory)
    .where(eq(creationHistory.userId, userId))
    .orderBy(desc(creationHistory.createdAt))
    .limit(limit);

export type NewCreation = typeof creationHistory.$inferInsert;
export const addCreationHistory = (db: DbOrTx, row: NewCreation) => db.insert(creationHistory).values(row);
