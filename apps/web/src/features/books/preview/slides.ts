import type { BookPage } from '@bookloom/core';

/** What the preview shows, in order: the cover (when the book has one), then each page. */
export type Slide = { kind: 'cover'; image: string } | { kind: 'page'; page: BookPage; number: number };

export function buildSlides(coverImage: string | undefined, pages: readonly BookPage[]): Slide[] {
  const list: Slide[] = pages.map((page, i) => ({ kind: 'page', page, number: i + 1 }));
  return coverImage ? [{ kind: 'cover', image: coverImage }, ...list] : list;
}

/** Keeps a page index inside the book (spec §4: "page index bounded"). */
export const clampIndex = (i: number, count: number) => Math.max(0, Math.min(count - 1, i));

/**
 * The dots shown under the page: at most `max` (spec: 7), a window that follows the current page
 * and stays inside the book. Returns [start, end) indexes.
 */
export function dotWindow(count: number, current: number, max = 7): [number, number] {
  if (count <= max) return [0, count];
  const start = clampIndex(current - Math.floor(max / 2), count - max + 1);
  return [start, start + max];
}

/** Spec §4 / §9: a horizontal swipe longer than 50 px turns the page; -1 back, 1 forward, 0 none. */
export const SWIPE_PX = 50;
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_PX || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}
