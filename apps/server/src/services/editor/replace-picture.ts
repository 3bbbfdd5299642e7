import { randomUUID } from 'node:crypto';
import { coverPixels } from '@bookloom/ai';
import type { TrimSize } from '@bookloom/core';
import { writePageVersion } from '@bookloom/db';
import sharp from 'sharp';
import type { AppDeps } from '../../app-env';
import { processUpload, uploadGate } from '../uploads';
import { editBook, withPages } from './edit-book';
import type { Lang } from './editor-messages';
import { pageOf } from './page-actions';

type Who = { deps: AppDeps; userId: string; bookId: string; lang: Lang };

/** The book when this page of it can be edited by this user (404 otherwise): checked before an upload is read. */
export const editablePage = (w: Who, pageId: number) =>
  withPages(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
    pageOf(ctx, pageId);
    return ctx.book;
  });

/**
 * A page's picture replaced by the user's own (same rules as a cover upload: magic bytes, size, pixel
 * bombs refused, re-drawn without metadata), then fitted to the printed page at 300 DPI. Free; the old
 * picture stays in the page's history. The consistency check cannot judge an upload: "not checked".
 */
export async function replacePicture(w: Who, pageId: number, file: { bytes: Uint8Array; name?: string }) {
  const book = await editablePage(w, pageId);
  const clean = await uploadGate.run(w.userId, () => processUpload({ ...file, kind: 'cover' }));
  const size = coverPixels(((book.document as { trim?: TrimSize }).trim ?? '6x9') as TrimSize);
  const png = await sharp(clean.bytes)
    .resize(size.width, size.height, { fit: 'cover' })
    .removeAlpha()
    .toColourspace('srgb')
    .png({ compressionLevel: 6 })
    .toBuffer();
  const name = `p${pageId}-u${randomUUID().slice(0, 8)}.png`;
  await w.deps.storage.put(`books/${book.id}/${name}`, new Uint8Array(png), 'image/png');
  return editBook(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
    const now = pageOf(ctx, pageId);
    const layout = now.content.layout === 'text-only' ? 'image-top' : now.content.layout;
    const { drawnWith: _d, ...rest } = now.content;
    await writePageVersion(
      ctx.tx,
      book.id,
      pageId,
      { ...rest, image: name, layout, check: 'not_checked' },
      'upload',
    );
    return undefined;
  });
}
