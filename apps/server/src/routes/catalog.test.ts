import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

describe('catalog API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]);
  });
  afterAll(async () => t?.close());

  it('estimates with the charging function: 30 + 5 × pages, +25 for high quality', async () => {
    expect((await (await t.request('/api/estimate?pages=8')).json()).credits).toBe(70);
    expect((await (await t.request('/api/estimate?pages=20&quality=high')).json()).credits).toBe(155);
    expect((await (await t.request('/api/estimate')).json()).credits).toBe(70);
  });

  it('rejects pages outside 4–50 and unknown types with field errors', async () => {
    for (const q of ['pages=3', 'pages=51', 'pages=abc', 'type=cookbook', 'quality=ultra']) {
      const res = await t.request(`/api/estimate?${q}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).error.code).toBe('validation_error');
    }
  });

  it('publishes limits and KDP presets', async () => {
    const limits = await (await t.request('/api/limits')).json();
    expect(limits.pages).toEqual({ min: 4, max: 50, default: 8 });
    expect(limits.packs).toHaveLength(4);
    const presets = await (await t.request('/api/kdp-presets')).json();
    expect(presets.trimSizes.map((s: { value: string }) => s.value)).toContain('8.5x8.5');
    expect(presets.categories).toHaveLength(25);
  });
});
