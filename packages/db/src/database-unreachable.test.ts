import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError } from './database-unreachable';
import { openDb } from './open-db';

describe('a wrong DATABASE_URL', () => {
  it('names the host and says "connection refused", without the password', async () => {
    const url = 'postgres://bookloom:s3cret-pw@127.0.0.1:1/bookloom';
    const err = await openDb({ databaseUrl: url }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseUnreachableError);
    expect((err as Error).message).toMatch(/127\.0\.0\.1:1\/bookloom.*connection refused/);
    expect((err as Error).message).not.toContain('s3cret-pw');
  });
});
