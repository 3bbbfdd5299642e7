import type { AddressInfo } from 'node:net';
import { testDatabases } from '@bookloom/db/testing';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

const pglite = testDatabases()[0]!;

/**
 * JSON bodies as Node serves them (readJson reads Node's stream, not a WHATWG Request; the body limit decides
 * from Content-Length): the same answers as before for good, bad, oversized and chunked bodies.
 */
describe('request bodies through a real Node server', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  let server: ReturnType<typeof serve>;
  let base: string;
  const fromNode: boolean[] = [];

  beforeAll(async () => {
    t = await createTestApp(pglite, { RATE_LIMIT: 'false' });
    cookie = await t.signUp('body-reader@example.com');
    // Records whether each request's body was read from Node's stream (readJson leaves it as rawBody).
    const fetchApp = async (req: Request, env: { incoming: { rawBody?: Buffer } }) => {
      const res = await t.app.fetch(req, env);
      fromNode.push(Boolean(env.incoming.rawBody));
      return res;
    };
    server = serve({ fetch: fetchApp as typeof t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await t?.close();
  });

  const patchMe = (body: string | ReadableStream, extra: Record<string, string> = {}) =>
    fetch(`${base}/api/me`, {
      method: 'PATCH',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json', ...extra },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted on, not typed.
  const json = async (res: Response): Promise<any> => res.json();
  const nameNow = async () => (await json(await fetch(`${base}/api/me`, { headers: { cookie } }))).name;
  const chunked = (...parts: string[]) =>
    new ReadableStream({
      start(controller) {
        for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
        controller.close();
      },
    });

  it('reads a JSON body (UTF-8, with or without a BOM) and a chunked one', async () => {
    expect((await patchMe(JSON.stringify({ name: 'Zoé Müller' }))).status).toBe(200);
    // Read from Node's stream, no WHATWG Request built for it.
    expect(fromNode.at(-1)).toBe(true);
    expect(await nameNow()).toBe('Zoé Müller');
    expect((await patchMe(`\uFEFF${JSON.stringify({ name: 'Ada Reyes' })}`)).status).toBe(200);
    expect(await nameNow()).toBe('Ada Reyes');
    const res = await patchMe(chunked('{"name":', '"Léo Chunk"}'));
    expect(res.status).toBe(200);
    expect(await nameNow()).toBe('Léo Chunk');
  });

  it('answers 400 invalid_json and 400 validation_error as before', async () => {
    const bad = await patchMe('{"name": ');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.code).toBe('invalid_json');
    const empty = await patchMe('');
    expect((await json(empty)).error.code).toBe('invalid_json');
    const invalid = await patchMe(JSON.stringify({ name: 'x'.repeat(101) }));
    expect(invalid.status).toBe(400);
    expect((await json(invalid)).error.code).toBe('validation_error');
  });

  it('refuses a body over 1 MB with 413, declared or chunked; the server keeps answering', async () => {
    const big = JSON.stringify({ name: 'a'.repeat(1024 * 1024) });
    const declared = await patchMe(big);
    expect(declared.status).toBe(413);
    expect((await json(declared)).error.code).toBe('payload_too_large');
    const streamed = await patchMe(chunked(big.slice(0, 600_000), big.slice(600_000)));
    expect(streamed.status).toBe(413);
    expect((await json(streamed)).error.code).toBe('payload_too_large');
    expect(await nameNow()).toBe('Léo Chunk');
  });

  it('leaves the body to better-auth, which reads the Request itself', async () => {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'body-reader@example.com', password: 'secret1' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/better-auth\.session_token=/);
  });
});
