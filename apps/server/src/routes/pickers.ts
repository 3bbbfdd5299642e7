import { coverCategoryFor } from '@bookloom/core';
import {
  deletePromptHistoryForUser,
  listCoverTemplatesForUser,
  listPickableCharacters,
  listPromptHistory,
} from '@bookloom/db';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { currentUser, userIdOf } from '../auth/session';
import { notFound } from '../http/app-error';
import { describeRoute } from '../http/openapi-registry';
import { parseOr400 } from '../http/validate';
import { readTemplateImage } from '../services/templates/read-template-image';

const historyQuery = z.object({ kind: z.enum(['story', 'cover', 'character']).default('story') });
const limitQuery = (max: number) => z.object({ limit: z.coerce.number().int().min(1).max(max).default(max) });
const historyItem = z.object({
  id: z.string(),
  title: z.string(),
  promptData: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
const template = z.object({
  id: z.string(),
  name: z.string(),
  style: z.string().nullable(),
  tags: z.array(z.string()),
  imageUrl: z.string(),
  thumbUrl: z.string().nullable(),
});
const imageQuery = z.object({ size: z.enum(['full', 'thumb']).default('full') });
const character = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});

describeRoute({
  method: 'get',
  path: '/api/prompt-history',
  summary: 'Saved prompts of a kind, latest 20',
  auth: 'user',
  query: historyQuery,
  response: z.object({ items: z.array(historyItem) }),
});
describeRoute({
  method: 'delete',
  path: '/api/prompt-history/:id',
  summary: 'Delete a saved prompt (204)',
  auth: 'user',
});
const templatesQuery = limitQuery(100).extend({ type: z.string().max(60).optional() });

describeRoute({
  method: 'get',
  path: '/api/templates-list',
  summary:
    "Cover templates for the picker: gallery + the user's own; ?type= (a book type): its cover category + the user's uploads",
  auth: 'user',
  query: templatesQuery,
  response: z.object({ templates: z.array(template) }),
});
describeRoute({
  method: 'get',
  path: '/api/templates/:id/image',
  summary: "A template's art (?size=thumb for its thumb): gallery ones public, a user's own to that user",
  auth: 'none',
  query: imageQuery,
});
describeRoute({
  method: 'get',
  path: '/api/characters/pickable',
  summary: "The user's and public characters that have an image",
  auth: 'user',
  query: limitQuery(50),
  response: z.object({ characters: z.array(character) }),
});

/** Stored http(s) URLs pass through; storage keys are served by the image routes below. */
const urlOf = (key: string | null, route: string) => (!key ? null : /^https?:\/\//.test(key) ? key : route);

export const pickerRoutes = new Hono<AppEnv>()
  .get('/prompt-history', async (c) => {
    const userId = await userIdOf(c);
    const { kind } = parseOr400(historyQuery, c.req.query());
    const rows = await listPromptHistory(c.var.deps.database.db, userId, kind, 20);
    return c.json({ items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
  })
  .delete('/prompt-history/:id', async (c) => {
    const userId = await userIdOf(c);
    if (!(await deletePromptHistoryForUser(c.var.deps.database.db, userId, c.req.param('id'))))
      throw notFound();
    return c.body(null, 204);
  })
  .get('/templates-list', async (c) => {
    const userId = await userIdOf(c);
    const { limit, type } = parseOr400(templatesQuery, c.req.query());
    const category = type ? coverCategoryFor(type) : undefined;
    const rows = await listCoverTemplatesForUser(c.var.deps.database.db, userId, limit, category);
    return c.json({
      templates: rows.map((t) => ({
        id: t.id,
        name: t.name,
        style: t.style,
        tags: t.tags,
        imageUrl: urlOf(t.imageKey, `/api/templates/${t.id}/image`)!,
        thumbUrl: urlOf(t.thumbKey, `/api/templates/${t.id}/image?size=thumb`),
      })),
    });
  })
  // ETag: an admin's reseed redraws gallery art under the same id, so browsers revalidate (304 when
  // unchanged) instead of keeping the old picture for a day. A user's own stays out of shared caches.
  .get('/templates/:id/image', etag(), async (c) => {
    const { size } = parseOr400(imageQuery, c.req.query());
    const viewer = await currentUser(c);
    const img = await readTemplateImage(c.var.deps, viewer?.id ?? null, c.req.param('id'), size);
    return c.body(img.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': img.contentType,
      'Cache-Control': img.isPublic ? 'public, max-age=300' : 'private, max-age=86400',
    });
  })
  .get('/characters/pickable', async (c) => {
    const userId = await userIdOf(c);
    const { limit } = parseOr400(limitQuery(50), c.req.query());
    const rows = await listPickableCharacters(c.var.deps.database.db, userId, limit);
    return c.json({
      characters: rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        imageUrl: urlOf(r.imageKey, `/api/characters/${r.id}/image`)!,
      })),
    });
  });
