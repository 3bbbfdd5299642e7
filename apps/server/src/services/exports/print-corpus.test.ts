import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createProviders, generateBook, type ProviderSet, writeGeneratedBook } from '@bookloom/ai';
import { BOOK_TYPES, type BookType, parseBookDocument, TRIM_SIZES } from '@bookloom/core';
import { exportBook } from '@bookloom/export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The preflight's regression corpus: every book type from the builtin engine, as the app makes it,
// exported with bleed on and off and preflighted (ink in the margins, transparency, boxes, fonts,
// DPI). Four pages a book; about 4 s a type on a busy two-core machine (measured 18:40 UTC).
let providers: ProviderSet;
let dir: string;
beforeAll(async () => {
  providers = await createProviders({});
  dir = await mkdtemp(join(tmpdir(), 'print-corpus-'));
});
afterAll(async () => {
  await providers?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function makeBook(type: BookType, i: number) {
  const book = await generateBook(
    {
      title: 'Lina and the Big Adventure',
      author: 'Ada Müller',
      type,
      description: 'A curious little hero explores the world and helps her friends.',
      pages: 4,
      language: 'en',
      trim: TRIM_SIZES[i % TRIM_SIZES.length],
      bleed: true,
      quality: 'standard',
      seed: 300 + i,
    },
    providers,
    { concurrency: 2 },
  );
  return writeGeneratedBook(book, join(dir, type));
}

// One book a type (art drawn once, at its bleed size) exported both ways: bleed on and off.
describe('print corpus: 25 book types × bleed on/off pass the preflight', () => {
  it.each(BOOK_TYPES.map((type, i) => ({ type, i })))('$type', async ({ type, i }) => {
    const file = await makeBook(type, i);
    const doc = parseBookDocument(JSON.parse(await readFile(file, 'utf8')));
    for (const bleed of [true, false]) {
      const r = await exportBook(doc, 'pdf', { baseDir: dirname(file), bleed });
      const errors = r.preflight!.findings.filter((f) => f.severity === 'error');
      expect(errors, `${type} bleed ${bleed}`).toEqual([]);
      expect(r.preflight!.stats.minImageDpi ?? 300).toBeGreaterThanOrEqual(299);
    }
  });
});
