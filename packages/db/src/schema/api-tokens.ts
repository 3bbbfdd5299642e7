import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const API_TOKEN_SCOPES = ['export'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * Scoped API tokens for tools (the export API). Only the SHA-256 of the token is stored: the token
 * itself is shown once, at creation; `prefix` (its first characters) lets the owner tell them apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull().default('export'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);
