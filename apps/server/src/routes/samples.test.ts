import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMassStories } from '../services/samples/run-mass-stories';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDatabases())('sample books and the mass story generator on $name', (target) => {
  let t: App;
  let admin: string;
  let user: string;
  const generate = (body: unknown, cookie = admin, lang = 'en') =>
    t.request('/api/admin/samples/generate', {
      method: 'POST',
      cookie,
      json: body,
      headers: { 'accept-language': lang },
    });
  const runJob = (runId: string) =>
    runMassStories({ ...t.services, attempt: { id: 'test', retryCount: 0, retryLimit: 1 } }, runId);

  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' });
    admin = await t.signUp('samples-admin@example.com'); // the first account is the admin
    user = await t.signUp('samples-user@example.com');
  }, 120_000);
  afterAll(() => t?.close());

  it('answers 404 to anyone but an admin', async () => {
    const body = { storyTypes: ['dinosaurs'] };
    expect((await generate(body, user)).status).toBe(404);
    expect((await generate(body, '')).status).toBe(404);
    expect((await t.request('/api/admin/samples', { cookie: user })).status).toBe(404);
    expect((await t.request('/api/admin/samples/runs')).status).toBe(404);
  });

  it.each([
    ['storiesPerType', { storyTypes: ['dinosaurs'], storiesPerType: 11 }],
    ['storiesPerType', { storyTypes: ['dinosaurs'], storiesPerType: 0 }],
    ['storiesPerType', { storyTypes: ['dinosaurs'], storiesPerType: 'abc' }],
    ['storyTypes', { storyTypes: [] }],
    ['storyTypes.0', { storyTypes: ['journal'] }],
    ['exportFormat', { storyTypes: ['dinosaurs'], exportFormat: 'docx' }],
  ])('refuses bad input with a field error on %s', async (field, body) => {
    const res = await generate(body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_error');
    expect(error.fields[field]).toBeTruthy();
  });

  it('gives field errors in French', async () => {
    const res = await generate({ storyTypes: ['dinosaurs'], storiesPerType: 11 }, admin, 'fr');
    expect((await res.json()).error.fields.storiesPerType).toMatch(/histoires par type/);
  });

  it('makes sample books, refuses a second run meanwhile, publishes, serves and deletes them with their files', async () => {
    const res = await generate({ storyTypes: ['dinosaurs'], storiesPerType: 1 });
    expect(res.status).toBe(202);
    const { runId, total } = await res.json();
    expect(total).toBe(1);

    const again = await generate({ storyTypes: ['space'], storiesPerType: 1 });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toMatch(/already running/);

    await runJob(runId);
    const { run } = await (await t.request(`/api/admin/samples/runs/${runId}`, { cookie: admin })).json();
    expect(run).toMatchObject({ status: 'completed', generated: 1, failed: 0, total: 1 });
    const { runs } = await (await t.request('/api/admin/samples/runs', { cookie: admin })).json();
    expect(runs[0].id).toBe(runId);

    const { books } = await (await t.request('/api/admin/samples', { cookie: admin })).json();
    expect(books).toHaveLength(1);
    const sample = books[0];
    expect(sample).toMatchObject({
      status: 'completed',
      isPublic: false,
      watermarkText: 'SAMPLE - For testing only - Do not publish',
    });
    expect(sample.pdfUrl && sample.epubUrl).toBeTruthy();
    // A sample belongs to the gallery, not to the library of the admin who generated it.
    const library = (await (await t.request('/api/books', { cookie: admin })).json()).books;
    expect(library.map((b: { id: string }) => b.id)).not.toContain(sample.id);

    // Not published yet: invisible to the public.
    expect((await (await t.request('/api/book-gallery')).json()).books).toHaveLength(0);
    expect((await t.request(`/api/book-gallery/${sample.id}`)).status).toBe(404);
    expect((await t.request(sample.pdfUrl)).status).toBe(404);
    // Only admins publish.
    expect(
      (await t.request(`/api/admin/samples/${sample.id}/publish`, { method: 'POST', cookie: user })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/admin/samples/${sample.id}/publish`, { method: 'POST', cookie: admin })).status,
    ).toBe(200);

    const gallery = (await (await t.request('/api/book-gallery')).json()).books;
    expect(gallery.map((b: { id: string }) => b.id)).toEqual([sample.id]);
    const detail = await (await t.request(`/api/book-gallery/${sample.id}`)).json();
    expect(detail.document.pages.length).toBeGreaterThan(0);
    expect(detail.document.watermark).toBeUndefined(); // the book stays clean; the downloads carry the watermark
    expect(detail.fileBase).toBe(`/api/book-gallery/${sample.id}/files/`);
    const cover = await t.request(gallery[0].coverUrl);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\//);
    const pdf = await t.request(gallery[0].pdfUrl);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const epub = await t.request(gallery[0].epubUrl);
    expect(epub.headers.get('content-type')).toBe('application/epub+zip');
    expect(
      Buffer.from(await epub.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect((await t.request(`/api/book-gallery/${sample.id}/files/..%2Fx.png`)).status).toBe(404);

    await t.request(`/api/admin/samples/${sample.id}/unpublish`, { method: 'POST', cookie: admin });
    expect((await t.request(`/api/book-gallery/${sample.id}`)).status).toBe(404);

    // Now idle: a new run is accepted.
    const next = await generate({ storyTypes: ['space'], storiesPerType: 1, exportFormat: 'pdf' });
    expect(next.status).toBe(202);
    await t.database.executeSql(`update story_gen_runs set status = 'failed' where id = $1`, [
      (await next.json()).runId,
    ]);

    expect(
      (await t.request(`/api/admin/samples/${sample.id}`, { method: 'DELETE', cookie: user })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/admin/samples/${sample.id}`, { method: 'DELETE', cookie: admin })).status,
    ).toBe(204);
    expect(await t.storage.list(`books/${sample.id}/`)).toEqual([]);
    expect(await t.storage.list(`exports/${sample.id}/`)).toEqual([]);
    expect((await (await t.request('/api/admin/samples', { cookie: admin })).json()).books).toHaveLength(0);
  }, 240_000);
});
