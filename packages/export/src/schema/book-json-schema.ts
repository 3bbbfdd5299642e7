import { bookDocumentSchema } from '@bookloom/core';
import { z } from 'zod';

/** The committed `docs/book.schema.json`, as text (the input shape: defaults make fields optional). */
export function bookJsonSchemaText(): string {
  const schema = z.toJSONSchema(bookDocumentSchema, { io: 'input', unrepresentable: 'any' });
  const doc = {
    $id: 'https://bookloom.app/schema/book.schema.json',
    title: 'Bookloom book document v1',
    description:
      'Book data in, print-ready KDP PDF / EPUB3 out (see DESIGN.md §5). Image refs are paths relative to the JSON file, data: URLs or http(s) URLs.',
    ...schema,
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

export const BOOK_SCHEMA_PATH = new URL('../../../../docs/book.schema.json', import.meta.url);
