import type { Database } from './open-db';

/** Fixed 64-bit keys of the app's session advisory locks (any process of this app uses the same). */
export const LOCKS = { migrate: 7_262_019_001, jobQueues: 7_262_019_002 } as const;

/**
 * Runs `fn` while holding a Postgres session advisory lock on a dedicated connection, so processes that
 * boot together do a one-time setup one after another. PGlite is one process: `fn` just runs.
 */
export async function withAdvisoryLock<T>(database: Database, key: number, fn: () => Promise<T>): Promise<T> {
  if (!database.pool) return fn();
  const conn = await database.pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    conn.release();
  }
}
