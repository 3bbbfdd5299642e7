import { createHash } from 'node:crypto';
import { type BookType, type CoverCategory, coverCategoryFor } from '@bookloom/core';

/** One gallery cover: drawn for a book type, filed under that type's cover category (its `style`). */
export type GalleryEntry = {
  /** Stable id: the same on every install and process, so two seeders insert the same rows. */
  id: string;
  slug: string;
  name: string;
  type: BookType;
  style: CoverCategory;
  tags: string[];
  /** What the builtin engine is asked to paint (its story planner turns it into the cover scene). */
  description: string;
};

/** A name-based UUID (v5 layout over SHA-1), so gallery ids never depend on which process seeded. */
function stableUuid(name: string): string {
  const h = createHash('sha1').update(`bookloom:gallery-template:${name}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

export const entry = (slug: string, name: string, type: BookType, tags: string[], description: string) => ({
  id: stableUuid(slug),
  slug,
  name,
  type,
  style: coverCategoryFor(type),
  tags: ['gallery', type, ...tags],
  description,
});
