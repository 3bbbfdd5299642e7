import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { AppDeps } from '../../app-env';
import { handleStripeWebhook } from './handle-stripe-webhook';
import { PACK_CURRENCY, packById, packCents, webhookSecret } from './stripe-client';
import type { TestSession } from './test-checkout-session';

/** The event Stripe would send for a paid session, built from our own signed test session. */
export function completedEventFor(s: TestSession, now = Date.now()) {
  const pack = packById(s.packageId);
  const cents = pack ? packCents(pack) : 0;
  return {
    id: `evt_test_local_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(now / 1000),
    livemode: false,
    data: {
      object: {
        id: s.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: s.userId,
        metadata: { packageId: s.packageId },
        currency: PACK_CURRENCY,
        amount_subtotal: cents,
        amount_total: cents,
        payment_intent: null,
        livemode: false,
      },
    },
  };
}

/** Pay on the test checkout: a locally signed event through the very same webhook handler. */
export async function payTestCheckout(deps: AppDeps, s: TestSession) {
  const payload = JSON.stringify(completedEventFor(s));
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: await webhookSecret(deps) });
  return handleStripeWebhook(deps, payload, signature);
}
