import { testDatabases } from '@bookloom/db/testing';
import { describe, expect, it } from 'vitest';
import { copyBook } from '../testing/completed-book';
import { editorFixture, idOf, type Page } from '../testing/editor-fixture';

/** The editor's routes for text and pages: reading, saving versions, conflicts, limits, restoring. */
describe.each(testDatabases())('book editor API on $name', (target) => {
  const { fixture: fx, url, editor } = editorFixture(target, 'editor');

  it("shows a finished book's pages; another user's book or page is a 404", async () => {
    const { t, owner, other } = fx;
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
    const { t, owner, bookId } = fx;
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

  it('flags text over the page capacity with the exporter measure; concurrent edits of different pages all land', async () => {
    const { t, owner, bookId } = fx;
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
    const { t, owner } = fx;
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
    const { t, owner, bookId } = fx;
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
    // The capacity test made a copy of this book for the same owner: find this one by id.
    expect(list.books.find((b: { id: string }) => b.id === bookId)).toMatchObject({
      title: 'Rex Again',
      pages: 50,
    });
  });
});
