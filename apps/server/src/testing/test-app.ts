import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@bookloom/db/testing';
import { createApp } from '../app';
import { createAuth } from '../auth/create-auth';
import { readEnv } from '../env';
import { createLogger } from '../logger';
import { outboxMailer, readOutbox } from '../mail/mailer';
import { memoryStorage } from '../storage';

// biome-ignore lint/suspicious/noExplicitAny: test responses are asserted on, not typed.
type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/** The real app on a real database (PGlite or Postgres), driven through `app.request()`. */
export async function createTestApp(target: TestDatabase, envOverrides: Record<string, string> = {}) {
  const database = await target.open();
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...envOverrides });
  const log = createLogger('silent');
  const outboxDir = mkdtempSync(join(tmpdir(), 'bookloom-outbox-'));
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
  const storage = memoryStorage();
  const app = createApp({ env, database, auth, mailer, log, storage, outboxDir });

  const request = (path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.cookie) headers.set('cookie', init.cookie);
    headers.set('origin', baseURL);
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    return app.request(path, { ...init, headers, body }) as Promise<TestResponse>;
  };

  /** Signs up a new account and returns its session cookie. */
  async function signUp(email: string, password = 'secret1', name = 'Test User') {
    const res = await request('/api/auth/sign-up/email', { method: 'POST', json: { name, email, password } });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    return cookieOf(res);
  }

  return {
    app,
    database,
    storage,
    request,
    signUp,
    outbox: () => readOutbox(outboxDir),
    close: async () => {
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
