import {
  type CoverRunRow,
  deleteGalleryTemplate,
  listCoverRuns,
  listGalleryTemplatesForAdmin,
} from '@bookloom/db';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAdmin, userIdOf } from '../auth/session';
import { notFound } from '../http/app-error';
import { requestLanguage } from '../http/localized';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import {
  configuredCoverProviders,
  MASS_COVER_CATEGORIES,
  massCoversBody,
  startMassCovers,
} from '../services/admin-covers/mass-covers';
import { quickFix, quickFixBody } from '../services/admin-covers/quick-fix';

const toRun = (r: CoverRunRow) => ({
  id: r.id,
  status: r.status,
  planned: r.planned,
  generated: r.generated,
  failed: r.failed,
  error: r.error,
  request: r.request,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

describeRoute({
  method: 'post',
  path: '/api/admin/covers/generate',
  summary:
    'Start the mass cover generator, or plan it (dryRun) (202; 409 mass_run_active while one runs; admins only)',
  auth: 'admin',
  body: massCoversBody('en'),
});
describeRoute({
  method: 'get',
  path: '/api/admin/covers/runs',
  summary: 'The latest 20 mass cover runs, the categories and the configured providers (admins only)',
  auth: 'admin',
});

describeRoute({
  method: 'get',
  path: '/api/admin/covers/templates',
  summary: 'The latest 100 gallery cover templates (admins only)',
  auth: 'admin',
});
describeRoute({
  method: 'delete',
  path: '/api/admin/covers/templates/:id',
  summary: 'Delete a gallery cover template with its files (204; admins only)',
  auth: 'admin',
});

describeRoute({
  method: 'post',
  path: '/api/admin/covers/quick-fix',
  summary:
    'Quick Fix: delete broken cover templates, fail and refund stuck books, then draw the remaining gallery covers (at most 10); dryRun (default) only counts (409 mass_run_active while a cover run is going; admins only)',
  auth: 'admin',
  body: quickFixBody,
});

/** Mounted at /api/admin/covers: template management (every route 404 to non-admins). */
export const adminCoverRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post('/generate', async (c) => {
    const lang = requestLanguage(c);
    const body = await readJson(c, massCoversBody(lang));
    return c.json(await startMassCovers(c.var.deps, await userIdOf(c), body, lang), 202);
  })
  .post('/quick-fix', async (c) => {
    const { dryRun } = await readJson(c, quickFixBody);
    const result = await quickFix(c.var.deps, await userIdOf(c), dryRun, requestLanguage(c));
    return c.json(result, dryRun || !result.runId ? 200 : 202);
  })
  .get('/runs', async (c) =>
    c.json({
      runs: (await listCoverRuns(c.var.deps.database.db, 20)).map(toRun),
      categories: MASS_COVER_CATEGORIES,
      providers: await configuredCoverProviders(c.var.deps),
    }),
  )
  .get('/templates', async (c) => {
    const rows = await listGalleryTemplatesForAdmin(c.var.deps.database.db, 100);
    return c.json({
      templates: rows.map(({ thumbKey, createdAt, ...t }) => ({
        ...t,
        createdAt: createdAt.toISOString(),
        thumbUrl: thumbKey ? `/api/templates/${t.id}/image?size=thumb` : `/api/templates/${t.id}/image`,
      })),
    });
  })
  .delete('/templates/:id', async (c) => {
    const row = await deleteGalleryTemplate(c.var.deps.database.db, c.req.param('id'));
    if (!row) throw notFound('Template not found');
    for (const key of [row.imageKey, row.thumbKey, row.artKey])
      if (key && !/^https?:/i.test(key)) await c.var.deps.storage.delete(key).catch(() => {});
    return c.body(null, 204);
  });
