import { creditCredits, findStuckCharacters, markCharacterFailed } from '@bookloom/db';
import type { JobServices } from '../../jobs/job-definition';
import { CHARACTER_CREDITS } from './character-keys';

export const STUCK_CHARACTER_AFTER_MS = 30 * 60_000;
const STUCK_MESSAGE = 'Generation took too long and was stopped. Your credits were refunded.';

/**
 * New characters still 'generating' after 30 minutes (their render job lost for good) are failed and
 * their creation charge refunded, in one transaction; the refund's reference is the one the render job
 * would use, so a late job and the sweeper never refund twice.
 */
export async function failStuckCharacters(s: Pick<JobServices, 'database' | 'log'>, now = Date.now()) {
  const stuck = await findStuckCharacters(s.database.db, new Date(now - STUCK_CHARACTER_AFTER_MS));
  let failed = 0;
  for (const { id } of stuck) {
    const done = await s.database.db.transaction(async (tx) => {
      const row = await markCharacterFailed(tx, id, STUCK_MESSAGE);
      if (!row) return false;
      if (row.userId)
        await creditCredits(tx, {
          userId: row.userId,
          amount: CHARACTER_CREDITS,
          reference: `refund:character:${row.id}`,
          type: 'refund',
          description: `Refund: ${row.name}`,
          metadata: { characterId: row.id },
        });
      return true;
    });
    if (done) failed++;
  }
  if (failed) s.log.warn('stuck characters failed and refunded', { count: failed });
  return failed;
}
