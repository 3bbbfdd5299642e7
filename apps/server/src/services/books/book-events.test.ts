import { openDb } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type BookEvent, createBookEvents } from './book-events';

const postgres = testDatabases().filter((d) => d.name === 'postgres');
const log = createLogger('silent');

const event = (n: number): BookEvent => ({
  userId: 'u1',
  bookId: `b${n}`,
  status: 'generating_images',
  progress: { done: n, total: 8, stage: 'illustrating' },
  error: null,
});

describe.each(postgres)('book events across processes on $name', (target) => {
  let first: Awaited<ReturnType<typeof target.open>>;
  let second: Awaited<ReturnType<typeof openDb>>;
  beforeAll(async () => {
    first = await target.open();
    // A second pool on the same database stands for another process (an API beside a worker).
    second = await openDb({ databaseUrl: first.pool!.options.connectionString as string, poolSize: 2 });
  });
  afterAll(async () => {
    await second?.close();
    await first?.drop();
  });

  it('delivers what one process publishes to the listeners of another, in order', async () => {
    const worker = await createBookEvents(first, log);
    const api = await createBookEvents(second, log);
    const seen: BookEvent[] = [];
    const got3 = new Promise<void>((resolve) => {
      api.subscribe((e) => {
        seen.push(e);
        if (seen.length === 3) resolve();
      });
    });
    for (const n of [1, 2, 3]) await worker.publish(event(n));
    await got3;
    expect(seen).toEqual([event(1), event(2), event(3)]);
    await worker.close();
    await api.close();
  });
});

describe('book events on PGlite', () => {
  it('deliver in-process (one embedded process holds the database)', async () => {
    const db = testDatabases()[0]!;
    const database = await db.open();
    const events = await createBookEvents(database, log);
    const seen: BookEvent[] = [];
    const off = events.subscribe((e) => seen.push(e));
    await events.publish(event(1));
    off();
    await events.publish(event(2));
    expect(seen).toEqual([event(1)]);
    // A stopping process ends its live streams through onClose, exactly once.
    let closed = 0;
    events.onClose(() => closed++);
    await events.close();
    await events.close();
    expect(closed).toBe(1);
    await database.drop();
  });
});
