import { getTableName, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../open-db';
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

/** One page edit of a batch: the page, the version it was made on, what it changes. */
export type PageEdit = { pageId: number; version: number; patch: PagePatch; change: PageChange };

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
export type PatchedPages = {
  book: PatchedBook;
  /**
   * The written pages and the book's first pictured page (what their consistency flags are judged against), in
   * order: not the whole book, whose other pages an edit's answer does not show.
   */
  pages: PatchedPage[];
  /** How many pages the book has (the page count decides the gutter, so how much text fits). */
  pageCount: number;
  /** The edits' pages that were written (the others were stale or unknown: the caller's slow path says which). */
  written: Set<number>;
};

/** The Book document's page made from the editor's content, in SQL (same keys as the server's toBookPage). */
const documentPage = (c: string) => `jsonb_strip_nulls(jsonb_build_object(
  'layout', ${c}->'layout',
  'text', nullif(${c}->'text', '""'::jsonb),
  'heading', nullif(${c}->'heading', '""'::jsonb),
  'image', nullif(${c}->'image', '""'::jsonb),
  'alt', nullif(${c}->'alt', '""'::jsonb)))`;

/**
 * Several text/heading/layout edits of one book's pages in ONE statement (decisions 0028, 0032d): a
 * compare-and-swap per page (`version = the edit's`), their `page_versions` rows, and the book row's Book
 * document with all the written pages replaced at their positions, edit count and time; answers the book's
 * columns, its page count, the written pages and its first pictured page. At most one edit per page (the caller groups the others into a later batch).
 *
 * Locks: the edited page rows first, in page id order (the order of `lockBookPageRows`, so two batches or a
 * batch and a multi-statement change never deadlock on Postgres), then the book row. Under READ COMMITTED a
 * page row another process changed meanwhile is re-read under its lock, so its CAS fails (the caller answers
 * 409); the book row update re-reads the newest document, so concurrent edits of other pages are never lost.
 *
 * Undefined when nothing was written: no such book for this user, not a finished book, pages not yet made by
 * the editor, or every edit stale or of an unknown page.
 */
export async function patchPagesFast(
  database: Pick<Database, 'executePrepared'>,
  userId: string,
  bookId: string,
  edits: PageEdit[],
): Promise<PatchedPages | undefined> {
  if (edits.length === 0) return undefined;
  const input = JSON.stringify(
    edits.map((e) => ({ page_id: e.pageId, version: e.version, patch: e.patch, change: e.change })),
  );
  const { rows } = await database.executePrepared('bookloom_patch_pages', PATCH_PAGES, [
    input,
    bookId,
    userId,
  ]);
  return readPatched(rows);
}

const [P, B, V] = [getTableName(bookPages), getTableName(books), getTableName(pageVersions)];

/** The batch statement: $1 the edits (JSON), $2 the book's id, $3 its owner's id. Prepared (decision 0035). */
const PATCH_PAGES = `
    with input as (
      select * from jsonb_to_recordset($1::jsonb) as e(page_id int, version int, patch jsonb, change text)
    ), locked as (
      select p.page_id from ${P} p
      where p.book_id = $2 and p.page_id in (select page_id from input)
        and exists (
          select 1 from ${B} b
          where b.id = $2 and b.user_id = $3 and b.status = 'completed' and b.document is not null
        )
      order by p.page_id
      for update of p
    ), upd as (
      update ${P} p
      set content = p.content || i.patch, version = p.version + 1, updated_at = now()
      from input i join locked l on l.page_id = i.page_id
      where p.book_id = $2 and p.page_id = i.page_id and p.version = i.version
      returning p.book_id, p.page_id, p.position, p.version, p.content, p.regenerating_at, p.vision_check, i.change
    ), ver as (
      insert into ${V} (book_id, page_id, version, content, change)
      select book_id, page_id, version, content, change from upd
    ), docs as (
      -- The written pages as the document's entries, made once, by position (joining the page list to upd
      -- rebuilt every entry once per page of the book).
      select jsonb_object_agg(position::text, ${documentPage('content')}) as by_position from upd
    ), bk as (
      update ${B} b
      set document = jsonb_set(b.document, '{pages}', (
            select coalesce(jsonb_agg(coalesce(d.by_position -> (e.idx - 1)::text, e.value) order by e.idx), '[]'::jsonb)
            from jsonb_array_elements(b.document->'pages') with ordinality as e(value, idx), docs d)),
          edit_count = b.edit_count + (select count(*) from upd), updated_at = now()
      where b.id = $2 and exists (select 1 from upd)
      returning b.id, b.title, b.subtitle, b.author, b.type, b.trim_size, b.include_bleed, b.language, b.updated_at,
        b.document->>'trim' as doc_trim, b.document->'bleed' as doc_bleed,
        b.document->'cover'->>'backText' as back_text
    ), first as (
      select page_id, position, version, content, regenerating_at, vision_check, false as written
      from ${P} where book_id = $2 and page_id not in (select page_id from upd)
        and coalesce(content->>'image', '') <> '' and (content->>'layout') is distinct from 'text-only'
      order by position limit 1
    ), written as (
      select page_id, position, version, content, regenerating_at, vision_check, true as written from upd
    )
    select bk.*, (select count(*) from ${P} where book_id = $2) as page_count, x.*
    from bk cross join lateral (
      select * from written
      union all
      (select * from (
        select * from first
        union all
        select * from written
        where coalesce(content->>'image', '') <> '' and (content->>'layout') is distinct from 'text-only'
      ) f where not f.written order by position limit 1)
    ) x
    order by x.position`;

/** The statement's rows as a batch's outcome (undefined when nothing was written). */
export function readPatched(rows: Record<string, unknown>[]): PatchedPages | undefined {
  if (rows.length === 0) return undefined;
  const r = rows[0];
  const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  const json = <T>(v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
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
  const written = new Set<number>();
  const pages = rows.map((p) => {
    if (p.written === true || p.written === 't') written.add(Number(p.page_id));
    return {
      pageId: Number(p.page_id),
      position: Number(p.position),
      version: Number(p.version),
      content: json<PageContent>(p.content),
      regeneratingAt: p.regenerating_at == null ? null : date(p.regenerating_at),
      visionCheck: p.vision_check == null ? null : json<VisionCheck>(p.vision_check),
    };
  });
  return { book, pages, pageCount: Number(r.page_count), written };
}

/**
 * Locks a book's page rows in page order. Multi-statement editor changes take these before the book row, the
 * same order as a batch of page edits (`patchPagesFast`: pages in page order, then the book), so the two never
 * deadlock on Postgres.
 */
export const lockBookPageRows = (tx: DbOrTx, bookId: string) =>
  tx.execute(sql`select 1 from ${bookPages} where book_id = ${bookId} order by page_id for update`);
