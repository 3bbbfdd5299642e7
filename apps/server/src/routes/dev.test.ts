import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { testDatabases } from '@bookloom/db/testing';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

const pglite = testDatabases()[0]!;
/** An address of this machine that is not loopback (to reach a server through a real non-loopback socket). */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('development routes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp(pglite, { RATE_LIMIT: 'false' });
    admin = await t.signUp('first@example.com'); // the first account is admin outside production
    user = await t.signUp('user@example.com');
  });
  afterAll(async () => t?.close());

  const addCredits = (init: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.request('/api/dev/add-credits', { method: 'POST', cookie: user, ...init });

  it('add credits on a loopback connection only, never through a proxy', async () => {
    expect((await addCredits()).status).toBe(200);
    expect((await addCredits({ remoteAddress: '::1' })).status).toBe(200);
    expect((await addCredits({ remoteAddress: '192.0.2.2' })).status).toBe(404);
    expect((await addCredits({ remoteAddress: '::ffff:10.1.2.3' })).status).toBe(404);
    expect((await addCredits({ headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
  });

  it('show the outbox to an admin only', async () => {
    expect((await t.request('/dev/outbox.json')).status).toBe(404);
    expect((await t.request('/dev/outbox', { cookie: user })).status).toBe(404);
    expect((await t.request('/dev/outbox.json', { cookie: admin, remoteAddress: '192.0.2.2' })).status).toBe(
      404,
    );
    const ok = await t.request('/dev/outbox.json', { cookie: admin });
    expect(ok.status).toBe(200);
    expect((await ok.json()).items.length).toBeGreaterThan(0);
    expect((await t.request('/dev/outbox', { cookie: admin })).status).toBe(200);
  });

  it.runIf(lanAddress)('answer 404 through a real socket from a non-loopback address', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '0.0.0.0' });
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    try {
      const post = (host: string) =>
        fetch(`http://${host}:${port}/api/dev/add-credits`, {
          method: 'POST',
          headers: { cookie: user, origin: 'http://localhost:3000' },
        });
      expect((await post(lanAddress!)).status).toBe(404);
      expect((await post('127.0.0.1')).status).toBe(200);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe.each([
  ['NODE_ENV=production', { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) }],
  ['HOST=0.0.0.0', { HOST: '0.0.0.0' }],
])('development routes with %s', (_, env) => {
  it('answer 404 even on loopback, to an admin', async () => {
    const t = await createTestApp(pglite, { RATE_LIMIT: 'false', ...env });
    try {
      const cookie = await t.signUp('first@example.com');
      expect((await t.request('/api/dev/add-credits', { method: 'POST', cookie })).status).toBe(404);
      expect((await t.request('/dev/outbox.json', { cookie })).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
