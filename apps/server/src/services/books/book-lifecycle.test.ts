import { createBuiltinTextProvider, type ImageProvider } from '@bookloom/ai';
import { schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failStuckBooks, STUCK_MESSAGE } from '../../jobs/fail-stuck-books';
import { createTestApp } from '../../testing/test-app';
import { COVER_FAILED_MESSAGE } from './run-book-generation';

const BOOK = {
  title: 'Luna Counts the Stars',
  author: 'Ada Reyes',
  type: 'bedtime-books',
  description: 'A sleepy girl counts the stars until she falls asleep.',
  pages: 4,
  quality: 'standard',
  trimSize: '8x8',
  includeBleed: false,
};
const COST = 30 + 5 * 4;

type App = Awaited<ReturnType<typeof createTestApp>>;

const png = sharp({ create: { width: 16, height: 16, channels: 3, background: '#a0c4ff' } })
  .png()
  .toBuffer()
  .then((b) => new Uint8Array(b));

/** Draws every page but refuses the cover (a provider outage hitting the last call). */
const noCovers: ImageProvider = {
  name: 'no-covers',
  supportsReference: false,
  async generate(r) {
    if (r.cover) throw new Error('cover service down');
    return { png: await png, usage: { provider: 'no-covers', model: 'fixed', images: 1, ms: 0 } };
  },
};

/** Reads an SSE response until it ends, as `event` + parsed `data` pairs. */
async function readEvents(res: Response) {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.includes('event:'))
    .map((block) => {
      const event = /event: ?(.*)/.exec(block)?.[1];
      const data = /data: ?(.*)/.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : undefined };
    });
}

const balanceOf = async (t: App, cookie: string) =>
  (await (await t.request('/api/me', { cookie })).json()).credits;

describe.each(testDatabases())('book lifecycle on $name', (target) => {
  let t: App;
  beforeAll(async () => {
    t = await createTestApp(
      target,
      { RATE_LIMIT: 'false' },
      { work: true, providers: { text: createBuiltinTextProvider(), image: noCovers } },
    );
  });
  afterAll(async () => t?.close());

  it('streams status and progress live, and keeps a book whose cover failed', async () => {
    const cookie = await t.signUp('stream@example.com');
    const { bookId, jobId } = await (
      await t.request('/api/generate', { method: 'POST', cookie, json: BOOK })
    ).json();
    const res = await t.request(`/api/stream?jobId=${jobId}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(res as unknown as Response);
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('status');
    expect(names.at(-1)).toBe('completed');
    expect(events.at(-1)?.data).toEqual({ bookId });
    const statuses = events.filter((e) => e.event === 'status').map((e) => e.data.status);
    expect(statuses.at(-1)).toBe('completed');

    const { book, document } = await (await t.request(`/api/books/${bookId}`, { cookie })).json();
    expect(book).toMatchObject({ status: 'completed', coverUrl: null, error: COVER_FAILED_MESSAGE });
    expect(document.cover.image).toBeUndefined();
    expect(document.pages.length).toBeGreaterThanOrEqual(4);
    expect(await balanceOf(t, cookie)).toBe(100 - COST);
  }, 60_000);
});

describe.each(testDatabases())('the stuck-book sweeper on $name', (target) => {
  let t: App;
  beforeAll(async () => {
    // No worker: the book stays 'generating' as if its process had died.
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: false });
  });
  afterAll(async () => t?.close());

  it('fails and refunds a book untouched for 30 minutes, once, and leaves fresh books alone', async () => {
    const cookie = await t.signUp('stuck@example.com');
    const stuck = (await (await t.request('/api/generate', { method: 'POST', cookie, json: BOOK })).json())
      .bookId;
    const fresh = (await (await t.request('/api/generate', { method: 'POST', cookie, json: BOOK })).json())
      .bookId;
    expect(await balanceOf(t, cookie)).toBe(100 - 2 * COST);
    await t.database.db
      .update(schema.books)
      .set({ updatedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(schema.books.id, stuck));

    const ctx = { ...t.services, attempt: { id: 'sweep', retryCount: 0, retryLimit: 1 } };
    await failStuckBooks.handler({}, ctx);
    await failStuckBooks.handler({}, ctx);

    const read = async (id: string) => (await (await t.request(`/api/books/${id}`, { cookie })).json()).book;
    expect(await read(stuck)).toMatchObject({ status: 'failed', error: STUCK_MESSAGE });
    expect((await read(fresh)).status).toBe('generating');
    expect(await balanceOf(t, cookie)).toBe(100 - COST);
    const tx = await (await t.request('/api/transactions', { cookie })).json();
    expect(tx.items.filter((i: { type: string }) => i.type === 'refund')).toHaveLength(1);
  });
});
