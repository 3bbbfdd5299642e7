// Writes docs/book.schema.json from the zod schema in packages/core: `npx tsx packages/export/scripts/write-schema.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BOOK_SCHEMA_PATH, bookJsonSchemaText } from '../src/schema/book-json-schema';

writeFileSync(BOOK_SCHEMA_PATH, bookJsonSchemaText());
console.log(`Wrote ${fileURLToPath(BOOK_SCHEMA_PATH)}`);
