import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareImage } from './prepare-image';

describe('prepareImage: converted art is embedded at 300 ppi of its placed size', () => {
  it('brings a 3000-px PNG placed 4 in wide down to 1200 px; JPEG art passes through untouched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'downscale-'));
    const paint = sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7' } });
    writeFileSync(join(dir, 'a.png'), await paint.clone().png().toBuffer());
    writeFileSync(join(dir, 'a.jpg'), await paint.clone().jpeg().toBuffer());
    const box = { width: 4, height: 4, fit: 'contain' as const };
    const png = await prepareImage('a.png', dir, 'painted', box);
    expect(png).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(png.upscaledFrom).toBeUndefined();
    const jpg = await prepareImage('a.jpg', dir, 'painted', box);
    expect(jpg).toMatchObject({ format: 'jpeg', width: 3000, height: 2000 });
  });
});
