import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { type Client, call, signUp } from './_books-client';
import { freePort, startServer } from './_server-process';

/**
 * Issue 17's load test: API and worker processes (`npm start` with ROLE=api / ROLE=worker) on a fresh
 * database of the local Postgres, files in a local S3 (s3rver, from npm). N users (BENCH_SCALE_USERS,
 * default 50) sign up, each generates an 8-page builtin book and exports its PDF (downloaded through the
 * presigned S3 link). With 2 workers, one is killed with SIGKILL mid-run and restarted. Printed: books
 * completed, charges exact per user, files missing from S3, API p50/p99, wall time; then the same run with
 * 1 worker for the ratio (BENCH_SCALE_SINGLE=0 skips it). Postgres: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (a role that may create databases).
 */

const PAGES = 8;
const BOOK_COST = 30 + 5 * PAGES;
const EXPORT_COST = 15;
const WELCOME = 100;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 50);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : Number.NaN;
};

async function sql(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

async function startS3() {
  const dir = mkdtempSync(join(tmpdir(), 'bookloom-bench-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'bookloom', configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Outcome = { ok: true; bookId: string } | { ok: false; why: string };

const exportPdf = (u: Client, bookId: string, timed: typeof call) =>
  timed(u, `/api/books/${bookId}/export`, { method: 'POST', body: JSON.stringify({ format: 'pdf' }) });

/** One user's path: generate, wait (polling the other API process), export the PDF, download it from S3. */
async function userPath(
  u: Client,
  other: Client,
  i: number,
  timed: typeof call,
  onCompleted: () => void,
  onBusy: () => void,
) {
  const res = await timed(u, '/api/generate', {
    method: 'POST',
    headers: { 'idempotency-key': `scale-${i}-${randomBytes(6).toString('hex')}` },
    body: JSON.stringify({
      title: `Scale ${i}`,
      author: 'Bench',
      type: 'story-book',
      description: 'A fox and an owl look for the lost moon over the hills.',
      pages: PAGES,
      quality: 'standard',
      trimSize: '8.5x8.5',
      includeBleed: true,
    }),
  });
  if (res.status !== 202) return { ok: false, why: `generate ${res.status}` } as Outcome;
  const { bookId } = (await res.json()) as { bookId: string };
  const end = Date.now() + 30 * 60_000;
  type Doc = { cover?: { image?: string }; pages?: { image?: string }[] };
  let body: { book: { status: string; error?: string }; document: Doc | null; fileBase: string };
  for (;;) {
    await sleep(1000);
    const r = await timed(other, `/api/books/${bookId}`);
    if (r.status !== 200) continue; // a 503 while a dependency is away: ask again
    body = (await r.json()) as typeof body;
    if (body.book.status === 'failed')
      return { ok: false, why: `book failed: ${body.book.error}` } as Outcome;
    if (body.book.status === 'completed') break;
    if (Date.now() > end) return { ok: false, why: 'timeout' } as Outcome;
  }
  onCompleted();
  // Every picture the book's document names (cover and pages) is served: from S3, through the API.
  const names = [body.document?.cover?.image, ...(body.document?.pages ?? []).map((p) => p.image)];
  const files = names.filter((n): n is string => typeof n === 'string' && !/^(data|https?):/.test(n));
  for (const f of files) {
    const r = await timed(other, `${body.fileBase}${f}`);
    if (r.status !== 200) return { ok: false, why: `missing file ${f} (${r.status})` } as Outcome;
    await r.arrayBuffer();
  }
  // 503 export_busy is the API's backpressure (each process builds 2 PDFs at once, 8 waiting): a client asks again
  // after a pause, as the message says. Counted and printed; any other status is a failure.
  let ex = await exportPdf(u, bookId, timed);
  for (let tries = 0; ex.status === 503 && tries < 60; tries++) {
    onBusy();
    await sleep(Number(ex.headers.get('retry-after') ?? 2) * 1000);
    ex = await exportPdf(u, bookId, timed);
  }
  if (ex.status !== 200) return { ok: false, why: `export ${ex.status}` } as Outcome;
  const { export: e } = (await ex.json()) as { export: { downloadUrl: string } };
  const dl = await timed(other, e.downloadUrl, { redirect: 'manual' });
  const location = dl.headers.get('location');
  if (dl.status !== 302 || !location) return { ok: false, why: `download ${dl.status}` } as Outcome;
  const pdf = Buffer.from(await (await fetch(location)).arrayBuffer());
  if (pdf.subarray(0, 5).toString() !== '%PDF-')
    return { ok: false, why: 'the S3 file is not a PDF' } as Outcome;
  return { ok: true, bookId, files: files.length } as Outcome;
}

async function scaleRun(workers: number, killOne: boolean) {
  const dbName = `bookloom_bench_${randomBytes(5).toString('hex')}`;
  await sql(ADMIN_URL, `create database ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  const s3 = await startS3();
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-bench-scale-'));
  const common = {
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    RATE_LIMIT: 'false',
    BETTER_AUTH_SECRET: randomBytes(24).toString('hex'), // one secret: a session works on every API process
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'bookloom',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    WELCOME_CREDITS: String(WELCOME),
  };
  const procs: Awaited<ReturnType<typeof startServer>>[] = [];
  const start = async (role: 'api' | 'worker') => {
    const port = String(await freePort());
    const p = await startServer({
      ...common,
      ROLE: role,
      PORT: port,
      ...(role === 'worker' ? { WORKER_PORT: port } : {}),
    });
    procs.push(p);
    return p;
  };
  try {
    // The first process builds what is stale (npm start); the others then start together.
    const first = await start('api');
    const [second, ...workerProcs] = await Promise.all([
      start('api'),
      ...Array.from({ length: workers }, () => start('worker')),
    ]);
    const bases = [first, second!].map((a) => `http://127.0.0.1:${a.port}`);
    const latencies: number[] = [];
    let networkErrors = 0;
    // A reused keep-alive socket the server just closed resets now and then: a client asks again.
    const timed: typeof call = async (c, path, init) => {
      for (let attempt = 0; ; attempt++) {
        const t = performance.now();
        try {
          const res = await call(c, path, init);
          // API latency: every call but the PDF builds (seconds of work each, measured by the export bench).
          if (!path.endsWith('/export')) latencies.push(performance.now() - t);
          return res;
        } catch (e) {
          // Safe to ask again: GETs, and POSTs that are idempotent (generate carries an Idempotency-Key; an
          // export of unchanged content answers the stored one and its charge reference is unique).
          networkErrors++;
          if (attempt >= 3) throw e;
          await sleep(200);
        }
      }
    };
    const t0 = performance.now();
    let completed = 0;
    let exportBusy = 0;
    const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(bases[i % 2]!, i)));
    let kill = '';
    let finished = false;
    const killer = (async () => {
      if (!killOne) return;
      // Mid-run: a fifth of the books done, the rest queued or being drawn (each worker is always mid-book).
      while (completed < Math.max(1, Math.ceil(USERS / 5))) {
        if (finished) return;
        await sleep(200);
      }
      const victim = workerProcs[0]!;
      victim.child.kill('SIGKILL');
      kill = `worker pid ${victim.child.pid} SIGKILLed after ${completed} books (${((performance.now() - t0) / 1000).toFixed(1)} s)`;
      await sleep(2000);
      await start('worker');
      kill += ', a new worker started 2 s later';
    })();
    // Each user polls the other API process than the one it signed up on: sessions and books are shared.
    const results = await Promise.all(
      users.map((u, i) =>
        userPath(
          u,
          { ...u, base: bases[(i + 1) % 2]! },
          i,
          timed,
          () => {
            completed++;
          },
          () => {
            exportBusy++;
          },
        ).catch((e): Outcome => ({ ok: false, why: String(e?.cause ?? e) })),
      ),
    );
    finished = true;
    await killer;
    const wallMs = performance.now() - t0;

    const ledger = await sql(
      dbUrl,
      `select p.user_id, p.credits, coalesce(sum(t.amount), 0)::int as total,
              count(*) filter (where t.type = 'book_generation')::int as books,
              count(*) filter (where t.type = 'export')::int as exports,
              count(*) filter (where t.type = 'refund')::int as refunds
         from profiles p left join transactions t on t.user_id = p.user_id group by p.user_id, p.credits`,
    );
    const expected = WELCOME - BOOK_COST - EXPORT_COST;
    const exact = ledger.rows.filter(
      (r) =>
        r.credits === expected &&
        r.total === r.credits &&
        r.books === 1 &&
        r.exports === 1 &&
        r.refunds === 0,
    ).length;
    const failures = results.filter((r) => !r.ok) as { why: string }[];
    const files = results.reduce((n, r) => n + ((r as { files?: number }).files ?? 0), 0);
    return {
      ok: results.length - failures.length,
      failures,
      exact,
      ledgerRows: ledger.rows.length,
      files,
      wallMs,
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      calls: latencies.length,
      networkErrors,
      exportBusy,
      kill,
    };
  } finally {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((r) => {
            if (p.child.exitCode !== null || p.child.signalCode) return r();
            p.child.once('exit', () => r());
            p.child.kill('SIGKILL');
          }),
      ),
    );
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
    await sql(ADMIN_URL, `drop database if exists ${dbName} with (force)`);
  }
}

function report(label: string, r: Awaited<ReturnType<typeof scaleRun>>) {
  console.log(
    `scale ${label}: books completed ${r.ok} of ${USERS}; charges exact for ${r.exact} of ${r.ledgerRows} users ` +
      `(${WELCOME} − ${BOOK_COST} book − ${EXPORT_COST} PDF, ledger sum = balance, no refund); ` +
      `${r.files} pictures + ${r.ok} PDFs served from S3, 0 missing unless listed below; ` +
      `API p50 ${r.p50.toFixed(0)} ms / p99 ${r.p99.toFixed(0)} ms over ${r.calls} calls (${r.networkErrors} connection resets, ${r.exportBusy} export_busy 503s retried); ` +
      `wall ${(r.wallMs / 1000).toFixed(1)} s (${((USERS / r.wallMs) * 60_000).toFixed(1)} books/min)`,
  );
  if (r.kill) console.log(`  ${r.kill}`);
  for (const f of r.failures.slice(0, 10)) console.log(`  FAILED: ${f.why}`);
}

export async function run() {
  const two = await scaleRun(2, true);
  report('2 API + 2 workers, one killed', two);
  if (process.env.BENCH_SCALE_SINGLE === '0') return;
  const one = await scaleRun(1, false);
  report('2 API + 1 worker', one);
  console.log(
    `scale ratio: wall with 1 worker / with 2 workers (one killed) = ${(one.wallMs / two.wallMs).toFixed(2)}`,
  );
}
