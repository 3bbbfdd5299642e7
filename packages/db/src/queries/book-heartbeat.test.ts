import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, user } from '../schema';
import { testDatabases } from '../testing/test-databases';
import { beatBookHeartbeat, claimStaleBook, createBook, listBooksWithStaleHeartbeat } from './books';

describe.each(testDatabases())('book heartbeats on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => database?.drop());

  it('lists only unfinished books with a stale heartbeat, and lets exactly one sweeper claim each', async () => {
    const db = database.db;
    const id = `hb-${Math.random().toString(36).slice(2)}`;
    await db.insert(user).values({ id, name: 'T', email: `${id}@example.com` });
    const row = {
      userId: id,
      title: 'T',
      author: 'A',
      type: 'story-book',
      pages: 4,
      trimSize: '6x9',
      request: {},
    };
    const [beating, dead, queued, done] = await Promise.all([1, 2, 3, 4].map(() => createBook(db, row)));
    for (const b of [beating, dead, done]) await beatBookHeartbeat(db, b.id);
    const age = sql`now() - interval '2 minutes'`;
    await db.update(books).set({ heartbeatAt: age }).where(eq(books.id, dead.id));
    await db.update(books).set({ heartbeatAt: age, status: 'completed' }).where(eq(books.id, done.id));

    const stale = (await listBooksWithStaleHeartbeat(db, 30)).map((b) => b.id);
    expect(stale).toEqual([dead.id]); // not the live one, not the queued one (no heartbeat), not a finished one
    expect(queued.heartbeatAt).toBeNull();

    const claims = await Promise.all([1, 2, 3].map(() => claimStaleBook(db, dead.id, 30)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await listBooksWithStaleHeartbeat(db, 30)).toEqual([]);

    await beatBookHeartbeat(db, beating.id, false);
    const [cleared] = await db.select().from(books).where(eq(books.id, beating.id));
    expect(cleared.heartbeatAt).toBeNull();
  });
});
