import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Real `npm start` processes for multi-process tests (the same entry point as production). */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = join(ROOT, 'apps/server/src/main.ts');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Spawned = { child: ChildProcess; base: string; output: () => string };

/**
 * Starts main.ts with these settings and waits until `/api/ready` answers 200 (or the process exits). `npmStart`
 * runs the production entry instead, `npm start` (its own process group, so a test can end all of it).
 */
export async function spawnServer(
  env: Record<string, string>,
  readyPath = '/api/ready',
  opts: { npmStart?: boolean } = {},
): Promise<Spawned> {
  const port = await freePort();
  const [cmd, args] = opts.npmStart
    ? ['npm', ['start', '--silent']]
    : [process.execPath, ['--import', 'tsx', MAIN]];
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      SKIP_WEB_BUILD: '1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.npmStart,
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const base = `http://127.0.0.1:${env.WORKER_PORT ?? port}`;
  // Generous: on a loaded machine compiling the server (tsx or the bundle) alone can take a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${base}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, output: () => out };
    await sleep(250);
  }
  killAll(child);
  throw new Error(`the server did not start:\n${out}`);
}

/** SIGKILL to a spawned server, and to its whole process group when it has one (`npmStart`). */
export function killAll(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** Waits for the exit of a spawned process; resolves with its code. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((r) => (child.exitCode !== null ? r(child.exitCode) : child.once('exit', r)));

/** Runs one statement on the Postgres that TEST_DATABASE_URL names (databases are made and dropped there). */
export async function adminQuery(adminUrl: string, sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A fresh, empty database beside the admin one, and its URL; `drop` ends its connections and removes it. */
export async function scratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await adminQuery(adminUrl, `alter database ${name} allow_connections true`).catch(() => {});
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The 8-page builtin story book the multi-process tests generate (30 + 5 × 8 credits). */
export const EIGHT_PAGE_BOOK = {
  author: 'Tester',
  type: 'story-book',
  description: 'A fox and an owl look for the lost moon over the hills.',
  pages: 8,
  quality: 'standard',
  trimSize: '8.5x8.5',
  includeBleed: true,
};

/** Signs a new account up on `base` and returns a JSON caller that sends its cookie to any process. */
export async function signedInCaller(base: string, name: string, email: string) {
  let cookie = '';
  const callOn = (at: string, path: string, init: RequestInit = {}) =>
    fetch(`${at}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', origin: at, cookie, ...init.headers },
    });
  const signUp = await callOn(base, '/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ name, email, password: 'secret12' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  cookie = signUp.headers
    .getSetCookie()
    .map((x) => x.split(';')[0])
    .join('; ');
  return callOn;
}
