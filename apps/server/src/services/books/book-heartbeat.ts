import { beatBookHeartbeat } from '@bookloom/db';
import type { JobContext } from '../../jobs/job-definition';

/** How often a running book job says it is alive, and after how long without that its worker counts as dead. */
export const HEARTBEAT_EVERY_MS = 10_000;
export const HEARTBEAT_STALE_SECONDS = 30;

/**
 * Beats the book's heartbeat while its job runs. Cleared when the job ends (done, failed or thrown for a retry):
 * only a worker that died mid-book leaves a heartbeat that goes stale, which the orphan sweep looks for.
 */
export async function withBookHeartbeat<T>(
  ctx: JobContext,
  bookId: string,
  run: () => Promise<T>,
): Promise<T> {
  const beat = (alive: boolean) =>
    beatBookHeartbeat(ctx.database.db, bookId, alive).catch((err) =>
      ctx.log.warn('book heartbeat not saved', { bookId, err: String(err) }),
    );
  await beat(true);
  const timer = setInterval(() => void beat(true), HEARTBEAT_EVERY_MS);
  timer.unref();
  try {
    return await run();
  } finally {
    clearInterval(timer);
    await beat(false);
  }
}
