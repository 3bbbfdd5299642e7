import { debitCredits, getBookById } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epubcheck } from '../../../../packages/export/src/epub/epub-test-support';
import { pdfBoxes, pdfFonts, pdfText } from '../../../../packages/export/src/test-support';
import { copyBook, generateCompletedBook } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
const BOOK_COST = 30 + 5 * 4;
const EXPORT_COST = 15;

const meOf = async (t: App, cookie: string) => (await t.request('/api/me', { cookie })).json();
const exportOf = (t: App, cookie: string, bookId: string, json: unknown) =>
  t.request(`/api/books/${bookId}/export`, { method: 'POST', cookie, json });

describe.each(testDatabases())('book exports on $name', (target) => {
  let t: App;
  let owner: string;
  let bookId: string;
  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    owner = await t.signUp('exporter@example.com');
    bookId = await generateCompletedBook(t, owner);
  }, 120_000);
  afterAll(async () => t?.close());

  it('charges the first PDF once for two simultaneous requests, re-exports free, and serves a KDP-ready file', async () => {
    const [a, b] = await Promise.all([
      exportOf(t, owner, bookId, { format: 'pdf' }),
      exportOf(t, owner, bookId, { format: 'pdf' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ra, rb] = [await a.json(), await b.json()];
    expect([ra.charged, rb.charged].sort()).toEqual([0, EXPORT_COST]);
    expect(ra.preflight.ok).toBe(true);
    expect(ra.export).toMatchObject({ format: 'pdf', fileName: 'rex-and-the-volcano-interior.pdf' });
    expect(ra.export.downloadUrl).toBe(`/api/exports/${ra.export.id}/download`);
    expect((await meOf(t, owner)).credits).toBe(100 - BOOK_COST - EXPORT_COST);

    const again = await exportOf(t, owner, bookId, {
      format: 'pdf',
      includeBleed: false,
      trimSize: '8.5x8.5',
    });
    expect(again.status).toBe(200);
    expect((await again.json()).charged).toBe(0);
    expect((await meOf(t, owner)).credits).toBe(100 - BOOK_COST - EXPORT_COST);
    const ledger = (await (await t.request('/api/transactions', { cookie: owner })).json()).items;
    expect(ledger.filter((i: { type: string }) => i.type === 'export')).toEqual([
      expect.objectContaining({ type: 'export', amount: -EXPORT_COST }),
    ]);

    const dl = await t.request(ra.export.downloadUrl, { cookie: owner });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('application/pdf');
    expect(dl.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rex-and-the-volcano-interior\.pdf"/,
    );
    const pdf = Buffer.from(await dl.arrayBuffer());
    const { boxes, pages } = pdfBoxes(pdf, 2);
    expect(pages).toBeGreaterThanOrEqual(24);
    // 6x9 with bleed: trim 432 × 648 pt inside a bleed box 9 pt wider and 18 pt taller.
    const trim = boxes[1].TrimBox;
    const bleed = boxes[1].BleedBox;
    expect([trim[2] - trim[0], trim[3] - trim[1]]).toEqual([432, 648]);
    expect([bleed[2] - bleed[0], bleed[3] - bleed[1]]).toEqual([441, 666]);
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.emb === 'yes')).toBe(true);

    const stranger = await t.signUp('stranger@example.com');
    expect((await t.request(ra.export.downloadUrl, { cookie: stranger })).status).toBe(404);
    expect((await t.request(ra.export.downloadUrl)).status).toBe(401);
    expect((await t.request('/api/exports/not-a-uuid/download', { cookie: owner })).status).toBe(404);
  }, 120_000);

  it('exports an EPUB without bleed that epubcheck passes, and lists the latest export per format', async () => {
    const res = await exportOf(t, owner, bookId, { format: 'epub' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.charged).toBe(EXPORT_COST);
    const dl = await t.request(body.export.downloadUrl, { cookie: owner });
    expect(dl.headers.get('content-type')).toBe('application/epub+zip');
    expect(dl.headers.get('content-disposition')).toContain(
      'attachment; filename="rex-and-the-volcano.epub"',
    );
    const report = epubcheck(Buffer.from(await dl.arrayBuffer()));
    expect(report.messages.filter((m) => m.severity !== 'INFO' && m.severity !== 'USAGE')).toEqual([]);
    expect(report.checker).toMatchObject({ nFatal: 0, nError: 0, nWarning: 0 });

    const book = (await (await t.request(`/api/books/${bookId}`, { cookie: owner })).json()).book;
    expect(book.exports.map((e: { format: string }) => e.format).sort()).toEqual(['epub', 'pdf']);
    expect(book.exports.find((e: { format: string }) => e.format === 'epub').id).toBe(body.export.id);
  }, 120_000);

  it('prints an ISBN given on export: a new file, never the stored one made without it', async () => {
    const plain = await (await exportOf(t, owner, bookId, { format: 'pdf' })).json();
    const res = await exportOf(t, owner, bookId, { format: 'pdf', isbn: '978-0-306-40615-7' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.charged).toBe(0); // this format of this book was paid for already
    expect(body.export.id).not.toBe(plain.export.id);
    // The summary says which ISBN each file carries, so the panel knows a changed ISBN is a new file.
    expect([body.export.isbn, plain.export.isbn]).toEqual(['9780306406157', null]);
    const text = async (url: string) =>
      pdfText(Buffer.from(await (await t.request(url, { cookie: owner })).arrayBuffer()), 2, 2);
    expect(await text(body.export.downloadUrl)).toContain('ISBN: 9780306406157');
    expect(await text(plain.export.downloadUrl)).not.toContain('ISBN');
  }, 120_000);

  it('prints a coloring book one-sided by default (blank backs), two-sided on request, spine to match', async () => {
    const src = (await getBookById(t.database.db, bookId))!.document as { pages: { layout?: string }[] };
    // 12 coloring pages: one-sided they need 2 + 12 × 2 = 26 pages, two-sided 14 (padded to 24).
    const pages = [...src.pages, ...src.pages, ...src.pages].map((p) => ({ ...p, layout: 'coloring' }));
    const document = { ...src, type: 'coloring', pages };
    // A user of their own: the PDF and the cover PDF of a new book cost 15 credits each.
    const user = await t.signUp('colorer@example.com');
    const coloring = await copyBook(t, bookId, (await meOf(t, user)).id, { document });
    const pagesOf = async (json: Record<string, unknown>) => {
      const body = await (await exportOf(t, user, coloring, json)).json();
      const pdf = Buffer.from(
        await (await t.request(body.export.downloadUrl, { cookie: user })).arrayBuffer(),
      );
      const { pages, boxes } = pdfBoxes(pdf, 1);
      return { pages, width: boxes[1].MediaBox[2], export: body.export };
    };
    const oneSided = await pagesOf({ format: 'pdf' });
    const twoSided = await pagesOf({ format: 'pdf', blankBacks: false });
    expect([oneSided.pages, twoSided.pages]).toEqual([26, 24]);
    expect([oneSided.export.blankBacks, twoSided.export.blankBacks]).toEqual([null, false]);
    // The default spelled out (as the web panel sends it) is the same file, not a new one.
    const spelled = await pagesOf({ format: 'pdf', blankBacks: true });
    expect(spelled.export.id).toBe(oneSided.export.id);
    const [coverOne, coverTwo] = [
      await pagesOf({ format: 'cover-pdf' }),
      await pagesOf({ format: 'cover-pdf', blankBacks: false }),
    ];
    expect(coverOne.width).toBeGreaterThan(coverTwo.width); // the spine of 26 pages, not 24
  }, 240_000);

  it('answers 404, 409, 422, 400 and 402 as the contract says, charging and storing nothing', async () => {
    const user = await t.signUp('errors@example.com');
    const me = await meOf(t, user);
    expect((await exportOf(t, user, bookId, { format: 'pdf' })).status).toBe(404); // another user's
    const unknown = await exportOf(t, user, '00000000-0000-4000-8000-000000000000', { format: 'pdf' });
    expect(unknown.status).toBe(404);
    expect((await exportOf(t, user, 'nope', { format: 'pdf' })).status).toBe(404);
    expect(
      (await t.request(`/api/books/${bookId}/export`, { method: 'POST', json: { format: 'pdf' } })).status,
    ).toBe(401);

    const generating = await copyBook(t, bookId, me.id, { status: 'generating' });
    const busy = await exportOf(t, user, generating, { format: 'pdf' });
    expect(busy.status).toBe(409);
    expect((await busy.json()).error).toMatchObject({
      code: 'book_not_completed',
      message: 'Book is not completed yet',
    });

    const empty = await copyBook(t, bookId, me.id, {
      document: { version: 1, title: 'Empty', author: 'A', pages: [] },
    });
    const none = await exportOf(t, user, empty, { format: 'epub' });
    expect(none.status).toBe(422);
    expect((await none.json()).error).toMatchObject({
      code: 'no_pages',
      message: 'This book has no content to export',
    });

    const bad = await exportOf(t, user, empty, { format: 'docx', trimSize: '3x3' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['format', 'trimSize']);
    const badIsbn = await exportOf(t, user, empty, { format: 'pdf', isbn: '978-0-306-40615-8' });
    expect(badIsbn.status).toBe(400);
    expect((await badIsbn.json()).error.fields.isbn).toMatch(/ISBN is not valid/);

    const noImages = await copyBook(t, bookId, me.id, { images: false });
    const broken = await exportOf(t, user, noImages, { format: 'pdf' });
    expect(broken.status).toBe(422);
    expect((await broken.json()).error.code).toBe('export_failed');

    const mine = await copyBook(t, bookId, me.id);
    const drained = await debitCredits(t.database.db, {
      userId: me.id,
      amount: 90,
      reference: `test-drain:${me.id}`,
      type: 'book_generation',
      description: 'test drain',
    });
    expect(drained).toMatchObject({ ok: true, creditsAfter: 10 });
    const poor = await exportOf(t, user, mine, { format: 'pdf' });
    expect(poor.status).toBe(402);
    expect((await poor.json()).error).toMatchObject({
      code: 'insufficient_credits',
      needed: 15,
      balance: 10,
    });

    expect((await meOf(t, user)).credits).toBe(10);
    for (const id of [generating, empty, noImages, mine])
      expect(await t.storage.list(`exports/${id}/`)).toEqual([]);
    const books = (await (await t.request('/api/books', { cookie: user })).json()).books;
    expect(books.flatMap((b: { exports: unknown[] }) => b.exports)).toEqual([]);
  }, 120_000);

  it('deleting a book removes its export files and rows', async () => {
    const user = await t.signUp('deleter@example.com');
    const me = await meOf(t, user);
    const id = await copyBook(t, bookId, me.id);
    const made = await (await exportOf(t, user, id, { format: 'kindle-cover' })).json();
    expect(made.export.fileName).toMatch(/\.jpg$/);
    const dl = await t.request(made.export.downloadUrl, { cookie: user });
    expect(dl.headers.get('content-type')).toBe('image/jpeg');
    expect(await t.storage.list(`exports/${id}/`)).toHaveLength(1);
    expect((await t.request(`/api/books/${id}`, { method: 'DELETE', cookie: user })).status).toBe(204);
    expect(await t.storage.list(`exports/${id}/`)).toEqual([]);
    expect((await t.request(made.export.downloadUrl, { cookie: user })).status).toBe(404);
  }, 120_000);
});
