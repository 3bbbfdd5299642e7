import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A real customer quote an admin added for the landing page (samples are shown while there are none). */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quote: text('quote').notNull(),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull().default(''),
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_language_published_idx').on(t.language, t.published, t.createdAt)],
);
