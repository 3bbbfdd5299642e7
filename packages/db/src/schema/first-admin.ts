import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * At most one row, ever: the account that became admin by being first (outside production). Claiming
 * it is one `insert … on conflict do nothing`, so concurrent first sign-ups make exactly one admin
 * (a `select exists` check races on Postgres).
 */
export const firstAdminClaim = pgTable(
  'first_admin_claim',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    userId: text('user_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('first_admin_claim_single_row', sql`${t.singleton}`)],
);
