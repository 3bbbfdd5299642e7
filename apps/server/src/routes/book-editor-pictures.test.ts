import { AiError, createBuiltinTextProvider, type ImageProvider } from '@bookloom/ai';
import { schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompletedBook } from '../testing/completed-book';
import { type App, balanceOf, editorFixture, idOf, type Page } from '../testing/editor-fixture';
import { createTestApp } from '../testing/test-app';

/** The editor's picture and text regeneration (charged once, refunded on failure) and picture uploads. */
describe.each(testDatabases())('book editor pictures on $name', (target) => {
  const { fixture: fx, url, editor } = editorFixture(target, 'editor-pictures');

  it('regenerates a picture for 5 credits with the instruction; the old picture is kept; a double click is charged once', async () => {
    const { t, owner } = fx;
    const before = await balanceOf(t, owner);
    const old = (await editor()).pages.find((p: Page) => p.id === 3).page.image;
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        t.request(url('/pages/3/regenerate'), {
          method: 'POST',
          cookie: owner,
          json: { what: 'image', instruction: 'make it night, add the cat, give Rex a hat of cheese' },
        }),
      ),
    );
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = await (a.status === 200 ? a : b).json();
    const busy = await (a.status === 200 ? b : a).json();
    expect(busy.error.code).toBe('regeneration_in_progress');
    expect(done.regenerated).toEqual({
      followed: ['make it night', 'add the cat'],
      notFollowed: ['give Rex a hat of cheese'],
    });
    const page3 = done.pages.find((p: Page) => p.id === 3);
    expect(page3.page.image).not.toBe(old);
    expect(page3.check).toBe('ok');
    expect(page3.regenerating).toBe(false);
    expect(await balanceOf(t, owner)).toBe(before - 5);
    const rows = await t.database.db
      .select()
      .from(schema.transactions)
      .where(eq(schema.transactions.userId, await idOf(t, owner)));
    expect(rows.filter((r) => r.type === 'page_regeneration').map((r) => r.amount)).toEqual([-5]);
    for (const name of [old, page3.page.image])
      expect((await t.request(url(`/files/${name}`), { cookie: owner })).status).toBe(200);

    const text = await t.request(url('/pages/3/regenerate'), {
      method: 'POST',
      cookie: owner,
      json: { what: 'text' },
    });
    expect(text.status).toBe(200);
    expect(await balanceOf(t, owner)).toBe(before - 10);

    // The builtin engine rewrites the page's own text by the instruction and says what it could not follow.
    const written = (await text.json()).pages.find((p: Page) => p.id === 3).page.text as string;
    const edited = await t.request(url('/pages/3/regenerate'), {
      method: 'POST',
      cookie: owner,
      json: { what: 'text', instruction: 'make it shorter, happier, as a limerick' },
    });
    const answer = await edited.json();
    expect(answer.regenerated).toEqual({
      followed: ['make it shorter', 'happier'],
      notFollowed: ['as a limerick'],
    });
    const now = answer.pages.find((p: Page) => p.id === 3).page.text as string;
    expect(now).not.toContain('limerick');
    const mood = /\s*([^.!?]+ laughed, and everything felt bright\.|What a happy day it was for [^.!?]+!)$/;
    expect(now).toMatch(mood);
    // Shorter: the opening of the text it had (whole sentences, or its first clause ended with a
    // full stop), then the happier sentence.
    const kept = now.replace(mood, '');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(written.length);
    expect(written.startsWith(kept.replace(/\.$/u, ''))).toBe(true);
  });

  it('replaces a picture by an upload (re-encoded, not checked); refuses a file that is not a picture', async () => {
    const { t, owner } = fx;
    const png = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mine.png');
    const res = await t.request(url('/pages/4/image'), { method: 'POST', cookie: owner, body: form });
    expect(res.status).toBe(200);
    const page4 = (await res.json()).pages.find((p: Page) => p.id === 4);
    expect(page4).toMatchObject({ check: 'not_checked', page: { image: expect.stringMatching(/^p4-u/) } });
    const bad = new FormData();
    bad.append('file', new Blob(['<html>not a picture</html>'], { type: 'image/png' }), 'x.png');
    expect(
      (await t.request(url('/pages/4/image'), { method: 'POST', cookie: owner, body: bad })).status,
    ).toBe(400);
  });
});

describe.each(testDatabases())('book editor when a regeneration fails on $name', (target) => {
  let t: App;
  let broken = false;
  let calls = 0;
  const images: ImageProvider = {
    name: 'fake',
    supportsReference: true,
    async generate(req) {
      calls++;
      if (broken) throw new AiError('provider_unavailable', 'down', true);
      const png = await sharp({ create: { width: 20, height: 30, channels: 3, background: '#88f' } })
        .png()
        .toBuffer();
      expect(req.prompt).toContain('Scene:');
      return { png: new Uint8Array(png), usage: { provider: 'fake', model: 'fake', ms: 1 } };
    },
  };
  beforeAll(async () => {
    t = await createTestApp(
      target,
      { RATE_LIMIT: 'false' },
      { work: true, providers: { text: createBuiltinTextProvider(), image: images } },
    );
  }, 60_000);
  afterAll(async () => t?.close());

  it('refunds once and leaves the page unchanged', async () => {
    const cookie = await t.signUp('editor-unlucky@example.com');
    const bookId = await generateCompletedBook(t, cookie);
    const before = await balanceOf(t, cookie);
    const page1 = (await (await t.request(`/api/books/${bookId}/editor`, { cookie })).json()).pages[0];
    broken = true;
    const n = calls;
    const res = await t.request(`/api/books/${bookId}/pages/1/regenerate`, {
      method: 'POST',
      cookie,
      json: { what: 'image', instruction: 'make it night' },
    });
    expect(res.status).toBe(502);
    expect((await res.json()).error.code).toBe('regeneration_failed');
    expect(calls).toBe(n + 1);
    expect(await balanceOf(t, cookie)).toBe(before);
    const rows = await t.database.db
      .select()
      .from(schema.transactions)
      .where(eq(schema.transactions.userId, await idOf(t, cookie)));
    expect(
      rows
        .filter((r) => r.type !== 'welcome_bonus' && r.type !== 'book_generation')
        .map((r) => r.amount)
        .sort(),
    ).toEqual([-5, 5]);
    const after = (await (await t.request(`/api/books/${bookId}/editor`, { cookie })).json()).pages[0];
    expect(after).toEqual(page1);
    broken = false;
    const ok = await t.request(`/api/books/${bookId}/pages/1/regenerate`, {
      method: 'POST',
      cookie,
      json: { what: 'image' },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).pages[0].check).toBe('not_checked');
  });
});
