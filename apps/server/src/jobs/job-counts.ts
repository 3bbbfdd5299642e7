import type { Database } from '@bookloom/db';

export type JobCount = { queue: string; state: string; count: number };

/** Jobs per queue and state, read from pg-boss's own table (every process sees the same numbers). */
export async function jobCountsByState(database: Database): Promise<JobCount[]> {
  const { rows } = await database.executeSql(
    'select name as queue, state::text as state, count(*)::int as count from pgboss.job group by 1, 2 order by 1, 2',
  );
  return (rows as { queue: string; state: string; count: number | string }[]).map((r) => ({
    queue: r.queue,
    state: r.state,
    count: Number(r.count),
  }));
}
