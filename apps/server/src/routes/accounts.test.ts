import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp } from '../testing/test-app';

describe.each(testDatabases())('accounts API on $name', (target) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(target, { ADMIN_EMAILS: 'boss@example.com', RATE_LIMIT: 'false' });
  });
  afterAll(async () => t?.close());

  it('reports health and config, and serves an OpenAPI document', async () => {
    expect(await (await t.request('/api/health')).json()).toEqual({
      ok: true,
      db: target.name,
      version: '2.0.0',
    });
    const config = await (await t.request('/api/config')).json();
    // Tests run on the builtin engine: the web app says what offline pictures cannot do (issue 14).
    expect(config).toMatchObject({
      providers: { google: false, github: false },
      welcomeCredits: 100,
      offlineImages: true,
    });
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/me', '/api/transactions', '/api/health']),
    );
  });

  it('gives a new account 100 credits as a ledger row; the first account is admin, ADMIN_EMAILS once verified', async () => {
    const first = await t.signUp('first@example.com');
    const second = await t.signUp('second@example.com');
    const boss = await t.signUp('Boss@example.com');
    const me = async (cookie: string) => (await t.request('/api/me', { cookie })).json();
    expect(await me(first)).toMatchObject({ email: 'first@example.com', role: 'admin', credits: 100 });
    expect(await me(second)).toMatchObject({ role: 'user', credits: 100 });
    expect(await me(boss)).toMatchObject({ role: 'user' }); // unverified (auth/email-verification.test.ts)
    const tx = await (await t.request('/api/transactions', { cookie: second })).json();
    expect(tx.items).toEqual([
      expect.objectContaining({ type: 'welcome_bonus', amount: 100, creditsAfter: 100 }),
    ]);
    expect(await (await t.request('/api/history', { cookie: second })).json()).toEqual({ items: [] });
  });

  it('answers 401 with the error shape when anonymous, and hides admin routes with 404', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in.' } });
    const user = await t.signUp('plain@example.com');
    expect((await t.request('/api/admin/ping', { cookie: user })).status).toBe(404);
    expect((await t.request('/api/admin/ping')).status).toBe(404);
  });

  it('answers a wrong password exactly like an unknown e-mail', async () => {
    await t.signUp('known@example.com');
    const a = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'known@example.com', password: 'nope123' },
    });
    const b = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'ghost@example.com', password: 'nope123' },
    });
    expect(a.status).toBe(b.status);
    expect(await a.json()).toEqual(await b.json());
  });

  it('stores names as text, ignores unknown fields and validates', async () => {
    const cookie = await t.signUp('named@example.com');
    const ok = await t.request('/api/me', {
      method: 'PATCH',
      cookie,
      json: { name: '<img src=x onerror=alert(1)>', credits: 1e6, role: 'admin' },
    });
    expect(await ok.json()).toMatchObject({
      name: '<img src=x onerror=alert(1)>',
      credits: 100,
      role: 'user',
    });
    const bad = await t.request('/api/me', { method: 'PATCH', cookie, json: { name: '   ' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({
      code: 'validation_error',
      fields: { name: expect.any(String) },
    });
    const notJson = await t.request('/api/me', {
      method: 'PATCH',
      cookie,
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('rejects oversized bodies with 413 and unknown API paths with a JSON 404', async () => {
    const big = await t.request('/api/client-log', {
      method: 'POST',
      json: { kind: 'error', path: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(big.status).toBe(413);
    const missing = await t.request('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
  });

  it('resets a password through the e-mail link and signs the user in', async () => {
    await t.signUp('forgot@example.com', 'oldpass1');
    const req = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'forgot@example.com', redirectTo: '/reset-password' },
    });
    expect(req.status).toBe(200);
    const mail = (await t.outbox()).find((m) => m.to === 'forgot@example.com')!;
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const redirect = await t.request(new URL(link).pathname + new URL(link).search);
    const token = new URL(redirect.headers.get('location')!).searchParams.get('token')!;
    expect(redirect.headers.get('location')).toContain('/reset-password?token=');
    const short = await t.request('/api/password-reset/complete', {
      method: 'POST',
      json: { token, newPassword: '123' },
    });
    expect(short.status).toBe(400);
    const done = await t.request('/api/password-reset/complete', {
      method: 'POST',
      json: { token, newPassword: 'newpass1' },
    });
    expect(done.status).toBe(200);
    expect(await (await t.request('/api/me', { cookie: cookieOf(done) })).json()).toMatchObject({
      email: 'forgot@example.com',
    });
    const reused = await t.request('/api/password-reset/complete', {
      method: 'POST',
      json: { token, newPassword: 'other12' },
    });
    expect(reused.status).toBe(400);
    const oldPw = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'forgot@example.com', password: 'oldpass1' },
    });
    expect(oldPw.status).toBe(401);
  });

  it('accepts a bearer token as well as the cookie, and adds dev credits with a ledger row', async () => {
    await t.signUp('bearer@example.com');
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'bearer@example.com', password: 'secret1' },
    });
    const { token } = await signIn.json();
    const headers = { authorization: `Bearer ${token}` };
    const add = await t.request('/api/dev/add-credits', { method: 'POST', headers });
    expect(await add.json()).toEqual({ credits: 200 });
    const tx = await (await t.request('/api/transactions', { headers })).json();
    expect(tx.items.map((i: { type: string }) => i.type).sort()).toEqual(['dev_grant', 'welcome_bonus']);
  });
  it('serves cached answers without going stale: credits and sign-out take effect at once', async () => {
    const cookie = await t.signUp('cache@example.com');
    expect((await (await t.request('/api/me', { cookie })).json()).credits).toBe(100);
    await t.request('/api/dev/add-credits', { method: 'POST', cookie });
    expect((await (await t.request('/api/me', { cookie })).json()).credits).toBe(200);
    await t.request('/api/me', { method: 'PATCH', cookie, json: { name: 'Renamed' } });
    expect((await (await t.request('/api/me', { cookie })).json()).name).toBe('Renamed');
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });
});

describe('brute-force limits', () => {
  it('rate-limits repeated sign-in attempts with 429', async () => {
    const t = await createTestApp(testDatabases()[0]);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const r = await t.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: 'x@example.com', password: 'wrong12' },
        });
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});
