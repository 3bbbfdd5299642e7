import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../migrate';
import { type Database, openDb } from '../open-db';

/**
 * The databases every data-layer test runs on: PGlite always, Postgres when TEST_DATABASE_URL is
 * set (a fresh database is created per suite and dropped after). With REQUIRE_POSTGRES=1 (CI) a
 * missing URL is an error, so the Postgres suite can never be skipped silently.
 */
export type TestDatabase = {
  name: 'pglite' | 'postgres';
  open(): Promise<Database & { drop(): Promise<void> }>;
};

export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(
      'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the Postgres suite would be skipped.',
    );
  }
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      open: async () => {
        const database = await openDb({});
        await migrate(database);
        return { ...database, drop: () => database.close() };
      },
    },
  ];
  if (url) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}

async function openFreshPostgres(adminUrl: string) {
  const name = `bookloom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDb({ databaseUrl: url.toString(), poolSize: 20 });
  await migrate(database);
  return {
    ...database,
    drop: async () => {
      // pool.end() resolves before its sockets are closed; the forced drop below ends them, expectedly.
      database.pool?.removeAllListeners('error').on('error', () => {});
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
