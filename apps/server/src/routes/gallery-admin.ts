import { getCoverTemplateById } from '@bookloom/db';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../auth/session';
import { notFound } from '../http/app-error';
import { describeRoute } from '../http/openapi-registry';
import { GALLERY_VARIATIONS_JOB, SEED_GALLERY_TEMPLATES_JOB } from '../services/templates/job-names';

describeRoute({
  method: 'post',
  path: '/api/admin/gallery/reseed',
  summary: 'Redraw every seeded gallery cover with the current engine (202; admins only, 404 otherwise)',
  auth: 'admin',
});
describeRoute({
  method: 'post',
  path: '/api/admin/gallery/:id/variations',
  summary: 'Draw 4 variations of a gallery cover (202; admins only)',
  auth: 'admin',
});

/** Mounted at /api/admin/gallery: every route behind requireAdmin (404 to everyone else). */
export const galleryAdminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post('/reseed', async (c) => {
    const jobId = await c.var.deps.queue.send(
      SEED_GALLERY_TEMPLATES_JOB,
      { redraw: true },
      { singletonKey: `${SEED_GALLERY_TEMPLATES_JOB}:redraw` },
    );
    return c.json({ queued: jobId !== null, jobId }, 202);
  })
  .post('/:id/variations', async (c) => {
    const id = c.req.param('id');
    const t = await getCoverTemplateById(c.var.deps.database.db, id);
    if (!t || t.userId !== null) throw notFound();
    const jobId = await c.var.deps.queue.send(GALLERY_VARIATIONS_JOB, { templateId: id });
    return c.json({ queued: true, jobId, count: 4 }, 202);
  });
