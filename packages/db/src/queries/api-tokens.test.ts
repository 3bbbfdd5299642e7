import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../open-db';
import { apiTokens, user } from '../schema';
import { testDatabases } from '../testing/test-databases';
import { createApiToken, hashApiToken, listApiTokens, revokeApiToken, userOfApiToken } from './api-tokens';

async function newUser(db: Database['db'], id: string) {
  await db.insert(user).values({ id, name: 'Test', email: `${id}@example.com` });
  return id;
}

describe.each(testDatabases())('API tokens on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => database?.drop());

  it('stores only a hash, resolves the owner, lists and revokes per user', async () => {
    const db = database.db;
    const a = await newUser(db, 'token-a');
    const b = await newUser(db, 'token-b');
    const { token, info } = await createApiToken(db, a, 'My tool');
    expect(token).toMatch(/^blk_[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(apiTokens);
    expect(row.tokenHash).toBe(hashApiToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(info.prefix).toBe(token.slice(0, 10));

    expect(await userOfApiToken(db, token, 'export')).toBe(a);
    expect(await userOfApiToken(db, `${token}x`, 'export')).toBeUndefined();
    expect((await listApiTokens(db, a))[0].lastUsedAt).toBeInstanceOf(Date);
    expect(await listApiTokens(db, b)).toEqual([]);

    expect(await revokeApiToken(db, b, info.id)).toBe(false);
    expect(await revokeApiToken(db, a, 'not-a-uuid')).toBe(false);
    expect(await revokeApiToken(db, a, info.id)).toBe(true);
    expect(await userOfApiToken(db, token, 'export')).toBeUndefined();
  });
});
