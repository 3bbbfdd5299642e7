import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITION_PREFIX } from '../services/exports/storage-rendition-cache';
import { generateCompletedBook } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';
import { startFaultyS3 } from './s3-test-server';

// Its own file: the engine also keeps renditions in process memory, and this file's module state is fresh,
// so the renditions here are really made (by the generation job) and must land in the bucket.
const [pglite] = testDatabases();

describe('EPUB renditions with STORAGE=s3', () => {
  let s3: Awaited<ReturnType<typeof startFaultyS3>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    s3 = await startFaultyS3();
    t = await createTestApp(pglite!, { RATE_LIMIT: 'false' }, { work: true, storage: s3.storage });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('are kept in the bucket, where every process finds them, not on the local disk', async () => {
    const owner = await t.signUp('owner@example.com');
    const bookId = await generateCompletedBook(t, owner);
    // The generation job makes them once the book is done (decision 0032a), in the bucket: one per
    // picture and the EPUB cover.
    const { document } = await (await t.request(`/api/books/${bookId}`, { cookie: owner })).json();
    const files = new Set(document.pages.map((p: { image?: string }) => p.image).filter(Boolean)).size + 1;
    const end = Date.now() + 60_000;
    while ((await s3.storage.list(RENDITION_PREFIX)).length < files && Date.now() < end)
      await new Promise((r) => setTimeout(r, 100));
    expect(await s3.storage.list(RENDITION_PREFIX)).toHaveLength(files);
    // Gone from the bucket, the export makes what this process does not hold in memory (the EPUB cover)
    // and keeps it in the bucket again.
    for (const k of await s3.storage.list(RENDITION_PREFIX)) await s3.storage.delete(k);
    expect(await s3.storage.list(RENDITION_PREFIX)).toEqual([]);
    const made = await t.request(`/api/books/${bookId}/export`, {
      method: 'POST',
      cookie: owner,
      json: { format: 'epub' },
    });
    expect(made.status).toBe(200);
    const kept = await s3.storage.list(RENDITION_PREFIX);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((k) => /\.(jpg|png)$/.test(k))).toBe(true);
  }, 180_000);
});
