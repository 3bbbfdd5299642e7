import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

describe.each(testDatabases().slice(0, 1))('GET /api/me?optional=1 on $name', (target) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' });
  });
  afterAll(async () => t?.close());

  it('answers null (200) when anonymous, so public pages log no 401; plain /api/me still 401s', async () => {
    const anon = await t.request('/api/me?optional=1');
    expect(anon.status).toBe(200);
    expect(await anon.json()).toBeNull();
    expect((await t.request('/api/me')).status).toBe(401);
    const cookie = await t.signUp('me@example.com');
    expect(await (await t.request('/api/me?optional=1', { cookie })).json()).toMatchObject({
      email: 'me@example.com',
    });
  });
});
