import type { Database } from '@bookloom/db';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-env';
import { readEnv } from '../env';
import { createReadiness } from '../http/readiness';
import { probeApp } from './probes';

// Only the probe logic is under test: the database is a stub whose `select 1` works or fails.
const deps = (dbUp: boolean) => {
  const database = {
    kind: 'postgres',
    executeSql: async () => {
      if (!dbUp) throw new Error('connection refused');
      return { rows: [] };
    },
  } as unknown as Database;
  const env = readEnv({
    ROLE: 'worker',
    DATABASE_URL: 'postgres://u@h/db',
    BETTER_AUTH_SECRET: 's'.repeat(32),
  });
  return { env, database, readiness: createReadiness() } as unknown as AppDeps;
};

describe('worker probes', () => {
  it('is ready until draining starts, then answers 503 while health stays up', async () => {
    const d = deps(true);
    const app = probeApp(d);
    expect((await app.request('/api/ready')).status).toBe(200);
    d.readiness?.drain();
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false, role: 'worker' });
    expect((await app.request('/api/health')).status).toBe(200);
    const other = await app.request('/api/books');
    expect(other.status).toBe(404);
    // The API's error shape, so clients and logs read a worker's answer like any other.
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
  it('is not ready without its database', async () => {
    expect((await probeApp(deps(false)).request('/api/ready')).status).toBe(503);
  });
});
