import { adminStats } from '@bookloom/db';
import type { AppDeps } from '../../app-env';

const PREFIXES = ['books/', 'exports/', 'covers/', 'templates/', 'characters/'] as const;

/** The dashboard's figures: database aggregates, plus how many files each storage area holds. */
export async function dashboardStats(deps: Pick<AppDeps, 'database' | 'storage'>) {
  const stats = await adminStats(deps.database.db);
  const files = Object.fromEntries(
    await Promise.all(PREFIXES.map(async (p) => [p.slice(0, -1), (await deps.storage.list(p)).length])),
  ) as Record<string, number>;
  return { ...stats, storage: { files, exportBytes: stats.exportBytes } };
}
