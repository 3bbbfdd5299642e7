import sharp from 'sharp';

/**
 * The biggest solid ink area of a picture, as a share of the page: near-black pixels whose whole
 * square around them (`span` pixels across) is near-black too, joined into connected areas. Outlines
 * and thin strokes have no such pixels; a black mane, a filled wheel or a big stripe has many.
 * Tests read it on coloring pages, which are outlines on white with only small ink details.
 */
export async function largestInkShare(svg: string, width = 600, span = 12): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(width)
    .flatten({ background: '#fff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = info;
  const W = w + 1;
  // Summed-area table of dark pixels: a square is solid when its count is its area.
  const sum = new Int32Array(W * (h + 1));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const dark = data[(y * w + x) * channels] < 70 ? 1 : 0;
      sum[(y + 1) * W + x + 1] = dark + sum[y * W + x + 1] + sum[(y + 1) * W + x] - sum[y * W + x];
    }
  const solid = new Uint8Array(w * h);
  for (let y = 0; y + span <= h; y++)
    for (let x = 0; x + span <= w; x++) {
      const n =
        sum[(y + span) * W + x + span] - sum[y * W + x + span] - sum[(y + span) * W + x] + sum[y * W + x];
      if (n === span * span) solid[y * w + x] = 1;
    }
  let best = 0;
  const stack: number[] = [];
  for (let i = 0; i < solid.length; i++) {
    if (solid[i] !== 1) continue;
    let size = 0;
    solid[i] = 2;
    stack.push(i);
    while (stack.length) {
      const j = stack.pop() as number;
      size++;
      const x = j % w;
      for (const k of [j - w, j + w, x > 0 ? j - 1 : -1, x < w - 1 ? j + 1 : -1])
        if (k >= 0 && k < solid.length && solid[k] === 1) {
          solid[k] = 2;
          stack.push(k);
        }
    }
    best = Math.max(best, size);
  }
  return best / (w * h);
}
