import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EIGHT_PAGE_BOOK,
  exited,
  type Spawned,
  scratchDatabase,
  signedInCaller,
  sleep,
  spawnServer,
} from '../../testing/spawn-server';

/**
 * Postgres: the real server process killed with SIGKILL mid-book and started again. The dead worker's job still
 * counts as active in pg-boss (it would expire only after 20 min); the heartbeat sweep of the new process must
 * requeue it within a minute, and the book completes with one charge.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;

type Book = { status: string; progress: { done: number; total: number; stage: string } | null };

describe.skipIf(!ADMIN_URL)('a book survives a killed worker on Postgres', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-pgcrash-'));
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let server: Spawned | undefined;
  let callOn: Awaited<ReturnType<typeof signedInCaller>>;

  beforeAll(async () => {
    database = await scratchDatabase(ADMIN_URL!, 'bookloom_crash');
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await sleep(200);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // A restarted process listens on a new port: calls go to whichever process runs now.
  const start = async () => {
    server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: database.url });
  };
  const call = (path: string, init: RequestInit = {}) => callOn(server!.base, path, init);
  const read = async (bookId: string) =>
    ((await (await call(`/api/books/${bookId}`)).json()) as { book: Book }).book;

  it('requeues the dead worker’s book within 60 s of the restart, completes it, charges once', async () => {
    await start();
    callOn = await signedInCaller(server!.base, 'Crash', 'pgcrash@example.com');
    const res = await call('/api/generate', {
      method: 'POST',
      body: JSON.stringify({ ...EIGHT_PAGE_BOOK, title: 'The Long Night' }),
    });
    expect(res.status).toBe(202);
    const { bookId } = (await res.json()) as { bookId: string };

    let atKill: Book | undefined;
    for (let i = 0; i < 1200 && !atKill; i++) {
      const book = await read(bookId);
      expect(book.status).not.toBe('completed');
      if (book.status === 'generating_images' && (book.progress?.done ?? 0) >= 2) {
        server!.child.kill('SIGKILL');
        await exited(server!.child);
        atKill = book;
      }
      await sleep(50);
    }
    expect(atKill).toBeDefined();

    await start();
    const restarted = Date.now();
    const snapshot = JSON.stringify((await read(bookId)).progress);
    let resumedAfter = -1;
    let book = await read(bookId);
    while (Date.now() - restarted < 150_000 && book.status !== 'completed' && book.status !== 'failed') {
      await sleep(500);
      book = await read(bookId);
      if (resumedAfter < 0 && JSON.stringify(book.progress) !== snapshot)
        resumedAfter = Date.now() - restarted;
    }
    expect(resumedAfter).toBeGreaterThanOrEqual(0);
    expect(resumedAfter).toBeLessThan(60_000);
    expect(book.status).toBe('completed');

    const me = (await (await call('/api/me')).json()) as { credits: number };
    expect(me.credits).toBe(100 - (30 + 5 * 8));
    const tx = (await (await call('/api/transactions')).json()) as { items: { type: string }[] };
    expect(tx.items.map((t) => t.type)).toEqual(['book_generation', 'welcome_bonus']);
  }, 300_000);
});
