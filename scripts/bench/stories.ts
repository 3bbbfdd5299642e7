import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  type BookRequest,
  createProviders,
  generateBook,
  writeGeneratedBook,
} from '../../packages/ai/src/index';
import { exportBook } from '../../packages/export/src/index';

/**
 * Builtin 50-page book end to end (issue 14): plan + 51 pictures (target < 8 s), then the print
 * PDF and the EPUB of the same book, timed apart. Figures only; the machine is shared.
 */
const req: BookRequest = {
  title: 'Kiko and the Red Kite',
  author: 'Bench',
  type: 'story-book',
  description: 'A fox named Kiko looks for a red kite at the beach with his friend the crab.',
  pages: 50,
  language: 'en',
  trim: '8.5x8.5',
  bleed: true,
  quality: 'standard',
  seed: 7,
};

export async function run(): Promise<void> {
  const providers = await createProviders({}, { imageConcurrency: availableParallelism() });
  const dir = await mkdtemp(join(tmpdir(), 'bench-stories-'));
  try {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const book = await generateBook(req, providers, { concurrency: availableParallelism() * 2 });
    const generateMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    // CPU time shows the work itself on this shared machine, where wall time waits for cores.
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const file = await writeGeneratedBook(book, join(dir, 'book'));
    const doc = JSON.parse(await readFile(file, 'utf8'));
    const t1 = performance.now();
    const pdf = await exportBook(doc, 'pdf', { baseDir: dirname(file) });
    const pdfMs = performance.now() - t1;
    const t2 = performance.now();
    await exportBook(doc, 'epub', { baseDir: dirname(file) });
    const epubMs = performance.now() - t2;
    console.log(
      `stories builtin 50-page 8.5x8.5: generate ${(generateMs / 1000).toFixed(2)} s (target < 8 s; cpu ${(cpuMs / 1000).toFixed(2)} s), print PDF ${(pdfMs / 1000).toFixed(2)} s (${pdf.preflight?.ok ? 'preflight ok' : 'preflight FAILED'}), EPUB ${(epubMs / 1000).toFixed(2)} s; end to end ${((generateMs + pdfMs + epubMs) / 1000).toFixed(2)} s`,
    );
    console.log(
      `BENCH ${JSON.stringify({ area: 'stories', generateMs: Math.round(generateMs), generateCpuMs: Math.round(cpuMs), pdfMs: Math.round(pdfMs), epubMs: Math.round(epubMs) })}`,
    );
  } finally {
    await providers.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
