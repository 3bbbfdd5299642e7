import { debitCredits } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../testing/fake-stripe';
import { createTestApp } from '../testing/test-app';

const SECRET = 'whsec_test_secret_for_bookloom_tests';

/** A checkout.session.completed event as Stripe sends it, for a pack priced from our table. */
function sessionEvent(o: {
  sessionId: string;
  userId: string;
  packageId?: string;
  cents?: number;
  type?: string;
  paid?: boolean;
}) {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: o.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: o.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: o.paid === false ? 'unpaid' : 'paid',
        client_reference_id: o.userId,
        metadata: { packageId: o.packageId ?? 'creator' },
        currency: 'usd',
        amount_subtotal: o.cents ?? 2999,
        amount_total: o.cents ?? 2999,
        payment_intent: `pi_${o.sessionId}`,
      },
    },
  });
}
const sign = (payload: string, secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe.each(testDatabases())('Stripe checkout and webhook on $name', (target) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let buyer: string;
  let buyerId: string;
  let admin: string;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(target, {
      RATE_LIMIT: 'false',
      STRIPE_SECRET_KEY: 'sk_test_bookloom',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stripe.url,
    });
    admin = await t.signUp('admin@example.com');
    buyer = await t.signUp('buyer@example.com');
    buyerId = (await (await t.request('/api/me', { cookie: buyer })).json()).id;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const deliver = (payload: string, signature: string | null = sign(payload)) =>
    t.request('/api/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    });
  const me = async (cookie = buyer) => (await t.request('/api/me', { cookie })).json();
  const purchases = async (cookie = buyer) =>
    (await (await t.request('/api/billing/purchases', { cookie })).json()).items;

  it('creates a Checkout Session through the stripe package: payment mode, user, pack, URLs', async () => {
    expect(
      (await t.request('/api/billing/checkout', { method: 'POST', json: { packageId: 'creator' } })).status,
    ).toBe(401);
    const bad = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: buyer,
      json: { packageId: 'gold' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('unknown_package');
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: buyer,
      json: { packageId: 'creator' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).checkoutUrl).toMatch(
      /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/,
    );
    const sent = stripe.requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_bookloom');
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: buyerId,
      'metadata[packageId]': 'creator',
      'line_items[0][price_data][unit_amount]': '2999',
      'line_items[0][price_data][currency]': 'usd',
      success_url: 'http://localhost:3000/account?success=true',
      cancel_url: 'http://localhost:3000/pricing',
    });
    stripe.failNext();
    const failed = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: buyer,
      json: { packageId: 'starter' },
    });
    expect(failed.status).toBe(502);
    expect((await failed.json()).error.message).toBe('Failed to create checkout session');
  });

  it('refuses forged, unsigned and altered events; nothing is credited', async () => {
    const payload = sessionEvent({ sessionId: 'cs_forged', userId: buyerId });
    expect((await deliver(payload, null)).status).toBe(400);
    expect((await deliver(payload, sign(payload, 'whsec_someone_else'))).status).toBe(400);
    const altered = payload.replace('"creator"', '"publisher"');
    expect((await deliver(altered, sign(payload))).status).toBe(400);
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(payload, old)).status).toBe(400);
    expect((await me()).credits).toBe(100);
    expect(await purchases()).toEqual([]);
  });

  it('credits a paid session once across 10 sequential and 10 concurrent deliveries', async () => {
    const payload = sessionEvent({ sessionId: 'cs_test_once', userId: buyerId });
    for (let i = 0; i < 10; i++) expect((await deliver(payload)).status).toBe(200);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(concurrent.map((r) => r.status)).toEqual(Array(10).fill(200));
    // The async-payment event for the same session, arriving after, changes nothing either.
    await deliver(
      sessionEvent({
        sessionId: 'cs_test_once',
        userId: buyerId,
        type: 'checkout.session.async_payment_succeeded',
      }),
    );
    expect((await me()).credits).toBe(230);
    const rows = (await (await t.request('/api/transactions', { cookie: buyer })).json()).items;
    expect(rows.filter((r: { type: string }) => r.type === 'credit_purchase')).toEqual([
      expect.objectContaining({ amount: 130, creditsAfter: 230, reference: 'cs_test_once' }),
    ]);
  });

  it('credits 10 concurrent first deliveries of a new session once', async () => {
    const payload = sessionEvent({
      sessionId: 'cs_test_race',
      userId: buyerId,
      packageId: 'starter',
      cents: 999,
    });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await (await deliver(payload)).json()).status),
    );
    expect(statuses.filter((s) => s === 'credited')).toHaveLength(1);
    expect((await me()).credits).toBe(270);
  });

  it('ignores unpaid sessions, wrong amounts, unknown packs and unknown users (answered 200, nothing credited)', async () => {
    const cases = [
      sessionEvent({ sessionId: 'cs_unpaid', userId: buyerId, paid: false }),
      sessionEvent({ sessionId: 'cs_cheap', userId: buyerId, cents: 1 }),
      sessionEvent({ sessionId: 'cs_gold', userId: buyerId, packageId: 'gold' }),
      sessionEvent({ sessionId: 'cs_ghost', userId: 'no-such-user' }),
      JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } }),
    ];
    for (const p of cases) {
      const res = await deliver(p);
      expect(res.status).toBe(200);
      expect((await res.json()).status).toBe('ignored');
    }
    expect((await me()).credits).toBe(270);
  });

  it('lets an admin refund an unused purchase once, through Stripe; others get 404', async () => {
    const path = '/api/admin/purchases/cs_test_once/refund';
    expect((await t.request(path, { method: 'POST', cookie: buyer })).status).toBe(404);
    const res = await t.request(path, { method: 'POST', cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ refunded: true, alreadyRefunded: false, creditsAfter: 140 });
    const refundCall = stripe.requests.at(-1)!;
    expect(refundCall.path).toBe('/v1/refunds');
    expect(refundCall.form.get('payment_intent')).toBe('pi_cs_test_once');
    expect(refundCall.headers['idempotency-key']).toBe('bookloom-refund:cs_test_once');
    expect(await (await t.request(path, { method: 'POST', cookie: admin })).json()).toMatchObject({
      alreadyRefunded: true,
      creditsAfter: 140,
    });
    expect((await me()).credits).toBe(140);
    const list = await purchases();
    expect(list.find((p: { reference: string }) => p.reference === 'cs_test_once').refundedAt).not.toBeNull();
    expect(
      (await t.request('/api/admin/purchases/cs_nope/refund', { method: 'POST', cookie: admin })).status,
    ).toBe(404);
  });

  it('refuses to refund credits already spent, never going below zero', async () => {
    const payload = sessionEvent({
      sessionId: 'cs_spent',
      userId: buyerId,
      packageId: 'publisher',
      cents: 14999,
    });
    await deliver(payload);
    expect((await me()).credits).toBe(890);
    const res = await t.request('/api/admin/purchases/cs_test_race/refund', {
      method: 'POST',
      cookie: admin,
    });
    expect(res.status).toBe(200);
    // 850 left, the 750 publisher credits are there: refundable. Spend them, then it is not.
    await debitCredits(t.database.db, {
      userId: buyerId,
      amount: 750,
      reference: 'spent-test',
      type: 'book_generation',
      description: 'spent',
    });
    const spent = await t.request('/api/admin/purchases/cs_spent/refund', { method: 'POST', cookie: admin });
    expect(spent.status).toBe(409);
    expect((await spent.json()).error.code).toBe('credits_used');
    expect((await me()).credits).toBe(100);
  });
});
