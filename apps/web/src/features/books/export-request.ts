import { normalizeIsbn, type ShortBookFill } from '@bookloom/core';
import type { ExportFormat } from './types';

/** What the export panel asks for, beyond the format: each choice changes the file's content. */
export type ExportChoices = {
  /** Pages added to a short book (none when the book is long enough). */
  fill?: ShortBookFill | null;
  /** The ISBN as typed; blank for none. */
  isbn?: string | null;
  /** Print only: coloring pages on right-hand pages with blank backs; absent = the book type's default. */
  blankBacks?: boolean | null;
};

/** The choices a made file records (ExportSummary: isbn as digits, blankBacks null = the type's default). */
export type FileChoices = ExportChoices;

export type ChoiceChange = 'fill' | 'isbn' | 'blankBacks';

/** Coloring books print one-sided by default (the server's and the engine's rule, docs/api/books.md). */
export const blankBacksApply = (bookType: string) => bookType === 'coloring';

const isbnOf = (v?: string | null) => (v?.trim() ? (normalizeIsbn(v) ?? v.trim()) : null);

/**
 * Which choices differ between a made file and the panel's request: a file made with another ISBN, another
 * fill or other backs is not this export, so the panel offers a new one instead of the old download.
 * The blank backs only matter for the print PDF of a coloring book (the EPUB has no sheets).
 */
export function choiceChanges(
  file: FileChoices,
  want: ExportChoices,
  format: ExportFormat,
  bookType: string,
): ChoiceChange[] {
  const changes: ChoiceChange[] = [];
  if ((file.fill ?? null) !== (want.fill ?? null)) changes.push('fill');
  if (isbnOf(file.isbn) !== isbnOf(want.isbn)) changes.push('isbn');
  if (format === 'pdf' && blankBacksApply(bookType)) {
    const backs = (c: ExportChoices) => c.blankBacks ?? true;
    if (backs(file) !== backs(want)) changes.push('blankBacks');
  }
  return changes;
}

/** The request body's choices for a format: only what applies to it, the ISBN trimmed. */
export function requestChoices(want: ExportChoices, format: ExportFormat, bookType: string) {
  return {
    ...(want.isbn?.trim() ? { isbn: want.isbn.trim() } : {}),
    ...(want.fill ? { fill: want.fill } : {}),
    ...(format === 'pdf' && blankBacksApply(bookType) && typeof want.blankBacks === 'boolean'
      ? { blankBacks: want.blankBacks }
      : {}),
  };
}
