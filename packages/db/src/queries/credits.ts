import { and, eq, gte, sql } from 'drizzle-orm';
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

class Duplicate extends Error {}

async function existing(db: DbOrTx, reference: string): Promise<LedgerResult | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference)).limit(1);
  return row && { ok: true, duplicate: true, creditsAfter: row.creditsAfter, transactionId: row.id };
}

/**
 * Moves credits and writes the ledger row in one transaction. Debits are one conditional UPDATE
 * (`credits >= amount`), so concurrent debits can never overdraw; the CHECK constraint backs it.
 * Pass an open transaction to make the charge part of the work it pays for.
 */
async function applyLedgerEntry(db: DbOrTx, entry: LedgerEntry, sign: 1 | -1): Promise<LedgerResult> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0)
    throw new Error('Ledger amount must be a positive integer');
  const prior = await existing(db, entry.reference);
  if (prior) return prior;
  try {
    return await db.transaction(async (tx) => {
      const delta = sign * entry.amount;
      const where =
        sign < 0
          ? and(eq(profiles.userId, entry.userId), gte(profiles.credits, entry.amount))
          : eq(profiles.userId, entry.userId);
      const [updated] = await tx
        .update(profiles)
        .set({ credits: sql`${profiles.credits} + ${delta}` })
        .where(where)
        .returning({ credits: profiles.credits });
      if (!updated) {
        const [p] = await tx
          .select({ credits: profiles.credits })
          .from(profiles)
          .where(eq(profiles.userId, entry.userId));
        return {
          ok: false,
          reason: p ? 'insufficient_credits' : 'no_profile',
          credits: p?.credits ?? 0,
        } as const;
      }
      const [row] = await tx
        .insert(transactions)
        .values({ ...entry, amount: delta, creditsAfter: updated.credits })
        .returning({ id: transactions.id })
        .catch((e) => {
          // A concurrent request with the same reference won: roll this one back entirely.
          throw isUniqueViolation(e) ? new Duplicate() : e;
        });
      return { ok: true, duplicate: false, creditsAfter: updated.credits, transactionId: row.id } as const;
    });
  } catch (e) {
    if (e instanceof Duplicate || isUniqueViolation(e)) return (await existing(db, entry.reference))!;
    throw e;
  }
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
