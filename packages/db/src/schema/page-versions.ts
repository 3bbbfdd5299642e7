import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { books } from './books';

/** A page as the editor keeps it: the Book document page plus what a regeneration needs. */
export type PageContent = {
  text?: string;
  heading?: string;
  image?: string;
  alt?: string;
  layout: 'image-top' | 'image-full' | 'text-only' | 'coloring' | 'activity';
  /** What the picture shows (the image prompt's scene). */
  scene?: string;
  /** Builtin engine's structured hints of the page plan (light, subjects…). */
  hints?: Record<string, unknown>;
  /** Consistency with page 1's character: ok, differs, or not checked (upload, provider without vision). */
  check?: 'ok' | 'differs' | 'not_checked';
  /** Builtin engine: the figure and palette the picture was drawn with. */
  drawnWith?: Record<string, unknown>;
};

/**
 * A vision model's verdict on a page's picture against the reference (page 1's picture or the chosen character's).
 * It names the picture and reference it judged: once either changes, the verdict no longer applies. Not part of
 * the page's content, so a verdict never bumps the page's version (an open tab's next save is not refused).
 */
export type VisionCheck = {
  image: string;
  reference: string;
  /**
   * pending: queued; same / differs: the model's answer ('same' also marks the reference page itself); failed:
   * the call failed; skipped: the book's check budget was spent.
   */
  status: 'pending' | 'same' | 'differs' | 'failed' | 'skipped';
  reason?: string;
  model?: string;
  at: string;
};

export const PAGE_CHANGES = [
  'created',
  'text',
  'layout',
  'regenerate-image',
  'regenerate-text',
  'upload',
  'restore',
  'added',
] as const;
export type PageChange = (typeof PAGE_CHANGES)[number];

/**
 * The editor's current pages of a book (its order, each page's version). `books.document.pages` is
 * rebuilt from these rows in the same transaction as each change. Page ids are small integers per book.
 */
export const bookPages = pgTable(
  'book_pages',
  {
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').notNull(),
    position: integer('position').notNull(),
    version: integer('version').notNull().default(1),
    content: jsonb('content').$type<PageContent>().notNull(),
    /** Set while a paid regeneration of this page runs: a second click is refused, not charged. */
    regeneratingAt: timestamp('regenerating_at', { withTimezone: true }),
    /** The vision check's latest verdict on this page's picture (decision 0032c). */
    visionCheck: jsonb('vision_check').$type<VisionCheck>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.pageId] }),
    index('book_pages_position_idx').on(t.bookId, t.position),
  ],
);

/** Every version of every page (deleted pages too): nothing is lost until the book is deleted. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<PageContent>().notNull(),
    change: text('change', { enum: PAGE_CHANGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_versions_page_version_idx').on(t.bookId, t.pageId, t.version)],
);

/** Every vision check call made for a book (the per-book budget counts these; kept until the book is deleted). */
export const pageChecks = pgTable(
  'page_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').notNull(),
    image: text('image').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: ['same', 'differs', 'failed', 'skipped'] }).notNull(),
    reason: text('reason'),
    model: text('model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_checks_book_time_idx').on(t.bookId, t.createdAt)],
);
