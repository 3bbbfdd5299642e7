import { randomUUID } from 'node:crypto';
import { createBook, getBookById } from '@bookloom/db';
import type { createTestApp } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

export const TEST_BOOK = {
  title: 'Rex and the Volcano',
  author: 'Sam Writer',
  type: 'dinosaurs',
  description: 'A small dinosaur who is afraid of the dark learns to be brave.',
  pages: 4,
  quality: 'standard',
  trimSize: '6x9',
  includeBleed: true,
};

/** Generates a book on the builtin engine through the API and waits until it is completed. */
export async function generateCompletedBook(t: App, cookie: string, over: Record<string, unknown> = {}) {
  const res = await t.request('/api/generate', { method: 'POST', cookie, json: { ...TEST_BOOK, ...over } });
  if (res.status !== 202) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
  const { bookId } = await res.json();
  const end = Date.now() + 120_000;
  for (;;) {
    const body = await (await t.request(`/api/books/${bookId}`, { cookie })).json();
    if (body.book?.status === 'completed') return bookId as string;
    if (body.book?.status === 'failed') throw new Error(`book failed: ${body.book.error}`);
    if (Date.now() > end) throw new Error(`book ${bookId} still ${body.book?.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A copy of a completed book for another user (row and, unless `images: false`, its pictures), so
 * tests get more completed books without generating each one.
 */
export async function copyBook(
  t: App,
  fromBookId: string,
  toUserId: string,
  over: { images?: boolean; status?: 'completed' | 'generating'; document?: Record<string, unknown> } = {},
) {
  const src = await getBookById(t.database.db, fromBookId);
  if (!src) throw new Error('no such book');
  const id = randomUUID();
  const { id: _id, userId: _u, idempotencyKey: _k, jobId: _j, ...rest } = src;
  await createBook(t.database.db, {
    ...rest,
    id,
    userId: toUserId,
    status: over.status ?? 'completed',
    document: over.status === 'generating' ? null : (over.document ?? src.document),
  });
  if (over.images !== false)
    for (const key of await t.storage.list(`books/${fromBookId}/`)) {
      const bytes = await t.storage.get(key);
      if (bytes) await t.storage.put(key.replace(fromBookId, id), bytes);
    }
  return id;
}
