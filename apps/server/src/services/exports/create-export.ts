import { randomUUID } from 'node:crypto';
import { BookDocumentError, normalizeIsbn } from '@bookloom/core';
import {
  debitCredits,
  exportChargeReference,
  findExportByHash,
  getBookForUser,
  getCredits,
  insertExport,
  isExportCharged,
  isForeignKeyViolation,
} from '@bookloom/db';
import { ExportInputError, type ExportResult, ImageRefError } from '@bookloom/export';
import type { AppDeps } from '../../app-env';
import { AppError, notFound } from '../../http/app-error';
import { toExportSummary } from '../books/book-summary';
import { type BuildOptions, buildExportFile, MissingImageError } from './build-export-file';
import { exportContentHash } from './export-content-hash';
import { exportRateLimit } from './export-rate-limit';
import {
  type BookExportFormat,
  EXPORT_COSTS,
  type ExportBookBody,
  type Preflight,
} from './export-request-schema';
import { checkStorageQuota } from './storage-quota';
import { storageRenditionCache } from './storage-rendition-cache';

const LABELS: Record<BookExportFormat, string> = {
  pdf: 'PDF',
  epub: 'EPUB',
  'cover-pdf': 'cover PDF',
  'kindle-cover': 'Kindle cover',
};
const PRINT: BookExportFormat[] = ['pdf', 'cover-pdf'];

class NotEnough extends Error {
  constructor(
    readonly balance: number,
    readonly noProfile: boolean,
  ) {
    super('insufficient credits');
  }
}

const profileNotFound = () =>
  new AppError(
    404,
    'profile_not_found',
    'Your user profile was not found. Please try logging out and back in.',
  );
const insufficient = (needed: number, balance: number) =>
  new AppError(
    402,
    'insufficient_credits',
    `You need ${needed} credits to export this book. You have ${balance} credits.`,
    undefined,
    { needed, balance },
  );

/** The engine's preflight (PDFs) plus its build warnings, in the API's shape. */
function preflightOf(r: ExportResult): Preflight {
  const findings: Preflight['findings'] = [
    ...(r.preflight?.findings ?? []),
    ...r.warnings.map((message) => ({ severity: 'warning' as const, code: 'build_warning', message })),
  ];
  return { ok: !findings.some((f) => f.severity === 'error'), findings };
}

async function build(
  deps: AppDeps,
  bookId: string,
  doc: Record<string, unknown>,
  format: BookExportFormat,
  o: Omit<BuildOptions, 'renditions'>,
) {
  try {
    // E-reader renditions of the art are cached by content hash in the file storage (shared by every process
    // on S3): only the first EPUB of a book decodes its 300-DPI pictures (decision 0006).
    const renditions = storageRenditionCache(deps.storage);
    return await buildExportFile(deps.storage, bookId, doc, format, { ...o, renditions });
  } catch (e) {
    if (
      e instanceof MissingImageError ||
      e instanceof ExportInputError ||
      e instanceof ImageRefError ||
      e instanceof BookDocumentError
    ) {
      deps.log.warn('export refused', { bookId, format, err: e.message });
      throw new AppError(
        422,
        'export_failed',
        `Failed to generate ${LABELS[format]}. Please try again.`,
        undefined,
        {
          detail: e.message,
        },
      );
    }
    throw e;
  }
}

/**
 * Exports a completed book of this user: build the file (preflighted), then store it and, in ONE
 * transaction, debit the first export of this format (reference `export:<bookId>:<format>`; a
 * repeat is a no-op, so a double click pays once) and insert the export row. A file whose preflight
 * has errors is refused (422 `preflight_failed`, with the findings) and nothing is charged or kept.
 */
export async function createBookExport(deps: AppDeps, userId: string, bookId: string, body: ExportBookBody) {
  const { db } = deps.database;
  const book = await getBookForUser(db, userId, bookId);
  if (!book) throw notFound('Book not found');
  if (book.status !== 'completed' || !book.document)
    throw new AppError(409, 'book_not_completed', 'Book is not completed yet');
  const pages = book.document.pages;
  if (!Array.isArray(pages) || pages.length === 0)
    throw new AppError(422, 'no_pages', 'This book has no content to export');

  const { format } = body;
  const cost = EXPORT_COSTS[format];
  // Cheap early answer; the transaction below is what actually decides.
  if (!(await isExportCharged(db, userId, book.id, format, book.editCount))) {
    const balance = await getCredits(db, userId);
    if (balance === undefined) throw profileNotFound();
    if (balance < cost) throw insufficient(cost, balance);
  }

  const isbn = body.isbn?.trim() ? (normalizeIsbn(body.isbn) ?? undefined) : undefined;
  const options = {
    trimSize: body.trimSize ?? book.trimSize,
    // Spec: PDF exports default to the book's bleed, EPUB (and the Kindle cover) to none.
    includeBleed: body.includeBleed ?? (PRINT.includes(format) ? book.includeBleed : false),
    paper: body.paper ?? (typeof book.document.paper === 'string' ? book.document.paper : 'white'),
    // Only when chosen, so the files exported before this option keep their content hash.
    ...(body.fill && (format === 'pdf' || format === 'epub') ? { fill: body.fill } : {}),
    // The ISBN is printed in the PDF and EPUB: a file made without it (or with another) is not this one.
    ...(isbn && (format === 'pdf' || format === 'epub') ? { isbn } : {}),
    // Only when it differs from the book type's default (on for coloring books): the same file asked for with
    // the default spelled out keeps its content hash, so it is the free re-download it is.
    ...(body.blankBacks !== undefined &&
    PRINT.includes(format) &&
    body.blankBacks !== (book.document.type === 'coloring')
      ? { blankBacks: body.blankBacks }
      : {}),
  };
  // An unchanged book exported again with the same options is the same file: answer the stored one (it was paid
  // for when it was made). Only new files count against the rate limit and the storage quota.
  const contentHash = exportContentHash({
    bookId: book.id,
    coverKey: book.coverKey,
    document: book.document,
    format,
    options,
  });
  const reused = await findExportByHash(db, userId, contentHash);
  // (Its file is checked by listing, not read: a print PDF can be tens of MB.)
  if (reused && (await deps.storage.list(reused.storageKey)).includes(reused.storageKey))
    return { export: toExportSummary(reused), preflight: reused.preflight as Preflight, charged: 0 };
  if (deps.env.RATE_LIMIT !== false) exportRateLimit.take(userId);
  await checkStorageQuota(db, userId, deps.env.USER_STORAGE_QUOTA_MB);

  const made = await build(deps, book.id, book.document, format, {
    trim: options.trimSize,
    bleed: options.includeBleed,
    paper: options.paper,
    isbn: options.isbn,
    fill: options.fill,
    blankBacks: options.blankBacks,
  });
  const preflight = preflightOf(made);
  if (!preflight.ok)
    throw new AppError(
      422,
      'preflight_failed',
      `The ${LABELS[format]} does not pass the print checks; nothing was charged.`,
      undefined,
      { preflight },
    );

  await checkStorageQuota(db, userId, deps.env.USER_STORAGE_QUOTA_MB, made.bytes.byteLength);
  const exportId = randomUUID();
  const ext = made.fileName.split('.').at(-1) ?? 'bin';
  const storageKey = `exports/${book.id}/${exportId}.${ext}`;
  await deps.storage.put(storageKey, made.bytes, made.mimeType);
  try {
    const { row, charged } = await db.transaction(async (tx) => {
      const paid = await debitCredits(tx, {
        userId,
        amount: cost,
        reference: exportChargeReference(book.id, format, book.editCount),
        type: 'export',
        description: `Export (${LABELS[format]}): ${book.title}`,
        metadata: { bookId: book.id, format },
      });
      if (!paid.ok) throw new NotEnough(paid.credits, paid.reason === 'no_profile');
      const row = await insertExport(tx, {
        id: exportId,
        bookId: book.id,
        userId,
        format,
        options,
        storageKey,
        fileName: made.fileName,
        bytes: made.bytes.byteLength,
        preflight,
        contentHash,
      });
      return { row, charged: paid.duplicate ? 0 : cost };
    });
    return { export: toExportSummary(row), preflight, charged };
  } catch (e) {
    await deps.storage.delete(storageKey).catch(() => {});
    if (e instanceof NotEnough) throw e.noProfile ? profileNotFound() : insufficient(cost, e.balance);
    if (isForeignKeyViolation(e)) throw notFound('Book not found'); // deleted while it was being built
    throw e;
  }
}
