import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '@bookloom/db/testing';
import { describe, expect, it } from 'vitest';
import { copyBook } from '../testing/completed-book';
import { editorFixture, idOf } from '../testing/editor-fixture';

/** An edited book's exports: stale after an edit, charged once per new version, free to re-download. */
describe.each(testDatabases())('book editor exports after edits on $name', (target) => {
  const { fixture: fx } = editorFixture(target, 'editor-export');

  it('exports the current version; the first export after edits is charged, an unchanged book re-downloads free', async () => {
    const { t, owner, bookId } = fx;
    const copy = await copyBook(t, bookId, await idOf(t, owner));
    const status = async () =>
      Object.fromEntries(
        (
          (await (await t.request(`/api/books/${copy}/export-status`, { cookie: owner })).json()).formats as {
            format: string;
            free: boolean;
          }[]
        ).map((f) => [f.format, f.free]),
      );
    const exportPdf = async () =>
      (
        await t.request(`/api/books/${copy}/export`, {
          method: 'POST',
          cookie: owner,
          json: { format: 'pdf' },
        })
      ).json();
    const pdfOf = async () =>
      (
        (await (await t.request(`/api/books/${copy}`, { cookie: owner })).json()).book.exports as {
          format: string;
          stale: boolean;
          id: string;
        }[]
      ).find((e) => e.format === 'pdf');
    expect(await status()).toEqual({ pdf: false, epub: false });
    expect((await exportPdf()).charged).toBe(15);
    expect(await status()).toEqual({ pdf: true, epub: false });
    expect((await exportPdf()).charged).toBe(0);
    expect((await pdfOf())?.stale).toBe(false);
    const edited = await t.request(`/api/books/${copy}/pages/1`, {
      method: 'PATCH',
      cookie: owner,
      json: { version: 1, text: 'Rex <b>edited</b> this page.' },
    });
    expect(edited.status).toBe(200);
    expect(await status()).toEqual({ pdf: false, epub: false });
    // The library no longer offers the file made before the edit as this book's download.
    expect((await pdfOf())?.stale).toBe(true);
    // So does the library list, which reads an edited book's document (and no unedited one's) to tell.
    const listedPdf = async () =>
      (
        (await (await t.request('/api/books', { cookie: owner })).json()).books as {
          id: string;
          exports: { format: string; stale: boolean }[];
        }[]
      )
        .find((b) => b.id === copy)
        ?.exports.find((e) => e.format === 'pdf');
    expect((await listedPdf())?.stale).toBe(true);
    const again = await exportPdf();
    expect(again.charged).toBe(15);
    expect(await status()).toEqual({ pdf: true, epub: false });
    expect(await pdfOf()).toMatchObject({ id: again.export.id, stale: false });
    expect(await listedPdf()).toMatchObject({ stale: false });
    const pdf = await t.request(again.export.downloadUrl, { cookie: owner });
    const dir = mkdtempSync(join(tmpdir(), 'editor-pdf-'));
    writeFileSync(join(dir, 'book.pdf'), new Uint8Array(await pdf.arrayBuffer()));
    expect(execFileSync('pdftotext', [join(dir, 'book.pdf'), '-']).toString()).toContain(
      'Rex <b>edited</b> this page.',
    );
  });
});
