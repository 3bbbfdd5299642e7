import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, killAll, type Spawned, sleep, spawnServer } from './testing/spawn-server';

/**
 * SIGTERM on a real ROLE=api process started as in production (`npm start`, the container's command; the signal
 * goes to npm, as from an init process): live SSE streams end cleanly and it exits 0 well within the drain bound.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!ADMIN_URL)('graceful stop of an API process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-stop-'));
  const dbName = `bookloom_stop_${randomBytes(6).toString('hex')}`;
  let databaseUrl = '';
  let api: Spawned | undefined;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    if (api) killAll(api.child);
    await sleep(300);
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends SSE streams and exits 0 on SIGTERM without waiting for the drain timeout', async () => {
    api = await spawnServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ROLE: 'api',
        BETTER_AUTH_SECRET: 'test-secret-shared-by-every-process-0123',
      },
      '/api/ready',
      {
        npmStart: true,
      },
    );
    const base = api.base;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'Stop', email: 'stop@example.com', password: 'secret12' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((x) => x.split(';')[0])
      .join('; ');
    const sse = await fetch(`${base}/api/books/events`, { headers: { cookie, origin: base } });
    expect(sse.status).toBe(200);
    const reader = sse.body!.getReader();
    await reader.read(); // the stream is live (first event or heartbeat)

    const t0 = Date.now();
    api.child.kill('SIGTERM'); // to npm itself: it must reach the server (package.json: exec)
    // Without the stream being ended, the server would hold it open until the 10 s drain bound; a server the
    // signal never reached (npm's shell dies, the server is orphaned) would hold it open for good.
    const ended = (async () => {
      for (let done = false; !done; ) done = (await reader.read()).done;
    })();
    let timer: NodeJS.Timeout | undefined;
    const stillOpen = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the SSE stream is still open 15 s after SIGTERM')), 15_000);
    });
    await Promise.race([ended, stillOpen]).finally(() => clearTimeout(timer));
    expect(await exited(api.child)).toBe(0);
    expect(Date.now() - t0).toBeLessThan(8_000);
    await expect(fetch(`${base}/api/ready`)).rejects.toThrow(); // no longer accepting
  }, 300_000);
});
