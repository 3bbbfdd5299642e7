import { getBookByJobForUser, listBooksForUser } from '@bookloom/db';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { userIdOf } from '../auth/session';
import { notFound } from '../http/app-error';
import { describeRoute } from '../http/openapi-registry';
import { parseOr400 } from '../http/validate';
import type { BookEvent } from '../services/books/book-events';
import { pipeBookEvents } from '../services/books/watch-book';

const streamQuery = z.object({ jobId: z.string().min(1, 'jobId is required').max(100) });

describeRoute({
  method: 'get',
  path: '/api/stream',
  summary: 'SSE for one book job: status, progress, then completed or failed (stream ends)',
  auth: 'user',
  query: streamQuery,
});
describeRoute({
  method: 'get',
  path: '/api/books/events',
  summary: "SSE for all the user's books: event `book` {id, status, progress, error} on each change",
  auth: 'user',
});

type State = Pick<BookEvent, 'status' | 'progress' | 'error'>;
const json = (v: unknown) => JSON.stringify(v);
const ACTIVE = new Set(['generating', 'generating_images']);

export const bookStreamRoutes = new Hono<AppEnv>()
  .get('/stream', async (c) => {
    const userId = await userIdOf(c);
    const { jobId } = parseOr400(streamQuery, c.req.query());
    const { database, events } = c.var.deps;
    const book = await getBookByJobForUser(database.db, userId, jobId);
    if (!book) throw notFound();
    return streamSSE(c, async (stream) => {
      let lastStatus: string | undefined;
      /** Sends one state; true when the book is finished (the stream then ends). */
      const send = async (s: State) => {
        if (s.status !== lastStatus) {
          lastStatus = s.status;
          await stream.writeSSE({ event: 'status', data: json({ status: s.status }) });
        }
        if (s.status === 'completed') {
          await stream.writeSSE({ event: 'completed', data: json({ bookId: book.id }) });
          return true;
        }
        if (s.status === 'failed') {
          await stream.writeSSE({ event: 'failed', data: json({ bookId: book.id, error: s.error }) });
          return true;
        }
        if (s.progress) await stream.writeSSE({ event: 'progress', data: json(s.progress) });
        return false;
      };
      await pipeBookEvents(
        stream,
        events,
        (e) => e.bookId === book.id && e.userId === userId,
        async () => {
          // Re-read after subscribing: the state may have moved since the ownership check.
          const now = (await getBookByJobForUser(database.db, userId, jobId)) ?? book;
          return send(now);
        },
        send,
      );
    });
  })
  .get('/books/events', async (c) => {
    const userId = await userIdOf(c);
    const { database, events } = c.var.deps;
    return streamSSE(c, async (stream) => {
      const send = (e: { id: string } & State) =>
        stream.writeSSE({
          event: 'book',
          data: json({ id: e.id, status: e.status, progress: e.progress, error: e.error }),
        });
      await pipeBookEvents(
        stream,
        events,
        (e) => e.userId === userId,
        async () => {
          for (const b of await listBooksForUser(database.db, userId, 100))
            if (ACTIVE.has(b.status)) await send(b);
          return false;
        },
        async (e) => {
          await send({ ...e, id: e.bookId });
          return false;
        },
      );
    });
  });
