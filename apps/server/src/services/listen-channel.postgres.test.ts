import { testDatabases } from '@bookloom/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { listenChannel } from './listen-channel';

const postgres = testDatabases().filter((d) => d.name === 'postgres');
const log = createLogger('silent');

type Pool = NonNullable<Awaited<ReturnType<(typeof postgres)[number]['open']>>['pool']>;

/**
 * Ends every connection the pool holds, as a Postgres restart or failover would. It asks over a
 * connection of its own: one borrowed from the pool could be the very one it means to end.
 */
async function killPoolBackends(pool: Pool) {
  const admin = new pg.Client({ connectionString: pool.options.connectionString as string });
  await admin.connect();
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );
  await admin.end();
}

const waitFor = async (check: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.each(postgres)('listen channel on $name', (target) => {
  let db: Awaited<ReturnType<typeof target.open>>;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);
  beforeAll(async () => {
    db = await target.open();
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await db?.drop();
  });

  it('comes back after its connection is killed, and says so', async () => {
    const pool = db.pool!;
    const got: string[] = [];
    let reconnects = 0;
    const listener = await listenChannel(pool, log, 'lc_test', {
      onPayload: (p) => got.push(p),
      onReconnect: () => reconnects++,
    });
    await pool.query(`select pg_notify('lc_test', 'before')`);
    await waitFor(() => got.includes('before'));
    await killPoolBackends(pool);
    await waitFor(() => reconnects === 1);
    await pool.query(`select pg_notify('lc_test', 'after')`);
    await waitFor(() => got.includes('after'));
    await listener.close();
    expect(uncaught).toEqual([]);
  });

  it('does not touch its connection again once closed, even when the server ends it', async () => {
    const pool = db.pool!;
    const listener = await listenChannel(pool, log, 'lc_test', { onPayload: () => {} });
    await listener.close();
    // The closed listener's connection now idles in the pool; the server ending it must not reach us.
    await killPoolBackends(pool);
    await new Promise((r) => setTimeout(r, 300));
    expect(uncaught).toEqual([]);
    expect((await pool.query('select 1 as one')).rows[0].one).toBe(1);
  });
});
