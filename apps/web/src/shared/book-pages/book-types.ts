import type { BookDocument, ShortBookFill } from '@bookloom/core';

/** The API shapes of docs/api/books.md (the server's zod schemas are the source of truth). */
export type BookStatus = 'generating' | 'generating_images' | 'completed' | 'failed';
export type ExportFormat = 'pdf' | 'epub' | 'cover-pdf' | 'kindle-cover';

export type ExportSummary = {
  id: string;
  format: ExportFormat;
  fileName: string;
  downloadUrl: string;
  createdAt: string;
  /** What was added to a short book in this file (null: nothing was added). */
  fill?: ShortBookFill | null;
  /** The ISBN printed in this file (digits), null when none was given. */
  isbn?: string | null;
  /** Print files: coloring pages with blank backs or two-sided; null = the book type's default. */
  blankBacks?: boolean | null;
  /** Made before the book's latest edits (book editor): not the book as it is now; exporting again is charged. */
  stale?: boolean;
};

export type BookSummary = {
  id: string;
  title: string;
  subtitle: string | null;
  author: string;
  type: string;
  pages: number;
  /** A string, not only BookStatus: an unknown value is shown as 'Status: value'. */
  status: BookStatus | (string & {});
  progress: { done: number; total: number; stage: string } | null;
  error: string | null;
  quality: 'standard' | 'high';
  trimSize: string;
  includeBleed: boolean;
  language: 'en' | 'fr';
  createdAt: string;
  coverUrl: string | null;
  exports: ExportSummary[];
};

export type BookDetail = { book: BookSummary; document: BookDocument | null; fileBase: string };

export type PreflightFinding = {
  severity: 'error' | 'warning' | 'info';
  code: string;
  message: string;
  page?: number;
  fix?: string;
};
export type Preflight = {
  ok: boolean;
  findings: PreflightFinding[];
};
export type ExportResult = { export: ExportSummary; preflight: Preflight; charged: number };

/** Spec §4: preview and export need a completed book with at least one page. */
export const isReadable = (b: Pick<BookSummary, 'status' | 'pages'>) =>
  b.status === 'completed' && b.pages > 0;
