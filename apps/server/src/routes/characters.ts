import { LIST_LIMITS } from '@bookloom/core';
import {
  addPromptHistory,
  getOwnCharacter,
  getRole,
  getVisibleCharacter,
  listCharacterImages,
  listGalleryCharacters,
  listGalleryCharacterTypes,
  listOwnCharacters,
} from '@bookloom/db';
import { type Context, Hono } from 'hono';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { currentUser, userIdOf } from '../auth/session';
import { notFound } from '../http/app-error';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { describeRoute } from '../http/openapi-registry';
import { parseOr400, readJson } from '../http/validate';
import { characterImageBody, createCharacterBody } from '../services/characters/character-request-schema';
import { characterView } from '../services/characters/character-view';
import { createCharacter } from '../services/characters/create-character';
import { deleteCharacter } from '../services/characters/delete-character';
import { readCharacterImage } from '../services/characters/read-character-image';
import { requestCharacterImage } from '../services/characters/request-character-image';
import { processUpload, uploadBodyLimit, uploadGate } from '../services/uploads';

const galleryQuery = z.object({
  search: z.string().max(100).optional(),
  type: z.string().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const imageQuery = z.object({
  size: z.enum(['full', 'thumb']).default('full'),
  imageId: z.uuid().optional(),
});

describeRoute({
  method: 'post',
  path: '/api/characters',
  summary: 'Create a character (form data with optional `reference` file, or JSON); 10 credits; 202',
  auth: 'user',
  body: createCharacterBody,
});
describeRoute({ method: 'get', path: '/api/characters', summary: "The user's characters", auth: 'user' });
describeRoute({
  method: 'get',
  path: '/api/characters/:id',
  summary: 'A character (own or public) with its pictures',
  auth: 'none',
});
describeRoute({
  method: 'delete',
  path: '/api/characters/:id',
  summary: 'Delete own character and its files (204)',
  auth: 'user',
});
describeRoute({
  method: 'post',
  path: '/api/characters/:id/images',
  summary: 'Generate a new picture of own character; 10 credits; 202',
  auth: 'user',
  body: characterImageBody,
});
describeRoute({
  method: 'get',
  path: '/api/characters/:id/image',
  summary: "A character's picture (public ones for anyone)",
  auth: 'none',
  query: imageQuery,
});
describeRoute({
  method: 'post',
  path: '/api/characters/:id/save-prompt',
  summary: "Save own character's details to the character prompt history (201)",
  auth: 'user',
});
describeRoute({
  method: 'get',
  path: '/api/character-gallery',
  summary: 'Public characters, 12 per page, with search and type',
  auth: 'none',
  query: galleryQuery,
});

/** Form data (the web, with a reference picture) or JSON (tools): the same fields either way. */
async function readCreateRequest(c: Context<AppEnv>, userId: string) {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return { body: await readJson(c, createCharacterBody) };
  const form = await c.req.parseBody();
  const fields = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
  const body = parseOr400(createCharacterBody, fields);
  const file = form.reference;
  if (!(file instanceof File)) return { body };
  // The shared upload rules (magic bytes, 10 MB, polyglots, pixel bound, EXIF, re-encode), then a PNG
  // of at most 1024 px a side: the size the portrait job reads.
  const clean = await uploadGate.run(userId, async () =>
    processUpload({ bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, kind: 'reference' }),
  );
  const png = await sharp(clean.bytes)
    .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .png()
    .toBuffer();
  return { body, reference: new Uint8Array(png) };
}

export const characterRoutes = new Hono<AppEnv>()
  .post('/characters', uploadBodyLimit('reference'), async (c) => {
    const userId = await userIdOf(c);
    const { body, reference } = await readCreateRequest(c, userId);
    const isAdmin = body.gallery && (await getRole(c.var.deps.database.db, userId)) === 'admin';
    const row = await createCharacter(c.var.deps, userId, body, {
      reference,
      idempotencyKey: idempotencyKeyOf(c),
      isAdmin,
    });
    return c.json({ character: characterView(row, null) }, 202);
  })
  .get('/characters', async (c) => {
    const userId = await userIdOf(c);
    const rows = await listOwnCharacters(c.var.deps.database.db, userId, LIST_LIMITS.characterPicker);
    return c.json({ characters: rows.map((r) => characterView(r.character, r.imageKey)) });
  })
  .get('/character-gallery', async (c) => {
    const q = parseOr400(galleryQuery, c.req.query());
    const pageSize = LIST_LIMITS.galleryPage;
    const { db } = c.var.deps.database;
    const [{ rows, total }, types] = await Promise.all([
      listGalleryCharacters(db, { ...q, pageSize }),
      listGalleryCharacterTypes(db),
    ]);
    return c.json({
      items: rows.map((r) => characterView(r.character, r.imageKey, r.type)),
      total,
      page: q.page,
      pageSize,
      types,
    });
  })
  .get('/characters/:id', async (c) => {
    const viewer = await currentUser(c);
    const row = await getVisibleCharacter(c.var.deps.database.db, viewer?.id ?? null, c.req.param('id'));
    if (!row) throw notFound('Character not found');
    const images = await listCharacterImages(c.var.deps.database.db, row.id);
    return c.json({
      character: characterView(row, images[0]?.imageKey ?? null, images[0]?.type),
      images: images.map((i) => ({
        id: i.id,
        type: i.type,
        url: `/api/characters/${row.id}/image?imageId=${i.id}`,
        createdAt: i.createdAt.toISOString(),
      })),
    });
  })
  .delete('/characters/:id', async (c) => {
    const userId = await userIdOf(c);
    await deleteCharacter(c.var.deps, userId, c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/characters/:id/save-prompt', async (c) => {
    const userId = await userIdOf(c);
    const { db } = c.var.deps.database;
    const row = await getOwnCharacter(db, userId, c.req.param('id'));
    if (!row) throw notFound('Character not found');
    const { name, description, appearance, personality, style } = row;
    const promptData = { name, description, appearance, personality, style };
    const id = await addPromptHistory(db, { userId, kind: 'character', title: name, promptData });
    return c.json({ id }, 201);
  })
  .post('/characters/:id/images', async (c) => {
    const userId = await userIdOf(c);
    const body = await readJson(c, characterImageBody);
    const made = await requestCharacterImage(c.var.deps, userId, c.req.param('id'), body);
    return c.json(made, 202);
  })
  .get('/characters/:id/image', async (c) => {
    const q = parseOr400(imageQuery, c.req.query());
    const viewer = await currentUser(c);
    const img = await readCharacterImage(c.var.deps, viewer?.id ?? null, c.req.param('id'), q);
    const download = c.req.query('download') === '1';
    return c.body(img.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': img.isPublic ? 'public, max-age=3600' : 'private, max-age=3600',
      ...(download
        ? {
            'Content-Disposition': `attachment; filename="${img.name.replace(/[^\w -]/g, '') || 'character'}.png"`,
          }
        : {}),
    });
  });
