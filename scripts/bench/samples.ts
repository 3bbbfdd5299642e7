import { addCredits, type Client, call, follow, generate, signUp, withServer } from './_books-client';

/**
 * Mass sample generation must not starve users (issue 15): on a real `npm start` server (embedded, builtin engine),
 * an admin starts a mass story run of 30 books (10 types × 3); meanwhile a user polls GET /api/books (p50/p99,
 * target p99 < 200 ms) and then generates a book of their own: the time from its 202 to its first progress event
 * (target < 5 s) and to completion. The run is not waited for to the end (30 books take many minutes): the figures
 * are taken while it generates, and how far it got is printed.
 */

const WINDOW_MS = Number(process.env.BENCH_SAMPLES_WINDOW_MS ?? 45_000);
const TYPES = [
  'dinosaurs',
  'space',
  'ocean-animals',
  'farm-animals',
  'vehicles',
  'fantasy',
  'sports',
  'mermaids',
  'zoo-animals',
  'bedtime-books',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

async function poll(c: Client, until: Promise<unknown>) {
  const latencies: number[] = [];
  let on = true;
  const loop = (async () => {
    while (on) {
      const a = performance.now();
      const res = await call(c, '/api/books');
      await res.arrayBuffer();
      latencies.push(performance.now() - a);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await until;
  on = false;
  await loop;
  return latencies.sort((a, b) => a - b);
}

async function runState(admin: Client, runId: string) {
  const res = await call(admin, `/api/admin/samples/runs/${runId}`);
  return ((await res.json()) as { run: { status: string; generated: number; failed: number; total: number } })
    .run;
}

export async function run(): Promise<void> {
  const result = await withServer({}, async (base) => {
    const admin = await signUp(base, 0); // the first account of a fresh server is the admin
    const user = await signUp(base, 1);
    await addCredits(user, 1);
    // Baseline on this machine (shared and noisy): the library with nothing generating.
    const idle = await poll(user, new Promise((r) => setTimeout(r, 10_000)));
    const start = await call(admin, '/api/admin/samples/generate', {
      method: 'POST',
      body: JSON.stringify({ storyTypes: TYPES, storiesPerType: 3, exportFormat: 'both' }),
    });
    if (start.status !== 202) throw new Error(`mass run answered ${start.status}: ${await start.text()}`);
    const { runId, total } = (await start.json()) as { runId: string; total: number };
    const refused = (
      await call(admin, '/api/admin/samples/generate', {
        method: 'POST',
        body: JSON.stringify({ storyTypes: ['space'] }),
      })
    ).status;

    // Phase 1: the run alone, the user's library polled back to back.
    const alone = await poll(user, new Promise((r) => setTimeout(r, WINDOW_MS)));
    const during = await runState(admin, runId);
    // Phase 2: the user's own book while the run goes on.
    const t0 = performance.now();
    const { jobId } = await generate(user, 8);
    const accepted = performance.now() - t0;
    const followed = follow(user, jobId, t0);
    const withBook = await poll(user, followed);
    const marks = await followed;
    const firstProgress = Math.min(
      ...Object.entries(marks)
        .filter(([k]) => k !== 'completed')
        .map(([, v]) => v),
    );
    const after = await runState(admin, runId);
    const all = [...alone, ...withBook].sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    console.log(
      `samples: mass run of ${total} books on the builtin engine (second run refused: ${refused}); ` +
        `GET /api/books while it generates: ${all.length} requests, p50 ${ms(percentile(all, 0.5))}, p99 ${ms(percentile(all, 0.99))} (target < 200 ms) ` +
        `[run alone: p99 ${ms(percentile(alone, 0.99))}; with the user's book too: p99 ${ms(percentile(withBook, 0.99))}; idle before the run: p50 ${ms(percentile(idle, 0.5))}, p99 ${ms(percentile(idle, 0.99))}]`,
    );
    console.log(
      `samples: a user's own 8-page book during the run: 202 in ${ms(accepted)}, first progress after ${(firstProgress / 1000).toFixed(2)} s (target < 5 s), ` +
        `completed after ${(marks.completed / 1000).toFixed(2)} s; run progress ${during.generated + during.failed}/${total} after ${WINDOW_MS / 1000} s, ` +
        `${after.generated + after.failed}/${total} when the user's book was done (${after.failed} failed)`,
    );
    return {
      total,
      refused,
      requests: all.length,
      p50: Math.round(percentile(all, 0.5)),
      p99: Math.round(percentile(all, 0.99)),
      idleP99: Math.round(percentile(idle, 0.99)),
      userFirstProgressMs: Math.round(firstProgress),
      userCompletedMs: Math.round(marks.completed),
      runDone: after.generated + after.failed,
    };
  });
  console.log(`BENCH ${JSON.stringify({ area: 'samples', ...result })}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
