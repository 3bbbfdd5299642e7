import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_BOOK_JOB } from '../services/books/job-names';
import { createTestApp } from '../testing/test-app';

const TOKEN = 'metrics-token-0123456789';

describe.each(testDatabases())('GET /api/metrics ($name)', (db) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp(db, { RATE_LIMIT: 'false', METRICS_TOKEN: TOKEN });
    admin = await t.signUp('first@example.com'); // the first account is admin outside production
    user = await t.signUp('user@example.com');
  });
  afterAll(async () => t?.close());

  const scrape = (init: { cookie?: string; headers?: Record<string, string> } = {}) =>
    t.request('/api/metrics', init);

  it('answers the metrics token and admins, 404 to everyone else', async () => {
    expect((await scrape()).status).toBe(404);
    expect((await scrape({ cookie: user })).status).toBe(404);
    expect((await scrape({ headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(404);
    expect((await scrape({ headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    const res = await scrape({ cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route pattern, not by raw path, with latency histograms', async () => {
    for (const id of ['a1', 'b2', 'c3']) await t.request(`/api/books/${id}`, { cookie: user });
    const text = await (await scrape({ headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(text).toMatch(
      /bookloom_http_requests_total\{method="GET",route="\/api\/books\/:id",status="404"\} \d+/,
    );
    expect(text).not.toMatch(/route="\/api\/books\/a1"/);
    expect(text).toMatch(
      /bookloom_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/books\/:id"\}/,
    );
    expect(text).toContain('bookloom_process_cpu_seconds_total');
  });

  it('reports jobs by state and the queue depth from the database', async () => {
    await t.jobs.queue.send(GENERATE_BOOK_JOB, { bookId: 'queued-only' });
    await t.jobs.queue.send(GENERATE_BOOK_JOB, { bookId: 'queued-too' });
    const text = await (await scrape({ cookie: admin })).text();
    expect(text).toMatch(/bookloom_jobs\{queue="book\.generate",state="created"\} 2/);
    expect(text).toMatch(/bookloom_queue_depth\{queue="book\.generate"\} 2/);
  });
});
