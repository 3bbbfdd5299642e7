import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** A message sent through /contact. `ip` is kept only to rate-limit floods. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_email_created_idx').on(t.email, t.createdAt),
    index('support_tickets_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/** A support-assistant conversation: one browser session id, the user if signed in. */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_threads_session_idx').on(t.sessionId)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** The help page an assistant reply used (e.g. `/pricing#faq`), if any. */
    source: text('source'),
    /** Denormalised from the thread and request so rate limits are one indexed count. */
    sessionId: text('session_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_thread_created_idx').on(t.threadId, t.createdAt),
    index('support_messages_session_created_idx').on(t.sessionId, t.createdAt),
    index('support_messages_ip_created_idx').on(t.ip, t.createdAt),
  ],
);
