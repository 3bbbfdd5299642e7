import { deleteGalleryCharacter, listGalleryCharactersForAdmin } from '@bookloom/db';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../auth/session';
import { notFound } from '../http/app-error';
import { requestLanguage } from '../http/localized';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import {
  catalogueStatus,
  massCharactersBody,
  startMassCharacters,
} from '../services/admin-characters/mass-characters';
import { characterPrefix } from '../services/characters/character-keys';

describeRoute({
  method: 'get',
  path: '/api/admin/characters',
  summary:
    'The 60-name mass catalogue (which exist), whether a run is going, and the gallery characters (admins only)',
  auth: 'admin',
});
describeRoute({
  method: 'post',
  path: '/api/admin/characters/generate',
  summary: 'Start the mass character generator (202; 409 mass_run_active while one runs; admins only)',
  auth: 'admin',
  body: massCharactersBody('en'),
});
describeRoute({
  method: 'delete',
  path: '/api/admin/characters/:id',
  summary: 'Delete a gallery character with its pictures and files (204; admins only)',
  auth: 'admin',
});

/** Mounted at /api/admin/characters: every route behind requireAdmin (404 to everyone else). */
export const adminCharacterRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const status = await catalogueStatus(c.var.deps);
    const gallery = await listGalleryCharactersForAdmin(c.var.deps.database.db, 100);
    return c.json({
      ...status,
      characters: gallery.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })),
    });
  })
  .post('/generate', async (c) => {
    const lang = requestLanguage(c);
    const body = await readJson(c, massCharactersBody(lang));
    return c.json(await startMassCharacters(c.var.deps, body, lang), 202);
  })
  .delete('/:id', async (c) => {
    const row = await deleteGalleryCharacter(c.var.deps.database.db, c.req.param('id'));
    if (!row) throw notFound('Character not found');
    await c.var.deps.storage.deletePrefix(characterPrefix(row.id));
    return c.body(null, 204);
  });
