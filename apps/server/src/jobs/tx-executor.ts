import type { DbOrTx } from '@bookloom/db';
import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's `db` adapter over an open drizzle transaction, so a job is enqueued in the same
 * transaction as the rows it works on (it exists only if they commit). On PGlite this is the only
 * way: a second connection would wait for the transaction forever.
 */
export function txExecutor(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((p, i) =>
        i % 2 === 0 ? sql.raw(p) : sql`${sql.param(values[Number(p) - 1])}`,
      );
      const r = (await tx.execute(sql.join(chunks, sql.raw('')))) as unknown as { rows: unknown[] };
      return { rows: r.rows };
    },
  } as PgBoss.Db;
}
