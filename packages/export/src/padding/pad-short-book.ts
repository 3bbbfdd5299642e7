import {
  type BookDocument,
  type BookPage,
  interiorPageSize,
  isActivityBook,
  MIN_IMAGE_DPI,
  pagesToAdd,
  practicePaper,
  type ShortBookFill,
  type TrimSize,
} from '@bookloom/core';
import { framePng, gridPng, linesPng } from './fill-images';
import { FILL_TEXT } from './fill-pages-text';
import { lineArtOf } from './line-art';

export type PaddedBook = { doc: BookDocument; images: Map<string, Buffer> };

/** Layouts whose picture is a scene worth a coloring version (not puzzles, not line art already). */
const SCENE_LAYOUTS = new Set(['image-top', 'image-full']);

/**
 * Adds the pages a paperback needs (issue 14, "short books are honest") to the Book document itself,
 * so the print PDF and the EPUB both carry them: coloring versions of the book's own pictures, "draw
 * your own" frames or notes pages. Prompts and headings rotate, so no page is the same as the one
 * before; coloring versions come once per picture, then draw and notes pages take turns. An
 * activity book (workbook, mazes, alphabet…) has no story to draw: its added pages are "More practice"
 * and "Notes" pages by turns, whatever fill was asked — squared paper for maths, ruled lines otherwise.
 */
export async function padShortBook(
  doc: BookDocument,
  fill: ShortBookFill,
  o: {
    trim: TrimSize;
    bleed: boolean;
    readImage: (name: string) => Promise<Uint8Array>;
    /** Print: coloring pages with blank backs (default for coloring books) take two pages each. */
    blankBacks?: boolean;
  },
): Promise<PaddedBook> {
  const count = pagesToAdd(doc.pages.length, doc.type, o.blankBacks);
  const images = new Map<string, Buffer>();
  if (count === 0) return { doc, images };
  const text = FILL_TEXT[doc.language];
  const activity = isActivityBook(doc.type);
  const headings = activity ? text.practiceHeadings : text.notesHeadings;
  const size = interiorPageSize(o.trim, o.bleed);
  const px = { w: Math.round(size.width * MIN_IMAGE_DPI), h: Math.round(size.height * MIN_IMAGE_DPI) };
  const added: BookPage[] = [];
  let drawn = 0;
  let noted = 0;
  const draw = async (): Promise<BookPage> => {
    if (!images.has('fill-draw.png')) images.set('fill-draw.png', await framePng(px));
    const prompt = text.drawPrompts[drawn++ % text.drawPrompts.length];
    return { text: prompt, image: 'fill-draw.png', alt: text.drawAlt, layout: 'coloring' };
  };
  // A maths workbook practises on squared paper, a spelling or writing one on ruled lines.
  const squared = activity && practicePaper(doc) === 'squared';
  const notes = async (): Promise<BookPage> => {
    const image = squared ? 'fill-squares.png' : 'fill-notes.png';
    if (!images.has(image)) images.set(image, await (squared ? gridPng(o.trim, o.bleed) : linesPng(px)));
    const heading = headings[noted++ % headings.length];
    return { heading, image, alt: squared ? text.squaredAlt : text.notesAlt, layout: 'coloring' };
  };
  if (fill === 'coloring') {
    const scenes = doc.pages
      .map((p, i) => ({ p, n: i + 1 }))
      .filter(({ p }) => p.image && SCENE_LAYOUTS.has(p.layout));
    for (const { p, n } of scenes.slice(0, count)) {
      const name = `fill-color-${n}.png`;
      images.set(name, await lineArtOf(await o.readImage(p.image!)));
      const what = (p.alt ?? p.text ?? '').replace(/^[^:]{1,30}\s?:\s*/, '').slice(0, 300);
      added.push({ text: text.colorCaption(n), image: name, alt: text.colorAlt(what), layout: 'coloring' });
    }
  }
  while (added.length < count)
    added.push(
      activity || fill === 'notes' || (fill === 'coloring' && added.length % 2 === 1)
        ? await notes()
        : await draw(),
    );
  return { doc: { ...doc, pages: [...doc.pages, ...added] }, images };
}
