import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { userIdOf } from '../auth/session';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { checkContent, contentKind } from '../services/content-check/check-content';

const body = z.object({
  content: z.string().max(4000),
  type: contentKind.default('cover'),
});

describeRoute({
  method: 'post',
  path: '/api/content-policy',
  summary:
    'Content check of a cover or character description (> 10 characters): {approved, reason?, checked}',
  auth: 'user',
  body,
  response: z.object({ approved: z.boolean(), reason: z.string().optional(), checked: z.boolean() }),
});

/** The one content check the web uses for covers and characters (spec: content-policy). */
export const contentPolicyRoutes = new Hono<AppEnv>().post('/content-policy', async (c) => {
  await userIdOf(c);
  const { content, type } = await readJson(c, body);
  return c.json(await checkContent(c.var.deps, content, type));
});
