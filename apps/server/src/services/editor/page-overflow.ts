import { createHash } from 'node:crypto';
import { gutterMargin } from '@bookloom/core';
import type { PageContent } from '@bookloom/db';
import { type OverflowBook, pageOverflow } from '@bookloom/export';
import { toBookPage } from './page-content';

// Measuring a page costs a text layout (up to a few ms for long text); an edit changes one page, so the
// other pages of the answer come from here. Keyed by a hash: texts may be 20,000 characters.
const cache = new Map<string, boolean>();
const MAX_ENTRIES = 5000;

/**
 * True when the page's text (or heading) does not fit on its printed page: the exporter's own measure
 * (`@bookloom/export` pageOverflow), so the editor flags exactly what the PDF would continue or shorten.
 */
export function overflows(content: PageContent, book: OverflowBook): boolean {
  if (!content.text?.trim() && !content.heading?.trim()) return false;
  const page = toBookPage(content);
  const key = createHash('sha1')
    .update(
      JSON.stringify([
        book.trim,
        book.bleed,
        book.type === 'comic-books',
        gutterMargin(book.pageCount + 2),
        page.layout,
        Boolean(page.image),
        page.text ?? '',
        page.heading ?? '',
      ]),
    )
    .digest('base64');
  const known = cache.get(key);
  if (known !== undefined) return known;
  const o = pageOverflow(page, book);
  const over = o.text || o.heading;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, over);
  return over;
}
