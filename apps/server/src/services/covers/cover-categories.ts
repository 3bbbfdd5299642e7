import {
  BOOK_CATEGORIES,
  type BookType,
  COVER_CATEGORIES,
  COVER_LAYOUTS,
  type CoverCategory,
} from '@bookloom/core';

export { COVER_CATEGORIES };
export const COVER_LAYOUT_IDS = COVER_LAYOUTS;

/** The book type whose pictures fit a cover category (the builtin engine draws by book type). */
export function bookTypeFor(category: CoverCategory): BookType {
  return BOOK_CATEGORIES.find((c) => c.coverCategory === category)?.id ?? 'story-book';
}
