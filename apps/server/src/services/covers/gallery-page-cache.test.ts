import { describe, expect, it } from 'vitest';
import { cachedGalleryPage, clearGalleryCache } from './gallery-page-cache';

describe('gallery page cache', () => {
  it('shares one load between concurrent misses, serves hits, and forgets on clear', async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return { n: loads };
    };
    const bodies = await Promise.all(Array.from({ length: 32 }, () => cachedGalleryPage('k', load)));
    expect(new Set(bodies)).toEqual(new Set(['{"n":1}']));
    expect(await cachedGalleryPage('k', load)).toBe('{"n":1}');
    expect(loads).toBe(1);
    clearGalleryCache();
    expect(await cachedGalleryPage('k', load)).toBe('{"n":2}');
  });

  it('does not keep a page read before a clear', async () => {
    clearGalleryCache();
    let n = 0;
    const slow = cachedGalleryPage('s', async () => {
      await new Promise((r) => setTimeout(r, 30));
      return { n: ++n };
    });
    clearGalleryCache(); // e.g. the seed job inserted covers meanwhile
    expect(await slow).toBe('{"n":1}');
    expect(await cachedGalleryPage('s', async () => ({ n: ++n }))).toBe('{"n":2}');
  });
});
