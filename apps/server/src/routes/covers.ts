import { addPromptHistory, deleteUserCover, getUserCover, listUserCovers } from '@bookloom/db';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { userIdOf } from '../auth/session';
import { notFound } from '../http/app-error';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { describeRoute } from '../http/openapi-registry';
import { parseOr400, readJson } from '../http/validate';
import { coverDetailsSchema, uploadDetailsSchema } from '../services/covers/cover-request-schema';
import { coverView } from '../services/covers/cover-view';
import { startCoverGeneration } from '../services/covers/start-cover-generation';
import { uploadUserCover } from '../services/covers/upload-user-cover';
import { readUploadForm, uploadBodyLimit } from '../services/uploads';

const imageQuery = z.object({
  size: z.enum(['full', 'thumb', 'art']).default('full'),
  download: z.enum(['0', '1']).default('0'),
});

describeRoute({
  method: 'get',
  path: '/api/covers',
  summary: "The user's covers, newest first",
  auth: 'user',
});
describeRoute({
  method: 'get',
  path: '/api/covers/:id',
  summary: "One of the user's covers (404 otherwise)",
  auth: 'user',
});
describeRoute({
  method: 'get',
  path: '/api/covers/:id/image',
  summary: "A cover's image (?size=thumb|art, ?download=1); owner only",
  auth: 'user',
  query: imageQuery,
});
describeRoute({
  method: 'post',
  path: '/api/covers/:id/save-prompt',
  summary: "Save a cover's prompt to the prompt history (201 {saved: true}); owner only",
  auth: 'user',
});
describeRoute({
  method: 'delete',
  path: '/api/covers/:id',
  summary: 'Delete a cover and its files (204)',
  auth: 'user',
});
describeRoute({
  method: 'post',
  path: '/api/covers/upload',
  summary: 'Upload a cover (multipart: file, category, title); 400/413 invalid_file, 409 upload_failed',
  auth: 'user',
});
describeRoute({
  method: 'post',
  path: '/api/covers/generate',
  summary:
    'Generate a cover (30 credits; JSON, or multipart with a `reference` picture). 202 {coverId, charged}; 402; 422 content_not_approved',
  auth: 'user',
});

export const coverRoutes = new Hono<AppEnv>()
  .get('/covers', async (c) => {
    const userId = await userIdOf(c);
    const rows = await listUserCovers(c.var.deps.database.db, userId);
    return c.json({ covers: rows.map(coverView) });
  })
  .post('/covers/upload', uploadBodyLimit('cover'), async (c) => {
    const userId = await userIdOf(c);
    const form = await readUploadForm(c);
    const details = parseOr400(uploadDetailsSchema, form.fields);
    const id = await uploadUserCover(c.var.deps, userId, form.file, details);
    const row = await getUserCover(c.var.deps.database.db, userId, id);
    return c.json({ cover: coverView(row!) }, 201);
  })
  .post('/covers/generate', uploadBodyLimit('reference'), async (c) => {
    const userId = await userIdOf(c);
    const multipart = c.req.header('content-type')?.startsWith('multipart/form-data');
    const form = multipart ? await readUploadForm(c, 'reference', { optional: true }) : undefined;
    const reference = form?.file;
    const details = form
      ? parseOr400(coverDetailsSchema, form.fields)
      : await readJson(c, coverDetailsSchema);
    const key = idempotencyKeyOf(c);
    const started = await startCoverGeneration(c.var.deps, userId, details, {
      reference,
      idempotencyKey: key,
    });
    return c.json(started, 202);
  })
  .get('/covers/:id', async (c) => {
    const userId = await userIdOf(c);
    const row = await getUserCover(c.var.deps.database.db, userId, c.req.param('id'));
    if (!row) throw notFound();
    return c.json({ cover: coverView(row) });
  })
  .get('/covers/:id/image', async (c) => {
    const userId = await userIdOf(c);
    const q = parseOr400(imageQuery, c.req.query());
    const row = await getUserCover(c.var.deps.database.db, userId, c.req.param('id'));
    if (row?.status !== 'ready') throw notFound();
    const key =
      q.size === 'thumb'
        ? (row.thumbKey ?? row.imageKey)
        : q.size === 'art'
          ? (row.artKey ?? row.imageKey)
          : row.imageKey;
    const bytes = await c.var.deps.storage.get(key);
    if (!bytes) throw notFound();
    const ext = key.endsWith('.png') ? 'png' : 'jpg';
    const headers: Record<string, string> = {
      'Content-Type': ext === 'png' ? 'image/png' : 'image/jpeg',
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    };
    if (q.download === '1') {
      const safe =
        row.name
          .replace(/[^\w\- ]+/g, '')
          .trim()
          .replace(/\s+/g, '-')
          .slice(0, 60) || 'cover';
      headers['Content-Disposition'] = `attachment; filename="${safe}.${ext}"`;
    }
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
  })
  .post('/covers/:id/save-prompt', async (c) => {
    const userId = await userIdOf(c);
    const row = await getUserCover(c.var.deps.database.db, userId, c.req.param('id'));
    if (!row) throw notFound();
    const d = (row.details ?? {}) as Record<string, unknown>;
    await addPromptHistory(c.var.deps.database.db, {
      userId,
      kind: 'cover',
      title: row.name,
      promptData: {
        title: d.title ?? row.name,
        subtitle: d.subtitle ?? '',
        author: d.author ?? '',
        category: d.category ?? row.style,
        description: d.description ?? '',
      },
    });
    return c.json({ saved: true }, 201);
  })
  .delete('/covers/:id', async (c) => {
    const userId = await userIdOf(c);
    const { storage, database } = c.var.deps;
    const row = await deleteUserCover(database.db, userId, c.req.param('id'));
    if (!row) throw notFound();
    const keys = [row.imageKey, row.thumbKey, row.artKey, `covers/${userId}/${row.id}-reference.png`];
    await Promise.all(
      keys.filter((k): k is string => !!k && !/^https?:/.test(k)).map((k) => storage.delete(k)),
    );
    return c.body(null, 204);
  });
