import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server process on the embedded defaults, killed with SIGKILL in the middle of a book and
 * started again on the same DATA_DIR: the book completes, the pictures drawn before the kill are not
 * drawn again, and the user was charged once.
 */
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const MAIN = join(ROOT, 'apps/server/src/main.ts');

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a book survives a killed server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-crash-'));
  let child: ChildProcess | undefined;
  let base = '';
  let cookie = '';

  async function start(port: number) {
    // Started once, right after the kill: the dead process's DATA_DIR lock must not refuse it (issue 20, finding 8).
    child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT: 'false' },
      stdio: 'ignore',
    });
    const proc = child;
    for (let i = 0; i < 240 && proc.exitCode === null; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await sleep(250);
    }
    throw new Error(`the server did not start (exit code ${proc.exitCode})`);
  }

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', origin: base, cookie, ...init.headers },
    });

  const pictures = (bookId: string) => {
    const dir = join(dataDir, 'files', 'books', bookId);
    const out = new Map<string, { mtimeMs: number; hash: string }>();
    for (const name of readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isFile() && d.name.endsWith('.png'))
      .map((d) => d.name)) {
      const path = join(dir, name);
      out.set(name, {
        mtimeMs: statSync(path).mtimeMs,
        hash: createHash('sha256').update(readFileSync(path)).digest('hex'),
      });
    }
    return out;
  };

  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes after SIGKILL mid-book without redrawing finished pictures or charging twice', async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await start(port);
    const signUp = await call('/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ name: 'Crash', email: 'crash@example.com', password: 'secret12' }),
    });
    expect(signUp.status).toBe(200);
    cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await call('/api/generate', {
      method: 'POST',
      body: JSON.stringify({
        title: 'The Long Night',
        author: 'Tester',
        type: 'story-book',
        description: 'A fox and an owl look for the lost moon over the hills.',
        pages: 12,
        quality: 'standard',
        trimSize: '8.5x8.5',
        includeBleed: true,
      }),
    });
    expect(res.status).toBe(202);
    const { bookId } = (await res.json()) as { bookId: string };

    // Kill once a few pictures are stored and before the book is done.
    let before = new Map<string, { mtimeMs: number; hash: string }>();
    for (let i = 0; i < 600; i++) {
      const { book } = (await (await call(`/api/books/${bookId}`)).json()) as {
        book: { status: string; progress: { done: number } | null };
      };
      expect(book.status).not.toBe('completed');
      if (book.status === 'generating_images' && (book.progress?.done ?? 0) >= 2) {
        child?.kill('SIGKILL');
        await new Promise((r) => child?.once('exit', r));
        before = pictures(bookId);
        break;
      }
      await sleep(50);
    }
    expect(before.size).toBeGreaterThanOrEqual(2);

    await start(port);
    let book: { status: string; pages: number } = { status: '', pages: 0 };
    for (let i = 0; i < 240 && book.status !== 'completed' && book.status !== 'failed'; i++) {
      await sleep(250);
      book = ((await (await call(`/api/books/${bookId}`)).json()) as { book: typeof book }).book;
    }
    expect(book.status).toBe('completed');

    const after = pictures(bookId);
    expect(after.size).toBeGreaterThan(before.size);
    for (const [name, file] of before) expect(after.get(name), name).toEqual(file);

    const me = (await (await call('/api/me')).json()) as { credits: number };
    expect(me.credits).toBe(100 - (30 + 5 * 12));
    const tx = (await (await call('/api/transactions')).json()) as { items: { type: string }[] };
    expect(tx.items.map((t) => t.type)).toEqual(['book_generation', 'welcome_bonus']);
  }, 180_000);
});
