import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../open-db';
import { books, profiles, user } from '../schema';
import { testDatabases } from '../testing/test-databases';
import { createBook } from './books';
import { listBookPages, listPageVersions, seedBookPages } from './page-versions';
import { type PageEdit, patchPagesFast } from './patch-page';

const PAGES = 8;

async function newBook(db: Database['db']) {
  const userId = `batch-user-${Math.random().toString(36).slice(2)}`;
  await db.insert(user).values({ id: userId, name: 'Test', email: `${userId}@example.com` });
  await db.insert(profiles).values({ userId, credits: 0 });
  const book = await createBook(db, {
    userId,
    title: 'Milo',
    author: 'Ada',
    type: 'story-book',
    pages: PAGES,
    trimSize: '6x9',
    request: {},
  });
  const pages = Array.from({ length: PAGES }, (_, i) => ({
    layout: 'image-top' as const,
    text: `Page ${i + 1}`,
    image: `p${i + 1}.png`,
  }));
  await db
    .update(books)
    .set({ status: 'completed', document: { version: 1, title: 'Milo', trim: '6x9', pages } })
    .where(eq(books.id, book.id));
  await seedBookPages(db, book.id, pages);
  return { userId, bookId: book.id };
}

const edit = (pageId: number, version: number, text: string): PageEdit => ({
  pageId,
  version,
  patch: { text },
  change: 'text',
});
const documentTexts = async (db: Database['db'], bookId: string) => {
  const [row] = await db.select().from(books).where(eq(books.id, bookId));
  return {
    texts: (row.document as { pages: { text: string }[] }).pages.map((p) => p.text),
    editCount: row.editCount,
  };
};

describe.each(testDatabases())('a batch of page edits on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => database?.drop());

  it('writes edits of different pages in one statement: pages, versions, the document once', async () => {
    const { db } = database;
    const { userId, bookId } = await newBook(db);
    const done = await patchPagesFast(database, userId, bookId, [
      edit(5, 1, 'five'),
      edit(2, 1, 'two'),
      edit(8, 1, 'eight'),
    ]);
    expect([...(done?.written ?? [])].sort()).toEqual([2, 5, 8]);
    // The written pages and the first pictured page (their consistency reference), in order; the page count.
    expect(done?.pages.map((p) => [p.pageId, p.version, p.content.text])).toEqual([
      [1, 1, 'Page 1'],
      [2, 2, 'two'],
      [5, 2, 'five'],
      [8, 2, 'eight'],
    ]);
    expect(done?.pageCount).toBe(PAGES);
    // When the first pictured page is itself edited it comes once; a page made text-only stops being the reference.
    const again = await patchPagesFast(database, userId, bookId, [
      { pageId: 1, version: 1, patch: { layout: 'text-only' }, change: 'layout' },
      edit(3, 1, 'three'),
    ]);
    expect(again?.pages.map((p) => [p.pageId, p.content.layout])).toEqual([
      [1, 'text-only'],
      [2, 'image-top'],
      [3, 'image-top'],
    ]);
    const doc = await documentTexts(db, bookId);
    expect(doc.texts).toEqual(['Page 1', 'two', 'three', 'Page 4', 'five', 'Page 6', 'Page 7', 'eight']);
    expect(doc.editCount).toBe(5);
    expect((await listPageVersions(db, bookId, 5)).map((v) => [v.version, v.change])).toEqual([
      [2, 'text'],
      [1, 'created'],
    ]);
  });

  it('answers a batch mixing a stale and a fresh edit: the fresh one written, the stale one not', async () => {
    const { db } = database;
    const { userId, bookId } = await newBook(db);
    await patchPagesFast(database, userId, bookId, [edit(3, 1, 'first tab')]);
    const done = await patchPagesFast(database, userId, bookId, [
      edit(3, 1, 'second tab'),
      edit(4, 1, 'four'),
    ]);
    expect([...(done?.written ?? [])]).toEqual([4]);
    const pages = await listBookPages(db, bookId);
    expect(pages.find((p) => p.pageId === 3)).toMatchObject({ version: 2, content: { text: 'first tab' } });
    expect((await documentTexts(db, bookId)).texts.slice(2, 4)).toEqual(['first tab', 'four']);
    // Every edit stale, an unknown page, another user's book: nothing written, nothing answered.
    expect(
      await patchPagesFast(database, userId, bookId, [edit(3, 1, 'x'), edit(99, 1, 'y')]),
    ).toBeUndefined();
    expect(await patchPagesFast(database, 'someone-else', bookId, [edit(5, 1, 'x')])).toBeUndefined();
    expect((await documentTexts(db, bookId)).editCount).toBe(2);
  });

  it('passes any text through the prepared statement as data: quotes, backslashes, SQL, emoji', async () => {
    const { db } = database;
    const { userId, bookId } = await newBook(db);
    const text = `O'Brien's \\ "book" \\' $1 '); drop table books; -- 🐻\u2028ligne`;
    const evil = `'${bookId}'`;
    const done = await patchPagesFast(database, userId, bookId, [edit(2, 1, text)]);
    expect(done?.pages.find((p) => p.pageId === 2)?.content.text).toBe(text);
    expect((await listBookPages(db, bookId)).find((p) => p.pageId === 2)?.content.text).toBe(text);
    // A quoted id is not an id: the statement answers nothing, and nothing was written.
    expect(await patchPagesFast(database, evil, bookId, [edit(3, 1, 'x')])).toBeUndefined();
    // The same statement, already prepared, runs again.
    expect((await patchPagesFast(database, userId, bookId, [edit(2, 2, 'again')]))?.written).toEqual(
      new Set([2]),
    );
  });

  it('concurrent batches (other connections, as other processes): every page lands, one of two same-page edits wins', async () => {
    const { db } = database;
    const { userId, bookId } = await newBook(db);
    // Each batch edits pages in a different order, overlapping the others' pages; page 1 is edited by all.
    const batches = Array.from({ length: 6 }, (_, b) => [
      edit(1, 1, `one from ${b}`),
      ...[2, 3, 4, 5, 6, 7, 8]
        .filter((p) => p % 6 === b || (p + 1) % 6 === b)
        .map((p) => edit(p, 1, `${p} from ${b}`))
        .reverse(),
    ]);
    const results = await Promise.all(
      batches.map((edits) => patchPagesFast(database, userId, bookId, edits)),
    );
    const winners = results.filter((r) => r?.written.has(1));
    expect(winners).toHaveLength(1);
    const pages = await listBookPages(db, bookId);
    const doc = await documentTexts(db, bookId);
    // The document holds each page's current text: no batch overwrote another's page.
    expect(doc.texts).toEqual(pages.map((p) => p.content.text));
    for (const p of pages.slice(1)) {
      const writers = results.filter((r) => r?.written.has(p.pageId)).length;
      expect(writers, `page ${p.pageId}`).toBe(1);
      expect(p.version).toBe(2);
    }
    const written = results.reduce((n, r) => n + (r?.written.size ?? 0), 0);
    expect(doc.editCount).toBe(written);
    const versions = await db.execute(
      sql`select count(*)::int as n from page_versions where book_id = ${bookId}`,
    );
    expect(Number((versions as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(PAGES + written);
  });
});
