import type { AppDeps, SessionUser } from '../../app-env';
import { publicOrigin } from '../../env';
import { AppError } from '../../http/app-error';
import { PACK_CURRENCY, packById, packCents, stripeClient } from './stripe-client';
import { signTestSession } from './test-checkout-session';

const failed = () => new AppError(502, 'checkout_failed', 'Failed to create checkout session');

/**
 * A Stripe Checkout Session for one credit pack (payment mode, the user's id as client_reference_id),
 * or, without Stripe keys where development routes are open (`testCheckout`), our own clearly marked
 * test-mode checkout. It grants credits for free, so it follows the dev routes' rule: never in
 * production, on a non-loopback HOST or for a request from another machine.
 */
export async function createCheckout(
  deps: AppDeps,
  user: SessionUser,
  packageId: string,
  o: { testCheckout: boolean },
) {
  const pack = packById(packageId);
  if (!pack)
    throw new AppError(400, 'unknown_package', 'Unknown credit pack.', { packageId: 'Unknown credit pack' });
  // Where Stripe sends the buyer back: our configured public origin, never the request's Host or Origin
  // (a forged Host header must not turn our checkout into a redirect to someone else's site).
  const base = publicOrigin(deps.env).replace(/\/$/, '');
  const stripe = stripeClient(deps.env);
  if (!stripe) {
    if (!o.testCheckout)
      throw new AppError(503, 'payments_unavailable', 'Payments are not configured on this server.');
    const { token } = await signTestSession(deps, user.id, pack.id);
    return `${base}/billing/test-checkout?session=${encodeURIComponent(token)}`;
  }
  const session = await stripe.checkout.sessions
    .create({
      mode: 'payment',
      client_reference_id: user.id,
      customer_email: user.email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: PACK_CURRENCY,
            unit_amount: packCents(pack),
            product_data: { name: `Bookloom ${pack.name}: ${pack.credits} credits` },
          },
        },
      ],
      metadata: { packageId: pack.id },
      success_url: `${base}/account?success=true`,
      cancel_url: `${base}/pricing`,
    })
    .catch((e: unknown) => {
      deps.log.error('stripe checkout session failed', { err: String(e), pack: pack.id });
      throw failed();
    });
  if (!session.url) throw failed();
  return session.url;
}
