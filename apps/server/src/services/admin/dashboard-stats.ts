import { adminStats } from '@bookloom/db';
import type { AppDeps } from '../../app-env';

/** The storage areas the app writes (files outside them are not the app's). */
const PREFIXES = ['books/', 'exports/', 'covers/', 'templates/', 'characters/'] as const;

/** The dashboard's figures: database aggregates, plus how many files and bytes each storage area holds. */
export async function dashboardStats(deps: Pick<AppDeps, 'database' | 'storage'>) {
  const stats = await adminStats(deps.database.db);
  const areas = await Promise.all(
    PREFIXES.map(async (p) => [p.slice(0, -1), await deps.storage.usage(p)] as const),
  );
  const files = Object.fromEntries(areas.map(([a, u]) => [a, u.files])) as Record<string, number>;
  const bytes = Object.fromEntries(areas.map(([a, u]) => [a, u.bytes])) as Record<string, number>;
  const totalBytes = areas.reduce((sum, [, u]) => sum + u.bytes, 0);
  return { ...stats, storage: { files, bytes, totalBytes, exportBytes: stats.exportBytes } };
}
