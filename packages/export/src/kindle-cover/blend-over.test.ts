import { parseBookDocument } from '@bookloom/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, writeTestArt } from '../epub/epub-test-support';
import { blendOver } from './blend-over';
import { renderCover } from './render-cover';

const dir = scratchDir();
beforeAll(() => writeTestArt(dir));

describe('blendOver', () => {
  it('draws a premultiplied layer over RGB: opaque replaces, transparent keeps, half mixes', () => {
    const base = {
      data: Buffer.from([200, 100, 50, 200, 100, 50, 200, 100, 50]),
      info: { width: 3, height: 1, channels: 3 as const },
    };
    // Opaque dark blue, fully transparent, white at half opacity (premultiplied: 128, 128, 128, 128).
    const layer = new Uint8Array([10, 20, 30, 255, 0, 0, 0, 0, 128, 128, 128, 128]);
    expect([...blendOver(base, layer)]).toEqual([10, 20, 30, 200, 100, 50, 228, 178, 153]);
  });
});

describe('blendOver at a row', () => {
  it('draws a band of rows where it belongs and leaves the rows above it alone', () => {
    const base = { data: Buffer.alloc(6, 100), info: { width: 1, height: 2, channels: 3 as const } };
    expect([...blendOver(base, new Uint8Array([255, 0, 0, 255]), 1)]).toEqual([100, 100, 100, 255, 0, 0]);
    expect(() => blendOver(base, new Uint8Array(8), 1)).toThrow(/row 1/);
  });
});

describe('renderCover with the art already decoded', () => {
  it('draws on the given pixels instead of decoding the art again', async () => {
    const doc = parseBookDocument({
      version: 1,
      title: 'Pip',
      author: 'Ada',
      pages: [{ image: 'line.png' }],
    });
    const red = {
      data: Buffer.alloc(600 * 600 * 3),
      info: { width: 600, height: 600, channels: 3 as const },
    };
    for (let i = 0; i < red.data.length; i += 3) red.data[i] = 220;
    const { bytes } = await renderCover(doc, dir, { width: 600, height: 600 }, red);
    const [r, g, b] = await sharp(bytes)
      .extract({ left: 300, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(30);
  });
});
