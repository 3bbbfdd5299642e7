import { CREDIT_PACKS } from '@bookloom/core';
import { schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp } from '../testing/test-app';

describe.each(testDatabases())('test-mode checkout (no Stripe keys) on $name', (target) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' });
    buyer = await t.signUp('buyer@example.com');
    other = await t.signUp('other@example.com');
  });
  afterAll(async () => t?.close());

  const checkout = async (packageId = 'creator') => {
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: buyer,
      json: { packageId },
    });
    expect(res.status).toBe(200);
    const url = new URL((await res.json()).checkoutUrl);
    return { url, token: url.searchParams.get('session')! };
  };
  const pay = (token: string, cookie = buyer) =>
    t.request('/billing/test-checkout/pay', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: token }).toString(),
    });
  const credits = async (cookie = buyer) => (await (await t.request('/api/me', { cookie })).json()).credits;

  it('serves a clearly marked test checkout; Pay credits the pack once through the webhook handler', async () => {
    const { url, token } = await checkout();
    expect(url.pathname).toBe('/billing/test-checkout');
    const page = await t.request(url.pathname + url.search);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    // Without it the site's no-referrer policy makes the browser post Pay with `Origin: null` (refused).
    expect(html).toContain('<meta name="referrer" content="same-origin">');
    expect(html).toContain('Creator pack: 130 credits');
    expect(html).toContain('$29.99');
    const fr = await t.request(url.pathname + url.search, { headers: { 'accept-language': 'fr-FR,fr' } });
    expect(await fr.text()).toContain('MODE TEST');

    expect((await pay(token, other)).status).toBe(400);
    const paid = await pay(token);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/account?success=true');
    // A double click on Pay is the same session: credited once.
    expect((await pay(token)).status).toBe(303);
    expect(await credits()).toBe(230);
    expect(await credits(other)).toBe(100);
    const { items } = await (await t.request('/api/billing/purchases', { cookie: buyer })).json();
    expect(items).toEqual([
      expect.objectContaining({
        credits: 130,
        packageId: 'creator',
        amountTotal: 2999,
        currency: 'usd',
        refundedAt: null,
      }),
    ]);
  });

  it('refuses tampered or unknown sessions and forged webhooks', async () => {
    const { token } = await checkout('starter');
    const [body, mac] = token.split('.');
    const forged = `${Buffer.from(Buffer.from(body, 'base64url').toString().replace('starter', 'publisher')).toString('base64url')}.${mac}`;
    expect((await t.request(`/billing/test-checkout?session=${forged}`)).status).toBe(400);
    expect((await pay(forged)).status).toBe(400);
    expect((await pay('garbage')).status).toBe(400);
    const hook = await t.request('/api/stripe/webhook', {
      method: 'POST',
      body: '{"type":"checkout.session.completed"}',
    });
    expect(hook.status).toBe(400);
    expect(await credits()).toBe(230);
  });
  it('takes links from the configured origin, and Pay passes the same origin check as other mutations', async () => {
    // A forged Host header does not choose where the checkout (and its way back) points.
    const forged = await t.app.request(
      'http://evil.example/api/billing/checkout',
      {
        method: 'POST',
        headers: { cookie: buyer, 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ packageId: 'starter' }),
      },
      { remoteAddress: '127.0.0.1' },
    );
    expect(forged.status).toBe(200);
    const { checkoutUrl } = (await forged.json()) as { checkoutUrl: string };
    expect(new URL(checkoutUrl).origin).toBe('http://localhost:3000');

    const { token } = await checkout('starter');
    const before = await credits();
    const crossSite = (headers: Record<string, string>) =>
      t.app.request(
        'http://localhost:3000/billing/test-checkout/pay',
        {
          method: 'POST',
          headers: { cookie: buyer, 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams({ session: token }).toString(),
        },
        { remoteAddress: '127.0.0.1' },
      );
    expect((await crossSite({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await crossSite({ origin: 'null' })).status).toBe(403);
    expect((await crossSite({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await credits()).toBe(before);
    expect((await pay(token)).status).toBe(303);
    expect(await credits()).toBe(before + CREDIT_PACKS.find((p) => p.id === 'starter')!.credits);
  });

  it('is a development route: from another machine or through a proxy, no checkout, no page, no Pay', async () => {
    const { url, token } = await checkout('starter');
    const before = await credits();
    const sources: { remoteAddress?: string; headers?: Record<string, string> }[] = [
      { remoteAddress: '192.0.2.7' },
      { headers: { 'x-forwarded-for': '192.0.2.7' } },
    ];
    for (const { remoteAddress, headers } of sources) {
      const api = await t.request('/api/billing/checkout', {
        method: 'POST',
        cookie: buyer,
        json: { packageId: 'starter' },
        headers,
        remoteAddress,
      });
      expect(api.status).toBe(503);
      expect((await api.json()).error.code).toBe('payments_unavailable');
      expect((await t.request(url.pathname + url.search, { headers, remoteAddress })).status).toBe(404);
      const paid = await t.request('/billing/test-checkout/pay', {
        method: 'POST',
        cookie: buyer,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ session: token }).toString(),
        remoteAddress,
      });
      expect(paid.status).toBe(404);
    }
    expect(await credits()).toBe(before);
  });
});

describe.each(testDatabases().slice(0, 1))('checkout in production without Stripe keys', (target) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(target, {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-production-secret-of-32-characters!!',
      RATE_LIMIT: 'false',
    });
  });
  afterAll(async () => t?.close());

  it('has no test checkout: 503 from the API and 404 for the page', async () => {
    // In production a sign-up signs in only once the e-mail is confirmed: confirm it, then sign in.
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Prod', email: 'prod@example.com', password: 'secret12' },
    });
    await t.database.db
      .update(schema.user)
      .set({ emailVerified: true })
      .where(eq(schema.user.email, 'prod@example.com'));
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'prod@example.com', password: 'secret12' },
    });
    const cookie = cookieOf(signIn);
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie,
      json: { packageId: 'creator' },
    });
    expect(res.status).toBe(503);
    expect((await t.request('/billing/test-checkout?session=x')).status).toBe(404);
  });
});
