import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCoverPdf } from '../cover/build-cover-pdf';
import { EXAMPLE_DIR, exampleBook, scratch, tool } from '../test-support';
import { buildInteriorPdf } from './build-interior-pdf';

// Rendered pages of the sample book against committed PNGs (pdftoppm -r 40), so a layout
// regression fails here. After an intended change: UPDATE_REFERENCES=1 npx vitest run --project export
const REF_DIR = fileURLToPath(new URL('../../test/reference/', import.meta.url));
const UPDATE = process.env.UPDATE_REFERENCES === '1';
const PAGES: Record<number, string> = {
  1: 'title',
  2: 'copyright',
  3: 'image-full',
  4: 'image-top',
  5: 'text-only',
  7: 'coloring',
  8: 'activity',
  9: 'draw-padding',
};

async function render(pdf: Buffer, page: number): Promise<Buffer> {
  const out = join(scratch(), 'p');
  tool(
    'pdftoppm',
    ['-r', '40', '-png', '-singlefile', '-f', String(page), '-l', String(page), '{}', out],
    pdf,
  );
  return sharp(`${out}.png`).png().toBuffer();
}

/** Share of pixels whose largest channel difference exceeds 48/255 (anti-aliasing noise stays below). */
export async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all(
    [a, b].map((x) => sharp(x).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (ra.info.width !== rb.info.width || ra.info.height !== rb.info.height) return 1;
  let bad = 0;
  for (let i = 0; i < ra.data.length; i += 3) {
    const d = Math.max(
      Math.abs(ra.data[i] - rb.data[i]),
      Math.abs(ra.data[i + 1] - rb.data[i + 1]),
      Math.abs(ra.data[i + 2] - rb.data[i + 2]),
    );
    if (d > 48) bad++;
  }
  return bad / (ra.data.length / 3);
}

async function compare(name: string, png: Buffer) {
  const ref = join(REF_DIR, `${name}.png`);
  if (UPDATE || !existsSync(ref)) {
    mkdirSync(REF_DIR, { recursive: true });
    writeFileSync(ref, await sharp(png).png({ compressionLevel: 9, palette: true }).toBuffer());
    if (!UPDATE)
      throw new Error(`Reference ${name}.png was missing and has been written; look at it and commit it`);
    return;
  }
  expect(await pixelDifference(png, await sharp(ref).toBuffer()), name).toBeLessThan(0.005);
}

describe('rendered pages match the committed references', async () => {
  const interior = await buildInteriorPdf(exampleBook(), { baseDir: EXAMPLE_DIR });
  for (const [page, name] of Object.entries(PAGES))
    it(name, async () => compare(name, await render(interior.bytes, Number(page))));
  it('cover', async () =>
    compare('cover', await render((await buildCoverPdf(exampleBook(), { baseDir: EXAMPLE_DIR })).bytes, 1)));

  it('the comparison notices a small layout shift', async () => {
    // The image-top page moved 3 px (about 5 pt) to the right must fail the threshold.
    const ref = await sharp(join(REF_DIR, 'image-top.png')).toBuffer();
    const { width, height } = await sharp(ref).metadata();
    const shifted = await sharp(ref)
      .extend({ left: 3, background: '#ffffff' })
      .extract({ left: 0, top: 0, width: width!, height: height! })
      .png()
      .toBuffer();
    expect(await pixelDifference(shifted, ref)).toBeGreaterThan(0.005);
  });
});
