import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../open-db';
import { profiles, user } from '../schema';
import { testDatabases } from '../testing/test-databases';
import { createBook } from './books';
import { countPageChecksSince, recordPageCheck } from './page-checks';
import { getBookPage, seedBookPages, writePageVersion } from './page-versions';

async function newBook(db: Database['db']) {
  const id = `check-user-${Math.random().toString(36).slice(2)}`;
  await db.insert(user).values({ id, name: 'Test', email: `${id}@example.com` });
  await db.insert(profiles).values({ userId: id, credits: 0 });
  const book = await createBook(db, {
    userId: id,
    title: 'Milo',
    author: 'Ada',
    type: 'story-book',
    pages: 4,
    trimSize: '6x9',
    request: {},
  });
  await seedBookPages(db, book.id, [
    { layout: 'image-full', image: 'p1.png' },
    { layout: 'image-full', image: 'p2.png' },
  ]);
  return book.id;
}

describe.each(testDatabases())('page check queries on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => database?.drop());

  it('stores a verdict on the page it judged, never on a newer picture, and counts every call', async () => {
    const { db } = database;
    const bookId = await newBook(db);
    const before = new Date(Date.now() - 1000);
    const judged = { bookId, pageId: 2, image: 'p2.png', reference: 'page:p1.png', model: 'm' };
    expect(await recordPageCheck(db, { ...judged, status: 'differs', reason: 'red coat, not blue' })).toBe(
      true,
    );
    const page = await getBookPage(db, bookId, 2);
    expect(page?.version).toBe(1); // a verdict is not an edit
    expect(page?.visionCheck).toMatchObject({
      image: 'p2.png',
      reference: 'page:p1.png',
      status: 'differs',
      reason: 'red coat, not blue',
      model: 'm',
    });

    // The page got a new picture while the check ran: the late verdict is logged but not shown on the page.
    await writePageVersion(db, bookId, 2, { layout: 'image-full', image: 'p2-new.png' }, 'upload');
    expect(await recordPageCheck(db, { ...judged, status: 'same' })).toBe(false);
    expect((await getBookPage(db, bookId, 2))?.visionCheck?.status).toBe('differs');

    expect(await countPageChecksSince(db, bookId, before)).toBe(2);
    expect(await countPageChecksSince(db, bookId, new Date(Date.now() + 60_000))).toBe(0);
    expect(await countPageChecksSince(db, await newBook(db), before)).toBe(0);
  });
});
