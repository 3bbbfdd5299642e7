import type { BookPage } from '@bookloom/core';
import { BODY_LINE, planPage, textHeight } from '../../shared/book-pages/page-layout';

/** The preview's average advance per body character (page-layout.ts BODY_EM_PER_CHAR). */
const BODY_EM_PER_CHAR = 0.48;

/**
 * True when the page's text does not fit its box even at the smallest body size the PDF uses:
 * the editor flags it (the printed page would cut it), never clips it silently.
 */
/**
 * Whether a page is over capacity: the server's flag (measured with the PDF exporter's own typesetting) for the
 * text it saved; the browser's estimate above while the shown text differs (typed, not yet saved or answered).
 */
export function pageOverflows(
  p: { page: BookPage; overflow?: boolean },
  text: string | undefined,
  trim: string,
  bleed: boolean,
  index: number,
  count: number,
) {
  if (p.overflow !== undefined && (text ?? '') === (p.page.text ?? '')) return p.overflow;
  return textOverflows({ ...p.page, text }, trim, bleed, index, count);
}

export function textOverflows(page: BookPage, trim: string, bleed: boolean, index: number, count: number) {
  const plan = planPage(page, trim, bleed, index, count);
  if (!plan.text || !page.text?.trim()) return false;
  const box = plan.text;
  return textHeight(page.text.trim(), box.size, box.w, BODY_EM_PER_CHAR, BODY_LINE) > box.h + 0.5;
}
