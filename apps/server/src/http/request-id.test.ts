import { testDatabases } from '@bookloom/db/testing';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { GENERATE_BOOK_JOB } from '../services/books/job-names';
import { createTestApp } from '../testing/test-app';
import { REQUEST_ID_HEADER, requestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function captureStdout() {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

describe('request ids', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tag every log line written for the request, and only those', async () => {
    const log = createLogger('info');
    const app = new Hono().use(requestId).get('/x', async (c) => {
      log.info('inside');
      await new Promise((r) => setTimeout(r, 5)); // still the same request after an await
      log.info('after await');
      return c.text('ok');
    });
    const lines = captureStdout();
    const res = await app.request('/x', { headers: { [REQUEST_ID_HEADER]: 'edge-7f3a.1' } });
    log.info('outside');
    vi.restoreAllMocks();
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe('edge-7f3a.1');
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed.map((p) => p.requestId)).toEqual(['edge-7f3a.1', 'edge-7f3a.1', undefined]);
  });

  it('replace an incoming id that is not short and plain', async () => {
    const app = new Hono().use(requestId).get('/x', (c) => c.text('ok'));
    for (const bad of ['a b', 'x'.repeat(129), 'id\u00e9', '"><script>']) {
      const res = await app.request('/x', { headers: { [REQUEST_ID_HEADER]: bad } });
      expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    }
  });
});

describe.each(testDatabases())('request ids in the app ($name)', (db) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(db, { RATE_LIMIT: 'false' });
  });
  afterAll(async () => t?.close());

  it('are on every response: success, error, not found', async () => {
    const ids = new Set<string>();
    for (const path of ['/api/health', '/api/me', '/api/nowhere', '/api/books/x']) {
      const id = (await t.request(path)).headers.get(REQUEST_ID_HEADER);
      expect(id, path).toMatch(UUID);
      ids.add(id!);
    }
    expect(ids.size).toBe(4);
    const kept = await t.request('/api/me', { headers: { [REQUEST_ID_HEADER]: 'lb-123' } });
    expect(kept.status).toBe(401);
    expect(kept.headers.get(REQUEST_ID_HEADER)).toBe('lb-123');
  });

  it('ride along with the jobs a request queues', async () => {
    const app = new Hono().use(requestId).post('/queue', async (c) => {
      await t.jobs.queue.send(GENERATE_BOOK_JOB, { bookId: 'traced' });
      return c.text('ok');
    });
    await app.request('/queue', { method: 'POST', headers: { [REQUEST_ID_HEADER]: 'trace-42' } });
    const { rows } = await t.database.executeSql(
      "select data from pgboss.job where name = $1 and data->>'bookId' = 'traced'",
      [GENERATE_BOOK_JOB],
    );
    expect(rows).toEqual([{ data: { bookId: 'traced', requestId: 'trace-42' } }]);
  });
});
