import { requiredText } from '@bookloom/core';
import { createApiToken, listApiTokens, MAX_API_TOKENS, revokeApiToken } from '@bookloom/db';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { userIdOf } from '../auth/session';
import { AppError, notFound } from '../http/app-error';
import { pick } from '../http/localized';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';

const createBody = z.object({ name: requiredText({ label: 'Token name', max: 60 }) });
const tokenInfo = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scope: z.enum(['export']),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

describeRoute({
  method: 'get',
  path: '/api/api-tokens',
  summary: "The user's export API tokens (never the tokens themselves)",
  auth: 'user',
  response: z.object({ tokens: z.array(tokenInfo) }),
});
describeRoute({
  method: 'post',
  path: '/api/api-tokens',
  summary: 'Create an export-only API token (201); `token` is shown this once and stored hashed',
  auth: 'user',
  body: createBody,
  response: z.object({ token: z.string(), info: tokenInfo }),
});
describeRoute({
  method: 'delete',
  path: '/api/api-tokens/:id',
  summary: 'Revoke an API token (204)',
  auth: 'user',
});

const asJson = (t: Awaited<ReturnType<typeof listApiTokens>>[number]) => ({
  ...t,
  createdAt: t.createdAt.toISOString(),
  lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
});

/** Scoped tokens for the export API (/export-api), managed in /account. */
export const apiTokenRoutes = new Hono<AppEnv>()
  .get('/api-tokens', async (c) => {
    const tokens = await listApiTokens(c.var.deps.database.db, await userIdOf(c));
    return c.json({ tokens: tokens.map(asJson) });
  })
  .post('/api-tokens', async (c) => {
    const userId = await userIdOf(c);
    const { name } = await readJson(c, createBody);
    const { db } = c.var.deps.database;
    if ((await listApiTokens(db, userId)).length >= MAX_API_TOKENS)
      throw new AppError(
        409,
        'too_many_tokens',
        pick(c, {
          en: `You can have at most ${MAX_API_TOKENS} API tokens. Revoke one first.`,
          fr: `Vous pouvez avoir au plus ${MAX_API_TOKENS} jetons d’API. Révoquez-en un d’abord.`,
        }),
      );
    const made = await createApiToken(db, userId, name, 'export');
    c.header('Cache-Control', 'no-store');
    return c.json({ token: made.token, info: asJson(made.info) }, 201);
  })
  .delete('/api-tokens/:id', async (c) => {
    if (!(await revokeApiToken(c.var.deps.database.db, await userIdOf(c), c.req.param('id'))))
      throw notFound();
    return c.body(null, 204);
  });
