import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { type ApiTokenScope, apiTokens } from '../schema';
import { isUuid } from './books';

/** Tokens look like `blk_<43 base64url chars>` (256 random bits): the prefix makes leaked ones greppable. */
export const API_TOKEN_PREFIX = 'blk_';
export const MAX_API_TOKENS = 20;
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type ApiTokenInfo = {
  id: string;
  name: string;
  prefix: string;
  scope: ApiTokenScope;
  createdAt: Date;
  lastUsedAt: Date | null;
};
const info = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

/** Creates a token and returns it in clear text, the only time it exists outside the caller's hands. */
export async function createApiToken(
  db: DbOrTx,
  userId: string,
  name: string,
  scope: ApiTokenScope = 'export',
) {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name, scope, tokenHash: hashApiToken(token), prefix: token.slice(0, 10) })
    .returning(info);
  return { token, info: row as ApiTokenInfo };
}

export const listApiTokens = (db: DbOrTx, userId: string): Promise<ApiTokenInfo[]> =>
  db.select(info).from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt));

/** True when the user's token was revoked; another user's id or a missing one is false. */
export async function revokeApiToken(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return gone.length > 0;
}

/** The owner of a live token with this scope, marking it used; undefined for anything else. */
export async function userOfApiToken(db: DbOrTx, token: string, scope: ApiTokenScope) {
  if (!token.startsWith(API_TOKEN_PREFIX)) return undefined;
  const [row] = await db
    .update(apiTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiTokens.tokenHash, hashApiToken(token)), eq(apiTokens.scope, scope)))
    .returning({ userId: apiTokens.userId });
  return row?.userId;
}
