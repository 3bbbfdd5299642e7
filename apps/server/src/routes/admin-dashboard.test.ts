import { randomUUID } from 'node:crypto';
import { createBook, getBookById, schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDatabases())('admin dashboard and cleanups on $name', (target) => {
  let t: App;
  let admin: string;
  let user: string;
  let userId: string;
  const me = async (cookie: string) => (await t.request('/api/me', { cookie })).json();
  const cleanup = (action: string, json: unknown, cookie = admin) =>
    t.request(`/api/admin/cleanup/${action}`, { method: 'POST', cookie, json });

  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' });
    admin = await t.signUp('first@example.com'); // the first account is the admin
    user = await t.signUp('user@example.com');
    userId = (await me(user)).id;
  });
  afterAll(async () => t?.close());

  it('answers 404 to anyone but an admin', async () => {
    for (const cookie of ['', user]) {
      expect((await t.request('/api/admin/stats', { cookie })).status).toBe(404);
      expect((await cleanup('stuck-books', { dryRun: true }, cookie)).status).toBe(404);
      expect((await cleanup('nothing', {}, cookie)).status).toBe(404);
    }
    expect((await t.request('/api/admin/stats', { cookie: admin })).status).toBe(200);
  });

  it('counts users, books by status, credits and jobs', async () => {
    const s = await (await t.request('/api/admin/stats', { cookie: admin })).json();
    expect(s.users).toBe(2);
    expect(s.jobs).toEqual({
      queued: expect.any(Number),
      running: expect.any(Number),
      failed: expect.any(Number),
    });
    expect(s.credits.spent).toBeGreaterThanOrEqual(0);
    expect(s.storage.files).toMatchObject({ books: 0, exports: 0 });

    // Storage used: files and bytes per area, and in all.
    await t.storage.put('exports/stats-probe.pdf', new Uint8Array(1234));
    const after = await (await t.request('/api/admin/stats', { cookie: admin })).json();
    expect(after.storage.files.exports).toBe(1);
    expect(after.storage.bytes.exports).toBe(1234);
    expect(after.storage.totalBytes - s.storage.totalBytes).toBe(1234);
    await t.storage.delete('exports/stats-probe.pdf');
  });

  it('refuses out-of-range and unparsable numbers with field errors', async () => {
    for (const max of [0, 1001, 'abc', 2.5]) {
      const res = await cleanup('orphan-files', { dryRun: true, max });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.max).toBe('Enter a whole number from 1 to 1000.');
    }
    const fr = await t.request('/api/admin/cleanup/stuck-books', {
      method: 'POST',
      cookie: admin,
      json: { max: 101.5 },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect((await fr.json()).error.fields.max).toBe('Saisissez un nombre entier de 1 à 1000.');
  });

  it('fails and refunds a book stuck for 30 minutes once, after a dry run that changes nothing', async () => {
    const before = (await me(user)).credits;
    const book = await createBook(t.database.db, {
      userId,
      title: 'Stuck',
      author: 'Ada',
      type: 'dinosaurs',
      pages: 4,
      trimSize: '6x9',
      request: {},
      creditsCharged: 50,
    });
    const fresh = await createBook(t.database.db, {
      userId,
      title: 'Fresh',
      author: 'Ada',
      type: 'dinosaurs',
      pages: 4,
      trimSize: '6x9',
      request: {},
    });
    await t.database.db
      .update(schema.books)
      .set({ updatedAt: sql`now() - interval '31 minutes'` })
      .where(eq(schema.books.id, book.id));
    const dry = await (await cleanup('stuck-books', { dryRun: true })).json();
    expect(dry).toMatchObject({ action: 'stuck-books', dryRun: true, count: 1, sample: [book.id] });
    expect((await getBookById(t.database.db, book.id))?.status).toBe('generating');
    const run = await (await cleanup('stuck-books', { dryRun: false })).json();
    expect(run).toMatchObject({ dryRun: false, count: 1 });
    expect((await getBookById(t.database.db, book.id))?.status).toBe('failed');
    expect((await getBookById(t.database.db, fresh.id))?.status).toBe('generating');
    expect((await me(user)).credits).toBe(before + 50);
    expect((await (await cleanup('stuck-books', { dryRun: false })).json()).count).toBe(0);
    expect((await me(user)).credits).toBe(before + 50);
    const s = await (await t.request('/api/admin/stats', { cookie: admin })).json();
    expect(s.recentFailures[0]).toMatchObject({ id: book.id, title: 'Stuck' });
    expect(s.books.failed).toBe(1);
  });

  it('deletes files whose book is gone, keeps the others, counting first', async () => {
    const [book] = await t.database.db.select().from(schema.books).limit(1);
    const orphan = `books/${randomUUID()}/p1.png`;
    const kept = `books/${book!.id}/p1.png`;
    await t.storage.put(orphan, new Uint8Array([1]));
    await t.storage.put(kept, new Uint8Array([1]));
    await t.storage.put('exports/not-a-row.pdf', new Uint8Array([1]));
    expect(await (await cleanup('orphan-files', { dryRun: true })).json()).toMatchObject({
      count: 1,
      sample: [orphan],
    });
    expect(await t.storage.get(orphan)).toBeDefined();
    expect((await (await cleanup('orphan-files', { dryRun: false, max: 5 })).json()).count).toBe(1);
    expect(await t.storage.get(orphan)).toBeUndefined();
    expect(await t.storage.get(kept)).toBeDefined();
  });

  it('keeps a file whose row appears while the run waits (files are written just before their row)', async () => {
    const id = randomUUID();
    const key = `books/${id}/reference.png`;
    await t.storage.put(key, new Uint8Array([1]));
    const run = cleanup('orphan-files', { dryRun: false });
    await new Promise((r) => setTimeout(r, 1000));
    await createBook(t.database.db, {
      id,
      userId,
      title: 'Just made',
      author: 'Ada',
      type: 'dinosaurs',
      pages: 4,
      trimSize: '6x9',
      request: {},
    });
    expect((await (await run).json()).count).toBe(0);
    expect(await t.storage.get(key)).toBeDefined();
  });

  it('removes cover templates whose image is broken or missing, and failed characters', async () => {
    const [good, broken, missing] = await t.database.db
      .insert(schema.coverTemplates)
      .values([
        { name: 'Good', imageKey: 'templates/good.png' },
        { name: 'Broken', imageKey: 'broken:templates/x.png' },
        { name: 'Missing', imageKey: 'templates/missing.png' },
      ])
      .returning();
    await t.storage.put('templates/good.png', new Uint8Array([1]));
    const dry = await (await cleanup('broken-covers', {})).json();
    expect(dry.count).toBe(2);
    expect((await (await cleanup('broken-covers', { dryRun: false })).json()).count).toBe(2);
    const left = (await t.database.db.select().from(schema.coverTemplates)).map((r) => r.id);
    expect(left).toContain(good!.id);
    expect(left).not.toContain(broken!.id);
    expect(left).not.toContain(missing!.id);

    await t.database.db.insert(schema.characters).values([
      { name: 'Failed', status: 'failed', userId },
      { name: 'Fine', status: 'ready', userId },
    ]);
    expect((await (await cleanup('broken-characters', {})).json()).count).toBe(1);
    expect((await (await cleanup('broken-characters', { dryRun: false })).json()).count).toBe(1);
    const names = (await t.database.db.select().from(schema.characters)).map((c) => c.name);
    expect(names).toEqual(['Fine']);
  });

  it('draws a test cover with typeset text for an admin only, title and author required', async () => {
    const post = (json: unknown, cookie = admin) =>
      t.request('/api/admin/cover-test', { method: 'POST', cookie, json });
    expect((await post({ title: 'Moon', author: 'Ada' }, user)).status).toBe(404);
    const bad = await post({ title: '   ', author: ' ' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toMatchObject({
      title: 'Title is required',
      author: 'Author name is required',
    });
    const ok = await post({ title: '  Milo  ', author: ' Ada ', subtitle: null, style: 'fantasy' });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.success).toBe(true);
    expect(body.cover_url).toMatch(/^data:image\/jpeg;base64,/);
    expect((await post({ title: 'Moon', author: 'Ada', style: 'horror' })).status).toBe(400);
    const fr = await t.request('/api/admin/cover-test', {
      method: 'POST',
      cookie: admin,
      json: { title: '', author: 'Ada' },
      headers: { 'accept-language': 'fr' },
    });
    expect((await fr.json()).error.fields.title).toBe('Le titre est obligatoire');
  }, 60_000);
});
