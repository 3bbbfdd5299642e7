import { COVER_CATEGORIES, LIST_LIMITS } from '@bookloom/core';
import { listGalleryPage, listOwnUploadsPage } from '@bookloom/db';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { currentUser } from '../auth/session';
import { describeRoute } from '../http/openapi-registry';
import { parseOr400 } from '../http/validate';
import { galleryView } from '../services/covers/cover-view';
import { cachedGalleryPage } from '../services/covers/gallery-page-cache';

const pageQuery = z.object({
  category: z.enum(COVER_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

describeRoute({
  method: 'get',
  path: '/api/gallery/covers',
  summary:
    "Public cover gallery: 12 per page, newest first, exact count; ?category= one of the 18 (user-uploaded: the signed-in user's own uploads)",
  auth: 'none',
  query: pageQuery,
});

export const galleryRoutes = new Hono<AppEnv>().get('/gallery/covers', async (c) => {
  const { category, page } = parseOr400(pageQuery, c.req.query());
  const pageSize = LIST_LIMITS.galleryPage;
  const pageOf = (items: Parameters<typeof galleryView>[0][], total: number) => ({
    items: items.map(galleryView),
    total,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  });
  if (category === 'user-uploaded') {
    // The 18th category: uploads are owner-only, so each viewer sees their own (none when signed out).
    const viewer = await currentUser(c);
    const { items, total } = viewer
      ? await listOwnUploadsPage(c.var.deps.database.db, viewer.id, { page, pageSize })
      : { items: [], total: 0 };
    c.header('Cache-Control', 'private, no-store');
    return c.json(pageOf(items, total));
  }
  const body = await cachedGalleryPage(`${category ?? ''}|${page}`, async () => {
    const { items, total } = await listGalleryPage(c.var.deps.database.db, { category, page, pageSize });
    return pageOf(items, total);
  });
  c.header('Cache-Control', 'public, max-age=30');
  c.header('Content-Type', 'application/json');
  return c.body(body);
});
