import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompletedBook } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

// Issue 14: a short book's paperback gets the pages the user chose, not unannounced frames.
describe.each(testDatabases())('a short book exported with a fill on $name', (target) => {
  let t: App;
  let cookie: string;
  let bookId: string;
  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    cookie = await t.signUp('short-book@example.com');
    bookId = await generateCompletedBook(t, cookie, { pages: 4 });
  }, 180_000);
  afterAll(async () => t?.close());

  it('adds coloring versions of its own pictures to the print PDF', async () => {
    const res = await t.request(`/api/books/${bookId}/export`, {
      method: 'POST',
      cookie,
      json: { format: 'pdf', fill: 'coloring' },
    });
    expect(res.status).toBe(200);
    const { export: made, preflight } = await res.json();
    expect(preflight.ok).toBe(true);
    const file = await t.storage.list(`exports/${bookId}/`);
    const bytes = await t.storage.get(file[0]);
    const path = join(mkdtempSync(join(tmpdir(), 'short-book-')), made.fileName);
    writeFileSync(path, bytes!);
    expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Pages:\s+24\b/);
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Colour the picture from page 4');
    expect(text).toMatch(/Notes|Draw /);
  }, 180_000);

  it('a new fill after an export makes a new file (free); the library says which fill each file has', async () => {
    const exportWith = async (fill: string) =>
      (
        await t.request(`/api/books/${bookId}/export`, {
          method: 'POST',
          cookie,
          json: { format: 'pdf', fill },
        })
      ).json();
    const coloring = await exportWith('coloring');
    const notes = await exportWith('notes');
    expect(notes.export.id).not.toBe(coloring.export.id);
    expect(notes.charged).toBe(0); // the first PDF of this version was paid for already
    const { books } = await (await t.request('/api/books', { cookie })).json();
    const pdf = books
      .find((b: { id: string }) => b.id === bookId)
      .exports.find((e: { format: string }) => e.format === 'pdf');
    expect(pdf).toMatchObject({ id: notes.export.id, fill: 'notes' });
    // The same fill again is the stored file.
    expect((await exportWith('notes')).export.id).toBe(notes.export.id);
  }, 180_000);

  it('refuses an unknown fill', async () => {
    const res = await t.request(`/api/books/${bookId}/export`, {
      method: 'POST',
      cookie,
      json: { format: 'pdf', fill: 'glitter' },
    });
    expect(res.status).toBe(400);
  });
});
