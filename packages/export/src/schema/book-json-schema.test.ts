import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOK_SCHEMA_PATH, bookJsonSchemaText } from './book-json-schema';

describe('docs/book.schema.json', () => {
  it('matches the zod schema (run packages/export/scripts/write-schema.ts after changing it)', () => {
    expect(readFileSync(BOOK_SCHEMA_PATH, 'utf8')).toBe(bookJsonSchemaText());
  });

  it('describes the document fields and the enums', () => {
    const s = JSON.parse(bookJsonSchemaText());
    expect(s.required).toEqual(expect.arrayContaining(['version', 'title', 'author', 'pages']));
    expect(s.properties.trim.enum).toContain('8.5x8.5');
    expect(s.properties.pages.items.properties.layout.enum).toEqual([
      'image-top',
      'image-full',
      'text-only',
      'coloring',
      'activity',
    ]);
    expect(s.additionalProperties).toBe(false);
  });
});
