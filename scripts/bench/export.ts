import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bookJson, convertToJpeg, makeArt, PAGES, SIZE } from '../../packages/export/scripts/bench-book';
import { runUserPath } from './_export-user-path';

/**
 * Publishing-engine benchmark (issue 5): a 32-page 8.5x8.5 picture book, bleed on, 2625-px
 * textured "painted" art on every page (image-full, text on a panel).
 *  - art generation (not engine time) and the one-time PNG → JPEG conversion, reported apart;
 *  - interior PDF from JPEG art (the stored form the engine prefers): time, peak RSS, file size,
 *    measured in a fresh child process; and the same book from PNG art (converted on export);
 *  - the same pages printed by headless Chromium from equivalent HTML, and the ratio;
 *  - the EPUB build in a fresh process: with art it has never seen (every picture decoded and
 *    resized), and with the e-reader renditions made beforehand as at upload (timed apart).
 * Targets: ≥ 20× faster than Chromium, < 1.5 s, RSS < 400 MB, file < 80 MB; EPUB < 1 s.
 */
const THIS = fileURLToPath(import.meta.url);
const ENGINE = pathToFileURL(join(THIS, '../../../packages/export/src/index.ts')).href;
const CORE = pathToFileURL(join(THIS, '../../../packages/core/src/index.ts')).href;

/** Child process: builds the interior twice (cold, warm) and reports times, peak RSS and size. */
async function child(dir: string, ext: string) {
  const { buildInteriorPdf, preflightPdf } = await import(ENGINE);
  const { parseBookDocument } = await import(CORE);
  const doc = parseBookDocument(bookJson(ext));
  const times: number[] = [];
  let bytes = 0;
  let maxRssMb = 0;
  let preflightMs = 0;
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const r = await buildInteriorPdf(doc, { baseDir: dir });
    times.push(performance.now() - t0);
    bytes = r.bytes.length;
    if (i > 0) continue;
    maxRssMb = peakRssMb();
    const t1 = performance.now();
    if (!(await preflightPdf(r.bytes)).ok) throw new Error('the benchmark book fails preflight');
    preflightMs = performance.now() - t1;
  }
  console.log(JSON.stringify({ coldMs: times[0], warmMs: times[1], maxRssMb, bytes, preflightMs }));
}

/**
 * Peak RSS of this process. VmHWM belongs to this process's own address space; getrusage's
 * maxRSS would include the (large) parent's high-water mark inherited across fork + exec.
 */
function peakRssMb(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(
    existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '',
  );
  return (m ? Number(m[1]) : process.resourceUsage().maxRSS) / 1024;
}

function measureEngine(dir: string, ext: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', THIS], {
    env: { ...process.env, BOOKLOOM_BENCH_EXPORT_CHILD: JSON.stringify({ dir, ext }) },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`engine child failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as {
    coldMs: number;
    warmMs: number;
    maxRssMb: number;
    bytes: number;
    preflightMs: number;
  };
}

async function measureChromium(dir: string) {
  const { chromium } = await import('playwright-core');
  const { FONT_FILES } = await import('@bookloom/core/fonts');
  const pages = bookJson('jpg').pages.map(
    (p) => `<section><img src="${pathToFileURL(join(dir, p.image)).href}"><p>${p.text}</p></section>`,
  );
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
    @font-face { font-family: Andika; src: url("${pathToFileURL(FONT_FILES.body).href}"); }
    @page { size: 8.625in 8.75in; margin: 0 }
    body { margin: 0; font-family: Andika; }
    section { position: relative; width: 8.625in; height: 8.75in; overflow: hidden; break-after: page; }
    img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
    p { position: absolute; left: 0.6in; right: 0.6in; bottom: 0.6in; margin: 0; padding: 0.15in; font-size: 20pt;
        text-align: center; background: rgba(255, 250, 243, 0.88); border-radius: 14px; }
    </style></head><body>${pages.join('')}</body></html>`;
  const htmlDir = mkdtempSync(join(dir, 'html-'));
  writeFileSync(join(htmlDir, 'book.html'), html);
  const t0 = performance.now();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const launchMs = performance.now() - t0;
  try {
    const page = await browser.newPage();
    const t1 = performance.now();
    await page.goto(pathToFileURL(join(htmlDir, 'book.html')).href, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    return { launchMs, printMs: performance.now() - t1, bytes: pdf.length };
  } finally {
    await browser.close();
    rmSync(htmlDir, { recursive: true, force: true });
  }
}

/**
 * Child process: the EPUB built twice (cold, warm). With `renditionDir`, the e-reader renditions
 * were made beforehand (as the server does when a picture is stored), in another process.
 */
async function epubChild(dir: string, renditionDir?: string) {
  const { buildEpub } = await import(ENGINE);
  const { parseBookDocument } = await import(CORE);
  const doc = parseBookDocument(bookJson('jpg'));
  const times: number[] = [];
  let bytes = 0;
  let coldCpuMs = 0;
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    bytes = (await buildEpub(doc, { baseDir: dir, renditionDir })).bytes.length;
    times.push(performance.now() - t0);
    // CPU of all threads (sharp's included): steadier than wall time on a shared machine.
    const c = process.cpuUsage(c0);
    if (i === 0) coldCpuMs = (c.user + c.system) / 1000;
  }
  console.log(
    JSON.stringify({ coldMs: times[0], warmMs: times[1], coldCpuMs, bytes, maxRssMb: peakRssMb() }),
  );
}

/** One-time e-reader renditions (at generation/upload), timed apart like the JPEG conversion. */
async function prepareRenditions(dir: string, renditionDir: string) {
  const { prepareEpubArt } = await import(ENGINE);
  const { parseBookDocument } = await import(CORE);
  rmSync(renditionDir, { recursive: true, force: true });
  const t0 = performance.now();
  await prepareEpubArt(parseBookDocument(bookJson('jpg')), { baseDir: dir, renditionDir });
  return performance.now() - t0;
}

function measureEpub(dir: string, renditionDir?: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', THIS], {
    env: { ...process.env, BOOKLOOM_BENCH_EXPORT_CHILD: JSON.stringify({ dir, epub: true, renditionDir }) },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`EPUB child failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as {
    coldMs: number;
    warmMs: number;
    coldCpuMs: number;
    bytes: number;
    maxRssMb: number;
  };
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
const ms = (t: number) => `${t.toFixed(0)} ms`;

export async function run(): Promise<void> {
  const dir = join(tmpdir(), 'bookloom-bench-export');
  mkdirSync(dir, { recursive: true });
  const art = await makeArt(dir);
  const pngBytes = Array.from({ length: PAGES }, (_, i) => statSync(join(dir, `p${i}.png`)).size).reduce(
    (a, b) => a + b,
  );
  console.log(
    `art: ${PAGES} × ${SIZE}² px textured PNG, ${mb(pngBytes)}${art.cached ? ' (cached from an earlier run)' : `, generated in ${ms(art.generatedMs)}`}`,
  );
  const convertMs = await convertToJpeg(dir);
  const jpgBytes = Array.from({ length: PAGES }, (_, i) => statSync(join(dir, `p${i}.jpg`)).size).reduce(
    (a, b) => a + b,
  );
  console.log(
    `one-time PNG → JPEG q90 4:4:4 conversion (at generation/upload): ${ms(convertMs)} for ${PAGES} images → ${mb(jpgBytes)}`,
  );

  const fromJpeg = measureEngine(dir, 'jpg');
  console.log(
    `interior PDF from JPEG art: cold ${ms(fromJpeg.coldMs)}, warm ${ms(fromJpeg.warmMs)}, peak RSS ${fromJpeg.maxRssMb.toFixed(0)} MB, file ${mb(fromJpeg.bytes)}; preflight ${ms(fromJpeg.preflightMs)}`,
  );
  const fromPng = measureEngine(dir, 'png');
  console.log(
    `interior PDF from PNG art (engine converts, then caches): first ${ms(fromPng.coldMs)}, repeat ${ms(fromPng.warmMs)}, peak RSS ${fromPng.maxRssMb.toFixed(0)} MB, file ${mb(fromPng.bytes)}`,
  );

  const chrome = await measureChromium(dir).catch((e: Error) => {
    console.log(`chromium: skipped (${e.message.split('\n')[0]})`);
    return undefined;
  });
  const ratio = chrome ? chrome.printMs / fromJpeg.coldMs : undefined;
  if (chrome)
    console.log(
      `chromium page.pdf of the same 32 pages: ${ms(chrome.printMs)} (+ launch ${ms(chrome.launchMs)}), file ${mb(chrome.bytes)} → engine is ${ratio!.toFixed(1)}× faster (cold)`,
    );

  const epub = measureEpub(dir);
  console.log(
    `EPUB (fresh process, art never seen): cold ${ms(epub.coldMs)} (CPU ${ms(epub.coldCpuMs)}, load ${loadavg()[0].toFixed(1)}), warm ${ms(epub.warmMs)}, peak RSS ${epub.maxRssMb.toFixed(0)} MB, ${mb(epub.bytes)}`,
  );
  const renditionDir = join(dir, 'epub-renditions');
  const renditionMs = await prepareRenditions(dir, renditionDir);
  const epubKept = measureEpub(dir, renditionDir);
  console.log(
    `EPUB (fresh process, renditions made at upload in ${ms(renditionMs)}): cold ${ms(epubKept.coldMs)}, warm ${ms(epubKept.warmMs)}, ${mb(epubKept.bytes)}`,
  );
  console.log(
    `BENCH ${JSON.stringify({
      name: 'export',
      artConvertMs: Math.round(convertMs),
      interiorColdMs: Math.round(fromJpeg.coldMs),
      interiorWarmMs: Math.round(fromJpeg.warmMs),
      interiorMaxRssMb: Math.round(fromJpeg.maxRssMb),
      interiorBytes: fromJpeg.bytes,
      preflightMs: Math.round(fromJpeg.preflightMs),
      interiorFromPngFirstMs: Math.round(fromPng.coldMs),
      interiorFromPngRepeatMs: Math.round(fromPng.warmMs),
      chromiumPrintMs: chrome && Math.round(chrome.printMs),
      chromiumRatio: ratio && Math.round(ratio * 10) / 10,
      epubColdMs: Math.round(epub.coldMs),
      epubColdCpuMs: Math.round(epub.coldCpuMs),
      epubMaxRssMb: Math.round(epub.maxRssMb),
      epubWarmMs: Math.round(epub.warmMs),
      epubWithRenditionsMs: Math.round(epubKept.coldMs),
      epubBytes: epub.bytes,
    })}`,
  );
  rmSync(join(dir, 'interior-png.pdf'), { force: true });
  const user = await runUserPath();
  console.log(`BENCH ${JSON.stringify({ name: 'export-user-path', ...user })}`);
}

if (process.env.BOOKLOOM_BENCH_EXPORT_CHILD) {
  const { dir, ext, epub, renditionDir } = JSON.parse(process.env.BOOKLOOM_BENCH_EXPORT_CHILD) as {
    dir: string;
    ext: string;
    epub?: boolean;
    renditionDir?: string;
  };
  await (epub ? epubChild(dir, renditionDir) : child(dir, ext));
} else if (process.argv[1] === THIS) await run();
