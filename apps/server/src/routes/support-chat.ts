import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { currentUser } from '../auth/session';
import { clientAddress } from '../http/client-address';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { answerSupportChat, chatBody } from '../services/support/answer-support-chat';

describeRoute({
  method: 'post',
  path: '/api/support/chat',
  summary: 'Ask the support assistant; answers come from Bookloom’s help pages and cite the one used',
  auth: 'none',
  body: chatBody,
  response: z.object({
    reply: z.string(),
    timestamp: z.string(),
    threadId: z.string(),
    source: z.object({ title: z.string(), url: z.string() }),
  }),
});

export const supportChatRoutes = new Hono<AppEnv>().post('/support/chat', async (c) => {
  const body = await readJson(c, chatBody);
  const user = await currentUser(c);
  return c.json(
    await answerSupportChat(c.var.deps, body, {
      ip: clientAddress(c, c.var.deps.env.TRUST_PROXY),
      userId: user?.id ?? null,
    }),
  );
});
