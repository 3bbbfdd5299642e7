import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { count, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { coverTemplates } from '../schema';

const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as { rows: T[] }).rows;
const journal = fileURLToPath(new URL('../../drizzle/meta/_journal.json', import.meta.url));

/** Migrations shipped with this build against the ones the database has applied. */
export async function migrationState(db: DbOrTx) {
  const shipped = (JSON.parse(await readFile(journal, 'utf8')) as { entries: unknown[] }).entries.length;
  const [row] = await rowsOf<{ n: unknown }>(
    db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
  );
  const applied = Number(row?.n ?? 0);
  return { shipped, applied, current: applied >= shipped };
}

/** Which of these tables exist (`schema.table`, or `table` in public). */
export async function presentTables(db: DbOrTx, names: string[]) {
  const rows = await rowsOf<{ name: string }>(
    db.execute(sql`select case when table_schema = 'public' then table_name
      else table_schema || '.' || table_name end as name
      from information_schema.tables where table_schema in ('public', 'pgboss')`),
  );
  const have = new Set(rows.map((r) => r.name));
  return names.map((name) => ({ name, present: have.has(name) }));
}

export async function countGalleryTemplates(db: DbOrTx) {
  const [row] = await db.select({ n: count() }).from(coverTemplates).where(isNull(coverTemplates.userId));
  return Number(row?.n ?? 0);
}

/** A pg-boss job's state (created, active, completed, failed…), or undefined when unknown. */
export async function jobState(db: DbOrTx, id: string) {
  const [row] = await rowsOf<{ state: string }>(
    db.execute(sql`select state from pgboss.job where id = ${id}`),
  );
  return row?.state;
}
