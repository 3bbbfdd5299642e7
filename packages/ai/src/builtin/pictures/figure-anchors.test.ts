import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ALL_FIGURES } from './figures';
import { iconBody } from './icons';
import { renderPng } from './render';

const SIZE = 128;
const k = SIZE / 32;

/** Is the icon painted (not the white page) at (x, y) of its 32×32 box? */
async function paintedAt(icon: string, points: [number, number][]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 32 32">${iconBody(icon)}</svg>`;
  const { data, info } = await sharp(await renderPng(svg, SIZE, SIZE))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return points.map(([x, y]) => {
    const i = (Math.round(y * k) * info.width + Math.round(x * k)) * info.channels;
    return data[i] + data[i + 1] + data[i + 2] < 740;
  });
}

describe('figure anchors', () => {
  // A hat anchored off the head floats in the air (the T-rex's did, above its back).
  it('puts every hat on the figure: the icon is painted just under the hat', async () => {
    for (const f of ALL_FIGURES.filter((f) => f.kind === 'body' && f.hat[2] > 0)) {
      const [x, y] = f.hat;
      expect(await paintedAt(f.icon, [[x, y + 1.5]]), f.id).toEqual([true]);
    }
  });
});
