import { getStoryRun, listStoryRuns, type StoryRunRow, setSamplePublic } from '@bookloom/db';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { requireAdmin, userIdOf } from '../auth/session';
import { notFound } from '../http/app-error';
import { requestLanguage } from '../http/localized';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { massStoryBody } from '../services/samples/mass-story-schema';
import { deleteSample, listAllSamples, sampleSummary } from '../services/samples/read-samples';
import { startMassStories } from '../services/samples/start-mass-stories';

const run = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  total: z.number(),
  generated: z.number(),
  failed: z.number(),
  error: z.string().nullable(),
  request: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
const toRun = (r: StoryRunRow) => ({
  id: r.id,
  status: r.status,
  total: r.total,
  generated: r.generated,
  failed: r.failed,
  error: r.error,
  request: r.request,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

describeRoute({
  method: 'post',
  path: '/api/admin/samples/generate',
  summary: 'Start a mass story run (202; 409 mass_run_active while one runs; admins only)',
  auth: 'admin',
  body: massStoryBody('en'),
  response: z.object({ runId: z.string(), total: z.number() }),
});
describeRoute({
  method: 'get',
  path: '/api/admin/samples/runs',
  summary: 'The latest 20 mass story runs (admins only)',
  auth: 'admin',
  response: z.object({ runs: z.array(run) }),
});
describeRoute({
  method: 'get',
  path: '/api/admin/samples/runs/:id',
  summary: 'One mass story run with its progress (admins only)',
  auth: 'admin',
  response: z.object({ run }),
});
describeRoute({
  method: 'get',
  path: '/api/admin/samples',
  summary: 'Every sample book, published or not (admins only)',
  auth: 'admin',
  response: z.object({ books: z.array(sampleSummary) }),
});
describeRoute({
  method: 'post',
  path: '/api/admin/samples/:id/publish',
  summary: 'Show a sample book in /book-gallery (admins only)',
  auth: 'admin',
});
describeRoute({
  method: 'post',
  path: '/api/admin/samples/:id/unpublish',
  summary: 'Hide a sample book from /book-gallery (admins only)',
  auth: 'admin',
});
describeRoute({
  method: 'delete',
  path: '/api/admin/samples/:id',
  summary: 'Delete a sample book with its pictures and files (204; admins only)',
  auth: 'admin',
});

async function publish(c: Context<AppEnv>, isPublic: boolean) {
  if (!(await setSamplePublic(c.var.deps.database.db, c.req.param('id') ?? '', isPublic))) throw notFound();
  return c.json({ ok: true, isPublic });
}

/** Mounted at /api/admin/samples: every route behind requireAdmin (404 to everyone else). */
export const adminSampleRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post('/generate', async (c) => {
    const lang = requestLanguage(c);
    const body = await readJson(c, massStoryBody(lang));
    return c.json(await startMassStories(c.var.deps, await userIdOf(c), body, lang), 202);
  })
  .get('/runs', async (c) => c.json({ runs: (await listStoryRuns(c.var.deps.database.db, 20)).map(toRun) }))
  .get('/runs/:id', async (c) => {
    const r = await getStoryRun(c.var.deps.database.db, c.req.param('id'));
    if (!r) throw notFound();
    return c.json({ run: toRun(r) });
  })
  .get('/', async (c) => c.json({ books: await listAllSamples(c.var.deps) }))
  .post('/:id/publish', (c) => publish(c, true))
  .post('/:id/unpublish', (c) => publish(c, false))
  .delete('/:id', async (c) => {
    await deleteSample(c.var.deps, c.req.param('id'));
    return c.body(null, 204);
  });
