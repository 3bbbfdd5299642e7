import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { currentUser } from '../auth/session';
import { notFound } from '../http/app-error';
import { assertSameSite } from '../http/csrf-guard';
import { devRoutesOpen } from '../http/dev-access';
import { payTestCheckout } from '../services/payments/pay-test-checkout';
import { packById } from '../services/payments/stripe-client';
import { checkoutPage, invalidCheckoutPage, langOf } from '../services/payments/test-checkout-page';
import { readTestSession } from '../services/payments/test-checkout-session';

/** Only without Stripe keys, and only where development routes are open (it grants credits for free). */
const guard = (c: Parameters<typeof devRoutesOpen>[0]) => {
  if (c.var.deps.env.STRIPE_SECRET_KEY || !devRoutesOpen(c)) throw notFound();
};

/** Mounted at /billing: the offline stand-in for Stripe's hosted checkout page. */
export const testCheckoutRoutes = new Hono<AppEnv>()
  .get('/test-checkout', async (c) => {
    guard(c);
    const lang = langOf(c.req.header('accept-language'));
    const token = c.req.query('session') ?? '';
    const s = await readTestSession(c.var.deps, token);
    const pack = s && packById(s.packageId);
    c.header('cache-control', 'no-store');
    if (!s || !pack) return c.html(invalidCheckoutPage(lang), 400);
    return c.html(checkoutPage(lang, pack, token));
  })
  .post('/test-checkout/pay', async (c) => {
    guard(c);
    // A mutation like any other: another site's form cannot make a signed-in buyer pay.
    assertSameSite(c);
    const form = await c.req.parseBody();
    const s = await readTestSession(c.var.deps, typeof form.session === 'string' ? form.session : '');
    // The session is the signed-in buyer's own: another browser holding the link gets nothing.
    const user = await currentUser(c);
    if (!s || !user || user.id !== s.userId)
      return c.html(invalidCheckoutPage(langOf(c.req.header('accept-language'))), 400);
    await payTestCheckout(c.var.deps, s);
    return c.redirect('/account?success=true', 303);
  });
