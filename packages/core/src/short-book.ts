import type { BookType } from './categories';
import { MIN_PAGES_PAPERBACK } from './kdp';
import { type WorkbookTopic, workbookTopic } from './workbook-topic';

/** What a short book's print edition is filled with (issue 14): the user's choice on export. */
export const SHORT_BOOK_FILLS = ['coloring', 'draw', 'notes'] as const;
export type ShortBookFill = (typeof SHORT_BOOK_FILLS)[number];

/**
 * Books of exercises rather than a story: their added pages are more practice and notes (ruled
 * lines), never "draw your favourite part of the story" (issue 14).
 */
export const ACTIVITY_BOOK_TYPES: readonly BookType[] = [
  'activity-books',
  'educational-workbooks',
  'learning-books',
  'alphabet',
  'numbers',
  'shapes',
  'journal',
];
export const isActivityBook = (type?: string): boolean =>
  !!type && (ACTIVITY_BOOK_TYPES as readonly string[]).includes(type);

const MATHS_TOPICS = new Set<WorkbookTopic>([
  'count',
  'compare',
  'add',
  'subtract',
  'multiply',
  'divide',
  'time',
  'shape',
]);
/** Activity books whose topic is read from the title (mazes and puzzle books may be maths too). */
const TOPIC_BOOKS = new Set(['educational-workbooks', 'learning-books', 'activity-books']);

/**
 * The paper of an activity book's added "More practice" / "Notes" pages: squared (a 5 mm grid) for
 * maths — a numbers or shapes book, or a workbook whose topic (`workbookTopic`, title then
 * description) is all maths: sums, tables, clocks, shapes, counting —, ruled lines for spelling,
 * letters, reading and mixed books. The builtin padding and the PDF's own padding both ask here.
 */
export function practicePaper(book: {
  type?: string;
  title?: string;
  description?: string;
}): 'squared' | 'ruled' {
  if (book.type === 'numbers' || book.type === 'shapes') return 'squared';
  if (!book.type || !TOPIC_BOOKS.has(book.type)) return 'ruled';
  const topics = workbookTopic(book.title ?? '', book.description);
  return topics.every((t) => MATHS_TOPICS.has(t)) ? 'squared' : 'ruled';
}

/** What the export panel offers a short book of this type: an activity book is not offered story drawing prompts. */
export function shortBookFillsFor(type?: string): readonly ShortBookFill[] {
  return isActivityBook(type) ? ['notes', 'coloring'] : SHORT_BOOK_FILLS;
}

/** Front matter every interior starts with: the title page and the copyright page. */
export const FRONT_MATTER_PAGES = 2;

/**
 * How many pages a paperback of `pageCount` book pages needs added to reach KDP's minimum (then an
 * even count). A coloring book printed with blank backs (the default for coloring books) prints each
 * picture on its own sheet, so it counts twice; printed two-sided it counts once.
 */
export function pagesToAdd(pageCount: number, type?: BookType, blankBacks = type === 'coloring'): number {
  const perPage = type === 'coloring' && blankBacks ? 2 : 1;
  const used = FRONT_MATTER_PAGES + pageCount * perPage;
  const target = Math.max(MIN_PAGES_PAPERBACK, used + (used % 2));
  // The added pages are coloring-layout pages too: with blank backs each of them takes two pages as well.
  return Math.max(0, Math.ceil((target - used) / perPage));
}
