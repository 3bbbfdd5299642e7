import { coverPixels } from '@bookloom/ai';
import type { TrimSize } from '@bookloom/core';
import { getCoverTemplateById } from '@bookloom/db';
import sharp from 'sharp';
import { errorForLog } from '../../error-for-log';
import type { JobContext } from '../../jobs/job-definition';

/**
 * The chosen template's art as this book's cover, cropped to fill the trim's cover box. Undefined when
 * the template or its art is gone (deleted since the request): the job then draws a cover as usual.
 */
export async function templateCoverPng(
  ctx: Pick<JobContext, 'database' | 'storage' | 'log'>,
  book: { id: string; coverTemplateId: string | null },
  trim: TrimSize,
): Promise<Uint8Array | undefined> {
  if (!book.coverTemplateId) return undefined;
  const template = await getCoverTemplateById(ctx.database.db, book.coverTemplateId);
  const art =
    template && !/^https?:\/\//.test(template.imageKey)
      ? await ctx.storage.get(template.artKey ?? template.imageKey)
      : undefined;
  if (!art) {
    ctx.log.warn('cover template unavailable; drawing a cover instead', {
      bookId: book.id,
      templateId: book.coverTemplateId,
    });
    return undefined;
  }
  try {
    const png = await sharp(art)
      .resize({ ...coverPixels(trim), fit: 'cover', position: 'centre' })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch (e) {
    ctx.log.warn('cover template unreadable; drawing a cover instead', {
      bookId: book.id,
      ...errorForLog(e),
    });
    return undefined;
  }
}
