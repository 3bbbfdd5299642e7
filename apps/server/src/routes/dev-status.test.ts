import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDatabases())('GET /api/dev/status on $name', (target) => {
  let t: App;
  let admin: string;
  let user: string;
  const tokenOf = async (cookie: string) =>
    (await (await t.request('/api/api-tokens', { method: 'POST', cookie, json: { name: 'Status' } })).json())
      .token as string;

  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    admin = await t.signUp('first@example.com');
    user = await t.signUp('user@example.com');
  });
  afterAll(async () => t?.close());

  it('answers 404 to anonymous callers, users and users’ tokens; an admin session or admin token gets the audit', async () => {
    expect((await t.request('/api/dev/status')).status).toBe(404);
    expect((await t.request('/api/dev/status', { cookie: user })).status).toBe(404);
    const userToken = await tokenOf(user);
    expect(
      (await t.request('/api/dev/status', { headers: { authorization: `Bearer ${userToken}` } })).status,
    ).toBe(404);
    const adminToken = await tokenOf(admin);
    const viaToken = await t.request('/api/dev/status', {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(viaToken.status).toBe(200);
  }, 60_000);

  it('checks the database, tables, storage, queue round trip, providers and every product route', async () => {
    const res = await t.request('/api/dev/status', { cookie: admin });
    expect(res.status).toBe(200);
    const s = await res.json();
    const byId = Object.fromEntries(s.checks.map((c: { id: string }) => [c.id, c]));
    for (const id of ['db', 'tables', 'storage', 'queue', 'providers'])
      expect(byId[id].status, id).toBe('YES');
    expect(byId.queue.notes).toMatch(/no-op job completed/);
    expect(byId.providers.notes).toMatch(/text builtin, image builtin/);
    // No gallery seeded in this test database: the check says so and the total is below 100 %.
    expect(byId.gallery).toMatchObject({ status: 'NO', notes: expect.stringMatching(/0 gallery templates/) });
    expect(s.functions).toEqual({ passed: 13, total: 13 });
    expect(s.percent).toBeLessThan(100);
    expect(s.percent).toBeGreaterThan(70);
    expect(s.live).toBe(false);
    // Names only: no setting's value ever appears.
    expect(JSON.stringify(s)).not.toMatch(/sk_|whsec_|secret/i);
  }, 60_000);
});
