import { listCreationHistory, listTransactions, renameUser } from '@bookloom/db';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { displayName } from '../auth/display-name';
import { currentMe, currentUser, userIdOf } from '../auth/session';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';

const me = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
  credits: z.number(),
});
const patchMe = z.object({ name: displayName });
const txItem = z.object({
  id: z.string(),
  type: z.string(),
  description: z.string(),
  amount: z.number(),
  creditsAfter: z.number(),
  reference: z.string(),
  createdAt: z.string(),
});
const historyItem = z.object({
  id: z.string(),
  itemType: z.string(),
  itemId: z.string().nullable(),
  itemName: z.string(),
  creditsUsed: z.number(),
  createdAt: z.string(),
});

describeRoute({
  method: 'get',
  path: '/api/me',
  summary: 'The signed-in account and its credits',
  auth: 'user',
  response: me,
});
describeRoute({
  method: 'patch',
  path: '/api/me',
  summary: 'Change the display name',
  auth: 'user',
  body: patchMe,
  response: me,
});
describeRoute({
  method: 'get',
  path: '/api/me/usage',
  summary: 'The signed-in account’s credits',
  auth: 'user',
  response: z.object({ credits: z.number() }),
});
describeRoute({
  method: 'get',
  path: '/api/transactions',
  summary: 'Credits ledger, latest 50',
  auth: 'user',
  response: z.object({ items: z.array(txItem) }),
});
describeRoute({
  method: 'get',
  path: '/api/history',
  summary: 'Creation history, latest 50',
  auth: 'user',
  response: z.object({ items: z.array(historyItem) }),
});

export const meRoutes = new Hono<AppEnv>()
  // `?optional=1`: anonymous is an answer (null), not a 401 the browser logs as an error on every public page.
  .get('/me', async (c) =>
    c.req.query('optional') === '1' && !(await currentUser(c)) ? c.json(null) : c.json(await currentMe(c)),
  )
  .patch('/me', async (c) => {
    const { name } = await readJson(c, patchMe);
    await renameUser(c.var.deps.database.db, await userIdOf(c), name);
    return c.json(await currentMe(c));
  })
  .get('/me/usage', async (c) => {
    const { credits } = await currentMe(c);
    return c.json({ credits });
  })
  .get('/transactions', async (c) =>
    c.json({ items: await listTransactions(c.var.deps.database.db, await userIdOf(c)) }),
  )
  .get('/history', async (c) =>
    c.json({ items: await listCreationHistory(c.var.deps.database.db, await userIdOf(c)) }),
  );
