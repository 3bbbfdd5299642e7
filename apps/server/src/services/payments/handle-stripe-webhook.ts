import { creditCreditsGrouped } from '@bookloom/db';
import Stripe from 'stripe';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../http/app-error';
import { PACK_CURRENCY, packById, packCents, webhookSecret } from './stripe-client';

export type WebhookOutcome =
  | { status: 'credited' | 'duplicate'; userId: string; credits: number }
  | { status: 'ignored'; reason: string };

const badSignature = () => new AppError(400, 'invalid_signature', 'Invalid or missing Stripe signature.');

/**
 * POST /api/stripe/webhook and the test checkout both end here: the raw body is verified against the
 * webhook secret first, so a forged or altered event changes nothing.
 */
export async function handleStripeWebhook(
  deps: AppDeps,
  payload: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!signature) throw badSignature();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, await webhookSecret(deps));
  } catch {
    throw badSignature();
  }
  // Both events may arrive, in any order: each credits under the session id, so only the first counts.
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  )
    return fulfillCheckout(deps, event.data.object);
  return { status: 'ignored', reason: 'event_type' };
}

async function fulfillCheckout(deps: AppDeps, session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
  const ignore = (reason: string): WebhookOutcome => {
    deps.log.warn('stripe checkout not credited', { sessionId: session.id, reason });
    return { status: 'ignored', reason };
  };
  if (session.mode !== 'payment') return ignore('not_payment');
  // Delayed methods (bank debits) complete unpaid; their async_payment_succeeded event credits later.
  if (session.payment_status !== 'paid') return { status: 'ignored', reason: 'unpaid' };
  const pack = packById(session.metadata?.packageId);
  if (!pack) return ignore('unknown_pack');
  const userId = session.client_reference_id;
  if (!userId) return ignore('no_user');
  // Credits come from our pack table; the amount is only checked, so a session we did not price is refused.
  if (session.currency !== PACK_CURRENCY || session.amount_subtotal !== packCents(pack))
    return ignore('amount_mismatch');
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  // Grouped: a burst of deliveries shares one statement (decision 0032).
  const r = await creditCreditsGrouped(deps.database.db, {
    userId,
    amount: pack.credits,
    reference: session.id,
    type: 'credit_purchase',
    description: `${pack.name} pack: ${pack.credits} credits`,
    metadata: {
      packageId: pack.id,
      amountTotal: session.amount_total,
      currency: session.currency,
      paymentIntent,
      livemode: session.livemode,
    },
  });
  if (!r.ok) return ignore('unknown_user');
  if (!r.duplicate) deps.log.info('credit pack purchased', { userId, sessionId: session.id, pack: pack.id });
  return { status: r.duplicate ? 'duplicate' : 'credited', userId, credits: pack.credits };
}
