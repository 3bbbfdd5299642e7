import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * "The path users really take" (issue 19): a 50-page builtin book exactly as the app stores it —
 * the generator's own PNG art, and the EPUB renditions the server's generation job makes once the
 * book is done (`prepareBookRenditions`, decision 0032a) — exported in a fresh process as interior
 * PDF (with its ink-aware preflight), EPUB, cover wrap PDF (preflighted) and Kindle cover, one after
 * the other. Targets: < 2 s for all four, < 400 MB peak RSS.
 */
const THIS = fileURLToPath(import.meta.url);
const DIR = join(tmpdir(), 'bookloom-bench-user-path');
/** The app keeps these in its file storage (cache/epub-renditions/); here a folder stands in for it. */
const RENDITIONS = join(DIR, 'renditions');

/** What the generation job does after the book is completed: the e-reader renditions of its art. */
async function prepareRenditions(file: string): Promise<number> {
  const { prepareEpubArt } = await import('../../packages/export/src/index');
  const { parseBookDocument } = await import('../../packages/core/src/index');
  const t0 = performance.now();
  const doc = parseBookDocument(JSON.parse(readFileSync(file, 'utf8')));
  await prepareEpubArt(doc, { baseDir: dirname(file), renditionDir: RENDITIONS });
  return performance.now() - t0;
}

async function generate(): Promise<{ file: string; ms: number; cached: boolean }> {
  const file = join(DIR, 'book', 'book.json');
  if (existsSync(file) && existsSync(RENDITIONS)) return { file, ms: 0, cached: true };
  if (existsSync(file)) return { file, ms: await prepareRenditions(file), cached: true };
  const { createProviders, generateBook, writeGeneratedBook } = await import('../../packages/ai/src/index');
  const providers = await createProviders({});
  try {
    const t0 = performance.now();
    const book = await generateBook(
      {
        title: 'Rex and the Smoking Mountain',
        author: 'Ada Müller',
        type: 'dinosaurs',
        description: 'A little dinosaur helps the valley when the volcano rumbles.',
        pages: 50,
        language: 'en',
        trim: '8.5x8.5',
        bleed: true,
        quality: 'standard',
        seed: 7,
      },
      providers,
      {},
    );
    await writeGeneratedBook(book, join(DIR, 'book'));
    const ms = performance.now() - t0;
    return { file, ms: ms + (await prepareRenditions(file)), cached: false };
  } finally {
    await providers.close();
  }
}

const FORMATS = ['pdf', 'epub', 'cover-pdf', 'kindle-cover'] as const;

/** Child: the four exports in a row, each timed, then this process's peak RSS (VmHWM). */
async function child(file: string) {
  const { exportBook } = await import('../../packages/export/src/index');
  const { parseBookDocument } = await import('../../packages/core/src/index');
  const doc = parseBookDocument(JSON.parse(readFileSync(file, 'utf8')));
  const times: Record<string, number> = {};
  let preflightOk = true;
  let preflightMs = 0;
  let inkPages = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (const f of FORMATS) {
    const t = performance.now();
    const r = await exportBook(doc, f, { baseDir: dirname(file), renditionDir: RENDITIONS });
    times[f] = Math.round(performance.now() - t);
    if (r.preflight && !r.preflight.ok) preflightOk = false;
    if (f === 'pdf') {
      // The preflight's own share: the same check again on the finished bytes (warm, same work).
      const p0 = performance.now();
      const { preflightPdf } = await import('../../packages/export/src/preflight/preflight');
      const again = await preflightPdf(r.bytes);
      preflightMs = Math.round(performance.now() - p0);
      inkPages = again.stats.inkPagesRendered ?? 0;
    }
  }
  const totalMs = Math.round(performance.now() - t0) - preflightMs;
  // CPU of the four exports, all threads (the preflight's second run included): steadier than wall time.
  const c = process.cpuUsage(c0);
  const cpuMs = Math.round((c.user + c.system) / 1000);
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  const maxRssMb = Math.round((m ? Number(m[1]) : process.resourceUsage().maxRSS) / 1024);
  console.log(JSON.stringify({ times, totalMs, cpuMs, maxRssMb, preflightOk, preflightMs, inkPages }));
}

export async function runUserPath() {
  const g = await generate();
  console.log(
    `user path: 50-page builtin book ${g.cached ? `(cached from an earlier run${g.ms ? `; its EPUB renditions made in ${(g.ms / 1000).toFixed(1)} s` : ''})` : `generated with its EPUB renditions in ${(g.ms / 1000).toFixed(1)} s`}`,
  );
  const r = spawnSync(process.execPath, ['--import', 'tsx', THIS], {
    // The allocator setting of the Docker image (decision 0032a); an explicit MALLOC_ARENA_MAX wins.
    env: { MALLOC_ARENA_MAX: '2', ...process.env, BOOKLOOM_BENCH_USER_PATH_CHILD: g.file },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`user-path child failed: ${r.stderr}`);
  const out = JSON.parse(r.stdout.trim().split('\n').pop()!) as {
    times: Record<string, number>;
    totalMs: number;
    cpuMs: number;
    maxRssMb: number;
    preflightOk: boolean;
    preflightMs: number;
    inkPages: number;
  };
  console.log(
    `user path: PDF ${out.times.pdf} ms, EPUB ${out.times.epub} ms, cover wrap ${out.times['cover-pdf']} ms, Kindle cover ${out.times['kindle-cover']} ms → ${out.totalMs} ms for all four (target < 2000; CPU ${out.cpuMs} ms), peak RSS ${out.maxRssMb} MB (target < 400); preflight ${out.preflightOk ? 'passed' : 'FAILED'}, its own share ~${out.preflightMs} ms of the PDF (${out.inkPages} pages rendered for ink); MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'} as in the Docker image`,
  );
  return out;
}

if (process.env.BOOKLOOM_BENCH_USER_PATH_CHILD) await child(process.env.BOOKLOOM_BENCH_USER_PATH_CHILD);
