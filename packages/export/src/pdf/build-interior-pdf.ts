import { type BookDocument, isActivityBook, practicePaper } from '@bookloom/core';
import { mapLimit, type PreparedImage, prepareImage } from '../images/prepare-image';
import { ImageRefError } from '../images/read-image-ref';
import { ExportInputError, type ExportOptions, resolveBook } from '../options';
import { TextWarnings } from '../text/sanitize-text';
import { addBoxedPage, createPdf } from './create-pdf';
import { drawCopyrightPage, drawTitlePage } from './draw-front-matter';
import { drawPage } from './draw-page';
import { drawWatermark } from './draw-watermark';
import { FRONT_MATTER } from './front-matter-text';
import { rememberPageCount } from './page-count-memo';
import { PT, pageFrame } from './page-geometry';
import { type PlannedPage, planInterior } from './plan-interior';

export type PdfBuild = { bytes: Buffer; pageCount: number; warnings: string[] };

/** Print-ready KDP interior: front matter, story pages, padding; exact boxes; fonts embedded. */
export async function buildInteriorPdf(input: BookDocument, opts: ExportOptions = {}): Promise<PdfBuild> {
  const book = resolveBook(input, opts);
  const tw = new TextWarnings();
  const meta = {
    title: input.title,
    author: input.author,
    trim: book.trim,
    bleed: book.bleed,
    paper: book.paper,
  };
  // One document measures (planning adds no pages) and then draws, so fonts are parsed once.
  const { doc, finish } = createPdf({ ...meta, kind: 'interior', pages: 0 });
  const plan = planInterior(book, doc, tw);
  const count = plan.pages.length;
  rememberPageCount(book, count);
  const warnings = [...plan.warnings];
  const images = await prepareAll(plan.pages, book, count, warnings);

  // pdfkit writes the Info dictionary at the end, so the final count can still go in.
  (doc.info as Record<string, unknown>).BookloomPages = String(count);
  // Padding: story books get drawing prompts in a frame, activity books practice pages (squared for maths).
  const fm = FRONT_MATTER[input.language];
  const activity = isActivityBook(input.type);
  const padding = activity
    ? { prompts: fm.practicePrompts, paper: practicePaper(input) }
    : { prompts: fm.drawPrompts };
  plan.pages.forEach((page, i) => {
    const frame = pageFrame(book.trim, book.bleed, i + 1, count);
    addBoxedPage(doc, frame.width, frame.height, frame.trim);
    if (page.kind === 'title') drawTitlePage(doc, frame, book, tw);
    else if (page.kind === 'copyright') drawCopyrightPage(doc, frame, book, tw);
    else drawPage(doc, page, frame, images[i], padding);
    if (book.watermark) drawWatermark(doc, book.watermark, frame.safe);
  });
  const bytes = await finish();
  return { bytes, pageCount: count, warnings: [...warnings, ...tw.list()] };
}

async function prepareAll(
  pages: PlannedPage[],
  book: ReturnType<typeof resolveBook>,
  count: number,
  warnings: string[],
) {
  const failed: string[] = []; // by page index, so the first error named is the first in the book
  // A picture used on many pages (a short book's "draw your own" frame, its notes paper) is read and
  // prepared once: the same bytes object is then embedded once and drawn on every page (draw-image.ts).
  const prepared = new Map<string, Promise<PreparedImage>>();
  // Two in flight: libvips threads already use the cores inside each conversion, and every page
  // in flight holds a decoded full-size picture (-50 MB peak RSS against four, same CPU; 0022).
  const out = await mapLimit(pages, 2, async (page, i): Promise<PreparedImage | undefined> => {
    if (page.kind !== 'story' || !page.image || !page.regions.image) return undefined;
    const frame = pageFrame(book.trim, book.bleed, i + 1, count);
    const r = page.regions.image;
    const box = page.regions.imageBleeds
      ? { width: frame.width / PT, height: frame.height / PT, fit: 'cover' as const }
      : { width: r.w / PT, height: r.h / PT, fit: r.fit };
    const kind = page.layout === 'coloring' || page.layout === 'activity' ? 'line' : 'painted';
    try {
      const key = `${page.image}|${kind}|${box.width}x${box.height}|${box.fit}`;
      const once = prepared.get(key) ?? prepareImage(page.image, book.baseDir, kind, box);
      prepared.set(key, once);
      const img = await once;
      if (img.upscaledFrom)
        warnings.push(
          `Page ${page.source + 1}: image ${img.upscaledFrom.width}×${img.upscaledFrom.height} px is under 300 DPI at its size; upscaled to ${img.width}×${img.height} px (may look soft).`,
        );
      return img;
    } catch (e) {
      if (!(e instanceof ImageRefError)) throw e;
      failed[i] = `page ${page.source + 1}: ${e.message}`;
      return undefined;
    }
  });
  const errors = failed.filter(Boolean);
  if (errors.length)
    throw new ExportInputError(
      `${errors[0]}${errors.length > 1 ? ` (and ${errors.length - 1} more image errors)` : ''}`,
    );
  return out;
}
