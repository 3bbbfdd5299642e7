import type { BookPageRow, BookRow, PageContent, VisionCheck } from '@bookloom/db';
import { consistencyOf } from './page-content';

/** The job that asks the vision model (one queued + one running per book: pg-boss 'stately' on the book id). */
export const CHECK_CONSISTENCY_JOB = 'editor.check-consistency';

type PageLike = Pick<BookPageRow, 'pageId' | 'content'> & { visionCheck?: VisionCheck | null };

const pictured = (c: PageContent) => Boolean(c.image) && c.layout !== 'text-only';

/**
 * What the pages are compared with: the chosen character's reference when the book has one, else the first
 * pictured page's picture. The key names it, so a verdict made against another reference no longer applies.
 */
export function referenceOf(book: Pick<BookRow, 'characterId'>, pages: PageLike[]) {
  const first = pages.find((p) => pictured(p.content));
  if (book.characterId) return { key: `character:${book.characterId}`, page: undefined, first };
  return first?.content.image ? { key: `page:${first.content.image}`, page: first, first } : undefined;
}

/** The verdict stored on a page still applies to it: same picture, and page 1's picture when that was the reference. */
export function verdictApplies(vc: VisionCheck | null | undefined, c: PageContent, firstImage?: string) {
  if (!vc || vc.image !== c.image) return false;
  return !vc.reference.startsWith('page:') || vc.reference === `page:${firstImage}`;
}

/**
 * Pages the vision model should judge: pictured pages the builtin rule cannot judge (uploads, provider pictures)
 * whose stored verdict is missing, pending or for another picture or reference. The reference page is not judged.
 */
export function pagesToCheck(book: Pick<BookRow, 'characterId'>, pages: PageLike[]) {
  const ref = referenceOf(book, pages);
  if (!ref) return { ref, pages: [] as PageLike[] };
  const builtin = consistencyOf(pages.map((p) => p.content));
  const todo = pages.filter((p, i) => {
    if (builtin[i] !== 'not_checked' || p === ref.page) return false;
    const vc = p.visionCheck;
    return !(vc && vc.status !== 'pending' && vc.image === p.content.image && vc.reference === ref.key);
  });
  return { ref, pages: todo };
}
