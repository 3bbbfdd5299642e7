import {
  type BookDocument,
  ISBN_ERROR,
  normalizeIsbn,
  PAPER_TYPES,
  type PaperType,
  TRIM_SIZES,
  type TrimSize,
} from '@bookloom/core';
import type { RenditionCache } from './epub/rendition-store';

/** Caller overrides (the CLI flags, the server's export dialog); they win over the document. */
export type ExportOptions = {
  /** Folder that relative image paths are resolved against (usually the JSON file's folder). */
  baseDir?: string;
  trim?: string;
  bleed?: boolean;
  paper?: string;
  watermark?: string;
  /** Coloring pages alone on right-hand pages with blank backs (default: on for coloring books). */
  blankBacks?: boolean;
  /** ISBN typed on export (ISBN-10 or -13, check digit verified); empty means none. */
  isbn?: string;
  /**
   * Folder where EPUB renditions of the art are kept between processes (the server's cache
   * folder); with it, an EPUB export after the first skips decoding print-size art.
   */
  renditionDir?: string;
  /** Or any other keeper of renditions (the server passes its file storage); it wins over `renditionDir`. */
  renditions?: RenditionCache;
  /** Clock for the copyright year when the document has none (tests pin it). */
  now?: Date;
};

/** Bad input we can name in one line (CLI exit 1, HTTP 400); never a crash. */
export class ExportInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportInputError';
  }
}

export type ResolvedBook = {
  doc: BookDocument;
  trim: TrimSize;
  bleed: boolean;
  paper: PaperType;
  watermark?: string;
  baseDir: string;
  year: number;
  blankBacks: boolean;
};

export function resolveBook(doc: BookDocument, opts: ExportOptions = {}): ResolvedBook {
  const trim = opts.trim ?? doc.trim;
  if (!(TRIM_SIZES as readonly string[]).includes(trim))
    throw new ExportInputError(`Unknown trim size "${trim}"; use one of ${TRIM_SIZES.join(', ')}`);
  const paper = opts.paper ?? doc.paper;
  if (!(PAPER_TYPES as readonly string[]).includes(paper))
    throw new ExportInputError(`Unknown paper "${paper}"; use one of ${PAPER_TYPES.join(', ')}`);
  if (doc.pages.length === 0) throw new ExportInputError('The book has no pages');
  const watermark = (opts.watermark ?? doc.watermark)?.trim() || undefined;
  // The copyright page prints an ISBN line only for a real ISBN; a wrong one is refused, not printed.
  const rawIsbn = (opts.isbn ?? doc.isbn)?.trim();
  const isbn = rawIsbn ? normalizeIsbn(rawIsbn) : undefined;
  if (isbn === null) throw new ExportInputError(ISBN_ERROR.en);
  return {
    doc: { ...doc, isbn },
    trim: trim as TrimSize,
    bleed: opts.bleed ?? doc.bleed,
    paper: paper as PaperType,
    watermark,
    baseDir: opts.baseDir ?? process.cwd(),
    year: doc.year ?? (opts.now ?? new Date()).getUTCFullYear(),
    blankBacks: opts.blankBacks ?? doc.type === 'coloring',
  };
}
