import { availableParallelism } from 'node:os';
import {
  type BookRequest,
  createBuiltinModerationProvider,
  createOpenAiImageProvider,
  createOpenAiTextProvider,
  createProviders,
  generateBook,
  type Progress,
  planBuiltinStory,
  startFakeServer,
} from '../../packages/ai/src/index';

/**
 * AI engine benchmark.
 *  1. builtin offline engine: 24-page 8.5x8.5 illustrated book, per-stage times (target < 8 s).
 *  2. real adapters against the fake server at 3 s per text call and 2 s per image, concurrency 4:
 *     wall time vs the critical path 3 s + 6 × 2 s (target ratio ≤ 1.15); then the same with page 1
 *     passed as reference (gpt-image), whose critical path has page 1 alone first.
 */
const req: BookRequest = {
  title: 'Rex and the Smoking Mountain',
  author: 'Bench',
  type: 'dinosaurs',
  description: 'A little dinosaur helps the valley when the volcano rumbles.',
  pages: 24,
  language: 'en',
  trim: '8.5x8.5',
  bleed: true,
  quality: 'standard',
  seed: 1,
};

async function timed(run: (onProgress: (p: Progress) => void) => Promise<unknown>) {
  const t0 = performance.now();
  const marks: Partial<Record<Progress['stage'], number>> = {};
  await run((p) => {
    marks[p.stage] ??= performance.now() - t0;
  });
  return { total: performance.now() - t0, marks };
}

async function builtin() {
  let providers: Awaited<ReturnType<typeof createProviders>>;
  try {
    providers = await createProviders({}, { imageConcurrency: availableParallelism() });
  } catch (e) {
    const t0 = performance.now();
    await planBuiltinStory(req);
    const planMs = performance.now() - t0;
    console.log(`ai builtin: text plan ${planMs.toFixed(1)} ms; pictures skipped (${(e as Error).message})`);
    return { planMs: Math.round(planMs) };
  }
  try {
    // CPU time of the whole process (resvg and sharp run on libuv's pool threads): cpu / wall shows
    // how many cores the render really kept busy on this shared machine.
    const cpu0 = process.cpuUsage();
    const { total, marks } = await timed((onProgress) =>
      generateBook(req, providers, { concurrency: availableParallelism() * 2, onProgress }),
    );
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const plan = (marks.illustrating ?? 0) - (marks.planning ?? 0);
    const images = (marks.done ?? total) - (marks.illustrating ?? 0);
    console.log(
      `ai builtin 24-page 8.5x8.5: total ${(total / 1000).toFixed(2)} s (target < 8 s) — check ${((marks.planning ?? 0) / 1000).toFixed(3)} s, plan ${(plan / 1000).toFixed(3)} s, 25 images ${(images / 1000).toFixed(2)} s; cpu ${(cpuMs / 1000).toFixed(2)} s = ${(cpuMs / total).toFixed(2)} cores busy of ${availableParallelism()}`,
    );
    return {
      totalMs: Math.round(total),
      planMs: Math.round(plan),
      imagesMs: Math.round(images),
      cpuMs: Math.round(cpuMs),
    };
  } finally {
    await providers.close();
  }
}

/** One book through the real adapters against the fake server; critical path from the schedule. */
async function fakeRun(model: string, reference: boolean) {
  const server = await startFakeServer({ latencyMs: { text: 3000, image: 2000 } });
  try {
    const o = { apiKey: 'fake', baseURL: server.baseUrl, policy: { timeoutMs: 30_000, maxRetries: 0 } };
    const providers = {
      text: createOpenAiTextProvider({ ...o, model: 'gpt-4o-mini' }),
      image: createOpenAiImageProvider({ ...o, model }),
      moderation: createBuiltinModerationProvider(),
    };
    const { total } = await timed((onProgress) =>
      generateBook(req, providers, { concurrency: 4, onProgress }),
    );
    // text, then (page 1 alone when it is the reference) then the pages in rounds of 4; the cover runs beside them.
    const rounds = Math.ceil((req.pages - (reference ? 1 : 0)) / 4);
    const critical = 3000 + (reference ? 2000 : 0) + rounds * 2000;
    const ratio = total / critical;
    const how = reference
      ? `${model}, page 1 as reference: 3 s + 2 s + ${rounds} × 2 s`
      : `${model}, no reference: 3 s + ${rounds} × 2 s`;
    console.log(
      `ai fake providers (${how}, concurrency 4): wall ${(total / 1000).toFixed(2)} s vs critical path ${critical / 1000} s → ratio ${ratio.toFixed(3)} (target ≤ 1.15)`,
    );
    return { model, wallMs: Math.round(total), criticalMs: critical, ratio: Number(ratio.toFixed(3)) };
  } finally {
    await server.close();
  }
}

export async function run(): Promise<void> {
  const b = await builtin();
  const fake = await fakeRun('dall-e-3', false);
  const fakeWithReference = await fakeRun('gpt-image-1', true);
  console.log(`BENCH ${JSON.stringify({ area: 'ai', builtin: b ?? null, fake, fakeWithReference })}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
