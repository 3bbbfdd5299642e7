import { type BookDocument, SPINE_TEXT_MIN_PAGES } from '@bookloom/core';
import sharp from 'sharp';
import { prepareImage } from '../images/prepare-image';
import { ImageRefError } from '../images/read-image-ref';
import { ExportInputError, type ExportOptions, resolveBook } from '../options';
import { addBoxedPage, createPdf } from '../pdf/create-pdf';
import { drawImage } from '../pdf/draw-image';
import { drawWatermark } from '../pdf/draw-watermark';
import { knownPageCount, rememberPageCount } from '../pdf/page-count-memo';
import { PT } from '../pdf/page-geometry';
import { planInterior } from '../pdf/plan-interior';
import { TextWarnings } from '../text/sanitize-text';
import { coverGeometry } from './cover-geometry';
import { drawBackCover, drawFrontText, drawSpineText } from './draw-cover-text';

export type CoverOptions = ExportOptions & {
  /** Interior page count; planned from the document when absent. */ pageCount?: number;
};

/** Paperback cover wrap: back, spine and front on one page, sized by the spine formula. */
export async function buildCoverPdf(input: BookDocument, opts: CoverOptions = {}) {
  const book = resolveBook(input, opts);
  const tw = new TextWarnings();
  const warnings: string[] = [];
  const pageCount = opts.pageCount ?? interiorPageCount(book);
  const g = coverGeometry(book.trim, pageCount, book.paper);
  let art: Awaited<ReturnType<typeof prepareImage>> | undefined;
  let background = '#f3e6d8';
  if (input.cover.image) {
    const box = { width: g.frontBleed.w / PT, height: g.frontBleed.h / PT, fit: 'cover' as const };
    art = await prepareImage(input.cover.image, book.baseDir, 'painted', box).catch((e) => {
      throw e instanceof ImageRefError ? new ExportInputError(`cover: ${e.message}`) : e;
    });
    if (art.upscaledFrom)
      warnings.push(
        `Cover image ${art.upscaledFrom.width}×${art.upscaledFrom.height} px is under 300 DPI; upscaled.`,
      );
    background = await softBackground(art.data);
  } else warnings.push('No cover image: the front cover is plain colour with the title.');

  const { doc, finish } = createPdf({
    title: input.title,
    author: input.author,
    kind: 'cover',
    trim: book.trim,
    bleed: true,
    paper: book.paper,
    pages: pageCount,
  });
  addBoxedPage(doc, g.width, g.height, g.trim);
  doc.rect(0, 0, g.width, g.height).fill(background);
  if (art) drawImage(doc, art, g.frontBleed, 'cover');
  drawFrontText(doc, g, book, tw, Boolean(art));
  drawBackCover(doc, g, book, tw);
  if (pageCount >= SPINE_TEXT_MIN_PAGES && !drawSpineText(doc, g, book, tw))
    warnings.push('Spine too narrow for readable text; spine left plain.');
  if (book.watermark) {
    drawWatermark(doc, book.watermark, g.frontSafe);
    drawWatermark(doc, book.watermark, { ...g.backSafe, h: g.barcode.y - g.backSafe.y - 9 });
  }
  return { bytes: await finish(), pageCount, warnings: [...warnings, ...tw.list()] };
}

function interiorPageCount(book: ReturnType<typeof resolveBook>): number {
  const known = knownPageCount(book);
  if (known !== undefined) return known;
  const { doc } = createPdf({
    title: '',
    author: '',
    kind: 'interior',
    trim: book.trim,
    bleed: book.bleed,
    paper: book.paper,
    pages: 0,
  });
  const count = planInterior(book, doc, new TextWarnings()).pages.length;
  rememberPageCount(book, count);
  return count;
}

/** Back and spine colour: the cover art's dominant colour, lightened so dark text stays readable. */
async function softBackground(data: Buffer): Promise<string> {
  const { dominant } = await sharp(data).resize(64, 64).stats();
  const mix = (c: number) =>
    Math.round(c + (255 - c) * 0.55)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(dominant.r)}${mix(dominant.g)}${mix(dominant.b)}`;
}
