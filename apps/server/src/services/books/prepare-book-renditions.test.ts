import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../storage/memory-storage';
import { generateCompletedBook } from '../../testing/completed-book';
import { createTestApp } from '../../testing/test-app';
import { RENDITION_PREFIX } from '../exports/storage-rendition-cache';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDatabases())('EPUB renditions made with the book on $name', (target) => {
  let t: App;
  const storage = memoryStorage();
  const puts: string[] = [];
  beforeAll(async () => {
    const counted = {
      ...storage,
      put: (key: string, bytes: Uint8Array, type?: string) => {
        puts.push(key);
        return storage.put(key, bytes, type);
      },
    };
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true, storage: counted });
  });
  afterAll(async () => t?.close());

  it('keeps every page picture’s e-reader rendition and the EPUB cover once the book is done, so the EPUB export decodes none', async () => {
    const cookie = await t.signUp('renditions@example.com');
    const bookId = await generateCompletedBook(t, cookie);
    const { document } = await (await t.request(`/api/books/${bookId}`, { cookie })).json();
    const pictures = new Set(document.pages.map((p: { image?: string }) => p.image).filter(Boolean));
    const files = pictures.size + 1; // and the EPUB's cover image
    // Made after the book is announced: wait for them (the job is still running).
    const end = Date.now() + 30_000;
    while ((await storage.list(RENDITION_PREFIX)).length < files && Date.now() < end)
      await new Promise((r) => setTimeout(r, 100));
    expect((await storage.list(RENDITION_PREFIX)).length).toBe(files);

    const before = puts.length;
    const res = await t.request(`/api/books/${bookId}/export`, {
      method: 'POST',
      cookie,
      json: { format: 'epub' },
    });
    expect(res.status).toBe(200);
    // The export wrote its file, and no rendition: it found all of them.
    expect(puts.slice(before).filter((k) => k.startsWith(RENDITION_PREFIX))).toEqual([]);
  }, 120_000);
});
