import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../open-db';
import { user } from '../schema';
import { testDatabases } from '../testing/test-databases';
import { creditCredits, debitCredits, getCredits } from './credits';
import { listTransactions } from './history';
import { ensureProfile, getMe } from './profiles';

let n = 0;
async function newUser(db: Database['db'], credits: number, email = `u${++n}-${Date.now()}@example.com`) {
  const id = `user-${n}-${Math.random().toString(36).slice(2)}`;
  await db.insert(user).values({ id, name: 'Test', email });
  await ensureProfile(db, {
    userId: id,
    email,
    emailVerified: false,
    adminEmails: [],
    firstAccountIsAdmin: true,
    welcomeCredits: credits,
    welcomeNeedsVerification: false,
  });
  return id;
}

describe.each(testDatabases())('credits ledger on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => database?.drop());

  it('grants welcome credits once, as a ledger row, and makes only the first account admin', async () => {
    const a = await newUser(database.db, 100);
    const b = await newUser(database.db, 100);
    await ensureProfile(database.db, {
      userId: a,
      email: 'x@example.com',
      emailVerified: false,
      adminEmails: [],
      firstAccountIsAdmin: true,
      welcomeCredits: 100,
      welcomeNeedsVerification: false,
    });
    expect(await getCredits(database.db, a)).toBe(100);
    const rows = await listTransactions(database.db, a);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'welcome_bonus', amount: 100, creditsAfter: 100 });
    expect((await getMe(database.db, a))?.role).toBe('admin');
    expect((await getMe(database.db, b))?.role).toBe('user');
  });

  it('treats a repeated reference as a no-op and refunds with a row of its own', async () => {
    const u = await newUser(database.db, 50);
    const entry = {
      userId: u,
      amount: 20,
      reference: `book:${u}:1`,
      type: 'book_generation',
      description: 'Book',
    } as const;
    const first = await debitCredits(database.db, entry);
    const again = await debitCredits(database.db, entry);
    expect(first).toMatchObject({ ok: true, duplicate: false, creditsAfter: 30 });
    expect(again).toMatchObject({ ok: true, duplicate: true, creditsAfter: 30 });
    const refund = await creditCredits(database.db, {
      ...entry,
      reference: `refund:${entry.reference}`,
      type: 'refund',
    });
    expect(refund).toMatchObject({ ok: true, creditsAfter: 50 });
    expect(await getCredits(database.db, u)).toBe(50);
    expect((await listTransactions(database.db, u)).map((t) => t.amount).sort()).toEqual([-20, 20, 50]);
  });

  it('refuses a debit larger than the balance and leaves no row', async () => {
    const u = await newUser(database.db, 10);
    const r = await debitCredits(database.db, {
      userId: u,
      amount: 11,
      reference: `x:${u}`,
      type: 'export',
      description: 'Export',
    });
    expect(r).toEqual({ ok: false, reason: 'insufficient_credits', credits: 10 });
    expect(await listTransactions(database.db, u)).toHaveLength(1);
  });

  it('lets exactly 7 of 50 concurrent debits through on a balance that affords 7', async () => {
    const u = await newUser(database.db, 7 * 15 + 4);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        debitCredits(database.db, {
          userId: u,
          amount: 15,
          reference: `c:${u}:${i}`,
          type: 'export',
          description: 'Export',
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'insufficient_credits')).toBe(
      true,
    );
    expect(await getCredits(database.db, u)).toBe(4);
    const ledger = await listTransactions(database.db, u, 100);
    expect(ledger.reduce((s, t) => s + t.amount, 0)).toBe(4);
    expect(Math.min(...ledger.map((t) => t.creditsAfter))).toBeGreaterThanOrEqual(0);
  });

  it('charges once when 20 concurrent requests share one reference', async () => {
    const u = await newUser(database.db, 100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        debitCredits(database.db, {
          userId: u,
          amount: 30,
          reference: `same:${u}`,
          type: 'book_generation',
          description: 'Book',
        }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await getCredits(database.db, u)).toBe(70);
  });
});
