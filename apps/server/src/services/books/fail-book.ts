import { creditCredits, markFailed } from '@bookloom/db';
import type { JobServices } from '../../jobs/job-definition';

/**
 * Fails an unfinished book and refunds what it was charged, in one transaction (ledger reference
 * `refund:<id>`): a second call, or a race with the stuck sweeper, changes nothing and refunds nothing.
 */
export async function failBook(
  s: Pick<JobServices, 'database' | 'events' | 'log'>,
  bookId: string,
  reason: string,
): Promise<boolean> {
  const failed = await s.database.db.transaction(async (tx) => {
    const row = await markFailed(tx, bookId, reason.slice(0, 1000));
    if (!row) return undefined;
    if (row.creditsCharged > 0) {
      const r = await creditCredits(tx, {
        userId: row.userId,
        amount: row.creditsCharged,
        reference: `refund:${row.id}`,
        type: 'refund',
        description: `Refund: ${row.title}`,
        metadata: { bookId: row.id },
      });
      if (!r.ok) throw new Error(`refund of book ${row.id} failed: ${r.reason}`);
    }
    return row;
  });
  if (!failed) return false;
  s.log.warn('book failed', { bookId, reason });
  await s.events
    .publish({
      userId: failed.userId,
      bookId,
      status: 'failed',
      progress: failed.progress,
      error: failed.error,
    })
    .catch(() => {});
  return true;
}
