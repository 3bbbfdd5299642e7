import { debitCredits, findPurchase, purchaseRefundReference } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { AppError, notFound } from '../../http/app-error';
import { stripeClient } from './stripe-client';

const REFUND_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Admin refund of a purchase within 30 days while its credits are unused: one debit row of its own
 * (the conditional debit never takes a balance below zero), then the money back through Stripe.
 * Run again after a Stripe failure, the ledger part is a no-op and Stripe's idempotency key holds.
 */
export async function refundPurchase(deps: AppDeps, reference: string, now = Date.now()) {
  const db = deps.database.db;
  const purchase = await findPurchase(db, reference);
  if (!purchase) throw notFound('Purchase not found.');
  if (now - purchase.createdAt.getTime() > REFUND_WINDOW_MS)
    throw new AppError(409, 'refund_window_closed', 'Purchases can only be refunded within 30 days.');
  const r = await debitCredits(db, {
    userId: purchase.userId,
    amount: purchase.amount,
    reference: purchaseRefundReference(reference),
    type: 'purchase_refund',
    description: `Refund: ${purchase.description}`,
    metadata: { purchase: reference },
  });
  if (!r.ok)
    throw new AppError(
      409,
      'credits_used',
      'The purchased credits have already been used, so this purchase cannot be refunded.',
    );
  const paymentIntent = (purchase.metadata as { paymentIntent?: string | null } | null)?.paymentIntent;
  const stripe = stripeClient(deps.env);
  let providerRefundId: string | null = null;
  if (stripe && paymentIntent) {
    const refund = await stripe.refunds
      .create({ payment_intent: paymentIntent }, { idempotencyKey: `bookloom-refund:${reference}` })
      .catch((e: unknown) => {
        deps.log.error('stripe refund failed', { err: String(e), reference });
        throw new AppError(
          502,
          'refund_failed',
          'Credits were reversed but Stripe refused the refund; try again.',
        );
      });
    providerRefundId = refund.id;
  }
  return { refunded: true, alreadyRefunded: r.duplicate, creditsAfter: r.creditsAfter, providerRefundId };
}
