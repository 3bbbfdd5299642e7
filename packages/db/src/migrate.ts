import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './open-db';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Applies the drizzle-kit generated SQL in `packages/db/drizzle` (never `push`). */
export async function migrate(database: Database): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators accept their own drizzle flavour.
  const db = database.db as any;
  if (database.kind === 'postgres') await migratePg(db, { migrationsFolder });
  else await migratePglite(db, { migrationsFolder });
}
