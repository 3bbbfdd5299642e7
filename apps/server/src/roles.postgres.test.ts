import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  EIGHT_PAGE_BOOK,
  exited,
  freePort,
  type Spawned,
  scratchDatabase,
  signedInCaller,
  sleep,
  spawnServer,
} from './testing/spawn-server';

/**
 * ROLE=api and ROLE=worker as separate real processes on one fresh Postgres database, started together:
 * migrations run once (advisory lock), the API enqueues a book and only the worker can complete it.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!ADMIN_URL)('an API process and a worker process on one Postgres', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-roles-'));
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  const procs: Spawned[] = [];
  beforeAll(async () => {
    database = await scratchDatabase(ADMIN_URL!, 'bookloom_roles');
  });
  afterAll(async () => {
    for (const p of procs) p.child.kill('SIGKILL');
    await sleep(300);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates once when both start together; the API enqueues, the worker completes, one charge', async () => {
    const common = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: 'test-secret-shared-by-every-process-0123',
    };
    const workerPort = String(await freePort());
    const [api, worker] = await Promise.all([
      spawnServer({ ...common, ROLE: 'api' }),
      spawnServer({ ...common, ROLE: 'worker', WORKER_PORT: workerPort }),
    ]);
    procs.push(api!, worker!);
    // Each migration is recorded once (a second, concurrent run would have failed or duplicated rows).
    const applied = await adminQuery(
      database.url,
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    expect(applied.rows.length).toBeGreaterThan(0);
    expect(applied.rows.every((r) => r.n === 1)).toBe(true);

    // A worker serves only its probes.
    expect(((await (await fetch(`${worker!.base}/api/ready`)).json()) as { role: string }).role).toBe(
      'worker',
    );
    expect((await fetch(`${worker!.base}/api/health`)).status).toBe(200);
    expect((await fetch(`${worker!.base}/api/config`)).status).toBe(404);

    const callOn = await signedInCaller(api!.base, 'Roles', 'roles@example.com');
    const call = (path: string, init: RequestInit = {}) => callOn(api!.base, path, init);
    const res = await call('/api/generate', {
      method: 'POST',
      body: JSON.stringify({ ...EIGHT_PAGE_BOOK, title: 'Two Processes' }),
    });
    expect(res.status).toBe(202);
    const { bookId } = (await res.json()) as { bookId: string };
    let status = '';
    for (let i = 0; i < 600 && status !== 'completed' && status !== 'failed'; i++) {
      await sleep(250);
      status = ((await (await call(`/api/books/${bookId}`)).json()) as { book: { status: string } }).book
        .status;
    }
    expect(status).toBe('completed');
    const me = (await (await call('/api/me')).json()) as { credits: number };
    expect(me.credits).toBe(100 - (30 + 5 * 8));

    // Graceful stop: the worker answers SIGTERM by exiting cleanly.
    worker!.child.kill('SIGTERM');
    expect(await exited(worker!.child)).toBe(0);
  }, 240_000);
});
