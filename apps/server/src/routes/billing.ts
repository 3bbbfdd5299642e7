import { listPurchases } from '@bookloom/db';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { currentUser, userIdOf } from '../auth/session';
import { unauthorized } from '../http/app-error';
import { devRoutesOpen } from '../http/dev-access';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { createCheckout } from '../services/payments/create-checkout';
import { handleStripeWebhook } from '../services/payments/handle-stripe-webhook';

const checkoutBody = z.object({ packageId: z.string().max(40) });
const purchase = z.object({
  id: z.string(),
  reference: z.string(),
  credits: z.number(),
  packageId: z.string().nullable(),
  amountTotal: z.number().nullable(),
  currency: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});

describeRoute({
  method: 'post',
  path: '/api/billing/checkout',
  summary: 'Start buying a credit pack: a Stripe Checkout Session (or the test-mode checkout) URL',
  auth: 'user',
  body: checkoutBody,
  response: z.object({ checkoutUrl: z.string() }),
});
describeRoute({
  method: 'get',
  path: '/api/billing/purchases',
  summary: 'The credit packs this account bought, latest first',
  auth: 'user',
  response: z.object({ items: z.array(purchase) }),
});
describeRoute({
  method: 'post',
  path: '/api/stripe/webhook',
  summary: 'Stripe events (raw body, verified with the Stripe-Signature header)',
  auth: 'none',
  response: z.object({ received: z.boolean(), status: z.string() }),
});

export const billingRoutes = new Hono<AppEnv>()
  .post('/billing/checkout', async (c) => {
    const user = await currentUser(c);
    if (!user) throw unauthorized();
    const { packageId } = await readJson(c, checkoutBody);
    return c.json({
      checkoutUrl: await createCheckout(c.var.deps, user, packageId, { testCheckout: devRoutesOpen(c) }),
    });
  })
  .get('/billing/purchases', async (c) =>
    c.json({ items: await listPurchases(c.var.deps.database.db, await userIdOf(c)) }),
  )
  // Called by Stripe (no session, no Origin): the signature over the exact raw body is the only check.
  .post('/stripe/webhook', async (c) => {
    const outcome = await handleStripeWebhook(
      c.var.deps,
      await c.req.text(),
      c.req.header('stripe-signature'),
    );
    return c.json({ received: true, status: outcome.status });
  });
