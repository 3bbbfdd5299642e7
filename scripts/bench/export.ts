import { spawnSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

/**
 * Publishing-engine benchmark (issue 5): a 32-page 8.5x8.5 picture book, bleed on, 2625-px
 * textured "painted" art on every page (image-full, text on a panel).
 *  - art generation (not engine time) and the one-time PNG → JPEG conversion, reported apart;
 *  - interior PDF from JPEG art (the stored form the engine prefers): time, peak RSS, file size,
 *    measured in a fresh child process; and the same book from PNG art (converted on export);
 *  - the same pages printed by headless Chromium from equivalent HTML, and the ratio;
 *  - the EPUB build time if packages/export/src/epub exists.
 * Targets: ≥ 20× faster than Chromium, < 1.5 s, RSS < 400 MB, file < 80 MB; EPUB < 1 s.
 */
const PAGES = 32;
const SIZE = 2625;
const ART_VERSION = 'v2';
const THIS = fileURLToPath(import.meta.url);
const ENGINE = pathToFileURL(join(THIS, '../../../packages/export/src/index.ts')).href;
const CORE = pathToFileURL(join(THIS, '../../../packages/core/src/index.ts')).href;

const palette = (i: number) => {
  const h = (i * 47) % 360;
  return [`hsl(${h} 60% 72%)`, `hsl(${(h + 40) % 360} 55% 45%)`, `hsl(${(h + 180) % 360} 50% 60%)`];
};

const S = 656;
/** Grey noise around mid-grey (±amp) at n×n, scaled to the art size: soft-light grain or mottling. */
async function noiseLayer(n: number, amp: number, blur: number): Promise<Buffer> {
  const noise = randomFillSync(Buffer.alloc(n * n));
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round(((noise[i] - 128) * amp) / 128);
  const img = sharp(noise, { raw: { width: n, height: n, channels: 1 } });
  return (n === SIZE ? img : img.resize(SIZE, SIZE, { kernel: 'cubic' })).blur(blur).toColourspace('srgb').png({ compressionLevel: 0 }).toBuffer();
}

/**
 * Gradient and soft shapes (drawn small, blurred, scaled up), then a mottled layer and a fine
 * grain blended in: compresses like a painted illustration, not like flat colour.
 */
async function paint(i: number): Promise<Buffer> {
  const [a, b, c] = palette(i);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}"><defs>
    <linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><g opacity="0.8">
    <ellipse cx="${200 + i * 9}" cy="420" rx="175" ry="105" fill="${c}"/><circle cx="475" cy="${150 + i * 5}" r="95" fill="#fff3c4"/>
    <ellipse cx="325" cy="575" rx="375" ry="95" fill="${b}"/></g></svg>`;
  const small = await sharp(Buffer.from(svg)).blur(6).png().toBuffer();
  const [mottle, grain] = await Promise.all([noiseLayer(160, 24, 2), noiseLayer(SIZE, 32, 1.1)]);
  const base = await sharp(small).resize(SIZE, SIZE, { kernel: 'cubic' }).png({ compressionLevel: 0 }).toBuffer();
  return sharp(base)
    .composite([{ input: mottle, blend: 'soft-light' }, { input: grain, blend: 'soft-light' }])
    .flatten()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function makeArt(dir: string) {
  const marker = join(dir, `art-${ART_VERSION}`);
  if (existsSync(marker)) return { generatedMs: 0, cached: true };
  const t0 = performance.now();
  for (let i = 0; i < PAGES; i += 4)
    await Promise.all([0, 1, 2, 3].map(async (k) => writeFileSync(join(dir, `p${i + k}.png`), await paint(i + k))));
  writeFileSync(marker, '');
  return { generatedMs: performance.now() - t0, cached: false };
}

/** The one-time conversion the engine applies to painted PNG art (same settings as prepare-image). */
async function convertToJpeg(dir: string) {
  const t0 = performance.now();
  for (let i = 0; i < PAGES; i += 4)
    await Promise.all(
      [0, 1, 2, 3].map(async (k) => {
        const data = await sharp(join(dir, `p${i + k}.png`)).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
        writeFileSync(join(dir, `p${i + k}.jpg`), data);
      }),
    );
  return performance.now() - t0;
}

const TEXT = 'Every morning the little fox ran down to the river to see what the water had brought.';
const bookJson = (ext: string) => ({
  version: 1,
  title: 'The Painted River',
  author: 'Bench',
  trim: '8.5x8.5',
  bleed: true,
  paper: 'premium-color',
  year: 2026,
  pages: Array.from({ length: PAGES }, (_, i) => ({ text: `${TEXT} (${i + 1})`, image: `p${i}.${ext}`, layout: 'image-full' })),
});

/** Child process: builds the interior twice (cold, warm) and reports times, peak RSS and size. */
async function child(dir: string, ext: string) {
  const { buildInteriorPdf } = await import(ENGINE);
  const { parseBookDocument } = await import(CORE);
  const doc = parseBookDocument(bookJson(ext));
  const times: number[] = [];
  let bytes = 0;
  let maxRssMb = 0;
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const r = await buildInteriorPdf(doc, { baseDir: dir });
    times.push(performance.now() - t0);
    bytes = r.bytes.length;
    if (i === 0) maxRssMb = peakRssMb();
  }
  console.log(JSON.stringify({ coldMs: times[0], warmMs: times[1], maxRssMb, bytes }));
}

/**
 * Peak RSS of this process. VmHWM belongs to this process's own address space; getrusage's
 * maxRSS would include the (large) parent's high-water mark inherited across fork + exec.
 */
function peakRssMb(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '');
  return (m ? Number(m[1]) : process.resourceUsage().maxRSS) / 1024;
}

function measureEngine(dir: string, ext: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', THIS], {
    env: { ...process.env, BOOKLOOM_BENCH_EXPORT_CHILD: JSON.stringify({ dir, ext }) },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`engine child failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as { coldMs: number; warmMs: number; maxRssMb: number; bytes: number };
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
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
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

async function measureEpub(dir: string) {
  const epubPath = join(THIS, '../../../packages/export/src/epub/index.ts');
  if (!existsSync(epubPath)) return undefined;
  const { buildEpub } = await import(pathToFileURL(epubPath).href);
  const { parseBookDocument } = await import(CORE);
  const doc = parseBookDocument(bookJson('jpg'));
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    bytes = (await buildEpub(doc, { baseDir: dir })).bytes.length;
    times.push(performance.now() - t0);
  }
  return { coldMs: times[0], warmMs: times[1], bytes };
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
const ms = (t: number) => `${t.toFixed(0)} ms`;

export async function run(): Promise<void> {
  const dir = join(tmpdir(), 'bookloom-bench-export');
  mkdirSync(dir, { recursive: true });
  const art = await makeArt(dir);
  const pngBytes = Array.from({ length: PAGES }, (_, i) => statSync(join(dir, `p${i}.png`)).size).reduce((a, b) => a + b);
  console.log(`art: ${PAGES} × ${SIZE}² px textured PNG, ${mb(pngBytes)}${art.cached ? ' (cached from an earlier run)' : `, generated in ${ms(art.generatedMs)}`}`);
  const convertMs = await convertToJpeg(dir);
  const jpgBytes = Array.from({ length: PAGES }, (_, i) => statSync(join(dir, `p${i}.jpg`)).size).reduce((a, b) => a + b);
  console.log(`one-time PNG → JPEG q90 4:4:4 conversion (at generation/upload): ${ms(convertMs)} for ${PAGES} images → ${mb(jpgBytes)}`);

  const fromJpeg = measureEngine(dir, 'jpg');
  console.log(`interior PDF from JPEG art: cold ${ms(fromJpeg.coldMs)}, warm ${ms(fromJpeg.warmMs)}, peak RSS ${fromJpeg.maxRssMb.toFixed(0)} MB, file ${mb(fromJpeg.bytes)}`);
  const fromPng = measureEngine(dir, 'png');
  console.log(`interior PDF from PNG art (engine converts, then caches): first ${ms(fromPng.coldMs)}, repeat ${ms(fromPng.warmMs)}, peak RSS ${fromPng.maxRssMb.toFixed(0)} MB, file ${mb(fromPng.bytes)}`);

  const chrome = await measureChromium(dir).catch((e: Error) => {
    console.log(`chromium: skipped (${e.message.split('\n')[0]})`);
    return undefined;
  });
  const ratio = chrome ? chrome.printMs / fromJpeg.coldMs : undefined;
  if (chrome)
    console.log(`chromium page.pdf of the same 32 pages: ${ms(chrome.printMs)} (+ launch ${ms(chrome.launchMs)}), file ${mb(chrome.bytes)} → engine is ${ratio!.toFixed(1)}× faster (cold)`);

  const epub = await measureEpub(dir);
  console.log(epub ? `EPUB: cold ${ms(epub.coldMs)}, warm ${ms(epub.warmMs)}, ${mb(epub.bytes)}` : 'EPUB: packages/export/src/epub not present yet, skipped');
  console.log(`BENCH ${JSON.stringify({
    name: 'export',
    artConvertMs: Math.round(convertMs),
    interiorColdMs: Math.round(fromJpeg.coldMs),
    interiorWarmMs: Math.round(fromJpeg.warmMs),
    interiorMaxRssMb: Math.round(fromJpeg.maxRssMb),
    interiorBytes: fromJpeg.bytes,
    interiorFromPngFirstMs: Math.round(fromPng.coldMs),
    interiorFromPngRepeatMs: Math.round(fromPng.warmMs),
    chromiumPrintMs: chrome && Math.round(chrome.printMs),
    chromiumRatio: ratio && Math.round(ratio * 10) / 10,
    epubMs: epub && Math.round(epub.coldMs),
  })}`);
  rmSync(join(dir, 'interior-png.pdf'), { force: true });
}

if (process.env.BOOKLOOM_BENCH_EXPORT_CHILD) {
  const { dir, ext } = JSON.parse(process.env.BOOKLOOM_BENCH_EXPORT_CHILD) as { dir: string; ext: string };
  await child(dir, ext);
} else if (process.argv[1] === THIS) await run();


