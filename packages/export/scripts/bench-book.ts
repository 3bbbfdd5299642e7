// The benchmark book for scripts/bench/export.ts: 32 pages of procedurally painted 2625-px art.
import { randomFillSync } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export const PAGES = 32;
export const SIZE = 2625;
const ART_VERSION = 'v2';

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
  return (n === SIZE ? img : img.resize(SIZE, SIZE, { kernel: 'cubic' }))
    .blur(blur)
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();
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
  const base = await sharp(small)
    .resize(SIZE, SIZE, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(base)
    .composite([
      { input: mottle, blend: 'soft-light' },
      { input: grain, blend: 'soft-light' },
    ])
    .flatten()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export async function makeArt(dir: string) {
  const marker = join(dir, `art-${ART_VERSION}`);
  if (existsSync(marker)) return { generatedMs: 0, cached: true };
  const t0 = performance.now();
  for (let i = 0; i < PAGES; i += 4)
    await Promise.all(
      [0, 1, 2, 3].map(async (k) => writeFileSync(join(dir, `p${i + k}.png`), await paint(i + k))),
    );
  writeFileSync(marker, '');
  return { generatedMs: performance.now() - t0, cached: false };
}

/** The one-time conversion the engine applies to painted PNG art (same settings as prepare-image). */
export async function convertToJpeg(dir: string) {
  const t0 = performance.now();
  for (let i = 0; i < PAGES; i += 4)
    await Promise.all(
      [0, 1, 2, 3].map(async (k) => {
        const data = await sharp(join(dir, `p${i + k}.png`))
          .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
          .toBuffer();
        writeFileSync(join(dir, `p${i + k}.jpg`), data);
      }),
    );
  return performance.now() - t0;
}

const TEXT = 'Every morning the little fox ran down to the river to see what the water had brought.';
export const bookJson = (ext: string) => ({
  version: 1,
  title: 'The Painted River',
  author: 'Bench',
  trim: '8.5x8.5',
  bleed: true,
  paper: 'premium-color',
  year: 2026,
  pages: Array.from({ length: PAGES }, (_, i) => ({
    text: `${TEXT} (${i + 1})`,
    image: `p${i}.${ext}`,
    layout: 'image-full',
  })),
});
