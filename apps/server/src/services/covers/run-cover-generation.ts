import { AiError } from '@bookloom/ai';
import type { CoverCategory, CoverLayout } from '@bookloom/core';
import { addCreationHistory, creditCredits, finishCover, getCoverRow } from '@bookloom/db';
import { typesetCover } from '@bookloom/export';
import type { JobContext, JobServices } from '../../jobs/job-definition';
import { coverKeys } from './cover-keys';
import { COVER_SIZE, coverThumb, drawCoverArt } from './draw-cover-art';

type Details = {
  title: string;
  subtitle?: string;
  author?: string;
  category: CoverCategory;
  description: string;
  layout: CoverLayout;
  hasReference?: boolean;
};

/** Marks the cover failed and refunds its charge once (ledger reference `refund:cover:<id>`). */
export async function failCover(s: Pick<JobServices, 'database' | 'log'>, coverId: string, reason: string) {
  await s.database.db.transaction(async (tx) => {
    const row = await getCoverRow(tx, coverId);
    if (!row?.userId || !(await finishCover(tx, coverId, { status: 'failed', error: reason.slice(0, 500) })))
      return;
    if (row.creditsCharged > 0) {
      const r = await creditCredits(tx, {
        userId: row.userId,
        amount: row.creditsCharged,
        reference: `refund:cover:${coverId}`,
        type: 'refund',
        description: `Refund: cover ${row.name}`,
        metadata: { coverId },
      });
      if (!r.ok) throw new Error(`refund of cover ${coverId} failed: ${r.reason}`);
    }
  });
  s.log.warn('cover failed', { coverId, reason });
}

/**
 * The cover job: art from the image provider (or the reference), then our typeset title, subtitle and
 * author over it; files first, then the row becomes 'ready'. A retryable provider error is retried by
 * pg-boss; on the last attempt, or an error that will not pass, the cover fails and is refunded.
 */
export async function runCoverGeneration(ctx: JobContext, coverId: string) {
  const row = await getCoverRow(ctx.database.db, coverId);
  if (row?.status !== 'generating' || !row.userId) return;
  const d = row.details as Details;
  const keys = coverKeys(row.userId, row.id);
  try {
    const reference = d.hasReference ? await ctx.storage.get(keys.reference) : undefined;
    const providers = await ctx.ai.providers();
    const { art, prompt, provider } = await drawCoverArt(providers.image, {
      title: d.title,
      category: d.category,
      description: d.description,
      reference,
      seed: Number.parseInt(row.id.slice(0, 8), 16),
    });
    const { bytes } = await typesetCover({
      art,
      title: d.title,
      subtitle: d.subtitle || undefined,
      author: d.author ?? '',
      layout: d.layout,
      ...COVER_SIZE,
    });
    await ctx.storage.put(keys.art, art, 'image/png');
    await ctx.storage.put(keys.image, new Uint8Array(bytes), 'image/jpeg');
    await ctx.storage.put(keys.thumb, await coverThumb(bytes), 'image/jpeg');
    const done = await finishCover(ctx.database.db, coverId, {
      status: 'ready',
      imageKey: keys.image,
      thumbKey: keys.thumb,
      artKey: keys.art,
      provider,
      prompt,
    });
    if (done)
      await addCreationHistory(ctx.database.db, {
        userId: row.userId,
        itemType: 'cover',
        itemId: row.id,
        itemName: d.title,
        itemData: { category: d.category, layout: d.layout },
        creditsUsed: row.creditsCharged,
      });
  } catch (e) {
    const last = ctx.attempt.retryCount >= ctx.attempt.retryLimit;
    const retryable = !(e instanceof AiError) || e.retryable;
    if (last || !retryable) return failCover(ctx, coverId, e instanceof Error ? e.message : String(e));
    throw e;
  }
}
