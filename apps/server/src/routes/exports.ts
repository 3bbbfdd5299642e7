import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { userIdOf } from '../auth/session';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { createBookExport } from '../services/exports/create-export';
import { exportBookBody, exportBookResponse } from '../services/exports/export-request-schema';
import {
  type ExportFile,
  exportBytes,
  readOwnExport,
  readSignedExport,
} from '../services/exports/read-export-file';

describeRoute({
  method: 'post',
  path: '/api/books/:id/export',
  summary:
    'Export a completed book (first export of a format costs 15 credits, later ones free; 409 book_not_completed; 422 no_pages, preflight_failed, export_failed; 402 insufficient_credits; 429 export_rate_limited; 507 storage_quota_exceeded; an unchanged book with the same options answers its stored export)',
  auth: 'user',
  body: exportBookBody,
  response: exportBookResponse,
});
describeRoute({
  method: 'get',
  path: '/api/exports/:id/download',
  summary:
    'The export file as an attachment: owner only, or with ?exp=&sig= from a signed link (410 when expired). With STORAGE=s3 the answer is a 302 to a 5-minute presigned link to the store',
  auth: 'user',
});

/** A store with presigned links (S3) serves the bytes itself; the local store's bytes go through the app. */
async function send(c: Context<AppEnv>, f: ExportFile, cache: string) {
  const { storage } = c.var.deps;
  if (storage.downloadUrl) {
    const url = await storage.downloadUrl(f.key, { contentType: f.contentType, disposition: f.disposition });
    return c.body(null, 302, { Location: url, 'Cache-Control': 'private, no-store' });
  }
  const bytes = await exportBytes(c.var.deps, f);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': f.contentType,
    'Content-Disposition': f.disposition,
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': cache,
  });
}

export const exportRoutes = new Hono<AppEnv>()
  .post('/books/:id/export', async (c) => {
    const userId = await userIdOf(c);
    const body = await readJson(c, exportBookBody);
    return c.json(await createBookExport(c.var.deps, userId, c.req.param('id'), body));
  })
  .get('/exports/:id/download', async (c) => {
    const id = c.req.param('id');
    const sig = c.req.query('sig');
    if (sig !== undefined)
      return send(c, await readSignedExport(c.var.deps, id, c.req.query('exp'), sig), 'private, no-store');
    const f = await readOwnExport(c.var.deps, await userIdOf(c), id);
    return send(c, f, 'private, max-age=3600');
  });
