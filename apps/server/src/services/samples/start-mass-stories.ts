import { activeStoryRun, createStoryRun } from '@bookloom/db';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../http/app-error';
import { txExecutor } from '../../jobs/tx-executor';
import { MASS_STORIES_JOB } from './job-names';
import type { MassStoryBody } from './mass-story-schema';

const BUSY = {
  en: 'A mass story generation is already running. Wait for it to finish before starting another.',
  fr: 'Une génération d’histoires en masse est déjà en cours. Attendez qu’elle se termine avant d’en lancer une autre.',
};

/**
 * One transaction: refuse when a run is queued or running (serialised by a transaction-scoped advisory lock, so
 * two clicks at once make one run), else the run row and its job (on the mass queue, never the users' book queue).
 */
export async function startMassStories(
  deps: AppDeps,
  adminId: string,
  body: MassStoryBody,
  lang: 'en' | 'fr',
) {
  const total = body.storyTypes.length * body.storiesPerType;
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bookloom:mass-stories'))`);
    const active = await activeStoryRun(tx);
    if (active) throw new AppError(409, 'mass_run_active', BUSY[lang], undefined, { runId: active.id });
    const run = await createStoryRun(tx, { adminId, request: body, total });
    const jobId = await deps.queue.send(MASS_STORIES_JOB, { runId: run.id }, { db: txExecutor(tx) });
    if (!jobId) throw new Error('the job queue refused the mass story job');
    return { runId: run.id, total };
  });
}
