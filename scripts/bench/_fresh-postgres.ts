import pg from 'pg';

/**
 * Runs `fn` with the URL of a fresh database on the Postgres server of BENCH_DATABASE_URL (default: the local test
 * server), dropped after; says so and skips when that server is not reachable.
 */
export async function withFreshPostgres(prefix: string, fn: (url: string) => Promise<void>) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (e) {
    console.log(`[postgres] skipped: ${adminUrl} is not reachable (${(e as Error).message})`);
    return;
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
