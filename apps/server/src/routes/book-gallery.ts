import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { describeRoute } from '../http/openapi-registry';
import { bookSummary } from '../services/books/book-summary';
import {
  listPublicSamples,
  readPublicSample,
  readPublicSampleDownload,
  readPublicSampleImage,
  sampleSummary,
} from '../services/samples/read-samples';

describeRoute({
  method: 'get',
  path: '/api/book-gallery',
  summary: 'Published sample books, newest first (public)',
  auth: 'none',
  response: z.object({ books: z.array(sampleSummary) }),
});
describeRoute({
  method: 'get',
  path: '/api/book-gallery/:id',
  summary: 'One published sample book with its Book document (public; 404 when not published)',
  auth: 'none',
  response: z.object({ book: bookSummary, document: z.unknown().nullable(), fileBase: z.string() }),
});
describeRoute({
  method: 'get',
  path: '/api/book-gallery/:id/files/:name',
  summary: 'An image of a published sample book (public)',
  auth: 'none',
});
describeRoute({
  method: 'get',
  path: '/api/book-gallery/:id/download/:format',
  summary: 'The watermarked PDF or EPUB of a published sample book (public)',
  auth: 'none',
});

/** Mounted at /api: the public sample gallery (only published, completed sample books; anything else 404). */
export const bookGalleryRoutes = new Hono<AppEnv>()
  .get('/book-gallery', async (c) => c.json({ books: await listPublicSamples(c.var.deps) }))
  .get('/book-gallery/:id', async (c) => c.json(await readPublicSample(c.var.deps, c.req.param('id'))))
  .get('/book-gallery/:id/files/:name', async (c) => {
    const f = await readPublicSampleImage(c.var.deps, c.req.param('id'), c.req.param('name'));
    return c.body(f.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': f.contentType,
      'Cache-Control': 'public, max-age=300',
    });
  })
  .get('/book-gallery/:id/download/:format', async (c) => {
    const f = await readPublicSampleDownload(c.var.deps, c.req.param('id'), c.req.param('format'));
    return c.body(f.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': f.contentType,
      'Content-Disposition': `attachment; filename="${f.fileName}"`,
      'Cache-Control': 'no-store',
    });
  });
