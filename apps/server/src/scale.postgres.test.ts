import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  type Spawned,
  scratchDatabase,
  signedInCaller,
  sleep,
  spawnServer,
} from './testing/spawn-server';

/**
 * Two real ROLE=api processes on one fresh Postgres database: a ledger write in one is seen by the other's
 * /api/me within the documented bound (5 s), and a database outage (every connection dropped, new ones
 * refused, as in a restart) gives 503s, never 500s, and heals by itself.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!ADMIN_URL)('two API processes on one Postgres', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-scale-'));
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  const procs: Spawned[] = [];
  let a: Spawned;
  let b: Spawned;
  let callOn: Awaited<ReturnType<typeof signedInCaller>>;
  const admin = (sql: string) => adminQuery(ADMIN_URL!, sql);
  const call = (p: Spawned, path: string, init: RequestInit = {}) => callOn(p.base, path, init);
  const creditsOn = async (p: Spawned) =>
    ((await (await call(p, '/api/me')).json()) as { credits: number }).credits;

  beforeAll(async () => {
    database = await scratchDatabase(ADMIN_URL!, 'bookloom_scale');
    const common = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      ROLE: 'api',
      BETTER_AUTH_SECRET: 'test-secret-shared-by-every-process-0123',
    };
    [a, b] = (await Promise.all([spawnServer(common), spawnServer(common)])) as [Spawned, Spawned];
    procs.push(a, b);
    callOn = await signedInCaller(a.base, 'Scale', 'scale@example.com');
  }, 120_000);
  afterAll(async () => {
    for (const p of procs) p.child.kill('SIGKILL');
    await sleep(300);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** How long process `p` takes to show `credits` on /api/me (its profile cache was warm). */
  async function visibleAfter(p: Spawned, credits: number) {
    const start = Date.now();
    while ((await creditsOn(p)) !== credits) {
      if (Date.now() - start > 10_000) throw new Error(`never saw ${credits} credits`);
      await sleep(25);
    }
    return Date.now() - start;
  }

  it('shows credits earned and spent in one process on the other at once (NOTIFY), well within 5 s', async () => {
    expect(await creditsOn(a)).toBe(100);
    expect(await creditsOn(b)).toBe(100); // B's cache is warm now
    expect((await call(a, '/api/dev/add-credits', { method: 'POST' })).status).toBe(200);
    const earned = await visibleAfter(b, 200);
    const spend = await call(b, '/api/generate', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Seen Everywhere',
        author: 'Tester',
        type: 'story-book',
        description: 'A fox and an owl look for the lost moon over the hills.',
        pages: 8,
      }),
    });
    expect(spend.status).toBe(202);
    const spent = await visibleAfter(a, 200 - (30 + 5 * 8));
    console.log(`ledger visible in the other process after ${earned} ms (credit) and ${spent} ms (debit)`);
    expect(earned).toBeLessThan(2_000); // the trigger's NOTIFY, not the 5 s cache expiry
    expect(spent).toBeLessThan(2_000);
  }, 60_000);

  it('answers 503 (never 500) while Postgres is away and recovers by itself', async () => {
    expect((await call(a, '/api/transactions')).status).toBe(200);
    // A restart as the API sees it: every connection cut, new ones refused for a while.
    await admin(`alter database ${database.name} allow_connections false`);
    await admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database.name}' and pid <> pg_backend_pid()`,
    );
    const during: number[] = [];
    for (let i = 0; i < 10; i++) {
      for (const p of [a, b]) during.push((await call(p, '/api/transactions')).status);
      await sleep(100);
    }
    const outage = await call(a, '/api/health');
    expect(outage.status).toBe(503);
    expect(outage.headers.get('retry-after')).toBe('5');
    expect(((await outage.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    expect(during.every((s) => s === 503)).toBe(true);

    await admin(`alter database ${database.name} allow_connections true`);
    const back = Date.now();
    for (const p of [a, b]) {
      let status = 0;
      while (status !== 200 && Date.now() - back < 15_000) {
        status = (await call(p, '/api/transactions')).status;
        if (status !== 200) await sleep(100);
      }
      expect(status).toBe(200);
      expect((await call(p, '/api/ready')).status).toBe(200);
    }
    console.log(`both processes answered again ${Date.now() - back} ms after Postgres came back`);
    for (const p of procs) expect(p.child.exitCode).toBeNull();
  }, 60_000);
});
