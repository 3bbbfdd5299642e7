import { imageTopArtBox, parseBookDocument } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { createBuiltinTextProvider } from './builtin/text';
import { generateBook } from './generate-book';
import { createBuiltinModerationProvider } from './moderation/builtin-moderation';
import { createTestImageProvider } from './test-support/test-image-provider';
import { AiError, type BookRequest } from './types';

const req: BookRequest = {
  title: 'Milo and the Moon',
  author: 'Ada Reyes',
  type: 'bedtime-books',
  description: 'A boy who cannot sleep visits the moon.',
  pages: 6,
  language: 'en',
  trim: '8.5x8.5',
  bleed: true,
  quality: 'standard',
  seed: 7,
};
const text = createBuiltinTextProvider();

describe('generateBook', () => {
  it('builds a valid Book document with one PNG per page plus the cover', async () => {
    const { provider, calls } = await createTestImageProvider();
    const progress: number[] = [];
    const book = await generateBook(
      req,
      { text, image: provider },
      { onProgress: (p) => progress.push(p.done) },
    );
    expect(parseBookDocument(book.document)).toEqual(book.document);
    expect(book.document.pages.map((p) => p.image)).toEqual([
      'p01.png',
      'p02.png',
      'p03.png',
      'p04.png',
      'p05.png',
      'p06.png',
    ]);
    expect([...book.images.keys()].sort()).toEqual([
      'cover.png',
      'p01.png',
      'p02.png',
      'p03.png',
      'p04.png',
      'p05.png',
      'p06.png',
    ]);
    expect(calls).toHaveLength(7);
    // 300 DPI for 8.625 × 8.75 in (bled page)
    expect(calls.every((c) => c.width === 2588 && c.height === 2625)).toBe(true);
    expect(calls.every((c) => c.prompt.includes('Milo'))).toBe(true);
    expect(progress.at(-1)).toBe(7);
  });

  it('draws an image-top page in its art box shape (it fills the box: over half the page), other pages full-page', async () => {
    const { provider, calls } = await createTestImageProvider();
    await generateBook({ ...req, type: 'numbers', title: 'Counting with Max' }, { text, image: provider });
    const pages = calls.filter((c) => c.page);
    const top = pages.filter((c) => c.page?.layout === 'image-top' && c.page.text);
    expect(top.length).toBeGreaterThan(0);
    for (const c of top) {
      const box = imageTopArtBox('8.5x8.5', true, 6, Boolean(c.page?.heading));
      expect({ width: c.width, height: c.height }).toEqual({
        width: Math.round(box.width * 300),
        height: Math.round(box.height * 300),
      });
      expect(c.width / c.height).toBeGreaterThan(1.3); // wider than the page: the old page-shaped art was 0.99
    }
    const cover = calls.find((c) => !c.page);
    expect(cover).toMatchObject({ width: 2588, height: 2625 });
  });

  it('passes page 1 as reference to later pages when the provider supports it', async () => {
    const { provider, calls } = await createTestImageProvider({ supportsReference: true });
    const book = await generateBook(req, { text, image: provider }, { concurrency: 3 });
    const pageCalls = calls.filter((c) => c.page);
    expect(pageCalls[0].page?.text).toBe(book.document.pages[0].text);
    expect(pageCalls[0].referenceImage).toBeUndefined();
    expect(pageCalls.slice(1)).toHaveLength(5);
    expect(pageCalls.slice(1).every((c) => c.referenceImage === book.images.get('p01.png'))).toBe(true);
  });

  it('skips pages that a resumed job already has', async () => {
    const first = await createTestImageProvider();
    const done = await generateBook(req, { text, image: first.provider });
    const existing = new Map([...done.images].filter(([k]) => k !== 'p04.png'));
    const second = await createTestImageProvider();
    const planner = { name: 'never', planStory: async () => expect.unreachable('the saved plan is reused') };
    const again = await generateBook(
      req,
      { text: planner, image: second.provider },
      { existingImages: existing, plan: done.plan },
    );
    expect(second.calls).toHaveLength(1);
    expect(second.calls[0].page?.text).toBe(again.document.pages[3].text);
  });

  it('fails as a whole when one image fails (no half-written book)', async () => {
    const { provider } = await createTestImageProvider({ failOn: 3 });
    await expect(generateBook(req, { text, image: provider })).rejects.toThrow('boom');
  });

  it('rejects non-PNG bytes from an image provider with a typed error', async () => {
    const image = {
      name: 'bad',
      supportsReference: false,
      generate: async () => ({
        png: new TextEncoder().encode('<html>'),
        usage: { provider: 'bad', model: 'x', ms: 0 },
      }),
    };
    await expect(generateBook(req, { text, image })).rejects.toMatchObject({ code: 'not_an_image' });
  });

  it('resamples any provider picture (JPEG, other size) to an exact 300-DPI PNG', async () => {
    const sharp = (await import('sharp')).default;
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 100, height: 80, channels: 3, background: '#123456' } })
        .jpeg()
        .toBuffer(),
    );
    const image = {
      name: 'jpeg',
      supportsReference: false,
      generate: async () => ({ png: jpeg, usage: { provider: 'jpeg', model: 'x', ms: 0 } }),
    };
    const book = await generateBook({ ...req, pages: 4, trim: '6x9', bleed: false }, { text, image });
    expect(await sharp(book.images.get('p01.png')).metadata()).toMatchObject({
      format: 'png',
      width: 1800,
      height: 2700,
    });
  });

  it('refuses empty and 20,000-character descriptions before any provider call', async () => {
    const { provider, calls } = await createTestImageProvider();
    for (const description of ['   ', 'x'.repeat(20_000)]) {
      const err = await generateBook({ ...req, description }, { text, image: provider }).catch((e) => e);
      expect(err).toBeInstanceOf(AiError);
      expect(err).toMatchObject({ code: 'invalid_input', retryable: false });
      expect(err.message).toContain('description');
    }
    expect(calls).toHaveLength(0);
  });

  it('stops on the content check with the reason', async () => {
    const { provider, calls } = await createTestImageProvider();
    const bad = { ...req, description: 'A story about a boy who finds a gun in the woods.' };
    const err = await generateBook(bad, {
      text,
      image: provider,
      moderation: createBuiltinModerationProvider(),
    }).catch((e) => e);
    expect(err).toMatchObject({ code: 'content_rejected' });
    expect(err.message).toMatch(/weapons/);
    expect(calls).toHaveLength(0);
  });
});
