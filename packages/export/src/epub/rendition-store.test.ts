import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBookDocument } from '@bookloom/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { forgetConvertedArt } from './epub-images';
import { openZip, scratchDir } from './epub-test-support';
import { buildEpub, prepareEpubArt } from './index';

/** Art no other test uses, so nothing is in the in-process cache already. */
async function uniqueArt(dir: string) {
  const noise = Buffer.alloc(800 * 800 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761 + Date.now()) & 255;
  await sharp(noise, { raw: { width: 800, height: 800, channels: 3 } })
    .jpeg()
    .toFile(join(dir, 'art.jpg'));
}

describe('EPUB rendition folder', () => {
  it('keeps each page rendition and reuses it in a later export instead of converting', async () => {
    const dir = scratchDir();
    const renditionDir = join(dir, 'renditions');
    await uniqueArt(dir);
    const doc = parseBookDocument({
      version: 1,
      title: 'Kept',
      author: 'Ada',
      pages: [{ text: 'Hi', image: 'art.jpg', layout: 'image-full' }],
    });
    await prepareEpubArt(doc, { baseDir: dir, renditionDir });
    const kept = readdirSync(renditionDir);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^[0-9a-f]{64}_painted_cover_\d+x\d+\.jpg$/);
    const first = await buildEpub(doc, { baseDir: dir, renditionDir });
    expect(openZip(first.bytes).buffer('OEBPS/images/img-1.jpg')).toEqual(
      readFileSync(join(renditionDir, kept[0])),
    );

    // A fresh process reads the folder: swap in a marker file and the EPUB must carry it.
    const marker = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(renditionDir, kept[0]), marker);
    forgetConvertedArt();
    const second = await buildEpub(doc, { baseDir: dir, renditionDir });
    expect(openZip(second.bytes).buffer('OEBPS/images/img-1.jpg')).toEqual(marker);
  });

  it('still builds when the folder cannot be written', async () => {
    const dir = scratchDir();
    await uniqueArt(dir);
    writeFileSync(join(dir, 'file'), 'not a folder');
    const doc = parseBookDocument({
      version: 1,
      title: 'Kept',
      author: 'Ada',
      pages: [{ text: 'Hi', image: 'art.jpg' }],
    });
    const r = await buildEpub(doc, { baseDir: dir, renditionDir: join(dir, 'file', 'sub') });
    expect(r.bytes.subarray(0, 2).toString()).toBe('PK');
  });
});
