import {
  addCredits,
  type Client,
  call,
  follow,
  generate,
  signUp,
  withFakeProviders,
  withServer,
} from './_books-client';
import { rssMb } from './_server-process';

/**
 * Book creation end to end, through the HTTP API of a real `npm start` server:
 *  1. builtin engine, 24-page 8.5x8.5 book: request → 'completed', stage times from /api/stream
 *     (target < 12 s);
 *  2. OpenAI adapters against the fake server (3 s text, 2 s per image, concurrency 4): wall time vs
 *     the critical path 3 s + 6 × 2 s (target ratio ≤ 1.2);
 *  3. four users at once on the same fake providers: the last book vs one book's critical path;
 *  4. 20 users each generating an 8-page book at once on embedded defaults: all complete, and the
 *     p50/p99 of GET /api/books measured meanwhile (target p99 < 200 ms).
 */

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

const CRITICAL_MS = 3000 + Math.ceil(24 / 4) * 2000; // one text call, then 24 images 4 at a time

async function fakeProviderBook() {
  return withFakeProviders(async (base) => {
    const c = await signUp(base, 0);
    await addCredits(c, 1);
    const t0 = performance.now();
    const { jobId } = await generate(c, 24);
    const m = await follow(c, jobId, t0);
    const ratio = m.completed / CRITICAL_MS;
    console.log(
      `books fake providers via HTTP (3 s text + 6 × 2 s images, concurrency 4): wall ${s(m.completed)} s vs critical path ${s(CRITICAL_MS)} s → ratio ${ratio.toFixed(3)} (target ≤ 1.2)`,
    );
    return { wallMs: Math.round(m.completed), criticalMs: CRITICAL_MS, ratio: Number(ratio.toFixed(3)) };
  });
}

/** Four users at once on the fake providers: books of different users run side by side (job workers). */
async function fakeProviderCrowd() {
  return withFakeProviders(async (base) => {
    const users = await Promise.all([1, 2, 3, 4].map((n) => signUp(base, 100 + n)));
    await Promise.all(users.map((u) => addCredits(u, 1)));
    const t0 = performance.now();
    const jobs = await Promise.all(users.map((u) => generate(u, 24)));
    const done = await Promise.all(jobs.map((j, i) => follow(users[i]!, j.jobId, t0)));
    const last = Math.max(...done.map((m) => m.completed));
    const ratio = last / CRITICAL_MS;
    console.log(
      `books fake providers, 4 users × 24-page book at once: last completed ${s(last)} s vs one book's critical path ${s(CRITICAL_MS)} s → ratio ${ratio.toFixed(3)} (sequential would be ≈ 4)`,
    );
    return { lastMs: Math.round(last), criticalMs: CRITICAL_MS, ratio: Number(ratio.toFixed(3)) };
  });
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
