import { schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

describe.each(testDatabases())('landing covers on $name', (target) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' });
  });
  afterAll(async () => t?.close());

  it('lists the 6 newest gallery templates to anyone, never a user’s own', async () => {
    expect(await (await t.request('/api/landing/covers')).json()).toEqual({ covers: [] });
    const cookie = await t.signUp('owner@example.com');
    const { id: userId } = await (await t.request('/api/me', { cookie })).json();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await t.database.db.insert(schema.coverTemplates).values([
      ...Array.from({ length: 8 }, (_, i) => ({
        name: `Gallery ${i + 1}`,
        imageKey: `k${i}`,
        createdAt: day(i + 1),
      })),
      { name: 'Private upload', imageKey: 'mine', userId, createdAt: day(20) },
    ]);
    const res = await t.request('/api/landing/covers');
    expect(res.status).toBe(200);
    const { covers } = await res.json();
    expect(covers.map((c: { name: string }) => c.name)).toEqual([
      'Gallery 8',
      'Gallery 7',
      'Gallery 6',
      'Gallery 5',
      'Gallery 4',
      'Gallery 3',
    ]);
    expect(covers[0].imageUrl).toBe(`/api/templates/${covers[0].id}/image`);
  });
});
