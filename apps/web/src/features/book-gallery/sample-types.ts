import type { BookSummary } from '../../shared/book-pages/book-types';

/** A sample book (docs: GET /api/book-gallery): a BookSummary plus its publication and watermarked downloads. */
export type SampleBook = BookSummary & {
  isPublic: boolean;
  watermarkText: string | null;
  pdfUrl: string | null;
  epubUrl: string | null;
};

export const galleryDetailPath = (id: string) => `/api/book-gallery/${encodeURIComponent(id)}`;
