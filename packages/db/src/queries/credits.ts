import { eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../open-db';
import { profileEvents } from '../profile-events';
import { profiles, type TransactionType, transactions } from '../schema';
import { isUniqueViolation } from './db-errors';

export type LedgerEntry = {
  userId: string;
  amount: number;
  /** Unique per charge: a repeated reference is a no-op that returns the first result. */
  reference: string;
  type: TransactionType;
  description: string;
  metadata?: Record<string, unknown>;
};

export type LedgerResult =
  | { ok: true; duplicate: boolean; creditsAfter: number; transactionId: string }
  | { ok: false; reason: 'insufficient_credits' | 'no_profile'; credits: number };

async function existing(db: DbOrTx, reference: string): Promise<LedgerResult | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference)).limit(1);
  return row && { ok: true, duplicate: true, creditsAfter: row.creditsAfter, transactionId: row.id };
}

type Rows = { rows: Record<string, unknown>[] };

/**
 * Moves credits and writes the ledger row in ONE statement: a data-modifying CTE updates the balance,
 * then inserts the row carrying the balance it produced. Debits are conditional (`credits >= amount`),
 * so concurrent debits can never overdraw; the CHECK constraint backs it. A statement is atomic: when a
 * concurrent request with the same reference wins, the unique violation undoes this one's update too.
 * One round trip instead of select + begin + update + insert + commit matters on PGlite's single
 * connection, where every round trip queues all other requests (decision 0021). Inside an open
 * transaction it runs in a savepoint, so a lost race does not abort the caller's work.
 */
async function applyLedgerEntry(db: DbOrTx, entry: LedgerEntry, sign: 1 | -1): Promise<LedgerResult> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0)
    throw new Error('Ledger amount must be a positive integer');
  const delta = sign * entry.amount;
  const enough = sign < 0 ? sql`and ${profiles.credits} >= ${entry.amount}` : sql``;
  const metadata = entry.metadata ? sql`${JSON.stringify(entry.metadata)}::jsonb` : sql`null`;
  const statement = sql`
    with moved as (
      update ${profiles} set credits = ${profiles.credits} + ${delta}
      where ${profiles.userId} = ${entry.userId} ${enough}
        and not exists (select 1 from ${transactions} where ${transactions.reference} = ${entry.reference})
      returning ${profiles.credits} as credits
    )
    insert into ${transactions} (user_id, type, description, amount, credits_after, reference, metadata)
    select ${entry.userId}, ${entry.type}, ${entry.description}, ${delta}, moved.credits, ${entry.reference}, ${metadata}
    from moved
    returning id, credits_after`;
  const run = (q: Pick<DbOrTx, 'execute'>) => q.execute(statement) as unknown as Promise<Rows>;
  let result: Rows;
  try {
    result = db instanceof PgTransaction ? await db.transaction(run) : await run(db);
  } catch (e) {
    if (isUniqueViolation(e)) return (await existing(db, entry.reference))!;
    throw e;
  }
  const [row] = result.rows;
  if (row)
    return {
      ok: true,
      duplicate: false,
      creditsAfter: Number(row.credits_after),
      transactionId: String(row.id),
    };
  // Nothing moved: the reference was already charged, the balance is short, or there is no profile.
  const prior = await existing(db, entry.reference);
  if (prior) return prior;
  const credits = await getCredits(db, entry.userId);
  return {
    ok: false,
    reason: credits === undefined ? 'no_profile' : 'insufficient_credits',
    credits: credits ?? 0,
  };
}

async function applyAndSignal(db: DbOrTx, entry: LedgerEntry, sign: 1 | -1): Promise<LedgerResult> {
  const r = await applyLedgerEntry(db, entry, sign);
  if (r.ok && !r.duplicate) profileEvents.changed(entry.userId);
  return r;
}

export const debitCredits = (db: DbOrTx, entry: LedgerEntry) => applyAndSignal(db, entry, -1);
/** Grants, purchases and refunds: always a positive ledger row of its own. */
export const creditCredits = (db: DbOrTx, entry: LedgerEntry) => applyAndSignal(db, entry, 1);

export async function getCredits(db: DbOrTx, userId: string): Promise<number | undefined> {
  const [p] = await db
    .select({ credits: profiles.credits })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return p?.credits;
}
