import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Providers, parseAiSettings } from '@bookloom/ai';
import type { TestDatabase } from '@bookloom/db/testing';
import { createApp } from '../app';
import { createAccountEvents } from '../auth/account-events';
import { createAuth } from '../auth/create-auth';
import { readEnv } from '../env';
import { JOBS } from '../jobs/registry';
import { startJobs } from '../jobs/start-jobs';
import { createLogger } from '../logger';
import { outboxMailer, readOutbox } from '../mail/mailer';
import { createAiRuntime, fixedAiRuntime } from '../services/ai/ai-runtime';
import { createBookEvents } from '../services/books/book-events';
import { type FileStorage, memoryStorage } from '../storage';

// biome-ignore lint/suspicious/noExplicitAny: test responses are asserted on, not typed.
type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/** The real app on a real database (PGlite or Postgres), driven through `app.request()`. */
export async function createTestApp(
  target: TestDatabase,
  envOverrides: Record<string, string> = {},
  opts: {
    providers?: Providers;
    work?: boolean;
    aiSettings?: Record<string, string>;
    /** Another store (e.g. S3 on a local s3rver); in memory by default. */
    storage?: FileStorage;
  } = {},
) {
  const database = await target.open();
  // Its own DATA_DIR (caches such as EPUB renditions), removed with the outbox on close.
  const outboxDir = mkdtempSync(join(tmpdir(), 'bookloom-outbox-'));
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: outboxDir, ...envOverrides });
  const log = createLogger('silent');
  const mailer = outboxMailer(outboxDir);
  const baseURL = 'http://localhost:3000';
  const auth = createAuth({
    env,
    database,
    mailer,
    log,
    secret: 'test-secret-test-secret-test-secret-123',
    baseURL,
  });
  const storage = opts.storage ?? memoryStorage();
  const events = await createBookEvents(database, log);
  const accountEvents = await createAccountEvents(database, log);
  // Tests pass their own providers (builtin text + a PNG-making image double) unless they test failures.
  const ai = opts.providers
    ? fixedAiRuntime(opts.providers)
    : createAiRuntime(parseAiSettings(opts.aiSettings ?? {}));
  const services = { database, log, storage, events, ai };
  const databaseUrl =
    database.kind === 'postgres' ? (database.pool!.options.connectionString as string) : undefined;
  const jobs = await startJobs(services, JOBS, { work: opts.work ?? false, databaseUrl });
  const deps = {
    env,
    database,
    auth,
    mailer,
    log,
    storage,
    events,
    accountEvents,
    ai,
    queue: jobs.queue,
    outboxDir,
  };
  const app = createApp(deps);

  /** `remoteAddress` stands for the socket's address (app.request has no socket); loopback by default. */
  const request = (
    path: string,
    init: RequestInit & { json?: unknown; cookie?: string; remoteAddress?: string } = {},
  ) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.cookie) headers.set('cookie', init.cookie);
    headers.set('origin', baseURL);
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    const conn = { remoteAddress: init.remoteAddress ?? '127.0.0.1' };
    // The request's own URL is baseURL's, so its Origin header is same-origin in production mode too.
    const url = path.startsWith('/') ? `${baseURL}${path}` : path;
    return app.request(url, { ...init, headers, body }, conn) as Promise<TestResponse>;
  };

  /** Signs up a new account and returns its session cookie. */
  async function signUp(email: string, password = 'secret1', name = 'Test User') {
    const res = await request('/api/auth/sign-up/email', { method: 'POST', json: { name, email, password } });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    return cookieOf(res);
  }

  return {
    app,
    deps,
    database,
    storage,
    events,
    jobs,
    services,
    request,
    signUp,
    outbox: () => readOutbox(outboxDir),
    close: async () => {
      await jobs.stop();
      await events.close();
      await accountEvents.close();
      await database.drop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
