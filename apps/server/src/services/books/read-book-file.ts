import { getBookForUser } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { notFound } from '../../http/app-error';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(png|jpe?g|webp)$/;

/** An image of a book of this user (`books/<id>/<name>`); anything else is a 404. */
export async function readBookFile(deps: AppDeps, userId: string, bookId: string, name: string) {
  const m = NAME.exec(name);
  if (!m) throw notFound();
  const book = await getBookForUser(deps.database.db, userId, bookId);
  if (!book) throw notFound();
  const bytes = await deps.storage.get(`books/${book.id}/${name}`);
  if (!bytes) throw notFound();
  return { bytes, contentType: TYPES[m[1].toLowerCase()] };
}
