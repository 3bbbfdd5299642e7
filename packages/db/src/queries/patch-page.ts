import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import {
  bookPages,
  books,
  type PageChange,
  type PageContent,
  pageVersions,
  type VisionCheck,
} from '../schema';

/** What a page PATCH may change; the rest of the page's content stays as it is. */
export type PagePatch = Partial<Pick<PageContent, 'text' | 'heading' | 'layout'>>;

export type PatchedBook = {
  id: string;
  title: string;
  subtitle: string | null;
  author: string;
  type: string;
  trimSize: string;
  includeBleed: boolean;
  language: string;
  updatedAt: Date;
  /** The Book document's trim, bleed and back-cover text (the document itself is not read back). */
  docTrim: string | null;
  docBleed: boolean | null;
  backText: string | null;
};
export type PatchedPage = {
  pageId: number;
  position: number;
  version: number;
  content: PageContent;
  regeneratingAt: Date | null;
  visionCheck: VisionCheck | null;
};

/** The Book document's page made from the editor's content, in SQL (same keys as the server's toBookPage). */
const documentPage = (c: string) => `jsonb_strip_nulls(jsonb_build_object(
  'layout', ${c}->'layout',
  'text', nullif(${c}->'text', '""'::jsonb),
  'heading', nullif(${c}->'heading', '""'::jsonb),
  'image', nullif(${c}->'image', '""'::jsonb),
  'alt', nullif(${c}->'alt', '""'::jsonb)))`;

/**
 * A page's text/heading/layout edit in ONE statement (decision 0028): compare-and-swap on the page row
 * (`version = expected`), its `page_versions` row, and the book row's document page (jsonb_set at the page's
 * position), edit count and time, answering the book's columns and all its pages. Only the page row and then
 * the book row are locked, each for one statement, so edits of other pages of the same book no longer wait
 * for a whole transaction; the book row update re-reads the newest document under its lock, so concurrent edits
 * of different pages never overwrite each other's page in the document.
 *
 * Undefined when nothing was written: no such book for this user, not a finished book, pages not yet made by
 * the editor, no such page, or another version — the caller's slow path says which.
 */
export async function patchPageFast(
  db: DbOrTx,
  userId: string,
  bookId: string,
  pageId: number,
  expectedVersion: number,
  patch: PagePatch,
  change: PageChange,
): Promise<{ book: PatchedBook; pages: PatchedPage[] } | undefined> {
  const statement = sql`
    with upd as (
      update ${bookPages} p
      set content = p.content || ${JSON.stringify(patch)}::jsonb, version = p.version + 1, updated_at = now()
      where p.book_id = ${bookId} and p.page_id = ${pageId} and p.version = ${expectedVersion}
        and exists (
          select 1 from ${books} b
          where b.id = ${bookId} and b.user_id = ${userId} and b.status = 'completed' and b.document is not null
        )
      returning p.book_id, p.page_id, p.position, p.version, p.content, p.regenerating_at, p.vision_check
    ), ver as (
      insert into ${pageVersions} (book_id, page_id, version, content, change)
      select book_id, page_id, version, content, ${change} from upd
    ), bk as (
      update ${books} b
      set document = jsonb_set(b.document, array['pages', upd.position::text], ${sql.raw(documentPage('upd.content'))}),
          edit_count = b.edit_count + 1, updated_at = now()
      from upd where b.id = upd.book_id
      returning b.id, b.title, b.subtitle, b.author, b.type, b.trim_size, b.include_bleed, b.language, b.updated_at,
        b.document->>'trim' as doc_trim, b.document->'bleed' as doc_bleed,
        b.document->'cover'->>'backText' as back_text
    )
    select bk.*, pg.page_id, pg.position, pg.version, pg.content, pg.regenerating_at, pg.vision_check
    from bk cross join lateral (
      select page_id, position, version, content, regenerating_at, vision_check from ${bookPages}
      where book_id = bk.id and page_id <> ${pageId}
      union all
      select page_id, position, version, content, regenerating_at, vision_check from upd
    ) pg
    order by pg.position`;
  const { rows } = (await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
  if (rows.length === 0) return undefined;
  const r = rows[0];
  const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  const book: PatchedBook = {
    id: String(r.id),
    title: String(r.title),
    subtitle: (r.subtitle as string | null) ?? null,
    author: String(r.author),
    type: String(r.type),
    trimSize: String(r.trim_size),
    includeBleed: Boolean(r.include_bleed),
    language: String(r.language),
    updatedAt: date(r.updated_at),
    docTrim: (r.doc_trim as string | null) ?? null,
    docBleed: typeof r.doc_bleed === 'boolean' ? r.doc_bleed : null,
    backText: (r.back_text as string | null) ?? null,
  };
  const json = <T>(v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  const pages = rows.map((p) => ({
    pageId: Number(p.page_id),
    position: Number(p.position),
    version: Number(p.version),
    content: json<PageContent>(p.content),
    regeneratingAt: p.regenerating_at == null ? null : date(p.regenerating_at),
    visionCheck: p.vision_check == null ? null : json<VisionCheck>(p.vision_check),
  }));
  return { book, pages };
}

/**
 * Locks a book's page rows in page order. Multi-statement editor changes take these before the book row, the
 * same order as `patchPageFast` (page, then book), so the two never deadlock on Postgres.
 */
export const lockBookPageRows = (tx: DbOrTx, bookId: string) =>
  tx.execute(sql`select 1 from ${bookPages} where book_id = ${bookId} order by page_id for update`);
