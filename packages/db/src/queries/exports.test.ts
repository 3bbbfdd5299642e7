import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../open-db';
import { profiles, user } from '../schema';
import { testDatabases } from '../testing/test-databases';
import { createBook, listBookExportKeys } from './books';
import { debitCredits } from './credits';
import {
  exportChargeReference,
  getExportById,
  getExportForUser,
  insertExport,
  isExportCharged,
} from './exports';

let n = 0;
async function newUser(db: Database['db'], credits = 100) {
  const id = `export-user-${++n}-${Math.random().toString(36).slice(2)}`;
  await db.insert(user).values({ id, name: 'Test', email: `${id}@example.com` });
  await db.insert(profiles).values({ userId: id, credits });
  return id;
}

describe.each(testDatabases())('export queries on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => database?.drop());

  it('reads an export only for its owner, by id for signed links, and knows when a format was paid', async () => {
    const a = await newUser(database.db);
    const b = await newUser(database.db);
    const book = await createBook(database.db, {
      userId: a,
      title: 'Milo',
      author: 'Ada',
      type: 'story-book',
      pages: 8,
      trimSize: '6x9',
      request: {},
    });
    const row = await insertExport(database.db, {
      bookId: book.id,
      userId: a,
      format: 'pdf',
      options: { trimSize: '6x9' },
      storageKey: `exports/${book.id}/x.pdf`,
      fileName: 'milo-interior.pdf',
      bytes: 1234,
    });
    expect((await getExportForUser(database.db, a, row.id))?.fileName).toBe('milo-interior.pdf');
    expect(await getExportForUser(database.db, b, row.id)).toBeUndefined();
    expect(await getExportForUser(database.db, a, 'not-a-uuid')).toBeUndefined();
    expect((await getExportById(database.db, row.id))?.userId).toBe(a);
    expect(await listBookExportKeys(database.db, a, book.id)).toEqual([{ storageKey: row.storageKey }]);

    expect(exportChargeReference(book.id, 'epub')).toBe(`export:${book.id}:epub`);
    expect(await isExportCharged(database.db, a, book.id, 'pdf')).toBe(false);
    const entry = {
      userId: a,
      amount: 15,
      reference: exportChargeReference(book.id, 'pdf'),
      type: 'export' as const,
      description: 'Export (PDF): Milo',
    };
    expect(await debitCredits(database.db, entry)).toMatchObject({
      ok: true,
      duplicate: false,
      creditsAfter: 85,
    });
    expect(await debitCredits(database.db, entry)).toMatchObject({
      ok: true,
      duplicate: true,
      creditsAfter: 85,
    });
    expect(await isExportCharged(database.db, a, book.id, 'pdf')).toBe(true);
    expect(await isExportCharged(database.db, a, book.id, 'epub')).toBe(false);
    expect(await isExportCharged(database.db, b, book.id, 'pdf')).toBe(false);
  });
});
