import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../storage/file-storage';
import { memoryStorage } from '../../storage/memory-storage';
import { RENDITION_PREFIX, storageRenditionCache } from './storage-rendition-cache';

describe('EPUB renditions in the file storage', () => {
  it('keeps a rendition under cache/ by its key and gives the same bytes back', async () => {
    const storage = memoryStorage();
    const cache = storageRenditionCache(storage);
    expect(await cache.get('abc123-1800x2700', 'jpg')).toBeUndefined();
    await cache.put('abc123-1800x2700', 'jpg', Buffer.from([1, 2, 3]));
    expect(await storage.list(RENDITION_PREFIX)).toEqual([`${RENDITION_PREFIX}abc123-1800x2700.jpg`]);
    expect([...((await cache.get('abc123-1800x2700', 'jpg')) ?? [])]).toEqual([1, 2, 3]);
  });
  it('is best effort: a failing store only costs a conversion', async () => {
    const broken = {
      get: () => Promise.reject(new Error('down')),
      put: () => Promise.reject(new Error('down')),
    } as unknown as FileStorage;
    const cache = storageRenditionCache(broken);
    await expect(cache.put('k', 'png', Buffer.from([1]))).resolves.toBeUndefined();
    await expect(cache.get('k', 'png')).resolves.toBeUndefined();
  });
});
