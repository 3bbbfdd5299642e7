import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { books } from './books';

export const STORY_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type StoryRunStatus = (typeof STORY_RUN_STATUSES)[number];

/** One mass story generation (admin, /admin/book-management): its request, live progress and result. */
export const storyGenRuns = pgTable(
  'story_gen_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** storyTypes, storiesPerType, exportFormat, addWatermark, watermarkText. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: STORY_RUN_STATUSES }).notNull().default('queued'),
    total: integer('total').notNull(),
    generated: integer('generated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('story_gen_runs_created_idx').on(t.createdAt)],
);

/**
 * A sample book: an ordinary book row (owned by the admin who ran the generator) shown publicly in
 * /book-gallery once published, with its watermarked PDF/EPUB in storage (`samples/<bookId>/…`).
 */
export const sampleBooks = pgTable(
  'sample_books',
  {
    bookId: uuid('book_id')
      .primaryKey()
      .references(() => books.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => storyGenRuns.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(false),
    watermarkText: text('watermark_text'),
    exportFormat: text('export_format', { enum: ['pdf', 'epub', 'both'] })
      .notNull()
      .default('both'),
    pdfKey: text('pdf_key'),
    epubKey: text('epub_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sample_books_public_created_idx').on(t.isPublic, t.createdAt)],
);

/** One mass cover generation (admin, /admin/covers): request, live progress and result (latest 20 kept in view). */
export const coverGenRuns = pgTable(
  'cover_gen_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** categories, maxTotal, perStyle, provider, dryRun. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: STORY_RUN_STATUSES }).notNull().default('queued'),
    planned: integer('planned').notNull(),
    generated: integer('generated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('cover_gen_runs_created_idx').on(t.createdAt)],
);
