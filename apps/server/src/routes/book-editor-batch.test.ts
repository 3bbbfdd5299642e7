import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBook, generateCompletedBook } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Page = { id: number; version: number; page: { text?: string } };
const PAGES = 24;

/** Page PATCHes sent at the same moment: grouped per book into batches (decision 0032d), each answered as alone. */
describe.each(testDatabases())('page edits at once on $name', (target) => {
  let t: App;
  let owner: string;
  let ownerId: string;
  let source: string;

  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    owner = await t.signUp('batch-owner@example.com');
    ownerId = (await (await t.request('/api/me', { cookie: owner })).json()).id;
    source = await generateCompletedBook(t, owner);
  }, 180_000);
  afterAll(async () => t?.close());

  /** A copy of the generated book with PAGES text pages. */
  async function bigBook() {
    const doc = (await (await t.request(`/api/books/${source}`, { cookie: owner })).json()).document;
    const pages = Array.from({ length: PAGES }, (_, i) => ({ layout: 'text-only', text: `Page ${i + 1}` }));
    const id = await copyBook(t, source, ownerId, { images: false, document: { ...doc, pages } });
    expect((await t.request(`/api/books/${id}/editor`, { cookie: owner })).status).toBe(200);
    return id;
  }
  const patch = (bookId: string, pageId: number, json: Record<string, unknown>) =>
    t.request(`/api/books/${bookId}/pages/${pageId}`, { method: 'PATCH', cookie: owner, json });
  const documentTexts = async (bookId: string) =>
    (await (await t.request(`/api/books/${bookId}`, { cookie: owner })).json()).document.pages.map(
      (p: { text?: string }) => p.text,
    );

  it('saves every edit of different pages sent at once; each answer shows its own page saved', async () => {
    const bookId = await bigBook();
    const ids = Array.from({ length: PAGES }, (_, i) => i + 1);
    const answers = await Promise.all(
      ids.map((id) => patch(bookId, id, { version: 1, text: `Edited ${id}` })),
    );
    expect(answers.map((r) => r.status)).toEqual(ids.map(() => 200));
    for (const [i, res] of answers.entries()) {
      const answer = await res.json();
      // Only this page comes back (decision 0034), with the book's header.
      expect(answer.pages).toBeUndefined();
      expect(answer.book.id).toBe(bookId);
      expect(answer.page as Page).toMatchObject({
        id: ids[i],
        version: 2,
        page: { text: `Edited ${ids[i]}` },
      });
    }
    expect(await documentTexts(bookId)).toEqual(ids.map((id) => `Edited ${id}`));
    const editor = (await (await t.request(`/api/books/${bookId}/editor`, { cookie: owner })).json()).pages;
    expect(editor.map((p: Page) => p.version)).toEqual(ids.map(() => 2));
  });

  it('one page from several tabs at once: one is saved, the others get 409 with the current version', async () => {
    const bookId = await bigBook();
    const tabs = ['a', 'b', 'c', 'd', 'e'];
    const answers = await Promise.all(tabs.map((x) => patch(bookId, 3, { version: 1, text: `tab ${x}` })));
    const statuses = answers.map((r) => r.status);
    expect([...statuses].sort()).toEqual([200, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409))
      expect((await res.json()).error).toMatchObject({ code: 'stale_version', currentVersion: 2 });
    const saved = `tab ${tabs[statuses.indexOf(200)]}`;
    expect((await documentTexts(bookId))[2]).toBe(saved);
  });

  it('answers each edit of a mixed batch as alone: fresh 200, stale 409, unknown page 404, bad text 400', async () => {
    const bookId = await bigBook();
    expect((await patch(bookId, 2, { version: 1, text: 'first' })).status).toBe(200);
    const answers = await Promise.all([
      patch(bookId, 1, { version: 1, text: 'one' }),
      patch(bookId, 2, { version: 1, text: 'stale two' }),
      patch(bookId, 4, { version: 1, text: 'four' }),
      patch(bookId, 99, { version: 1, text: 'nowhere' }),
      patch(bookId, 5, { version: 1, text: 'x'.repeat(20_001) }),
      patch(bookId, 6, { version: 1, layout: 'image-top' }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 409, 200, 404, 400, 200]);
    expect((await answers[1].json()).error).toMatchObject({ code: 'stale_version', currentVersion: 2 });
    const texts = await documentTexts(bookId);
    expect(texts.slice(0, 5)).toEqual(['one', 'first', 'Page 3', 'four', 'Page 5']);
    const history = await (
      await t.request(`/api/books/${bookId}/pages/6/versions`, { cookie: owner })
    ).json();
    expect(history.versions.map((v: { change: string }) => v.change)).toEqual(['layout', 'created']);
  });
});
