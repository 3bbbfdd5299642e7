import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { currentUser } from '../auth/session';
import { clientAddress } from '../http/client-address';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { contactBody, submitContact } from '../services/support/submit-contact';

describeRoute({
  method: 'post',
  path: '/api/contact',
  summary: 'Send a message to support: stored as a ticket and mailed (rate limited per address and e-mail)',
  auth: 'none',
  body: contactBody,
  response: z.object({ ticketId: z.string() }),
});

export const contactRoutes = new Hono<AppEnv>().post('/contact', async (c) => {
  const body = await readJson(c, contactBody);
  const user = await currentUser(c);
  const ticketId = await submitContact(c.var.deps, body, {
    ip: clientAddress(c, c.var.deps.env.TRUST_PROXY),
    userId: user?.id ?? null,
  });
  return c.json({ ticketId });
});
