import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyBook, generateCompletedBook } from '../testing/completed-book';
import { cookieOf, createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
const EXPORT_COST = 15;

const meOf = async (t: App, cookie: string) => (await t.request('/api/me', { cookie })).json();

/** Signs up, creates an export API token in the account and returns both (and the session token). */
async function signUpWithToken(t: App, email: string) {
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: 'Tool User', email, password: 'secret1' },
  });
  const cookie = cookieOf(res as unknown as Response);
  const made = await t.request('/api/api-tokens', { method: 'POST', cookie, json: { name: 'My tool' } });
  expect(made.status).toBe(201);
  const { token } = await made.json();
  return { cookie, token: token as string, sessionToken: res.headers.get('set-auth-token') ?? '' };
}

/** The export API for tools (/export-api): CORS, bearer tokens only, signed download links. */
describe.each(testDatabases())('export API on $name', (target) => {
  let t: App;
  let bookId: string;
  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    bookId = await generateCompletedBook(t, await t.signUp('exporter@example.com'));
  }, 120_000);
  afterAll(async () => t?.close());

  it('description, health, CORS preflight, bearer only, signed links valid, tampered and expired', async () => {
    const root = await (await t.request('/export-api')).json();
    expect(root).toMatchObject({ name: 'Bookloom Export API', version: expect.any(String) });
    expect(root.endpoints.map((e: { path: string }) => e.path)).toContain('/export-api/export');
    expect(await (await t.request('/export-api/health')).json()).toMatchObject({ ok: true });
    expect((await t.request('/export-api/nothing-here')).status).toBe(404);
    const openapi = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/api/books/{id}/export', '/api/exports/{id}/download', '/export-api/export']),
    );

    const pre = await t.request('/export-api/export', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://tools.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('authorization,content-type');

    const tool = await signUpWithToken(t, 'tool@example.com');
    expect(tool.token).not.toBe('');
    const call = (json: unknown, authorization?: string, cookie?: string) =>
      t.request('/export-api/export', {
        method: 'POST',
        json,
        cookie,
        headers: authorization ? { authorization } : {},
      });

    const anonymous = await call({ bookId, format: 'pdf' }, undefined, tool.cookie);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please log in.', detail: { code: 'unauthorized' } });
    const forged = await call({ bookId, format: 'pdf' }, 'Bearer not-a-real-token');
    expect(forged.status).toBe(401);
    expect((await forged.json()).error).toBe('Invalid API token. Create one in your account settings.');
    // A 30-day session token is not an API token.
    expect(tool.sessionToken).not.toBe('');
    expect((await call({ bookId, format: 'pdf' }, `Bearer ${tool.sessionToken}`)).status).toBe(401);
    const notMine = await call({ bookId, format: 'pdf' }, `Bearer ${tool.token}`);
    expect(notMine.status).toBe(404);
    expect(notMine.headers.get('access-control-allow-origin')).toBe('*');
    expect(await notMine.json()).toEqual({ error: 'Book not found', detail: { code: 'not_found' } });
    const badFormat = await call({ bookId, format: 'kindle-cover' }, `Bearer ${tool.token}`);
    expect(badFormat.status).toBe(400);
    expect((await badFormat.json()).detail.fields).toHaveProperty('format');

    const me = await meOf(t, tool.cookie);
    const unfinished = await copyBook(t, bookId, me.id, { status: 'generating' });
    const early = await call({ bookId: unfinished, format: 'epub' }, `Bearer ${tool.token}`);
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe('Book is not completed yet');

    const own = await copyBook(t, bookId, me.id);
    const ok = await t.request('/export-api/export', {
      method: 'POST',
      json: { bookId: own, format: 'epub' },
      headers: { authorization: `Bearer ${tool.token}`, host: 'attacker.example' },
    });
    expect(ok.status).toBe(200);
    const made = await ok.json();
    expect(made).toMatchObject({ charged: EXPORT_COST, fileName: 'rex-and-the-volcano.epub' });
    expect((await meOf(t, tool.cookie)).credits).toBe(100 - EXPORT_COST);
    const url = new URL(made.downloadUrl);
    expect(url.origin).toBe('http://localhost:3000'); // the app's own, never the Host header
    expect(url.pathname).toMatch(/^\/api\/exports\/[0-9a-f-]{36}\/download$/);
    const exp = Number(url.searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const signed = await t.request(`${url.pathname}${url.search}`); // no session
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('application/epub+zip');
    expect(signed.headers.get('content-disposition')).toContain('attachment');
    expect((await signed.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const sig = url.searchParams.get('sig') ?? '';
    const tamperedSig = `${url.pathname}?exp=${exp}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.request(tamperedSig)).status).toBe(404);
    expect((await t.request(`${url.pathname}?exp=${exp + 3600}&sig=${sig}`)).status).toBe(404);
    const otherId = `/api/exports/00000000-0000-4000-8000-000000000000/download?exp=${exp}&sig=${sig}`;
    expect((await t.request(otherId)).status).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60_000);
      const late = await t.request(`${url.pathname}${url.search}`);
      expect(late.status).toBe(410);
      expect((await late.json()).error.code).toBe('link_expired');
    } finally {
      vi.useRealTimers();
    }

    const again = await call({ bookId: own, format: 'epub' }, `Bearer ${tool.token}`);
    expect((await again.json()).charged).toBe(0);
    expect((await meOf(t, tool.cookie)).credits).toBe(100 - EXPORT_COST);

    // Tokens are listed without their secret, and a revoked one stops working at once.
    const list = await (await t.request('/api/api-tokens', { cookie: tool.cookie })).json();
    expect(list.tokens).toEqual([expect.objectContaining({ name: 'My tool', scope: 'export' })]);
    expect(JSON.stringify(list)).not.toContain(tool.token);
    const id = list.tokens[0].id;
    const owner = await t.signUp('other-owner@example.com');
    expect((await t.request(`/api/api-tokens/${id}`, { method: 'DELETE', cookie: owner })).status).toBe(404);
    expect((await t.request(`/api/api-tokens/${id}`, { method: 'DELETE', cookie: tool.cookie })).status).toBe(
      204,
    );
    expect((await call({ bookId: own, format: 'epub' }, `Bearer ${tool.token}`)).status).toBe(401);
  }, 120_000);
});
