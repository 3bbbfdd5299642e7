import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { currentMe, userIdOf } from '../auth/session';
import { parseIdempotencyKey } from '../http/idempotency-key';
import { requestLanguage } from '../http/localized';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { bookIdResponse, generateBookBody, oneClickBody } from '../services/books/book-request-schema';
import { bookSummary } from '../services/books/book-summary';
import { deleteBook } from '../services/books/delete-book';
import { readBookFile } from '../services/books/read-book-file';
import { listBooks, readBook } from '../services/books/read-books';
import { startBookGeneration } from '../services/books/start-book-generation';
import { startOneClickBook } from '../services/books/start-one-click-book';

describeRoute({
  method: 'post',
  path: '/api/generate',
  summary:
    'Start generating a book (202; 402 insufficient_credits; 422 content_not_approved). Header Idempotency-Key optional',
  auth: 'user',
  body: generateBookBody,
  response: bookIdResponse,
});
describeRoute({
  method: 'post',
  path: '/api/one-click',
  summary: 'One-click story: an idea becomes an 8-page 6x9 book',
  auth: 'user',
  body: oneClickBody,
  response: bookIdResponse,
});
describeRoute({
  method: 'get',
  path: '/api/books',
  summary: "The user's books, newest first (100)",
  auth: 'user',
  response: z.object({ books: z.array(bookSummary) }),
});
describeRoute({
  method: 'get',
  path: '/api/books/:id',
  summary: 'One book with its Book document once completed',
  auth: 'user',
  response: z.object({ book: bookSummary, document: z.unknown().nullable(), fileBase: z.string() }),
});
describeRoute({
  method: 'get',
  path: '/api/books/:id/files/:name',
  summary: 'An image of the book (owner only)',
  auth: 'user',
});
describeRoute({
  method: 'delete',
  path: '/api/books/:id',
  summary: 'Delete a book, its files and exports (204)',
  auth: 'user',
});

function requestOptions(c: { req: { header(name: string): string | undefined } }) {
  const language = requestLanguage(c);
  return { idempotencyKey: parseIdempotencyKey(c.req.header('idempotency-key'), language), language };
}

export const bookRoutes = new Hono<AppEnv>()
  .post('/generate', async (c) => {
    const userId = await userIdOf(c);
    const opts = requestOptions(c);
    const body = await readJson(c, generateBookBody);
    return c.json(await startBookGeneration(c.var.deps, userId, body, opts), 202);
  })
  .post('/one-click', async (c) => {
    const me = await currentMe(c);
    const opts = requestOptions(c);
    const body = await readJson(c, oneClickBody);
    return c.json(await startOneClickBook(c.var.deps, me, body, opts), 202);
  })
  .get('/books', async (c) => c.json({ books: await listBooks(c.var.deps, await userIdOf(c)) }))
  .get('/books/:id', async (c) => c.json(await readBook(c.var.deps, await userIdOf(c), c.req.param('id'))))
  .get('/books/:id/files/:name', async (c) => {
    const f = await readBookFile(c.var.deps, await userIdOf(c), c.req.param('id'), c.req.param('name'));
    return c.body(f.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': f.contentType,
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
  })
  .delete('/books/:id', async (c) => {
    await deleteBook(c.var.deps, await userIdOf(c), c.req.param('id'));
    return c.body(null, 204);
  });
