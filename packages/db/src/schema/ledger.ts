import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** One row per account: the balance the ledger maintains, and the role the server decides. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    credits: integer('credits').notNull().default(0),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('profiles_credits_non_negative', sql`${t.credits} >= 0`)],
);

export const TRANSACTION_TYPES = [
  'welcome_bonus',
  'credit_purchase',
  'book_generation',
  'cover_generation',
  'character_generation',
  'export',
  'page_regeneration',
  'refund',
  'purchase_refund',
  'dev_grant',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The credits ledger: every change of a balance has exactly one row, with a unique reference. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    creditsAfter: integer('credits_after').notNull(),
    reference: text('reference').notNull().unique(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transactions_user_created_idx').on(t.userId, t.createdAt)],
);

export const creationHistory = pgTable(
  'creation_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['book', 'cover', 'character', 'export'] }).notNull(),
    itemId: text('item_id'),
    itemName: text('item_name').notNull(),
    itemData: jsonb('item_data').$type<Record<string, unknown>>(),
    creditsUsed: integer('credits_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('creation_history_user_created_idx').on(t.userId, t.createdAt)],
);
