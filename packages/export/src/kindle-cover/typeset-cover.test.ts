import { COVER_LAYOUTS } from '@bookloom/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { typesetCover } from './typeset-cover';

/** Darkest grey in a horizontal band: the typeset ink is near-black, the light test art is not. */
async function darkest(bytes: Buffer, top: number, height: number) {
  const px = await sharp(bytes).extract({ left: 0, top, width: 800, height }).greyscale().raw().toBuffer();
  return px.reduce((m, v) => Math.min(m, v), 255);
}

describe('typesetCover', () => {
  it('typesets title, subtitle and author over the art, at the top, the foot or the middle', async () => {
    const art = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#9ccbe8' } })
      .png()
      .toBuffer();
    const bands: Record<string, number[]> = {};
    for (const layout of COVER_LAYOUTS) {
      const { bytes, warnings } = await typesetCover({
        art,
        title: 'Milo and the Moon',
        subtitle: 'A bedtime story',
        author: 'Ada Reyes',
        layout,
        width: 800,
        height: 1200,
      });
      expect(warnings).toEqual([]);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
      bands[layout] = await Promise.all([0, 400, 800].map((y) => darkest(bytes, y, 400)));
    }
    // classic: ink at the top and the foot, the middle is art only.
    expect(bands.classic[0]).toBeLessThan(80);
    expect(bands.classic[1]).toBeGreaterThan(120);
    // low: author at the top, title at the foot; centre: the title in the middle band.
    expect(bands.low[2]).toBeLessThan(80);
    expect(bands.centre[1]).toBeLessThan(80);
    expect(bands.low).not.toEqual(bands.classic);
  });

  it('leaves out the author panel when there is no author', async () => {
    const art = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#9ccbe8' } })
      .png()
      .toBuffer();
    const { bytes } = await typesetCover({
      art,
      title: 'Untitled Sky',
      author: '  ',
      width: 800,
      height: 1200,
    });
    expect(await darkest(bytes, 1000, 200)).toBeGreaterThan(120);
    expect(await darkest(bytes, 0, 400)).toBeLessThan(80);
  });
});
