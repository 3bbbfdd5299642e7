import { createHash } from 'node:crypto';
import type { BookDocument } from '@bookloom/core';
import { oneLine } from './xml-text';

/**
 * The EPUB's unique identifier: the document's own (ISBN or URN) when it has one, otherwise a
 * name-based UUID (version 5 layout) derived from the title, author, language and page content,
 * so exporting the same book twice gives the same identifier and reading systems keep its place.
 */
export function bookIdentifier(doc: BookDocument): string {
  const own = oneLine(doc.identifier ?? '');
  if (own) return own;
  const content = JSON.stringify([
    doc.title,
    doc.subtitle,
    doc.author,
    doc.language,
    doc.pages.map((p) => [p.heading, p.text, p.image]),
  ]);
  const h = createHash('sha1').update('bookloom-epub\0').update(content).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `urn:uuid:${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}
