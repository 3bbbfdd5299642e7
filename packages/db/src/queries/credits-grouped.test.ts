import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../open-db';
import { user } from '../schema';
import { testDatabases } from '../testing/test-databases';
import { getCredits } from './credits';
import { creditCreditsGrouped } from './credits-grouped';
import { listTransactions } from './history';
import { ensureProfile } from './profiles';

let n = 0;
async function newUser(db: Database['db'], credits: number) {
  const id = `grouped-${++n}-${Math.random().toString(36).slice(2)}`;
  await db.insert(user).values({ id, name: 'Test', email: `${id}@example.com` });
  await ensureProfile(db, {
    userId: id,
    email: `${id}@example.com`,
    emailVerified: true,
    adminEmails: [],
    firstAccountIsAdmin: false,
    welcomeCredits: credits,
    welcomeNeedsVerification: false,
  });
  return id;
}

const purchase = (userId: string, reference: string, amount: number) =>
  ({ userId, amount, reference, type: 'credit_purchase', description: 'Pack' }) as const;

describe.each(testDatabases())('grouped credits on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => database?.drop());

  it('credits a concurrent burst exactly once per reference, with running balances per account', async () => {
    const a = await newUser(database.db, 10);
    const b = await newUser(database.db, 0);
    // 48 deliveries at once: 12 sessions of a (4 deliveries each) and 12 of b, amounts differ per session.
    const entries = Array.from({ length: 48 }, (_, i) => {
      const session = i % 24;
      return purchase(session < 12 ? a : b, `cs_${a}_${session}`, 100 + session);
    });
    const results = await Promise.all(entries.map((e) => creditCreditsGrouped(database.db, e)));
    expect(results.every((r) => r.ok)).toBe(true);
    const firsts = results.filter((r) => r.ok && !r.duplicate);
    expect(firsts).toHaveLength(24);
    // Every delivery of one session answers the same ledger row.
    for (let s = 0; s < 24; s++) {
      const ids = new Set(results.filter((_, i) => i % 24 === s).map((r) => r.ok && r.transactionId));
      expect(ids.size).toBe(1);
    }
    const sumA = Array.from({ length: 12 }, (_, s) => 100 + s).reduce((x, y) => x + y, 0);
    const sumB = Array.from({ length: 12 }, (_, s) => 112 + s).reduce((x, y) => x + y, 0);
    expect(await getCredits(database.db, a)).toBe(10 + sumA);
    expect(await getCredits(database.db, b)).toBe(sumB);
    // The ledger replays: each row's balance-after is the previous one plus its amount.
    for (const [userId, start] of [
      [a, 10],
      [b, 0],
    ] as const) {
      const rows = (await listTransactions(database.db, userId))
        .filter((r) => r.type === 'credit_purchase')
        .sort((x, y) => x.creditsAfter - y.creditsAfter);
      expect(rows).toHaveLength(12);
      let balance = start;
      for (const r of rows) {
        balance += r.amount;
        expect(r.creditsAfter).toBe(balance);
      }
    }
  });

  it('answers a replay of a settled reference as a duplicate and an unknown account as no profile', async () => {
    const a = await newUser(database.db, 0);
    const first = await creditCreditsGrouped(database.db, purchase(a, `cs_once_${a}`, 130));
    const burst = await Promise.all([
      creditCreditsGrouped(database.db, purchase(a, `cs_once_${a}`, 130)),
      creditCreditsGrouped(database.db, purchase(a, `cs_once_${a}`, 130)),
      creditCreditsGrouped(database.db, purchase('no-such-user', `cs_ghost_${a}`, 130)),
      creditCreditsGrouped(database.db, purchase(a, `cs_second_${a}`, 40)),
    ]);
    expect(first).toMatchObject({ ok: true, duplicate: false, creditsAfter: 130 });
    const id = first.ok ? first.transactionId : '';
    expect(burst[0]).toMatchObject({ ok: true, duplicate: true, transactionId: id });
    expect(burst[1]).toMatchObject({ ok: true, duplicate: true, transactionId: id });
    expect(burst[2]).toMatchObject({ ok: false, reason: 'no_profile' });
    expect(burst[3]).toMatchObject({ ok: true, duplicate: false, creditsAfter: 170 });
    expect(await getCredits(database.db, a)).toBe(170);
  });

  it('refuses a non-positive amount', async () => {
    await expect(creditCreditsGrouped(database.db, purchase('x', 'cs_zero', 0))).rejects.toThrow(/positive/);
  });
});
