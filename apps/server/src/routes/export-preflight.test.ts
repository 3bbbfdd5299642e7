import { testDatabases } from '@bookloom/db/testing';
import type * as engine from '@bookloom/export';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCompletedBook } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';

// The real engine builds the file; this wrapper then adds one preflight error, as a PDF that broke a
// KDP rule would carry, so the refusal path can be driven through the route.
let breakPreflight = false;
vi.mock('@bookloom/export', async (original) => {
  const real = await original<typeof engine>();
  return {
    ...real,
    exportBook: async (...args: Parameters<typeof real.exportBook>) => {
      const r = await real.exportBook(...args);
      if (!breakPreflight || !r.preflight) return r;
      const finding = {
        severity: 'error' as const,
        code: 'image-dpi',
        message: 'Image below 300 DPI',
        page: 3,
      };
      return { ...r, preflight: { ...r.preflight, ok: false, findings: [...r.preflight.findings, finding] } };
    },
  };
});

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDatabases())('an export that fails preflight on $name', (target) => {
  let t: App;
  let cookie: string;
  let bookId: string;
  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    cookie = await t.signUp('preflight@example.com');
    bookId = await generateCompletedBook(t, cookie);
  }, 120_000);
  afterAll(async () => t?.close());

  it('is refused with 422 and its findings; nothing is charged or stored; a clean one then costs 15', async () => {
    const before = (await (await t.request('/api/me', { cookie })).json()).credits;
    breakPreflight = true;
    const res = await t.request(`/api/books/${bookId}/export`, {
      method: 'POST',
      cookie,
      json: { format: 'pdf' },
    });
    breakPreflight = false;
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.code).toBe('preflight_failed');
    expect(error.preflight.ok).toBe(false);
    expect(error.preflight.findings).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'image-dpi', page: 3 }),
    );
    expect((await (await t.request('/api/me', { cookie })).json()).credits).toBe(before);
    expect(await t.storage.list(`exports/${bookId}/`)).toEqual([]);

    const ok = await t.request(`/api/books/${bookId}/export`, {
      method: 'POST',
      cookie,
      json: { format: 'pdf' },
    });
    expect((await ok.json()).charged).toBe(15);
    expect((await (await t.request('/api/me', { cookie })).json()).credits).toBe(before - 15);
  }, 120_000);
});
