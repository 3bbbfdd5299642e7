import type { PaperType, TrimSize } from '@bookloom/core';

export type Severity = 'error' | 'warning' | 'info';
export type Finding = {
  severity: Severity;
  code: string;
  message: string;
  page?: number;
  /** What a self-publisher does about it, in plain words. */
  fix?: string;
};
export type PreflightStats = {
  kind: 'interior' | 'cover';
  pages: number;
  widthIn: number;
  heightIn: number;
  fileBytes: number;
  fonts: { name: string; embedded: boolean }[];
  images: number;
  minImageDpi: number | null;
  minFontPt: number | null;
  blankPages: number[];
  /** Interior pages rendered for the ink checks; the rest were proved safe from their content. */
  inkPagesRendered?: number;
};
export type PreflightResult = { ok: boolean; findings: Finding[]; stats: PreflightStats };
/** What the PDF should be; anything missing is read from the PDF's Info (our own files carry it). */
export type PreflightExpect = {
  kind?: 'interior' | 'cover';
  trim?: TrimSize;
  bleed?: boolean;
  paper?: PaperType;
  /** Interior page count (for a cover: the spine formula). */
  pageCount?: number;
  /** false skips rendering pages for the ink checks. */
  ink?: boolean;
};

export type CheckContext = {
  facts: import('./read-pdf').PdfFacts;
  findings: Finding[];
  trim?: TrimSize;
  paper?: PaperType;
  bleed?: boolean;
  pageCount?: number;
  /**
   * Low-resolution render of page `index` (0-based), for the ink checks; undefined for a page
   * proved safe without rendering (see pagesToRender).
   */
  render?: (index: number) => import('./render-pages').Raster | undefined;
};
export type CheckStats = Pick<PreflightStats, 'images' | 'minImageDpi' | 'minFontPt' | 'blankPages'>;
