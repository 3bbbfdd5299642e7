import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../open-db';
import { bookExports, characterImages, characters, coverTemplates, user } from '../schema';
import { testDatabases } from '../testing/test-databases';
import {
  completeBook,
  createBook,
  deleteBookForUser,
  findStuckBooks,
  getBookForUser,
  latestExportsForBooks,
  listBooksForUser,
  markFailed,
  updateBookProgress,
} from './books';
import { listCoverTemplatesForUser, listPickableCharacters } from './pickers';
import { addPromptHistory, deletePromptHistoryForUser, listPromptHistory } from './prompt-history';

let n = 0;
async function newUser(db: Database['db']) {
  const id = `book-user-${++n}-${Math.random().toString(36).slice(2)}`;
  await db.insert(user).values({ id, name: 'Test', email: `${id}@example.com` });
  return id;
}
const bookRow = (userId: string, title = 'Milo') => ({
  userId,
  title,
  author: 'Ada',
  type: 'story-book',
  pages: 8,
  trimSize: '6x9',
  request: { title },
});

describe.each(testDatabases())('book queries on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => database?.drop());

  it('reads, lists and deletes a book only for its owner', async () => {
    const a = await newUser(database.db);
    const b = await newUser(database.db);
    const first = await createBook(database.db, bookRow(a, 'First'));
    const second = await createBook(database.db, bookRow(a, 'Second'));
    expect(first.status).toBe('generating');
    expect((await getBookForUser(database.db, a, first.id))?.title).toBe('First');
    expect(await getBookForUser(database.db, b, first.id)).toBeUndefined();
    expect(await getBookForUser(database.db, a, 'not-a-uuid')).toBeUndefined();
    expect((await listBooksForUser(database.db, a)).map((x) => x.id)).toEqual([second.id, first.id]);
    expect(await listBooksForUser(database.db, b)).toEqual([]);
    expect(await deleteBookForUser(database.db, b, first.id)).toBeUndefined();
    expect((await deleteBookForUser(database.db, a, first.id))?.id).toBe(first.id);
    expect(await getBookForUser(database.db, a, first.id)).toBeUndefined();
  });

  it('moves a book through its statuses; failing happens once and never after completion', async () => {
    const a = await newUser(database.db);
    const book = await createBook(database.db, bookRow(a));
    expect(
      await updateBookProgress(
        database.db,
        book.id,
        { done: 2, total: 9, stage: 'illustrating' },
        'generating_images',
      ),
    ).toBe(true);
    expect(await getBookForUser(database.db, a, book.id)).toMatchObject({
      status: 'generating_images',
      progress: { done: 2, total: 9 },
    });
    expect(await markFailed(database.db, book.id, 'boom')).toMatchObject({ status: 'failed', error: 'boom' });
    expect(await markFailed(database.db, book.id, 'again')).toBeUndefined();
    expect(await updateBookProgress(database.db, book.id, { done: 3, total: 9, stage: 'illustrating' })).toBe(
      false,
    );

    const ok = await createBook(database.db, bookRow(a));
    const done = await completeBook(database.db, ok.id, { document: { version: 1 }, coverKey: null });
    expect(done).toMatchObject({ status: 'completed', document: { version: 1 } });
    expect(await markFailed(database.db, ok.id, 'late')).toBeUndefined();
  });

  it('finds books stuck in generation', async () => {
    const a = await newUser(database.db);
    const old = await createBook(database.db, {
      ...bookRow(a),
      updatedAt: new Date(Date.now() - 31 * 60_000),
    });
    const fresh = await createBook(database.db, bookRow(a));
    const ids = (await findStuckBooks(database.db, new Date(Date.now() - 30 * 60_000))).map((b) => b.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(fresh.id);
  });

  it('reads the latest export per format', async () => {
    const a = await newUser(database.db);
    const book = await createBook(database.db, bookRow(a));
    const exp = (format: 'pdf' | 'epub', fileName: string, at: number) => ({
      bookId: book.id,
      userId: a,
      format,
      options: {},
      storageKey: `exports/${fileName}`,
      fileName,
      bytes: 1,
      createdAt: new Date(at),
    });
    await database.db
      .insert(bookExports)
      .values([exp('pdf', 'old.pdf', 1000), exp('pdf', 'new.pdf', 2000), exp('epub', 'b.epub', 1500)]);
    const latest = await latestExportsForBooks(database.db, a, [book.id]);
    expect(latest.map((e) => e.fileName).sort()).toEqual(['b.epub', 'new.pdf']);
    expect(await latestExportsForBooks(database.db, await newUser(database.db), [book.id])).toEqual([]);
  });

  it('keeps prompt history per user and kind', async () => {
    const a = await newUser(database.db);
    const b = await newUser(database.db);
    const id = await addPromptHistory(database.db, {
      userId: a,
      kind: 'story',
      title: 'T',
      promptData: { x: 1 },
    });
    await addPromptHistory(database.db, { userId: a, kind: 'cover', title: 'C', promptData: {} });
    expect(await listPromptHistory(database.db, a, 'story')).toEqual([
      expect.objectContaining({ id, title: 'T', promptData: { x: 1 } }),
    ]);
    expect(await deletePromptHistoryForUser(database.db, b, id)).toBe(false);
    expect(await deletePromptHistoryForUser(database.db, a, id)).toBe(true);
    expect(await listPromptHistory(database.db, a, 'story')).toEqual([]);
  });

  it('lists gallery and own templates, and characters that have an image', async () => {
    const a = await newUser(database.db);
    const b = await newUser(database.db);
    await database.db.insert(coverTemplates).values([
      { name: 'Gallery', imageKey: 'covers/g.png' },
      { name: 'Mine', imageKey: 'covers/m.png', userId: a },
      { name: 'Theirs', imageKey: 'covers/t.png', userId: b },
    ]);
    expect((await listCoverTemplatesForUser(database.db, a)).map((t) => t.name).sort()).toEqual([
      'Gallery',
      'Mine',
    ]);
    const [withImage, without, publicOne] = await database.db
      .insert(characters)
      .values([
        { userId: a, name: 'Pic' },
        { userId: a, name: 'NoPic' },
        { userId: b, name: 'Public', isPublic: true },
      ])
      .returning();
    await database.db.insert(characterImages).values([
      { characterId: withImage.id, imageKey: 'characters/1.png' },
      { characterId: publicOne.id, imageKey: 'characters/2.png' },
    ]);
    const picks = await listPickableCharacters(database.db, a);
    expect(picks.map((c) => c.name).sort()).toEqual(['Pic', 'Public']);
    expect(picks.some((c) => c.id === without.id)).toBe(false);
    expect((await listPickableCharacters(database.db, b)).map((c) => c.name)).toEqual(['Public']);
  });
});
