import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompletedBook } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';

/**
 * Figures, not a regular test: `MEASURE_EXPORTS=1 npx vitest run --project server exports.timing`.
 * Times PDF and EPUB exports of 8- and 24-page builtin books through the route, and the API's
 * latency (GET /api/health) while four 24-page PDF exports are asked for at once.
 */
describe.runIf(process.env.MEASURE_EXPORTS)('export timings (PGlite)', () => {
  const target = testDatabases()[0];
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    cookie = await t.signUp('timer@example.com');
    for (let i = 0; i < 3; i++) await t.request('/api/dev/add-credits', { method: 'POST', cookie });
  }, 60_000);
  afterAll(async () => t?.close());

  it('prints export times', async () => {
    const rows: string[] = [];
    const books: Record<number, string> = {};
    for (const pages of [8, 24]) {
      books[pages] = await generateCompletedBook(t, cookie, { pages, trimSize: '8.5x8.5' });
      for (const format of ['pdf', 'epub']) {
        // First (cold: the engine converts each picture once and caches it), then again (warm).
        for (const run of ['first', 'again']) {
          const start = performance.now();
          const res = await t.request(`/api/books/${books[pages]}/export`, {
            method: 'POST',
            cookie,
            json: { format },
          });
          const ms = performance.now() - start;
          expect(res.status).toBe(200);
          const body = await res.json();
          const file = await t.request(body.export.downloadUrl, { cookie });
          const size = (await file.arrayBuffer()).byteLength;
          rows.push(
            `${pages} pages ${format} (${run}): ${ms.toFixed(0)} ms, ${(size / 1e6).toFixed(2)} MB, preflight ok=${body.preflight.ok}, charged ${body.charged}`,
          );
        }
      }
    }

    const lat: number[] = [];
    let busy = true;
    const probe = (async () => {
      while (busy) {
        const s = performance.now();
        await t.request('/api/health');
        lat.push(performance.now() - s);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const start = performance.now();
    const codes = await Promise.all(
      Array.from({ length: 4 }, () =>
        t
          .request(`/api/books/${books[24]}/export`, { method: 'POST', cookie, json: { format: 'pdf' } })
          .then((r) => r.status),
      ),
    );
    const wall = performance.now() - start;
    busy = false;
    await probe;
    lat.sort((a, b) => a - b);
    const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))].toFixed(0);
    rows.push(
      `4 simultaneous 24-page PDF exports: ${codes.join(',')} in ${wall.toFixed(0)} ms; /api/health during: n=${lat.length} p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${lat.at(-1)?.toFixed(0)} ms`,
    );
    console.log(`\n${rows.join('\n')}\n`);
  }, 300_000);
});
