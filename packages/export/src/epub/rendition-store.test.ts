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
  it('keeps each page rendition and the cover image, and reuses them in a later export instead of converting', async () => {
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
    expect(kept).toHaveLength(2);
    const art = kept.find((k) => /^[0-9a-f]{64}_painted_cover_\d+x\d+\.jpg$/.test(k))!;
    const cover = kept.find((k) => /^cover-[0-9a-f]{64}\.jpg$/.test(k))!;
    expect([art, cover]).toEqual([expect.any(String), expect.any(String)]);
    const first = await buildEpub(doc, { baseDir: dir, renditionDir });
    expect(openZip(first.bytes).buffer('OEBPS/images/img-1.jpg')).toEqual(
      readFileSync(join(renditionDir, art)),
    );
    expect(openZip(first.bytes).buffer('OEBPS/images/cover.jpg')).toEqual(
      readFileSync(join(renditionDir, cover)),
    );

    // A fresh process reads the folder: swap in a marker file and the EPUB must carry it.
    const marker = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(renditionDir, art), marker);
    writeFileSync(join(renditionDir, cover), marker);
    forgetConvertedArt();
    const second = await buildEpub(doc, { baseDir: dir, renditionDir });
    expect(openZip(second.bytes).buffer('OEBPS/images/img-1.jpg')).toEqual(marker);
    expect(openZip(second.bytes).buffer('OEBPS/images/cover.jpg')).toEqual(marker);
    // Another title is another cover: drawn anew, not the kept one.
    const renamed = await buildEpub({ ...doc, title: 'Renamed' }, { baseDir: dir, renditionDir });
    expect(openZip(renamed.bytes).buffer('OEBPS/images/cover.jpg')).not.toEqual(marker);
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
