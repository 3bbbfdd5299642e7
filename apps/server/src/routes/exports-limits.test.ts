import { randomUUID } from 'node:crypto';
import { TRIM_SIZES } from '@bookloom/core';
import { schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BUILDS_PER_WINDOW } from '../services/exports/export-rate-limit';
import { copyBook, generateCompletedBook } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
/** Option sets that each make a different file. */
const VARIANTS = TRIM_SIZES.flatMap((trimSize) =>
  [true, false].map((includeBleed) => ({ trimSize, includeBleed })),
);

const exportOf = (t: App, cookie: string, bookId: string, json: unknown) =>
  t.request(`/api/books/${bookId}/export`, { method: 'POST', cookie, json });
const meOf = async (t: App, cookie: string) => (await t.request('/api/me', { cookie })).json();

describe.each(testDatabases())('export reuse, rate limit and storage quota on $name', (target) => {
  let t: App;
  let owner: string;
  let bookId: string;
  beforeAll(async () => {
    // Limits on (RATE_LIMIT unset), a 1 MB quota so a test can fill it.
    t = await createTestApp(target, { USER_STORAGE_QUOTA_MB: '1' }, { work: true });
    owner = await t.signUp('limits@example.com');
    bookId = await generateCompletedBook(t, owner);
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers the stored export for an unchanged book with the same options, storing nothing new', async () => {
    const first = await (await exportOf(t, owner, bookId, { format: 'kindle-cover' })).json();
    const files = await t.storage.list(`exports/${bookId}/`);
    const again = await exportOf(t, owner, bookId, { format: 'kindle-cover' });
    expect(again.status).toBe(200);
    const body = await again.json();
    expect(body.export.id).toBe(first.export.id);
    expect(body.charged).toBe(0);
    expect(await t.storage.list(`exports/${bookId}/`)).toEqual(files);
    // Other options make another file.
    const other = await (
      await exportOf(t, owner, bookId, { format: 'kindle-cover', trimSize: '8x10' })
    ).json();
    expect(other.export.id).not.toBe(first.export.id);
  }, 60_000);

  it('refuses new builds past the per-user limit with 429 and a clear message; reuse still answers', async () => {
    const me = await meOf(t, owner);
    const copy = await copyBook(t, bookId, me.id);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<App['request']>> | undefined;
    for (const variant of VARIANTS.slice(0, EXPORT_BUILDS_PER_WINDOW + 1)) {
      last = await exportOf(t, owner, copy, { format: 'kindle-cover', ...variant });
      statuses.push(last.status);
      if (last.status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429); // two builds of the test above count too
    const error = (await last!.json()).error;
    expect(error.code).toBe('export_rate_limited');
    expect(error.message).toMatch(/Please wait \d+ seconds before exporting again/);
    const reused = await exportOf(t, owner, bookId, { format: 'kindle-cover' });
    expect(reused.status).toBe(200);
  }, 120_000);

  it('refuses an export past the storage quota with 507, charging and storing nothing', async () => {
    const user = await t.signUp('full@example.com');
    const me = await meOf(t, user);
    const mine = await copyBook(t, bookId, me.id);
    await t.database.db.insert(schema.bookExports).values({
      bookId: mine,
      userId: me.id,
      format: 'pdf',
      options: {},
      storageKey: `exports/${mine}/${randomUUID()}.pdf`,
      fileName: 'big.pdf',
      bytes: 2 * 1024 * 1024,
    });
    const res = await exportOf(t, user, mine, { format: 'epub' });
    expect(res.status).toBe(507);
    const error = (await res.json()).error;
    expect(error).toMatchObject({ code: 'storage_quota_exceeded', usedMb: 2, quotaMb: 1 });
    expect(error.message).toContain('Your exports use 2 MB of your 1 MB of storage');
    expect((await meOf(t, user)).credits).toBe(me.credits);
    expect(await t.storage.list(`exports/${mine}/`)).toEqual([]);
  }, 60_000);
});
