import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../open-db';
import { profileEvents } from '../profile-events';
import { profiles, transactions } from '../schema';
import { creditCredits, type LedgerEntry, type LedgerResult } from './credits';
import { isUniqueViolation } from './db-errors';

/**
 * Group commit for credits that arrive in bursts (Stripe webhook deliveries). A credit waits one turn of
 * the event loop, then goes with the credits received by then (alone: `creditCredits`' single statement);
 * the credits that arrive while a statement is in flight wait for it and then go together as ONE statement, so 32 concurrent deliveries cost about two
 * statements instead of 32 queued ones (PGlite runs every statement on one connection; on Postgres
 * the credits of one account otherwise queue on its profile row lock). The results are exactly those
 * of `creditCredits`: a reference seen before, in the table or earlier in the same batch, is a
 * duplicate that returns the first row; each row's `credits_after` is the balance after that row.
 * Decision 0032.
 */
export function creditCreditsGrouped(db: DbOrTx, entry: LedgerEntry): Promise<LedgerResult> {
  // Inside a caller's transaction the work must stay in that transaction.
  if (db instanceof PgTransaction) return creditCredits(db, entry);
  if (!Number.isInteger(entry.amount) || entry.amount <= 0)
    return Promise.reject(new Error('Ledger amount must be a positive integer'));
  const queue = queues.get(db) ?? { busy: false, waiting: [] };
  queues.set(db, queue);
  return new Promise((resolve, reject) => {
    queue.waiting.push({ entry, resolve, reject });
    if (!queue.busy) void drain(db, queue);
  });
}

type Waiter = { entry: LedgerEntry; resolve: (r: LedgerResult) => void; reject: (e: unknown) => void };
type Queue = { busy: boolean; waiting: Waiter[] };
const queues = new WeakMap<object, Queue>();
/** Bounds one statement's parameter size; a longer queue goes in several statements. */
const MAX_BATCH = 256;

async function drain(db: DbOrTx, queue: Queue) {
  queue.busy = true;
  try {
    while (queue.waiting.length) {
      // One turn of the event loop first: PGlite runs a statement without yielding, so the requests that
      // arrived meanwhile are read only now; without the turn every batch would hold one credit (0032d).
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.waiting.splice(0, MAX_BATCH);
      try {
        const results =
          batch.length === 1
            ? [await creditCredits(db, batch[0]!.entry)]
            : await creditMany(
                db,
                batch.map((w) => w.entry),
              );
        for (const [i, w] of batch.entries()) w.resolve(results[i]!);
      } catch (e) {
        for (const w of batch) w.reject(e);
      }
    }
  } finally {
    queue.busy = false;
  }
}

type Row = { reference: string; id: string; credits_after: number | string };

/** One statement for many credits; entries are positive, checked by the caller. */
async function creditMany(db: DbOrTx, entries: LedgerEntry[]): Promise<LedgerResult[]> {
  const input = JSON.stringify(
    entries.map((e, ord) => ({
      ord,
      user_id: e.userId,
      amount: e.amount,
      reference: e.reference,
      type: e.type,
      description: e.description,
      metadata: e.metadata ?? null,
    })),
  );
  // `fresh`: the first occurrence of each reference not yet in the ledger. Each account's balance moves
  // once by the sum of its fresh rows; each row's balance-after is the running sum in arrival order.
  const statement = sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as i(ord int, user_id text, amount int, reference text, type text, description text, metadata jsonb)
    ),
    fresh as (
      select i.* from input i
      where not exists (select 1 from ${transactions} t where t.reference = i.reference)
        and i.ord = (select min(j.ord) from input j where j.reference = i.reference)
    ),
    totals as (select user_id, sum(amount)::int as total from fresh group by user_id),
    moved as (
      update ${profiles} p set credits = p.credits + t.total from totals t where p.user_id = t.user_id
      returning p.user_id, p.credits
    )
    insert into ${transactions} (user_id, type, description, amount, credits_after, reference, metadata)
    select f.user_id, f.type, f.description, f.amount,
      m.credits - t.total + sum(f.amount) over (partition by f.user_id order by f.ord),
      f.reference, f.metadata
    from fresh f join moved m on m.user_id = f.user_id join totals t on t.user_id = f.user_id
    returning reference, id, credits_after`;
  let written: Row[];
  try {
    written = ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
  } catch (e) {
    // Another process credited one of these references in the meantime: one by one, each settles its race.
    if (isUniqueViolation(e)) return Promise.all(entries.map((entry) => creditCredits(db, entry)));
    throw e;
  }
  const byReference = new Map<string, LedgerResult>();
  for (const r of written)
    byReference.set(r.reference, {
      ok: true,
      duplicate: false,
      creditsAfter: Number(r.credits_after),
      transactionId: String(r.id),
    });
  for (const userId of new Set(entries.filter((e) => byReference.has(e.reference)).map((e) => e.userId)))
    profileEvents.changed(userId);
  const seen = new Set<string>();
  const results: LedgerResult[] = [];
  for (const e of entries) {
    const fresh = byReference.get(e.reference);
    if (fresh && !seen.has(e.reference)) {
      seen.add(e.reference);
      results.push(fresh);
    } else if (fresh) {
      results.push({ ...fresh, duplicate: true } as LedgerResult);
    } else {
      // Already in the ledger before this batch, or no profile: the single path answers exactly (rare).
      results.push(await creditCredits(db, e));
    }
  }
  return results;
}
