import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const BOOK_STATUSES = ['generating', 'generating_images', 'completed', 'failed'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

export type BookProgress = { done: number; total: number; stage: string };

/**
 * A user's book. `request` is the validated generate request (what was paid for), `plan` the story
 * plan once written (so a resumed job redraws the same pages), `document` the Book document v1 once
 * complete. Image bytes live in file storage under `books/<id>/`, never in rows.
 */
export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    author: text('author').notNull(),
    type: text('type').notNull(),
    pages: integer('pages').notNull(),
    quality: text('quality', { enum: ['standard', 'high'] })
      .notNull()
      .default('standard'),
    trimSize: text('trim_size').notNull(),
    includeBleed: boolean('include_bleed').notNull().default(true),
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: BOOK_STATUSES }).notNull().default('generating'),
    progress: jsonb('progress').$type<BookProgress>(),
    error: text('error'),
    /** Credits charged for generation (refunded in full on failure). */
    creditsCharged: integer('credits_charged').notNull().default(0),
    /** The client's Idempotency-Key: one book per (user, key). */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request body sent with the key: the same key with another body is refused. */
    idempotencyHash: text('idempotency_hash'),
    jobId: text('job_id'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>(),
    document: jsonb('document').$type<Record<string, unknown>>(),
    /** Storage key of the final cover image, when one was made. */
    coverKey: text('cover_key'),
    coverTemplateId: text('cover_template_id'),
    characterId: text('character_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Beaten every few seconds by the job making the book; a stale one means its worker died (heartbeat sweep). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Saved editor changes (book editor): 0 for a book as generated; the first export after edits is charged. */
    editCount: integer('edit_count').notNull().default(0),
  },
  (t) => [
    index('books_user_created_idx').on(t.userId, t.createdAt),
    index('books_status_updated_idx').on(t.status, t.updatedAt),
    uniqueIndex('books_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

export const EXPORT_FORMATS = ['pdf', 'epub', 'cover-pdf', 'kindle-cover'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * One produced file per (book, format, options). The first export of a format is charged once
 * (ledger reference `export:<bookId>:<format>`); re-downloads and re-exports are free.
 */
export const bookExports = pgTable(
  'book_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    format: text('format', { enum: EXPORT_FORMATS }).notNull(),
    /** Options that shape the file: trimSize, includeBleed, paper, watermark. */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    preflight: jsonb('preflight').$type<Record<string, unknown>>(),
    /** Hash of the Book document + format + options + engine version: an unchanged book's export is reused. */
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('book_exports_book_idx').on(t.bookId, t.format),
    index('book_exports_user_hash_idx').on(t.userId, t.contentHash),
  ],
);

/** Saved prompts (spec: story, cover and character prompt history; latest 20 shown). */
export const promptHistory = pgTable(
  'prompt_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['story', 'cover', 'character'] }).notNull(),
    title: text('title').notNull(),
    promptData: jsonb('prompt_data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prompt_history_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);

/** Cover templates (gallery) and user uploads (provider `user_upload`). */
export const coverTemplates = pgTable(
  'cover_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for gallery templates made by admins; the owner for user uploads/covers. */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    style: text('style'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    imageKey: text('image_key').notNull(),
    thumbKey: text('thumb_key'),
    width: integer('width'),
    height: integer('height'),
    prompt: text('prompt'),
    provider: text('provider').notNull().default('builtin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A user's generated cover is drawn by a job: 'generating' until its files exist. */
    status: text('status', { enum: ['generating', 'ready', 'failed'] })
      .notNull()
      .default('ready'),
    error: text('error'),
    /** The art without our typeset text (what a book made with this cover uses); null: imageKey is bare art. */
    artKey: text('art_key'),
    /** Create-cover details: title, subtitle, author, category, description, layout, method. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    creditsCharged: integer('credits_charged').notNull().default(0),
  },
  (t) => [
    index('cover_templates_user_idx').on(t.userId, t.createdAt),
    index('cover_templates_gallery_idx').on(t.style, t.createdAt),
  ],
);

export const CHARACTER_STATUSES = ['generating', 'ready', 'failed'] as const;
export type CharacterStatus = (typeof CHARACTER_STATUSES)[number];

/**
 * Characters with their bible; `isPublic` ones appear in the character gallery and pickers. Gallery
 * characters seeded at first start have no owner (`userId` null), like gallery cover templates.
 * `bible` holds the look, palette, style tags, prompt prefix, builtin figure and the reference key.
 */
export const characters = pgTable(
  'characters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    appearance: text('appearance'),
    personality: text('personality'),
    style: text('style'),
    bible: jsonb('bible').$type<Record<string, unknown>>(),
    isPublic: boolean('is_public').notNull().default(false),
    status: text('status', { enum: CHARACTER_STATUSES }).notNull().default('ready'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('characters_user_idx').on(t.userId, t.createdAt),
    index('characters_public_idx').on(t.isPublic, t.createdAt),
  ],
);

export const characterImages = pgTable(
  'character_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    /** Gallery group of a seeded picture (Animals, Fantasy & Magic…): the gallery's type chips. */
    type: text('type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('character_images_character_idx').on(t.characterId)],
);
