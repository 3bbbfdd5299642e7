import type { BookDocument } from '@bookloom/core';
import { buildCoverPdf } from './cover/build-cover-pdf';
import { buildEpub } from './epub/index';
import { buildKindleCover } from './kindle-cover/index';
import { type ExportOptions, resolveBook } from './options';
import { buildInteriorPdf } from './pdf/build-interior-pdf';
import { preflightPdf } from './preflight/preflight';
import type { PreflightResult } from './preflight/types';

export const EXPORT_FORMATS = ['pdf', 'cover-pdf', 'epub', 'kindle-cover', 'preflight'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type ExportResult = {
  bytes: Buffer;
  fileName: string;
  mimeType: string;
  preflight?: PreflightResult;
  warnings: string[];
};

/** File-name stem from the title: ASCII, lowercase, dashes ("Milo & the Moon!" → "milo-the-moon"). */
export const slug = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'book';

/**
 * One entry point for the server and the CLI. PDFs are preflighted on every export and the
 * result travels with the bytes; `preflight` returns the interior and cover reports as JSON.
 */
export async function exportBook(
  doc: BookDocument,
  format: ExportFormat,
  opts: ExportOptions = {},
): Promise<ExportResult> {
  const book = resolveBook(doc, opts);
  const name = slug(doc.title);
  const baseDir = book.baseDir;
  switch (format) {
    case 'pdf': {
      const r = await buildInteriorPdf(doc, opts);
      const preflight = await preflightPdf(r.bytes);
      return {
        bytes: r.bytes,
        fileName: `${name}-interior.pdf`,
        mimeType: 'application/pdf',
        preflight,
        warnings: r.warnings,
      };
    }
    case 'cover-pdf': {
      const r = await buildCoverPdf(doc, opts);
      const preflight = await preflightPdf(r.bytes);
      return {
        bytes: r.bytes,
        fileName: `${name}-cover.pdf`,
        mimeType: 'application/pdf',
        preflight,
        warnings: r.warnings,
      };
    }
    case 'epub': {
      const r = await buildEpub(
        { ...doc, ...overrides(book) },
        { baseDir, renditionDir: opts.renditionDir, renditions: opts.renditions },
      );
      return {
        bytes: r.bytes,
        fileName: `${name}.epub`,
        mimeType: 'application/epub+zip',
        warnings: r.warnings,
      };
    }
    case 'kindle-cover': {
      const r = await buildKindleCover({ ...doc, ...overrides(book) }, { baseDir });
      return {
        bytes: r.bytes,
        fileName: `${name}-kindle-cover.jpg`,
        mimeType: 'image/jpeg',
        warnings: r.warnings,
      };
    }
    case 'preflight': {
      const interior = await buildInteriorPdf(doc, opts);
      const cover = await buildCoverPdf(doc, { ...opts, pageCount: interior.pageCount });
      const [pi, pc] = await Promise.all([preflightPdf(interior.bytes), preflightPdf(cover.bytes)]);
      const preflight: PreflightResult = {
        ok: pi.ok && pc.ok,
        findings: [...pi.findings, ...pc.findings.map((f) => ({ ...f, message: `Cover: ${f.message}` }))],
        stats: pi.stats,
      };
      const bytes = Buffer.from(`${JSON.stringify({ interior: pi, cover: pc }, null, 2)}\n`);
      return {
        bytes,
        fileName: `${name}-preflight.json`,
        mimeType: 'application/json',
        preflight,
        warnings: [...interior.warnings, ...cover.warnings],
      };
    }
  }
}

const overrides = (b: ReturnType<typeof resolveBook>) => ({
  trim: b.trim,
  bleed: b.bleed,
  paper: b.paper,
  watermark: b.watermark,
  isbn: b.doc.isbn,
});
