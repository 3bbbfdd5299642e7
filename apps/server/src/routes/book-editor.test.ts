import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AiError, createBuiltinTextProvider, type ImageProvider } from '@bookloom/ai';
import { schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBook, generateCompletedBook } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Page = { id: number; position: number; version: number; page: { text?: string; image?: string } };

const balanceOf = async (t: App, cookie: string) =>
  (await (await t.request('/api/me', { cookie })).json()).credits as number;
const idOf = async (t: App, cookie: string) =>
  (await (await t.request('/api/me', { cookie })).json()).id as string;

describe.each(testDatabases())('book editor API on $name', (target) => {
  let t: App;
  let owner: string;
  let other: string;
  let bookId: string;
  const url = (p = '') => `/api/books/${bookId}${p}`;
  const editor = async () => (await t.request(url('/editor'), { cookie: owner })).json();

  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    owner = await t.signUp('editor-owner@example.com');
    other = await t.signUp('editor-other@example.com');
    bookId = await generateCompletedBook(t, owner);
  }, 180_000);
  afterAll(async () => t?.close());

  it("shows a finished book's pages; another user's book or page is a 404", async () => {
    const state = await editor();
    expect(state.pages.map((p: Page) => [p.id, p.position, p.version])).toEqual([
      [1, 0, 1],
      [2, 1, 1],
      [3, 2, 1],
      [4, 3, 1],
    ]);
    expect(state.costs.regenerate).toBe(5);
    for (const [method, path, json] of [
      ['GET', '/editor', undefined],
      ['PATCH', '/pages/1', { version: 1, text: 'x' }],
      ['POST', '/pages/1/regenerate', { what: 'image' }],
      ['GET', '/pages/1/versions', undefined],
      ['DELETE', '/pages/1', undefined],
    ] as const) {
      const res = await t.request(url(path), { method, cookie: other, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(
      (await t.request(url('/pages/99'), { method: 'PATCH', cookie: owner, json: { version: 1 } })).status,
    ).toBe(404);
  });

  it('saves a text edit as a new version; a stale version is a 409 with a clear message (en, fr)', async () => {
    const html = '<script>alert(1)</script> <b>Rex</b> & friends';
    const res = await t.request(url('/pages/1'), {
      method: 'PATCH',
      cookie: owner,
      json: { version: 1, text: html },
    });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({ book: { id: bookId }, page: { id: 1, version: 2, page: { text: html } } });
    const book = await (await t.request(url(), { cookie: owner })).json();
    expect(book.document.pages[0].text).toBe(html);

    const stale = await t.request(url('/pages/1'), {
      method: 'PATCH',
      cookie: owner,
      json: { version: 1, text: 'from the other tab' },
    });
    expect(stale.status).toBe(409);
    const err = (await stale.json()).error;
    expect(err).toMatchObject({ code: 'stale_version', currentVersion: 2 });
    expect(err.message).toMatch(/another tab/);
    const fr = await t.request(url('/pages/1'), {
      method: 'PATCH',
      cookie: owner,
      headers: { 'accept-language': 'fr' },
      json: { version: 1, text: 'x' },
    });
    expect((await fr.json()).error.message).toMatch(/autre onglet/);
    expect((await editor()).pages[0].page.text).toBe(html);
  });

  it('exports the current version; the first export after edits is charged, an unchanged book re-downloads free', async () => {
    const copy = await copyBook(t, bookId, await idOf(t, owner));
    const status = async () =>
      Object.fromEntries(
        (
          (await (await t.request(`/api/books/${copy}/export-status`, { cookie: owner })).json()).formats as {
            format: string;
            free: boolean;
          }[]
        ).map((f) => [f.format, f.free]),
      );
    const exportPdf = async () =>
      (
        await t.request(`/api/books/${copy}/export`, {
          method: 'POST',
          cookie: owner,
          json: { format: 'pdf' },
        })
      ).json();
    const pdfOf = async () =>
      (
        (await (await t.request(`/api/books/${copy}`, { cookie: owner })).json()).book.exports as {
          format: string;
          stale: boolean;
          id: string;
        }[]
      ).find((e) => e.format === 'pdf');
    expect(await status()).toEqual({ pdf: false, epub: false });
    expect((await exportPdf()).charged).toBe(15);
    expect(await status()).toEqual({ pdf: true, epub: false });
    expect((await exportPdf()).charged).toBe(0);
    expect((await pdfOf())?.stale).toBe(false);
    const edited = await t.request(`/api/books/${copy}/pages/1`, {
      method: 'PATCH',
      cookie: owner,
      json: { version: 1, text: 'Rex <b>edited</b> this page.' },
    });
    expect(edited.status).toBe(200);
    expect(await status()).toEqual({ pdf: false, epub: false });
    // The library no longer offers the file made before the edit as this book's download.
    expect((await pdfOf())?.stale).toBe(true);
    // So does the library list, which reads an edited book's document (and no unedited one's) to tell.
    const listedPdf = async () =>
      (
        (await (await t.request('/api/books', { cookie: owner })).json()).books as {
          id: string;
          exports: { format: string; stale: boolean }[];
        }[]
      )
        .find((b) => b.id === copy)
        ?.exports.find((e) => e.format === 'pdf');
    expect((await listedPdf())?.stale).toBe(true);
    const again = await exportPdf();
    expect(again.charged).toBe(15);
    expect(await status()).toEqual({ pdf: true, epub: false });
    expect(await pdfOf()).toMatchObject({ id: again.export.id, stale: false });
    expect(await listedPdf()).toMatchObject({ stale: false });
    const pdf = await t.request(again.export.downloadUrl, { cookie: owner });
    const dir = mkdtempSync(join(tmpdir(), 'editor-pdf-'));
    writeFileSync(join(dir, 'book.pdf'), new Uint8Array(await pdf.arrayBuffer()));
    expect(execFileSync('pdftotext', [join(dir, 'book.pdf'), '-']).toString()).toContain(
      'Rex <b>edited</b> this page.',
    );
  });

  it('flags text over the page capacity with the exporter measure; concurrent edits of different pages all land', async () => {
    const copy = await copyBook(t, bookId, await idOf(t, owner), { images: false });
    const at = (p: string) => `/api/books/${copy}${p}`;
    const patch = (id: number, json: Record<string, unknown>) =>
      t.request(at(`/pages/${id}`), { method: 'PATCH', cookie: owner, json });
    type Over = Page & { overflow: boolean };
    const first = (await (await t.request(at('/editor'), { cookie: owner })).json()).pages as Over[];
    expect(first.map((p) => p.overflow)).toEqual([false, false, false, false]);
    const long = 'Rex waves at the moon and the moon waves back. '.repeat(60);
    const over = await patch(2, { version: 1, text: long });
    expect(over.status).toBe(200);
    expect((await over.json()).page as Over).toMatchObject({ id: 2, overflow: true });
    const read = (await (await t.request(at('/editor'), { cookie: owner })).json()).pages as Over[];
    expect(read[1]).toMatchObject({ overflow: true, version: 2, page: { text: long } });
    const fixed = await patch(2, { version: 2, text: 'Rex waves.' });
    expect(((await fixed.json()).page as Over).overflow).toBe(false);

    // Four tabs, four pages, at once: every edit is saved and every one reaches the Book document.
    const all = await Promise.all(
      first.map((p) => patch(p.id, { version: p.id === 2 ? 3 : 1, text: `Page ${p.id}, edited at once.` })),
    );
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const book = await (await t.request(at(''), { cookie: owner })).json();
    expect(book.document.pages.map((p: { text: string }) => p.text)).toEqual(
      first.map((p) => `Page ${p.id}, edited at once.`),
    );
    // Two tabs, one page, the same version at once: one is saved, the other told.
    const both = await Promise.all(['a', 'b'].map((x) => patch(3, { version: 2, text: x })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const layout = await patch(3, { version: 3, layout: 'text-only' });
    expect(layout.status).toBe(200);
    const after = await (await t.request(at(''), { cookie: owner })).json();
    expect(after.document.pages[2]).toMatchObject({ layout: 'text-only' });
    const history = await (await t.request(at('/pages/3/versions'), { cookie: owner })).json();
    expect(history.versions.map((v: { change: string }) => v.change)).toEqual([
      'layout',
      'text',
      'text',
      'created',
    ]);
  });

  it('takes 20,000 characters (never clipped), refuses more; keeps every version and restores one', async () => {
    const long = 'a'.repeat(20_000);
    const ok = await t.request(url('/pages/2'), {
      method: 'PATCH',
      cookie: owner,
      json: { version: 1, text: long },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).page.page.text).toHaveLength(20_000);
    const tooLong = await t.request(url('/pages/2'), {
      method: 'PATCH',
      cookie: owner,
      json: { version: 2, text: `${long}b` },
    });
    expect(tooLong.status).toBe(400);
    const history = await (await t.request(url('/pages/2/versions'), { cookie: owner })).json();
    expect(history.versions.map((v: { version: number; change: string }) => [v.version, v.change])).toEqual([
      [2, 'text'],
      [1, 'created'],
    ]);
    const restored = await t.request(url('/pages/2/restore'), {
      method: 'POST',
      cookie: owner,
      json: { version: 1 },
    });
    const page2 = (await restored.json()).pages[1];
    expect(page2.version).toBe(3);
    expect(page2.page.text).toBe(history.versions[1].page.text);
  });

  it('adds, moves and deletes pages within 4–50; title and back cover edits reach the library', async () => {
    const added = await (
      await t.request(url('/pages'), {
        method: 'POST',
        cookie: owner,
        json: { text: 'The end?', position: 4 },
      })
    ).json();
    expect(added.pages).toHaveLength(5);
    expect(added.pages[4]).toMatchObject({ id: 5, page: { text: 'The end?', layout: 'text-only' } });
    const moved = await (
      await t.request(url('/pages/5/move'), { method: 'POST', cookie: owner, json: { position: 0 } })
    ).json();
    expect(moved.pages.map((p: Page) => p.id)).toEqual([5, 1, 2, 3, 4]);
    const book = await (await t.request(url(), { cookie: owner })).json();
    expect(book.document.pages[0].text).toBe('The end?');
    expect((await t.request(url('/pages/5'), { method: 'DELETE', cookie: owner })).status).toBe(200);
    const limit = await t.request(url('/pages/1'), { method: 'DELETE', cookie: owner });
    expect(limit.status).toBe(422);
    expect((await limit.json()).error.code).toBe('page_limit');
    for (let i = 0; i < 46; i++)
      expect(
        (await t.request(url('/pages'), { method: 'POST', cookie: owner, json: { text: `${i}` } })).status,
      ).toBe(201);
    const full = await t.request(url('/pages'), {
      method: 'POST',
      cookie: owner,
      json: { text: 'one too many' },
    });
    expect(full.status).toBe(422);

    const details = await t.request(url('/details'), {
      method: 'PATCH',
      cookie: owner,
      json: { title: 'Rex Again', backText: 'A <i>brave</i> blurb' },
    });
    expect((await details.json()).book).toMatchObject({
      title: 'Rex Again',
      backText: 'A <i>brave</i> blurb',
    });
    const list = await (await t.request('/api/books', { cookie: owner })).json();
    // The export test made a copy of this book for the same owner: find this one by id.
    expect(list.books.find((b: { id: string }) => b.id === bookId)).toMatchObject({
      title: 'Rex Again',
      pages: 50,
    });
  });

  it('regenerates a picture for 5 credits with the instruction; the old picture is kept; a double click is charged once', async () => {
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
