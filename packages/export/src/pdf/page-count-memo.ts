import { createHash } from 'node:crypto';
import type { ResolvedBook } from '../options';

/**
 * Interior page counts of recently planned books, by everything planning reads (the document and
 * the resolved options, not where the images are). The cover wrap's spine needs the count: after
 * the interior PDF of the same book (the export panel's usual order) it is known, and planning
 * again — laying out every page's text — was a third of the cover export.
 */
const counts = new Map<string, number>();
const MAX = 64;

const keyOf = (book: ResolvedBook) =>
  createHash('sha256')
    .update(JSON.stringify({ ...book, baseDir: undefined }))
    .digest('hex');

export const knownPageCount = (book: ResolvedBook) => counts.get(keyOf(book));

export function rememberPageCount(book: ResolvedBook, count: number) {
  const key = keyOf(book);
  counts.delete(key);
  counts.set(key, count);
  if (counts.size > MAX) counts.delete(counts.keys().next().value!);
}
