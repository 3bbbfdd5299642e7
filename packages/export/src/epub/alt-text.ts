import type { BookPage, Language } from '@bookloom/core';
import { EPUB_STRINGS } from './epub-strings';
import { oneLine } from './xml-text';

const MAX_DERIVED = 150;

/**
 * Alt text for a page's image: the author's `alt` when given; otherwise a description derived
 * from the heading or the first sentence of the text (the picture illustrates it); otherwise a
 * plain "Illustration for page n". Never empty: every image in the EPUB must be described.
 */
export function altText(page: BookPage, pageNumber: number, lang: Language): string {
  const t = EPUB_STRINGS[lang];
  const own = oneLine(page.alt ?? '');
  if (own) return own;
  const about = oneLine(page.heading ?? '') || firstSentence(oneLine(page.text ?? ''));
  return about ? t.illustration(about) : t.illustrationOfPage(pageNumber);
}

function firstSentence(text: string): string {
  const m = /^.+?[.!?…](?=\s|$)/u.exec(text);
  const s = m ? m[0] : text;
  if (s.length <= MAX_DERIVED) return s;
  const cut = s.slice(0, MAX_DERIVED);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_DERIVED / 2)).trimEnd()}…`;
}
