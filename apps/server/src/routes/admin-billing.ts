import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../auth/session';
import { describeRoute } from '../http/openapi-registry';
import { refundPurchase } from '../services/payments/refund-purchase';

describeRoute({
  method: 'post',
  path: '/api/admin/purchases/{reference}/refund',
  summary: 'Refund a credit pack bought in the last 30 days whose credits are unused (admin)',
  auth: 'admin',
  response: z.object({
    refunded: z.boolean(),
    alreadyRefunded: z.boolean(),
    creditsAfter: z.number(),
    providerRefundId: z.string().nullable(),
  }),
});

/** Mounted at /api/admin; 404 to everyone but admins. */
export const adminBillingRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post('/purchases/:reference/refund', async (c) =>
    c.json(await refundPurchase(c.var.deps, c.req.param('reference'))),
  );
