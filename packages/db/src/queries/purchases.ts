import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { transactions } from '../schema';

/** The ledger reference of the row that reverses a purchase (one per purchase, so a refund happens once). */
export const purchaseRefundReference = (purchaseReference: string) => `purchase-refund:${purchaseReference}`;

export type Purchase = {
  id: string;
  reference: string;
  credits: number;
  packageId: string | null;
  amountTotal: number | null;
  currency: string | null;
  createdAt: Date;
  refundedAt: Date | null;
};

type Meta = { packageId?: string; amountTotal?: number; currency?: string } | null;

/** A user's credit purchases (latest first), each with the date of its refund if it has one. */
export async function listPurchases(db: DbOrTx, userId: string, limit = 50): Promise<Purchase[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.type, 'credit_purchase')))
    .orderBy(desc(transactions.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const refunds = await db
    .select({ reference: transactions.reference, createdAt: transactions.createdAt })
    .from(transactions)
    .where(
      inArray(
        transactions.reference,
        rows.map((r) => purchaseRefundReference(r.reference)),
      ),
    );
  const refundedAt = new Map(refunds.map((r) => [r.reference, r.createdAt]));
  return rows.map((r) => {
    const m = r.metadata as Meta;
    return {
      id: r.id,
      reference: r.reference,
      credits: r.amount,
      packageId: m?.packageId ?? null,
      amountTotal: m?.amountTotal ?? null,
      currency: m?.currency ?? null,
      createdAt: r.createdAt,
      refundedAt: refundedAt.get(purchaseRefundReference(r.reference)) ?? null,
    };
  });
}

/** One purchase ledger row by its reference (the Checkout Session id), whoever made it. */
export async function findPurchase(db: DbOrTx, reference: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.reference, reference), eq(transactions.type, 'credit_purchase')))
    .limit(1);
  return row;
}
