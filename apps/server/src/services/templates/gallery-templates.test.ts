import { randomUUID } from 'node:crypto';
import { coverPixels } from '@bookloom/ai';
import { createBook, insertCoverTemplates, schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompletedBook, TEST_BOOK } from '../../testing/completed-book';
import { createTestApp } from '../../testing/test-app';
import { runBookGeneration } from '../books/run-book-generation';
import { GALLERY_TEMPLATES } from './gallery-catalog';
import { SEED_GALLERY_TEMPLATES_JOB } from './job-names';
import { enqueueGallerySeedIfEmpty, seedGalleryTemplates } from './seed-gallery-templates';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Listed = { id: string; name: string; style: string; tags: string[]; imageUrl: string; thumbUrl: string };

/** A 12 × 18 greyscale-free fingerprint: the mean channel values of each cell of the picture. */
async function fingerprint(png: Uint8Array) {
  return sharp(png).resize(12, 18, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}
/** Mean absolute difference (0–255) between two fingerprints. */
const distance = (a: Buffer, b: Buffer) => a.reduce((s, v, i) => s + Math.abs(v - b[i]), 0) / a.length;

async function galleryCount(t: App) {
  const rows = await t.database.db
    .select({ id: schema.coverTemplates.id })
    .from(schema.coverTemplates)
    .where(isNull(schema.coverTemplates.userId));
  return rows.length;
}

/** Seed jobs not yet finished (queued, running or waiting for a retry). */
async function jobsLeft(t: App) {
  const { rows } = await t.database.executeSql(
    "select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'",
    [SEED_GALLERY_TEMPLATES_JOB],
  );
  return Number(rows[0].n);
}

describe.each(testDatabases())('gallery cover templates on $name', (target) => {
  let t: App;
  let owner: string;
  let stranger: string;
  let ownerId: string;
  let privateId: string;
  let listed: Listed[];

  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    owner = await t.signUp('owner@example.com');
    stranger = await t.signUp('stranger@example.com');
    ownerId = (await (await t.request('/api/me', { cookie: owner })).json()).id;
  });
  afterAll(async () => t?.close());

  it('the seed job queued at boot draws the 72 gallery templates once; racing and running again keeps 72', async () => {
    expect(await galleryCount(t)).toBe(0);
    const boot = { database: t.database, log: t.services.log, queue: t.jobs.queue };
    expect(await enqueueGallerySeedIfEmpty({ ...boot, nodeEnv: 'test' })).toBe(false);
    const started = Date.now();
    expect(await enqueueGallerySeedIfEmpty({ ...boot, nodeEnv: 'development' })).toBe(true);
    // A second process seeding at the same moment (stable ids: the rows and files are the same).
    const racer = await seedGalleryTemplates(t.services);
    for (;;) {
      if ((await galleryCount(t)) === GALLERY_TEMPLATES.length && (await jobsLeft(t)) === 0) break;
      if (Date.now() - started > 400_000) throw new Error('seed job did not finish');
      await new Promise((r) => setTimeout(r, 250));
    }
    console.info(`[${target.name}] gallery seed: ${racer.ms} ms for ${racer.inserted} covers (direct run)`);
    const again = await seedGalleryTemplates(t.services);
    expect(again.inserted).toBe(0);
    expect(await galleryCount(t)).toBe(GALLERY_TEMPLATES.length);
    expect(await t.storage.list('templates/')).toHaveLength(2 * GALLERY_TEMPLATES.length);
    // Seeded: a later boot queues nothing.
    expect(await enqueueGallerySeedIfEmpty({ ...boot, nodeEnv: 'development' })).toBe(false);
  }, 420_000);

  it('the public gallery pages them 12 at a time with the exact count, by category', async () => {
    const first = await (await t.request('/api/gallery/covers')).json();
    expect(first).toMatchObject({ total: GALLERY_TEMPLATES.length, page: 1, pageSize: 12, pages: 6 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]).toMatchObject({ name: 'Dinosaur Valley', category: 'Dinosaurs' });
    const last = await (await t.request('/api/gallery/covers?page=6')).json();
    expect(last.items).toHaveLength(GALLERY_TEMPLATES.length - 60);
    const seen = new Set([...first.items, ...last.items].map((x: Listed) => x.id));
    expect(seen.size).toBe(first.items.length + last.items.length);
    const space = await (
      await t.request(`/api/gallery/covers?category=${encodeURIComponent('Space')}`)
    ).json();
    expect(space.total).toBeGreaterThanOrEqual(4);
    expect(space.items.every((x: { category: string }) => x.category === 'Space')).toBe(true);
    expect((await t.request('/api/gallery/covers?category=Nope')).status).toBe(400);
    // A user's own cover never shows in the public gallery.
    expect(first.items.some((x: { category: string }) => x.category === 'user-uploaded')).toBe(false);
  });

  it('reseed and variations are admin actions (404 to others); variations add 4 to the category', async () => {
    const role = (await (await t.request('/api/me', { cookie: owner })).json()).role;
    expect(role).toBe('admin');
    for (const path of [
      '/api/admin/gallery/reseed',
      `/api/admin/gallery/${GALLERY_TEMPLATES[1].id}/variations`,
    ])
      expect((await t.request(path, { method: 'POST', cookie: stranger })).status).toBe(404);
    expect(
      (await t.request(`/api/admin/gallery/${randomUUID()}/variations`, { method: 'POST', cookie: owner }))
        .status,
    ).toBe(404);
    const space = async () => (await (await t.request('/api/gallery/covers?category=Space')).json()).total;
    const before = await space();
    const res = await t.request(`/api/admin/gallery/${GALLERY_TEMPLATES[1].id}/variations`, {
      method: 'POST',
      cookie: owner,
    });
    expect(res.status).toBe(202);
    const started = Date.now();
    while ((await space()) < before + 4) {
      if (Date.now() - started > 60_000) throw new Error('variations not drawn');
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await space()).toBe(before + 4);
    const reseed = await t.request('/api/admin/gallery/reseed', { method: 'POST', cookie: owner });
    expect(reseed.status).toBe(202);
    expect((await reseed.json()).queued).toBe(true);
    // The redraw replaces files in place: the gallery keeps every cover while it runs and after.
    const redrawStart = Date.now();
    while ((await jobsLeft(t)) > 0) {
      expect(await galleryCount(t)).toBe(GALLERY_TEMPLATES.length + 4);
      if (Date.now() - redrawStart > 300_000) throw new Error('redraw did not finish');
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await galleryCount(t)).toBe(GALLERY_TEMPLATES.length + 4);
    console.info(`[${target.name}] gallery redraw: ${Date.now() - redrawStart} ms`);
  }, 400_000);

  it('templates-list shows them, newest first, with working image and thumb URLs', async () => {
    const res = await t.request('/api/templates-list?limit=100', { cookie: owner });
    expect(res.status).toBe(200);
    const all: Listed[] = (await res.json()).templates;
    // The 4 variations drawn above are newest; the seeded catalog follows in its order.
    expect(all.slice(0, 4).every((x) => x.tags.includes('variation'))).toBe(true);
    listed = all.slice(4);
    expect(listed.map((x) => x.name)).toEqual(GALLERY_TEMPLATES.map((g) => g.name));
    expect(listed[0]).toMatchObject({
      name: 'Dinosaur Valley',
      style: 'Dinosaurs',
      tags: expect.arrayContaining(['gallery', 'dinosaurs']),
      imageUrl: `/api/templates/${listed[0].id}/image`,
      thumbUrl: `/api/templates/${listed[0].id}/image?size=thumb`,
    });
    const image = await t.request(listed[0].imageUrl, { cookie: owner });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([800, 1200]);
    const thumb = await t.request(listed[0].thumbUrl);
    expect(thumb.status).toBe(200); // gallery art is public
    // A reseed redraws art under the same id: browsers revalidate after minutes, not a day.
    expect(thumb.headers.get('cache-control')).toBe('public, max-age=300');
    const tag = thumb.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const unchanged = await t.request(listed[0].thumbUrl, { headers: { 'If-None-Match': tag } });
    expect(unchanged.status).toBe(304);
    const tm = await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata();
    expect(tm.width).toBeLessThan(400);
    // The covers differ from one another (each type has its own art).
    const prints = await Promise.all(
      listed
        .slice(0, 3)
        .map(async (x) => fingerprint(new Uint8Array(await (await t.request(x.imageUrl)).arrayBuffer()))),
    );
    expect(distance(prints[0], prints[1])).toBeGreaterThan(8);
    expect(distance(prints[1], prints[2])).toBeGreaterThan(8);
    expect((await t.request(`/api/templates/${randomUUID()}/image`)).status).toBe(404);
    expect((await t.request('/api/templates/not-a-uuid/image')).status).toBe(404);
  });

  it("a user's own template is theirs only: hidden from others' list, 404 on its image, 400 at generate", async () => {
    privateId = randomUUID();
    const art = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#d02090' } })
      .png()
      .toBuffer();
    await t.storage.put(`templates/${privateId}.png`, new Uint8Array(art), 'image/png');
    await insertCoverTemplates(t.database.db, [
      {
        id: privateId,
        userId: ownerId,
        name: 'My Pink Cover',
        imageKey: `templates/${privateId}.png`,
        tags: ['user_upload'],
      },
    ]);
    const mine = (await (await t.request('/api/templates-list', { cookie: owner })).json()).templates;
    expect(mine.map((x: Listed) => x.id)).toContain(privateId);
    const theirs = (await (await t.request('/api/templates-list', { cookie: stranger })).json()).templates;
    expect(theirs.map((x: Listed) => x.id)).not.toContain(privateId);

    expect((await t.request(`/api/templates/${privateId}/image`, { cookie: owner })).status).toBe(200);
    expect((await t.request(`/api/templates/${privateId}/image`, { cookie: stranger })).status).toBe(404);
    expect((await t.request(`/api/templates/${privateId}/image`)).status).toBe(404);

    const before = (await (await t.request('/api/me', { cookie: stranger })).json()).credits;
    for (const coverTemplateId of [privateId, 'not-a-uuid', randomUUID()]) {
      const res = await t.request('/api/generate', {
        method: 'POST',
        cookie: stranger,
        json: { ...TEST_BOOK, coverTemplateId },
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toMatchObject({
        code: 'validation_error',
        fields: { coverTemplateId: 'Cover not found' },
      });
    }
    expect((await (await t.request('/api/me', { cookie: stranger })).json()).credits).toBe(before);
  });

  it("a book made with a template has that template's art as its cover, at the trim's cover size", async () => {
    const dino = listed.find((x) => x.name === 'Dinosaur Valley')!;
    const other = listed.find((x) => x.name === 'Mermaid Lagoon')!;
    const bookId = await generateCompletedBook(t, owner, { type: 'space', coverTemplateId: dino.id });
    const book = (await (await t.request(`/api/books/${bookId}`, { cookie: owner })).json()).book;
    expect(book.error).toBeNull();
    const cover = new Uint8Array(await (await t.request(book.coverUrl, { cookie: owner })).arrayBuffer());
    const meta = await sharp(cover).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual(coverPixels('6x9'));
    const art = new Uint8Array(await (await t.request(dino.imageUrl)).arrayBuffer());
    const otherArt = new Uint8Array(await (await t.request(other.imageUrl)).arrayBuffer());
    const near = distance(await fingerprint(cover), await fingerprint(art));
    const far = distance(await fingerprint(cover), await fingerprint(otherArt));
    expect(near).toBeLessThan(6);
    expect(far).toBeGreaterThan(near + 8);

    // The user's own template works for its owner too (a flat pink cover comes out pink).
    const pinkBook = await generateCompletedBook(t, owner, { coverTemplateId: privateId });
    const pink = (await (await t.request(`/api/books/${pinkBook}`, { cookie: owner })).json()).book;
    const stats = await sharp(
      new Uint8Array(await (await t.request(pink.coverUrl, { cookie: owner })).arrayBuffer()),
    ).stats();
    expect(stats.channels.map((c) => Math.round(c.mean))).toEqual([0xd0, 0x20, 0x90]);
  }, 240_000);

  it('a retried job keeps the cover it already stored (the template is not copied again)', async () => {
    const bookId = randomUUID();
    await createBook(t.database.db, {
      id: bookId,
      userId: ownerId,
      title: 'Retried',
      author: 'Sam Writer',
      type: 'dinosaurs',
      pages: 4,
      quality: 'standard',
      trimSize: '6x9',
      includeBleed: true,
      language: 'en',
      status: 'generating',
      progress: { done: 0, total: 1, stage: 'checking' },
      creditsCharged: 0,
      request: {
        title: 'Retried',
        author: 'Sam Writer',
        type: 'dinosaurs',
        description: TEST_BOOK.description,
        pages: 4,
        language: 'en',
        trim: '6x9',
        bleed: true,
        quality: 'standard',
      },
      coverTemplateId: listed[0].id,
    });
    // What a first, interrupted attempt stored: a cover of its own (here a flat teal one).
    const earlier = await sharp({ create: { ...coverPixels('6x9'), channels: 3, background: '#208080' } })
      .png()
      .toBuffer();
    await t.storage.put(`books/${bookId}/cover.png`, new Uint8Array(earlier), 'image/png');
    await runBookGeneration({ ...t.services, attempt: { id: 'x', retryCount: 1, retryLimit: 2 } }, bookId);
    const book = (await (await t.request(`/api/books/${bookId}`, { cookie: owner })).json()).book;
    expect(book.status).toBe('completed');
    const stats = await sharp((await t.storage.get(`books/${bookId}/cover.png`))!).stats();
    expect(stats.channels.map((c) => Math.round(c.mean))).toEqual([0x20, 0x80, 0x80]);
  }, 120_000);
});

describe('the gallery catalog', () => {
  it('has at least 4 covers for every drawn cover category, 72 in all, with unique ids', async () => {
    const { COVER_CATEGORIES } = await import('@bookloom/core');
    const per = new Map<string, number>();
    for (const g of GALLERY_TEMPLATES) per.set(g.style, (per.get(g.style) ?? 0) + 1);
    for (const c of COVER_CATEGORIES.filter((x) => x !== 'user-uploaded'))
      expect(per.get(c), c).toBeGreaterThanOrEqual(4);
    expect(GALLERY_TEMPLATES.length).toBeGreaterThanOrEqual(72);
    expect(new Set(GALLERY_TEMPLATES.map((g) => g.id)).size).toBe(GALLERY_TEMPLATES.length);
  });
});
