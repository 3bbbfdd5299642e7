import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeServer } from '../../packages/ai/src/index';
import { freePort, rssMb, startServer } from './_server-process';

/**
 * Book creation end to end, through the HTTP API of a real `npm start` server:
 *  1. builtin engine, 24-page 8.5x8.5 book: request → 'completed', stage times from /api/stream
 *     (target < 12 s);
 *  2. OpenAI adapters against the fake server (3 s text, 2 s per image, concurrency 4): wall time vs
 *     the critical path 3 s + 6 × 2 s (target ratio ≤ 1.2);
 *  3. 20 users each generating an 8-page book at once on embedded defaults: all complete, and the
 *     p50/p99 of GET /api/books measured meanwhile (target p99 < 200 ms).
 */

const BOOK = {
  title: 'Rex and the Smoking Mountain',
  author: 'Bench',
  type: 'dinosaurs',
  description: 'A little dinosaur helps the valley when the volcano rumbles.',
  quality: 'standard',
  trimSize: '8.5x8.5',
  includeBleed: true,
};

type Client = { base: string; cookie: string };

async function signUp(base: string, n: number): Promise<Client> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: `Bench ${n}`,
      email: `bench-${n}-${Date.now()}@example.com`,
      password: 'benchpass',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { base, cookie };
}

const call = (c: Client, path: string, init: RequestInit = {}) =>
  fetch(`${c.base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', origin: c.base, cookie: c.cookie, ...init.headers },
  });

async function addCredits(c: Client, times: number) {
  for (let i = 0; i < times; i++) await call(c, '/api/dev/add-credits', { method: 'POST' });
}

async function generate(c: Client, pages: number) {
  const res = await call(c, '/api/generate', { method: 'POST', body: JSON.stringify({ ...BOOK, pages }) });
  if (res.status !== 202) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { bookId: string; jobId: string };
}

/** Follows /api/stream to the end; returns when each stage was first seen (ms from t0). */
async function follow(c: Client, jobId: string, t0: number) {
  const res = await call(c, `/api/stream?jobId=${jobId}`);
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const marks: Record<string, number> = {};
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      cut = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
      const at = performance.now() - t0;
      if (event === 'progress') marks[data.stage] ??= at;
      if (event === 'failed') throw new Error(`book failed: ${data.error}`);
      if (event === 'completed') {
        marks.completed = at;
        return marks;
      }
    }
  }
  throw new Error('stream ended before the book completed');
}

async function withServer<T>(env: Record<string, string>, work: (base: string, pid: number) => Promise<T>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-bench-books-'));
  const port = await freePort();
  const server = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT: 'false',
    ...env,
  });
  try {
    return await work(`http://127.0.0.1:${port}`, server.child.pid!);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const s = (ms: number) => (ms / 1000).toFixed(2);

async function builtinBook() {
  return withServer({}, async (base) => {
    const c = await signUp(base, 0);
    await addCredits(c, 1); // 24 pages cost 150
    const t0 = performance.now();
    const { jobId } = await generate(c, 24);
    const accepted = performance.now() - t0;
    const m = await follow(c, jobId, t0);
    const stage = (a: string, b: string) => s((m[b] ?? 0) - (m[a] ?? 0));
    console.log(
      `books builtin 24-page 8.5x8.5 via HTTP: request → completed ${s(m.completed)} s (target < 12 s) — ` +
        `202 in ${accepted.toFixed(0)} ms, queue → planning ${s(m.planning ?? 0)} s, plan ${stage('planning', 'illustrating')} s, ` +
        `pictures ${stage('illustrating', 'saving')} s, save ${stage('saving', 'completed')} s`,
    );
    return { totalMs: Math.round(m.completed), acceptedMs: Math.round(accepted) };
  });
}

async function fakeProviderBook() {
  const fake = await startFakeServer({ latencyMs: { text: 3000, image: 2000 } });
  try {
    const env = {
      AI_TEXT_PROVIDER: 'openai',
      AI_IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'fake',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_IMAGE_MODEL: 'dall-e-3', // no reference image: the critical path of the issue
    };
    return await withServer(env, async (base) => {
      const c = await signUp(base, 0);
      await addCredits(c, 1);
      const t0 = performance.now();
      const { jobId } = await generate(c, 24);
      const m = await follow(c, jobId, t0);
      const critical = 3000 + Math.ceil(24 / 4) * 2000;
      const ratio = m.completed / critical;
      console.log(
        `books fake providers via HTTP (3 s text + 6 × 2 s images, concurrency 4): wall ${s(m.completed)} s vs critical path ${s(critical)} s → ratio ${ratio.toFixed(3)} (target ≤ 1.2)`,
      );
      return { wallMs: Math.round(m.completed), criticalMs: critical, ratio: Number(ratio.toFixed(3)) };
    });
  } finally {
    await fake.close();
  }
}

/** Four users at once on the fake providers: books of different users run side by side (job workers). */
async function fakeProviderCrowd() {
  const fake = await startFakeServer({ latencyMs: { text: 3000, image: 2000 } });
  try {
    const env = {
      AI_TEXT_PROVIDER: 'openai',
      AI_IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'fake',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_IMAGE_MODEL: 'dall-e-3',
    };
    return await withServer(env, async (base) => {
      const users = await Promise.all([1, 2, 3, 4].map((n) => signUp(base, 100 + n)));
      await Promise.all(users.map((u) => addCredits(u, 1)));
      const t0 = performance.now();
      const jobs = await Promise.all(users.map((u) => generate(u, 24)));
      const done = await Promise.all(jobs.map((j, i) => follow(users[i]!, j.jobId, t0)));
      const last = Math.max(...done.map((m) => m.completed));
      const critical = 3000 + Math.ceil(24 / 4) * 2000;
      console.log(
        `books fake providers, 4 users × 24-page book at once: last completed ${s(last)} s vs one book's critical path ${s(critical)} s → ratio ${(last / critical).toFixed(3)} (sequential would be ≈ 4)`,
      );
      return { lastMs: Math.round(last), criticalMs: critical, ratio: Number((last / critical).toFixed(3)) };
    });
  } finally {
    await fake.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Each user's library polled back to back (a busy but fair client) until `stop` resolves. */
async function pollLibraries(users: Client[], pid: number, stop: Promise<unknown>) {
  const latencies: number[] = [];
  let peakRss = 0;
  let polling = true;
  const pollers = users.map(async (u) => {
    while (polling) {
      const a = performance.now();
      const res = await call(u, '/api/books');
      await res.arrayBuffer();
      latencies.push(performance.now() - a);
      peakRss = Math.max(peakRss, rssMb(pid));
      await new Promise((r) => setTimeout(r, 250));
    }
  });
  await stop;
  polling = false;
  await Promise.all(pollers);
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, p50: percentile(sorted, 0.5)!, p99: percentile(sorted, 0.99)!, peakRss };
}

async function twentyUsers() {
  return withServer({}, async (base, pid) => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(base, i + 1)));
    const idle = await pollLibraries(users, pid, new Promise((r) => setTimeout(r, 5000)));
    const t0 = performance.now();
    const jobs = await Promise.all(users.map((u) => generate(u, 8)));
    const finished = Promise.all(
      jobs.map((j, i) =>
        follow(users[i]!, j.jobId, t0).then(
          (m) => m.completed,
          () => Number.NaN,
        ),
      ),
    );
    const busy = await pollLibraries(users, pid, finished);
    const done = await finished;
    const completed = done.filter((d) => Number.isFinite(d)).length;
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    console.log(
      `books 20 users × 8-page book at once (embedded defaults): ${completed}/20 completed, last at ${s(Math.max(...done))} s; ` +
        `GET /api/books while generating: ${busy.requests} requests, p50 ${ms(busy.p50)}, p99 ${ms(busy.p99)} (target < 200 ms) ` +
        `[idle: p50 ${ms(idle.p50)}, p99 ${ms(idle.p99)}]; peak RSS ${busy.peakRss.toFixed(0)} MB`,
    );
    return {
      completed,
      lastMs: Math.round(Math.max(...done)),
      requests: busy.requests,
      p50: Math.round(busy.p50),
      p99: Math.round(busy.p99),
      idleP99: Math.round(idle.p99),
    };
  });
}

export async function run(): Promise<void> {
  const only = process.env.BENCH_ONLY; // e.g. BENCH_ONLY=crowd npm run bench -- books
  const builtin = !only || only === 'builtin' ? await builtinBook() : null;
  const fake = !only || only === 'fake' ? await fakeProviderBook() : null;
  const fakeCrowd = !only || only === 'fake-crowd' ? await fakeProviderCrowd() : null;
  const crowd = !only || only === 'crowd' ? await twentyUsers() : null;
  console.log(`BENCH ${JSON.stringify({ area: 'books', builtin, fake, fakeCrowd, crowd })}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
