import type { BookPage } from '@bookloom/core';
import type { BookPageRow, BookRow, PageContent } from '@bookloom/db';

type PlanLike = {
  pages?: { scene?: string; hints?: Record<string, unknown> }[];
  character?: { figure?: unknown; palette?: unknown };
};

/** The Book document's page from the editor's page (what the preview and the exports read). */
export function toBookPage(c: PageContent): BookPage {
  const page: BookPage = { layout: c.layout };
  if (c.text) page.text = c.text;
  if (c.heading) page.heading = c.heading;
  if (c.image) page.image = c.image;
  if (c.alt) page.alt = c.alt;
  return page;
}

/** Version 1 of each page: the finished book's document page, with the plan's scene and hints for redraws. */
export function firstContents(book: BookRow): PageContent[] {
  const pages = ((book.document?.pages as BookPage[] | undefined) ?? []).slice();
  const plan = (book.plan as PlanLike | null)?.pages ?? [];
  const bible = (book.plan as PlanLike | null)?.character;
  const drawnWith = bible ? { figure: bible.figure ?? null, palette: bible.palette ?? [] } : undefined;
  return pages.map((p, i) => ({
    ...toBookPage(p),
    layout: p.layout ?? 'image-top',
    ...(plan[i]?.scene ? { scene: plan[i].scene } : {}),
    ...(plan[i]?.hints ? { hints: plan[i].hints } : {}),
    ...(p.image && p.layout !== 'text-only'
      ? { check: 'ok' as const, ...(drawnWith ? { drawnWith } : {}) }
      : {}),
  }));
}

/** The document with the editor's pages in their order. */
export const documentWith = (book: BookRow, pages: BookPageRow[]) => ({
  ...(book.document ?? {}),
  pages: pages.map((p) => toBookPage(p.content)),
});

/**
 * Text as typed, minus what cannot be printed (controls other than line breaks and tabs, bidi overrides).
 * HTML stays literal text: the editor, the PDF and the EPUB all show it as characters, never as markup.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

export const cleanPageText = (text: string) =>
  text.normalize('NFC').replace(/\r\n?/g, '\n').replace(UNPRINTABLE, '');

const pictured = (c: PageContent) => Boolean(c.image) && c.layout !== 'text-only';

/**
 * The consistency flag of each page against the first pictured page: builtin pictures record the figure and
 * palette they were drawn with, so a page drawn with another figure or palette than page 1 differs; an upload or
 * a provider's picture cannot be judged without a vision model ("not_checked"); a page without a picture: "none".
 */
export function consistencyOf(pages: PageContent[]): ('ok' | 'differs' | 'not_checked' | 'none')[] {
  const first = pages.find(pictured);
  const key = (c?: PageContent) => (c?.drawnWith ? JSON.stringify(c.drawnWith) : undefined);
  return pages.map((c) => {
    if (!pictured(c)) return 'none';
    if (c.check === 'not_checked' || !key(c)) return 'not_checked';
    if (!first || first === c || !key(first)) return c === first ? 'ok' : 'not_checked';
    return key(c) === key(first) ? 'ok' : 'differs';
  });
}
