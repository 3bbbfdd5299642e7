import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BOOK } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
const [pglite] = testDatabases();

/** Cross-site requests (a foreign page's form or no-cors fetch) never reach a state-changing route. */
describe('CSRF guard', () => {
  let t: App;
  let cookie: string;
  const raw = async (
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) => {
    // A loopback socket, as the test app's own requests have (development routes answer only those).
    const res = await t.app.request(
      path,
      { ...init, headers: { cookie, ...init.headers } },
      {
        remoteAddress: '127.0.0.1',
      },
    );
    return res as Omit<Response, 'json'> & { json(): Promise<{ error: { code: string; message: string } }> };
  };
  const credits = async () => (await (await t.request('/api/me', { cookie })).json()).credits;
  const books = async () => (await (await t.request('/api/books', { cookie })).json()).books.length;

  beforeAll(async () => {
    t = await createTestApp(pglite, { RATE_LIMIT: 'false' });
    cookie = await t.signUp('victim@example.com');
  }, 60_000);
  afterAll(async () => t?.close());

  it('refuses text/plain forms and foreign origins: no book, no charge', async () => {
    const before = await credits();
    const form = await raw('/api/generate', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'text/plain' },
      body: JSON.stringify(TEST_BOOK),
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error.code).toBe('unsupported_media_type');
    const foreign = await raw('/api/generate', {
      method: 'POST',
      headers: { origin: 'http://evil.localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify(TEST_BOOK),
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe('cross_site_request');
    const fr = await raw('/api/dev/add-credits', {
      method: 'POST',
      headers: { origin: 'null', 'accept-language': 'fr-FR' },
    });
    expect(fr.status).toBe(403);
    expect((await fr.json()).error.message).toBe('Cette requête venait d’un autre site et a été refusée.');
    const noOrigin = await raw('/api/books/x', {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(noOrigin.status).toBe(403);
    const signOut = await raw('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(403);
    expect(await credits()).toBe(before);
    expect(await books()).toBe(0);
  });

  it('lets the app itself, same-origin fetches and non-browser clients through', async () => {
    const own = await raw('/api/dev/add-credits', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(own.status).toBe(200);
    const bodiless = await raw('/api/prompt-history/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(bodiless.status).toBe(404); // reached the route: no Content-Type needed without a body
    const untyped = await raw('/api/me', {
      method: 'PATCH',
      headers: { origin: 'http://localhost:3000', 'content-length': '17' },
      body: JSON.stringify({ name: 'Renamed' }),
    });
    expect(untyped.status).toBe(415);
    const sameSite = await raw('/api/dev/add-credits', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.status).toBe(200);
    const tool = await raw('/api/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ name: 'Renamed' }),
    });
    expect(tool.status).toBe(200);
    const webhook = await raw('/api/stripe/webhook', {
      method: 'POST',
      headers: { origin: 'https://stripe.example', 'content-type': 'text/plain' },
      body: 'raw',
    });
    // Past the guard: the webhook itself refuses the missing Stripe signature.
    expect(webhook.status).toBe(400);
    expect((await webhook.json()).error.code).not.toBe('cross_site_request');
  });

  it("keeps better-auth's own origin and callback checks on (it turns them off under test runners)", async () => {
    const evilCallback = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'victim@example.com', password: 'secret1', callbackURL: 'https://evil.example/steal' },
    });
    expect(evilCallback.status).toBe(403);
    // A spoofed Host makes the request look same-origin to us; better-auth still knows its own origins.
    const spoofed = await t.app.request('http://evil.test:3000/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: 'http://evil.test:3000', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(spoofed.status).toBe(403);
  });

  it('uses PUBLIC_URL as the only trusted origin in production', async () => {
    const { isTrustedOrigin, trustedApiOrigins } = await import('./csrf-guard');
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'https://books.example.com/app', PORT: 3000 } as const;
    expect(trustedApiOrigins(env as never, 'http://attacker-host')).toEqual(['https://books.example.com']);
    expect(isTrustedOrigin(env as never, 'https://books.example.com', 'http://books.example.com/api/x')).toBe(
      true,
    );
    expect(isTrustedOrigin(env as never, 'https://evil.example', 'http://evil.example/api/x')).toBe(false);
    // No PUBLIC_URL behind a TLS proxy: the same host counts; another host or port does not.
    const bare = { NODE_ENV: 'production', PORT: 3000 } as const;
    expect(
      isTrustedOrigin(bare as never, 'https://books.example.com', 'http://books.example.com/api/x'),
    ).toBe(true);
    expect(
      isTrustedOrigin(bare as never, 'https://books.example.com:8443', 'http://books.example.com/x'),
    ).toBe(false);
    expect(isTrustedOrigin(bare as never, 'null', 'http://books.example.com/x')).toBe(false);
  });
});
