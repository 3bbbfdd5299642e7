import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { promptHistory } from '../schema';
import { isUuid } from './books';

export type PromptKind = (typeof promptHistory.$inferSelect)['kind'];
export type NewPrompt = typeof promptHistory.$inferInsert;

export const listPromptHistory = (db: DbOrTx, userId: string, kind: PromptKind, limit = 20) =>
  db
    .select({
      id: promptHistory.id,
      title: promptHistory.title,
      promptData: promptHistory.promptData,
      createdAt: promptHistory.createdAt,
    })
    .from(promptHistory)
    .where(and(eq(promptHistory.userId, userId), eq(promptHistory.kind, kind)))
    .orderBy(desc(promptHistory.createdAt), desc(promptHistory.id))
    .limit(limit);

export async function addPromptHistory(db: DbOrTx, row: NewPrompt) {
  const [created] = await db.insert(promptHistory).values(row).returning({ id: promptHistory.id });
  return created.id;
}

/** True when a row of this user was deleted (another user's id: false). */
export async function deletePromptHistoryForUser(db: DbOrTx, userId: string, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(promptHistory)
    .where(and(eq(promptHistory.id, id), eq(promptHistory.userId, userId)))
    .returning({ id: promptHistory.id });
  return rows.length > 0;
}
