import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBook, generateCompletedBook, TEST_BOOK } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
const [pglite] = testDatabases();

/** Every text field is normalised in one place: bad characters never reach the database or a 500. */
describe('input normalisation', () => {
  let t: App;
  let cookie: string;
  const generate = (body: string) =>
    t.app.request('/api/generate', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body,
    });
  beforeAll(async () => {
    t = await createTestApp(pglite, { RATE_LIMIT: 'false' }, { work: true });
    cookie = await t.signUp('normal@example.com');
  }, 60_000);
  afterAll(async () => t?.close());

  it('NUL and lone surrogates are removed (never a 500); a zero-width-only title is refused', async () => {
    const raw = JSON.stringify({ ...TEST_BOOK, title: 'Rex\u0000 the \u001bBrave' })
      .replace('A small dinosaur', 'A small \\ud800dinosaur')
      .replace('"Sam Writer"', '"Sam\\u0000 \\udc00Writer"');
    const res = await generate(raw);
    expect(res.status).toBe(202);
    const { bookId } = (await res.json()) as { bookId: string };
    const book = await (await t.request(`/api/books/${bookId}`, { cookie })).json();
    expect(book.book).toMatchObject({ title: 'Rex the Brave', author: 'Sam Writer' });

    const empty = await generate(JSON.stringify({ ...TEST_BOOK, title: '\u200b\u200d\ufeff ' }));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      title: 'Title is required',
    });
  });

  it('odd ids and query values in URLs are 400 or 404, never 500', async () => {
    const odd = ['%00', '%ED%A0%80', 'x%0D%0Ay', '1%27%3B--', 'a'.repeat(300)];
    for (const id of odd)
      for (const path of [
        `/api/books/${id}`,
        `/api/books/${id}/files/cover.png`,
        `/api/exports/${id}/download`,
        `/api/templates/${id}/image`,
        `/api/characters/${id}/image`,
        `/api/stream?jobId=${id}`,
        `/api/prompt-history?kind=${id}`,
        `/api/estimate?pages=${id}`,
      ]) {
        const res = await t.request(path, { cookie });
        expect([400, 404], `${path} → ${res.status}`).toContain(res.status);
      }
  });

  it('holds names to 100 characters on sign-up, update-user and PATCH /api/me', async () => {
    const long = 'n'.repeat(101);
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: long, email: 'long@example.com', password: 'secret1' },
    });
    expect(signUp.status).toBe(400);
    expect((await signUp.json()).error.message).toBe('Display name must be at most 100 characters');
    const huge = await t.request('/api/auth/update-user', {
      method: 'POST',
      cookie,
      json: { name: 'x'.repeat(900_000) },
    });
    expect(huge.status).toBe(400);
    const patch = await t.request('/api/me', { method: 'PATCH', cookie, json: { name: long } });
    expect(patch.status).toBe(400);
    const blank = await t.request('/api/me', { method: 'PATCH', cookie, json: { name: '\u200b' } });
    expect(blank.status).toBe(400);

    const cleaned = await t.signUp('clean@example.com', 'secret1', '\u202eAda\u0000 Reyes\u202c');
    expect((await (await t.request('/api/me', { cookie: cleaned })).json()).name).toBe('Ada Reyes');
    const updated = await t.request('/api/auth/update-user', {
      method: 'POST',
      cookie,
      json: { name: ' Lou\u2066 ' },
    });
    expect(updated.status).toBe(200);
    expect((await (await t.request('/api/me', { cookie })).json()).name).toBe('Lou');
  });

  it('a paid title with bidi controls and zero-width characters exports with passing preflight', async () => {
    const rich = await t.signUp('bidi@example.com');
    const bookId = await generateCompletedBook(t, rich, {
      title: '\u202eMilo\u202c \u2067and\u2069 the\u200b Moon\u200f',
      subtitle: 'A \u200dbedtime\u200e story',
    });
    const book = await (await t.request(`/api/books/${bookId}`, { cookie: rich })).json();
    expect(book.book.title).toBe('Milo and the\u200b Moon');
    const res = await t.request(`/api/books/${bookId}/export`, {
      method: 'POST',
      cookie: rich,
      json: { format: 'pdf' },
    });
    expect(res.status).toBe(200);
    const made = await res.json();
    expect(made.preflight.ok).toBe(true);
    const cover = await t.request(`/api/books/${bookId}/export`, {
      method: 'POST',
      cookie: rich,
      json: { format: 'cover-pdf' },
    });
    expect(cover.status).toBe(200);
    expect((await cover.json()).preflight.ok).toBe(true);

    // A book stored before normalisation (bidi controls in its document) still exports cleanly.
    const me = await (await t.request('/api/me', { cookie: rich })).json();
    await t.request('/api/dev/add-credits', { method: 'POST', cookie: rich });
    const old = await copyBook(t, bookId, me.id, {
      document: {
        ...book.document,
        title: '\u202eMilo\u202c \u2067and\u2069 the\u200b Moon\u200f',
        subtitle: '\u202b\u200f',
      },
    });
    for (const format of ['pdf', 'cover-pdf', 'epub']) {
      const res = await t.request(`/api/books/${old}/export`, {
        method: 'POST',
        cookie: rich,
        json: { format },
      });
      expect(res.status, format).toBe(200);
      expect((await res.json()).preflight.ok, format).toBe(true);
    }
  }, 240_000);
});
