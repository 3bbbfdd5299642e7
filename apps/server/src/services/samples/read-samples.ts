import { type BookRow, getSampleBook, listSampleBooks, type SampleBookRow } from '@bookloom/db';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { notFound } from '../../http/app-error';
import { bookSummary, toBookSummary } from '../books/book-summary';
import { deleteBook } from '../books/delete-book';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(png|jpe?g|webp)$/;

export const galleryFileBase = (bookId: string) => `/api/book-gallery/${bookId}/files/`;

export const sampleSummary = bookSummary.extend({
  isPublic: z.boolean(),
  watermarkText: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  epubUrl: z.string().nullable(),
});
export type SampleSummary = z.infer<typeof sampleSummary>;

/** A sample in the API's shape: a BookSummary whose pictures and downloads come from the public gallery routes. */
export function toSampleSummary(r: { sample: SampleBookRow; book: BookRow }): SampleSummary {
  const b = toBookSummary(r.book, []);
  const base = `/api/book-gallery/${r.book.id}`;
  return {
    ...b,
    coverUrl: r.book.coverKey ? `${galleryFileBase(r.book.id)}${r.book.coverKey.split('/').at(-1)}` : null,
    isPublic: r.sample.isPublic,
    watermarkText: r.sample.watermarkText,
    pdfUrl: r.sample.pdfKey ? `${base}/download/pdf` : null,
    epubUrl: r.sample.epubKey ? `${base}/download/epub` : null,
  };
}

export const listPublicSamples = async (deps: AppDeps) =>
  (await listSampleBooks(deps.database.db, { publicOnly: true })).map(toSampleSummary);

export const listAllSamples = async (deps: AppDeps) =>
  (await listSampleBooks(deps.database.db, { publicOnly: false })).map(toSampleSummary);

/** A published sample with its document for the reader; anything else is a 404. */
export async function readPublicSample(deps: AppDeps, bookId: string) {
  const r = await getSampleBook(deps.database.db, bookId, { publicOnly: true });
  if (!r) throw notFound('Book not found');
  return {
    book: toSampleSummary(r),
    document: r.book.document ?? null,
    fileBase: galleryFileBase(r.book.id),
  };
}

export async function readPublicSampleImage(deps: AppDeps, bookId: string, name: string) {
  const m = NAME.exec(name);
  if (!m) throw notFound();
  if (!(await getSampleBook(deps.database.db, bookId, { publicOnly: true }))) throw notFound();
  const bytes = await deps.storage.get(`books/${bookId}/${name}`);
  if (!bytes) throw notFound();
  return { bytes, contentType: TYPES[m[1].toLowerCase()] };
}

export async function readPublicSampleDownload(deps: AppDeps, bookId: string, format: string) {
  if (format !== 'pdf' && format !== 'epub') throw notFound();
  const r = await getSampleBook(deps.database.db, bookId, { publicOnly: true });
  const key = format === 'pdf' ? r?.sample.pdfKey : r?.sample.epubKey;
  if (!r || !key) throw notFound();
  const bytes = await deps.storage.get(key);
  if (!bytes) throw notFound();
  const slug = r.book.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'sample';
  return {
    bytes,
    fileName: `${slug}-sample.${format}`,
    contentType: format === 'pdf' ? 'application/pdf' : 'application/epub+zip',
  };
}

/** Deletes a sample book with its pictures and files (its book row's delete removes `books/<id>/` and `exports/<id>/`). */
export async function deleteSample(deps: AppDeps, bookId: string) {
  const r = await getSampleBook(deps.database.db, bookId, { publicOnly: false });
  if (!r) throw notFound('Book not found');
  await deleteBook(deps, r.book.userId, bookId);
}
