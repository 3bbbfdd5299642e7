import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Test helpers for the EPUB and Kindle cover: small art made with sharp, epubcheck and unzip runners. */
export const scratchDir = () => mkdtempSync(join(tmpdir(), 'bookloom-epub-test-'));

/** Writes painted (JPEG, with a gradient and noise), line-art (grey PNG) and alpha PNG test images. */
export async function writeTestArt(dir: string) {
  const w = 900;
  const h = 700;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      raw[i] = (120 + x / 8 + ((x * 7 + y * 13) % 23)) & 255;
      raw[i + 1] = (160 + y / 10) & 255;
      raw[i + 2] = (220 - x / 12) & 255;
    }
  await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(join(dir, 'painted.jpg'));
  const lines = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#fff"/>
    <circle cx="400" cy="400" r="250" fill="none" stroke="#000" stroke-width="8"/></svg>`;
  await sharp(Buffer.from(lines)).greyscale().png().toFile(join(dir, 'line.png'));
  await sharp({
    create: { width: 600, height: 900, channels: 4, background: { r: 250, g: 120, b: 80, alpha: 0.6 } },
  })
    .png()
    .toFile(join(dir, 'alpha.png'));
  writeFileSync(join(dir, 'broken.png'), 'this is not a picture');
}

export type EpubCheckMessage = {
  severity: string;
  ID: string;
  message: string;
  locations?: { path: string }[];
};

/** Runs epubcheck (through java: Debian's wrapper needs binfmt) and returns its messages. */
export function epubcheck(bytes: Buffer): {
  messages: EpubCheckMessage[];
  checker: { nFatal: number; nError: number; nWarning: number };
} {
  const dir = scratchDir();
  writeFileSync(join(dir, 'book.epub'), bytes);
  // epubcheck exits 1 when it finds errors; the JSON report is written either way.
  spawnSync(
    'java',
    ['-jar', '/usr/share/java/epubcheck.jar', join(dir, 'book.epub'), '--json', join(dir, 'report.json')],
    {
      stdio: 'ignore',
    },
  );
  const out = readFileSync(join(dir, 'report.json'), 'utf8');
  return JSON.parse(out);
}

/** A zip written once to disk: its entries in stored order, and any entry's bytes or text. */
export function openZip(bytes: Buffer) {
  const path = join(scratchDir(), 'book.zip');
  writeFileSync(path, bytes);
  const buffer = (name: string) => execFileSync('unzip', ['-p', path, name], { maxBuffer: 64 * 1024 * 1024 });
  return {
    list: execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean),
    buffer,
    text: (name: string) => buffer(name).toString('utf8'),
  };
}
