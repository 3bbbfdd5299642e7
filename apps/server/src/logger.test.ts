import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authLogger } from './auth/create-auth';
import { readEnv } from './env';
import { errorForLog } from './error-for-log';
import { errorHandler } from './http/error-handler';
import { createLogger, formatLogLine } from './logger';

const FORGED = 'Milo\r\n{"level":"info","msg":"admin granted"}\u001b[2J\u009b31m\u2028\u202e';

function captureStderr() {
  const lines: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

describe('logs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('write one JSON line per event with every control character escaped', () => {
    const line = formatLogLine('warn', 'client error', { path: FORGED });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/);
    expect(JSON.parse(line).path).toBe(FORGED);
  });

  it("route better-auth's logger through ours, escaped", () => {
    const lines = captureStderr();
    const auth = authLogger(readEnv({ NODE_ENV: 'test' }), createLogger('warn'));
    auth.log('error', `Invalid callbackURL: ${FORGED}`);
    expect(lines).toHaveLength(1);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
    expect(lines[0].trimEnd()).not.toMatch(/[\r\n\u001b\u009b\u2028]/);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'error', msg: 'better-auth' });
  });

  it('keep user text and SQL parameters out of error logs', async () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "secret-title"'), {
      code: '22P02',
    });
    const err = new DrizzleQueryError(
      'insert into "books" ("title") values ($1)',
      ['secret-title', 'ada@example.com'],
      cause,
    );
    expect(JSON.stringify(errorForLog(err))).not.toMatch(/secret-title|ada@example/);
    expect(errorForLog(err)).toMatchObject({
      sqlState: '22P02',
      query: 'insert into "books" ("title") values ($1)',
    });

    const lines = captureStderr();
    const app = new Hono().onError(errorHandler(createLogger('error'))).get('/x', () => {
      throw err;
    });
    expect((await app.request('/x')).status).toBe(500);
    expect(lines.join('')).toContain('unhandled error');
    expect(lines.join('')).not.toMatch(/secret-title|ada@example/);
  });
});
