import {
  type BookDocument,
  type BookPage,
  interiorPageSize,
  isActivityBook,
  MIN_IMAGE_DPI,
  pagesToAdd,
  type ShortBookFill,
  type TrimSize,
} from '@bookloom/core';
import sharp from 'sharp';
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
 * activity book (workbook, mazes, alphabet…) has no story to draw: its added pages are ruled "More
 * practice" and "Notes" pages by turns, whatever fill was asked.
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
  const notes = async (): Promise<BookPage> => {
    if (!images.has('fill-notes.png')) images.set('fill-notes.png', await linesPng(px));
    const heading = headings[noted++ % headings.length];
    return { heading, image: 'fill-notes.png', alt: text.notesAlt, layout: 'coloring' };
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

const svgPng = (svg: string) => sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();

/** A big rounded frame to draw in. */
function framePng(px: { w: number; h: number }) {
  const m = Math.round(px.w * 0.04);
  const line = Math.max(4, Math.round(px.w / 300));
  return svgPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px.w}" height="${px.h}"><rect width="100%" height="100%" fill="#fff"/><rect x="${m}" y="${m}" width="${px.w - 2 * m}" height="${px.h - 2 * m}" rx="${m}" fill="none" stroke="#8c7f77" stroke-width="${line}"/></svg>`,
  );
}

/** Ruled lines to write on, a child's line spacing (about 0.45 in). */
function linesPng(px: { w: number; h: number }) {
  const gap = Math.round(0.45 * MIN_IMAGE_DPI);
  const m = Math.round(px.w * 0.04);
  const lines: string[] = [];
  for (let y = m + gap; y < px.h - m; y += gap)
    lines.push(`<line x1="${m}" y1="${y}" x2="${px.w - m}" y2="${y}"/>`);
  return svgPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px.w}" height="${px.h}"><rect width="100%" height="100%" fill="#fff"/><g stroke="#b8aca4" stroke-width="${Math.max(3, Math.round(px.w / 500))}">${lines.join('')}</g></svg>`,
  );
}
