import { type BookDocumentInput, KINDLE_COVER, parseBookDocument } from '@bookloom/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, writeTestArt } from '../epub/epub-test-support';
import { ExportInputError } from '../options';
import { buildKindleCover } from './index';

const dir = scratchDir();
beforeAll(() => writeTestArt(dir));
const book = (over: Partial<BookDocumentInput>) =>
  parseBookDocument({
    version: 1,
    title: 'Pip & the Moon',
    author: 'Ada Reyes',
    pages: [{ text: 'Hi' }],
    ...over,
  });

/** What KDP checks: a 1600 × 2560 baseline JPEG, three sRGB channels, under 5 MB. */
async function expectKdpCover(bytes: Buffer) {
  const m = await sharp(bytes).metadata();
  expect(m).toMatchObject({
    format: 'jpeg',
    width: 1600,
    height: 2560,
    channels: 3,
    space: 'srgb',
    hasAlpha: false,
  });
  expect(m.isProgressive).toBe(false);
  expect(bytes.length).toBeLessThan(KINDLE_COVER.maxBytes);
}

/** Darkest value in a band of the cover: the typeset ink is near-black, the art and panels are not. */
async function darkest(bytes: Buffer, top: number, height: number) {
  const px = await sharp(bytes).extract({ left: 0, top, width: 1600, height }).greyscale().raw().toBuffer();
  return px.reduce((m, v) => Math.min(m, v), 255);
}

describe('buildKindleCover', () => {
  it('makes a KDP Kindle cover from the cover art with the title and author typeset', async () => {
    const { bytes, warnings } = await buildKindleCover(
      book({ subtitle: 'A bedtime story', cover: { image: 'painted.jpg' } }),
      { baseDir: dir },
    );
    expect(warnings).toEqual([]);
    await expectKdpCover(bytes);
    // The test art is light (no pixel darker than ~100); dark ink proves the text is drawn in the
    // title band (top) and the author band (bottom), and the middle shows the art untouched.
    expect(await darkest(bytes, 100, 500)).toBeLessThan(70);
    expect(await darkest(bytes, 2260, 280)).toBeLessThan(70);
    expect(await darkest(bytes, 1200, 300)).toBeGreaterThan(80);
  });

  it('borrows the first page picture when there is no cover image', async () => {
    const { bytes } = await buildKindleCover(book({ pages: [{ text: 'x' }, { image: 'alpha.png' }] }), {
      baseDir: dir,
    });
    await expectKdpCover(bytes);
    const [r, , b] = await sharp(bytes)
      .extract({ left: 800, top: 1300, width: 1, height: 1 })
      .raw()
      .toBuffer();
    // alpha.png is a half-transparent orange flattened on white: warm, not the plain sky background.
    expect(r).toBeGreaterThan(b + 40);
  });

  it('fits a very long title with special characters, emoji and RTL text on a designed background', async () => {
    const title = `The Extraordinarily Long & Winding <Adventure> of "Pip" ${'the Little Cloud '.repeat(7)}🌧️ שלום 漢`;
    const { bytes, warnings } = await buildKindleCover(book({ title, author: 'Zoë & Ana' }), {
      baseDir: dir,
    });
    await expectKdpCover(bytes);
    // Hebrew comes from its fallback face and the emoji is drawn; only the character no face has is named.
    expect(warnings.join(' ')).toContain('cannot show 漢 (');
    // Even a 200-character title fits whole by shrinking; it is not cut short.
    expect(title.length).toBeGreaterThan(180);
    expect(warnings.join(' ')).not.toContain('shortened');
    expect(await darkest(bytes, 0, 1600)).toBeLessThan(70);
  });

  it('frames square art on a background of its own edge colours, not a blurred copy of itself', async () => {
    // A blue picture with a red sun in its top-right corner; a blurred copy behind the frame put a
    // second, soft sun beside the first. The designed background is the same on both sides.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><rect width="1000" height="1000" fill="#3b6fd0"/><circle cx="880" cy="120" r="110" fill="#e0301e"/></svg>';
    await sharp(Buffer.from(svg)).jpeg().toFile(`${dir}/sun.jpg`);
    const { bytes } = await buildKindleCover(book({ cover: { image: 'sun.jpg' } }), { baseDir: dir });
    const strip = (left: number) =>
      sharp(bytes).extract({ left, top: 0, width: 40, height: 600 }).raw().toBuffer();
    const [l, r] = await Promise.all([strip(0), strip(1560)]);
    const diff = l.reduce((sum, v, i) => sum + Math.abs(v - r[i]), 0) / l.length;
    expect(diff).toBeLessThan(3);
  });

  it('never drops a glyph silently: the bear of "Müller 🐻" is drawn, not an empty box', async () => {
    // Dark pixels in the author panel (bottom eighth): the bear's filled outline adds hundreds;
    // the empty box resvg drew before added only a thin frame.
    const inked = async (author: string) => {
      const r = await buildKindleCover(book({ author }), { baseDir: dir });
      expect(r.warnings).toEqual([]);
      const { data } = await sharp(r.bytes)
        .extract({ left: 0, top: 2240, width: 1600, height: 320 })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data.filter((v) => v < 90).length;
    };
    const plain = await inked('Müller');
    expect((await inked('Müller 🐻')) - plain).toBeGreaterThan(2500);
  });

  it('draws Hebrew right to left: the first letter of "שי" (the wide shin) on the right', async () => {
    // resvg runs its own bidi, so text already in visual order came out reversed (shin on the left).
    const r = await buildKindleCover(book({ title: 'שי' }), { baseDir: dir });
    expect(r.warnings).toEqual([]);
    const { data, info } = await sharp(r.bytes)
      .extract({ left: 0, top: 0, width: 1600, height: 1600 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const xs = [...data.keys()].filter((i) => data[i] < 90).map((i) => i % info.width);
    const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    // The ink leans right (the shin) of the middle of its own extent; reversed, it leaned left.
    expect(mean - (x0 + x1) / 2).toBeGreaterThan(0.02 * (x1 - x0));
  });

  it('names missing or unreadable cover art instead of writing a broken file', async () => {
    await expect(buildKindleCover(book({ cover: { image: 'gone.jpg' } }), { baseDir: dir })).rejects.toThrow(
      ExportInputError,
    );
    await expect(
      buildKindleCover(book({ pages: [{ image: 'broken.png' }] }), { baseDir: dir }),
    ).rejects.toThrow(/^page 1: Image broken\.png: not a readable image/);
  });
});
