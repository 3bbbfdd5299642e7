import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { unreachable } from './database-unreachable';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The db or an open transaction: every query function takes one of these first. */
export type DbOrTx = Pick<
  Db,
  'select' | 'selectDistinctOn' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'
>;

export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** A statement run under a name: planned once per database session, then only executed (decision 0035). */
export type PreparedExecutor = (
  name: string,
  text: string,
  values: (string | number)[],
) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw parameterised SQL, for libraries that bring their own (pg-boss). */
  executeSql: SqlExecutor;
  /**
   * For the hottest statements only (a batch of page edits): planning a large statement costs more than running
   * it, several ms on PGlite. `text` is fixed per `name`; its parameters are `$1`…
   */
  executePrepared: PreparedExecutor;
  /** Set only on Postgres: a pool for LISTEN/NOTIFY and other connection-level needs. */
  pool?: pg.Pool;
  close(): Promise<void>;
};

export type OpenDbOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number };

/** PGlite under `<dataDir>/db` by default; Postgres when a URL is given. Same schema either way. */
export async function openDb(opts: OpenDbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, admin termination) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool drops it and the next query reconnects.
    pool.on('error', (e) => console.warn(`[db] idle connection closed: ${e.message}`));
    // Fail at boot with where and why (not a stack trace from the first migration query).
    await pool.query('select 1').catch(async (e) => {
      await pool.end().catch(() => {});
      throw unreachable(opts.databaseUrl!, e);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      pool,
      executeSql: async (text, values) => pool.query(text, values as unknown[]),
      // node-postgres prepares a named statement once per pooled connection.
      executePrepared: async (name, text, values) => pool.query({ name, text, values }),
      close: () => pool.end(),
    };
  }
  // 16 MB of shared buffers instead of Postgres' 128 MB: an embedded, mostly idle app keeps ~150 MB less
  // resident memory, and the OS page cache still holds the data files.
  const pgliteOptions = { postgresqlconf: ['shared_buffers = 16MB'] };
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir
    ? new PGlite(join(opts.dataDir, 'db'), pgliteOptions)
    : new PGlite(pgliteOptions);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // Without parameters, use the simple protocol: libraries such as pg-boss send several statements at once.
    executeSql: async (text, values) => {
      if (values?.length) return (await client.query(text, values)) as { rows: Record<string, unknown>[] };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    executePrepared: preparedOnPglite(client),
    close: () => client.close(),
  };
}

/**
 * PGlite has one session and no named statements in its API, so SQL's PREPARE and EXECUTE do it. EXECUTE takes
 * no bind parameters, so the values go in as literals quoted by node-postgres' escapeLiteral (strings and
 * numbers only).
 */
function preparedOnPglite(client: PGlite): PreparedExecutor {
  const prepared = new Map<string, Promise<unknown>>();
  return async (name, text, values) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad prepared statement name: ${name}`);
    let ready = prepared.get(name);
    if (!ready) {
      ready = client.exec(`prepare ${name} as ${text}`);
      prepared.set(name, ready);
      ready.catch(() => prepared.delete(name));
    }
    await ready;
    const args = values
      .map((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : pg.escapeLiteral(String(v))))
      .join(', ');
    return (await client.query(`execute ${name}(${args})`)) as { rows: Record<string, unknown>[] };
  };
}
