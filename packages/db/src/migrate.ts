import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { LOCKS, withAdvisoryLock } from './advisory-lock';
import type { Database } from './open-db';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Applies the drizzle-kit generated SQL in `packages/db/drizzle` (never `push`). */
export async function migrate(database: Database): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators accept their own drizzle flavour.
  const db = database.db as any;
  if (database.kind !== 'postgres') return migratePglite(db, { migrationsFolder });
  // Several processes may boot together on one Postgres: they migrate one after another (the later
  // ones find nothing left to apply).
  await withAdvisoryLock(database, LOCKS.migrate, () => migratePg(db, { migrationsFolder }));
}
