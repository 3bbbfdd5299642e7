import { randomUUID } from 'node:crypto';
import { AiError, createBuiltinModerationProvider, type ImageProvider } from '@bookloom/ai';
import { insertCoverTemplates } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedAiRuntime } from '../services/ai/ai-runtime';
import { runCoverGeneration } from '../services/covers/run-cover-generation';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
const DETAILS = {
  title: 'Milo and the Moon',
  subtitle: 'A bedtime story',
  author: 'Ada Reyes',
  category: 'Space',
  description: 'A small astronaut visits the moon and makes a friend.',
  layout: 'low',
  savePrompt: true,
};

const png = (color = '#3080c0', w = 300, h = 450) =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();

function form(
  fields: Record<string, string>,
  file?: { field: string; bytes: Uint8Array; name: string; type: string },
) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  if (file)
    f.set(file.field, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  return f;
}

describe.each(testDatabases())('covers API on $name', (target) => {
  let t: App;
  let owner: string;
  let stranger: string;
  const credits = async (cookie: string) => (await (await t.request('/api/me', { cookie })).json()).credits;
  /** Runs the queued cover job here (the worker is off: the test decides which provider draws). */
  const run = (coverId: string, image?: ImageProvider, attempt = { id: 'x', retryCount: 0, retryLimit: 2 }) =>
    runCoverGeneration(
      {
        ...t.services,
        ...(image
          ? {
              ai: fixedAiRuntime({
                text: undefined as never,
                image,
                moderation: createBuiltinModerationProvider(),
              }),
            }
          : {}),
        attempt,
      },
      coverId,
    );
  const cover = async (id: string, cookie = owner) =>
    (await t.request(`/api/covers/${id}`, { cookie })).json();
  const upload = (
    cookie: string,
    bytes: Uint8Array,
    name: string,
    fields = { category: 'Animals', title: 'Mine' },
  ) =>
    t.request('/api/covers/upload', {
      method: 'POST',
      cookie,
      body: form(fields, { field: 'file', bytes, name, type: 'image/png' }),
    });

  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' });
    owner = await t.signUp('cover-owner@example.com');
    stranger = await t.signUp('cover-stranger@example.com');
  });
  afterAll(async () => t?.close());

  it('uploads a PNG: re-encoded, listed for its owner only, free; another user gets 404', async () => {
    const before = await credits(owner);
    const res = await upload(owner, new Uint8Array(await png()), 'my cover.png');
    expect(res.status).toBe(201);
    const { cover: c } = await res.json();
    expect(c).toMatchObject({
      name: 'Mine',
      category: 'Animals',
      status: 'ready',
      provider: 'user_upload',
      method: 'upload',
    });
    const img = await t.request(c.imageUrl, { cookie: owner });
    expect(img.headers.get('content-type')).toBe('image/png');
    expect((await sharp(new Uint8Array(await img.arrayBuffer())).metadata()).width).toBe(300);
    const dl = await t.request(c.downloadUrl, { cookie: owner });
    expect(dl.headers.get('content-disposition')).toContain('attachment; filename="Mine.png"');
    expect(await credits(owner)).toBe(before);
    const mine = (await (await t.request('/api/covers', { cookie: owner })).json()).covers;
    expect(mine.map((x: { id: string }) => x.id)).toContain(c.id);
    expect((await (await t.request('/api/covers', { cookie: stranger })).json()).covers).toEqual([]);
    for (const path of [`/api/covers/${c.id}`, c.imageUrl, c.thumbUrl])
      expect((await t.request(path, { cookie: stranger })).status).toBe(404);
    expect((await t.request(`/api/covers/${c.id}`, { method: 'DELETE', cookie: stranger })).status).toBe(404);
    expect((await t.request(`/api/templates/${c.id}/image`, { cookie: stranger })).status).toBe(404);
    // The owner's picker on /generate-book lists it.
    const picker = (await (await t.request('/api/templates-list', { cookie: owner })).json()).templates;
    expect(picker.map((x: { id: string }) => x.id)).toContain(c.id);
  });

  it('the 18th category, user-uploaded, lists the viewer’s own uploads; the picker adds them to any book type', async () => {
    const res = await upload(owner, new Uint8Array(await png('#c03080')), 'space.png', {
      category: 'Space',
      title: 'Uploaded rocket',
    });
    const { cover: c } = await res.json();
    const uploadsOf = async (cookie?: string) =>
      (await t.request('/api/gallery/covers?category=user-uploaded', cookie ? { cookie } : {})).json();
    const mine = await uploadsOf(owner);
    expect(mine.items.map((x: { id: string }) => x.id)).toContain(c.id);
    expect(mine.total).toBe(mine.items.length);
    expect(mine.items[0]).toMatchObject({ id: c.id, imageUrl: `/api/templates/${c.id}/image` });
    expect((await t.request(mine.items[0].thumbUrl, { cookie: owner })).status).toBe(200);
    // Uploads are owner-only: another user and anonymous visitors see none of them.
    expect(await uploadsOf(stranger)).toMatchObject({ items: [], total: 0, pages: 1 });
    expect(await uploadsOf()).toMatchObject({ items: [], total: 0 });
    // The picker for a book type: that type's category plus the user's uploads (any category).
    const gallery = randomUUID();
    await insertCoverTemplates(t.services.database.db, [
      { id: gallery, userId: null, name: 'Gallery dino', style: 'Dinosaurs', tags: [], imageKey: 'x.png' },
    ]);
    const pick = async (type: string) =>
      (await (await t.request(`/api/templates-list?type=${type}`, { cookie: owner })).json()).templates.map(
        (x: { id: string }) => x.id,
      );
    const forDinos = await pick('dinosaurs');
    expect(forDinos).toContain(c.id);
    expect(forDinos).toContain(gallery);
    expect(await pick('space')).not.toContain(gallery);
    expect(await pick('space')).toContain(c.id);
    expect(
      (
        await (await t.request('/api/templates-list?type=dinosaurs', { cookie: stranger })).json()
      ).templates.map((x: { id: string }) => x.id),
    ).not.toContain(c.id);
  });

  it('refuses bad uploads with the spec messages and stores nothing', async () => {
    const files = async () => (await t.storage.list('covers/')).length;
    const stored = await files();
    const jpeg = new Uint8Array(
      await sharp(await png())
        .jpeg()
        .toBuffer(),
    );
    const cases: [Uint8Array, string, number, string][] = [
      [new Uint8Array(await png()), 'renamed.jpg', 400, 'Only PNG and JPG files are allowed'],
      [jpeg, 'renamed.png', 400, 'Only PNG and JPG files are allowed'],
      [new Uint8Array(Buffer.from('<svg><script>alert(1)</script></svg>')), 'x.svg', 400, 'Only PNG and JPG'],
      [new Uint8Array(0), 'empty.png', 400, 'Only PNG and JPG'],
      [new Uint8Array(16 * 1024 * 1024), 'big.png', 413, 'File size must be less than 15MB'],
    ];
    for (const [bytes, name, status, message] of cases) {
      const res = await upload(owner, bytes, name);
      expect(res.status, name).toBe(status);
      const body = await res.json();
      expect(body.error.code).toBe('invalid_file');
      expect(body.error.message).toContain(message);
    }
    const noCategory = await upload(owner, new Uint8Array(await png()), 'a.png', { category: '', title: '' });
    expect((await noCategory.json()).error.message).toContain('Please upload a cover and select a category');
    expect(await files()).toBe(stored);
  });

  it('Generate Cover: 30 credits with a ledger row, one job, our typeset text over builtin art', async () => {
    const before = await credits(owner);
    const res = await t.request('/api/covers/generate', {
      method: 'POST',
      cookie: owner,
      json: DETAILS,
      headers: { 'Idempotency-Key': 'cover-click-1' },
    });
    expect(res.status).toBe(202);
    const { coverId, charged } = await res.json();
    expect(charged).toBe(30);
    // A double click (same key) answers with the same cover and charges nothing more.
    const again = await t.request('/api/covers/generate', {
      method: 'POST',
      cookie: owner,
      json: DETAILS,
      headers: { 'Idempotency-Key': 'cover-click-1' },
    });
    expect(await again.json()).toEqual({ coverId, charged: 0 });
    expect(await credits(owner)).toBe(before - 30);
    const ledger = (await (await t.request('/api/transactions', { cookie: owner })).json()).items;
    expect(ledger[0]).toMatchObject({ type: 'cover_generation', amount: -30 });
    const { rows } = await t.database.executeSql(
      "select count(*)::int as n from pgboss.job where name = 'covers.generate' and data->>'coverId' = $1",
      [coverId],
    );
    expect(rows[0].n).toBe(1);
    expect((await cover(coverId)).cover.status).toBe('generating');

    const started = Date.now();
    await run(coverId);
    const ms = Date.now() - started;
    const c = (await cover(coverId)).cover;
    expect(c).toMatchObject({ status: 'ready', provider: 'builtin', method: 'text' });
    const img = new Uint8Array(await (await t.request(c.imageUrl, { cookie: owner })).arrayBuffer());
    expect(await sharp(img).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    // Layout 'low': our dark ink in the bottom band where the title panel sits; the art is kept apart.
    const low = await sharp(img)
      .extract({ left: 0, top: 800, width: 800, height: 360 })
      .greyscale()
      .raw()
      .toBuffer();
    expect(low.reduce((m, v) => Math.min(m, v), 255)).toBeLessThan(80);
    expect((await t.request(`${c.imageUrl}?size=art`, { cookie: owner })).headers.get('content-type')).toBe(
      'image/png',
    );
    const history = (await (await t.request('/api/prompt-history?kind=cover', { cookie: owner })).json())
      .items;
    expect(history[0]).toMatchObject({
      title: DETAILS.title,
      promptData: { category: 'Space', author: 'Ada Reyes' },
    });
    console.info(`[${target.name}] builtin cover with typeset title: ${ms} ms`);
  }, 60_000);

  it('image → image: the reference picture guides the art (builtin repaints it)', async () => {
    const res = await t.request('/api/covers/generate', {
      method: 'POST',
      cookie: owner,
      body: form(
        { ...DETAILS, savePrompt: 'false', layout: 'centre' },
        {
          field: 'reference',
          bytes: new Uint8Array(await png('#e03020', 600, 600)),
          name: 'ref.png',
          type: 'image/png',
        },
      ),
    });
    expect(res.status).toBe(202);
    const { coverId } = await res.json();
    await run(coverId);
    const c = (await cover(coverId)).cover;
    expect(c).toMatchObject({ status: 'ready', method: 'image' });
    const art = await sharp(
      new Uint8Array(await (await t.request(`${c.imageUrl}?size=art`, { cookie: owner })).arrayBuffer()),
    ).stats();
    expect(art.channels[0].mean).toBeGreaterThan(art.channels[2].mean + 100); // red reference → red art
    const bad = await t.request('/api/covers/generate', {
      method: 'POST',
      cookie: owner,
      body: form(DETAILS as never, {
        field: 'reference',
        bytes: new Uint8Array(11 * 1024 * 1024),
        name: 'r.png',
        type: 'image/png',
      }),
    });
    expect((await bad.json()).error.message).toBe('Please select an image under 10MB');
  }, 60_000);

  it('refuses missing details, refused content and too few credits before charging', async () => {
    const before = await credits(stranger);
    const missing = await t.request('/api/covers/generate', {
      method: 'POST',
      cookie: stranger,
      json: { title: 'x' },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toContain(
      'Please provide title, category, and description for your cover',
    );
    const refused = await t.request('/api/covers/generate', {
      method: 'POST',
      cookie: stranger,
      json: { ...DETAILS, description: 'A bloody massacre with guns and bombs.' },
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.code).toBe('content_not_approved');
    const check = await t.request('/api/content-policy', {
      method: 'POST',
      cookie: stranger,
      json: { content: 'A bloody massacre with guns', type: 'cover' },
    });
    expect(await check.json()).toMatchObject({ approved: false, checked: true });
    const short = await t.request('/api/content-policy', {
      method: 'POST',
      cookie: stranger,
      json: { content: 'guns' },
    });
    expect(await short.json()).toEqual({ approved: true, checked: false });
    expect(await credits(stranger)).toBe(before);
    for (let i = 0; i < Math.floor(before / 30); i++)
      expect(
        (await t.request('/api/covers/generate', { method: 'POST', cookie: stranger, json: DETAILS })).status,
      ).toBe(202);
    const poor = await t.request('/api/covers/generate', { method: 'POST', cookie: stranger, json: DETAILS });
    expect(poor.status).toBe(402);
    expect((await poor.json()).error.code).toBe('insufficient_credits');
  });

  it('a failed drawing fails the cover and refunds it once, with its own ledger row', async () => {
    const failing: ImageProvider = {
      name: 'broken',
      supportsReference: false,
      async generate() {
        throw new AiError('unauthorized', 'broken: invalid API key', false);
      },
    };
    const before = await credits(owner);
    const { coverId } = await (
      await t.request('/api/covers/generate', { method: 'POST', cookie: owner, json: DETAILS })
    ).json();
    await run(coverId, failing);
    await run(coverId, failing); // a second run changes nothing
    const c = (await cover(coverId)).cover;
    expect(c).toMatchObject({ status: 'failed', error: 'broken: invalid API key', imageUrl: null });
    expect(await credits(owner)).toBe(before);
    const ledger = (await (await t.request('/api/transactions', { cookie: owner })).json()).items;
    expect(ledger.filter((x: { type: string }) => x.type === 'refund')).toHaveLength(1);
  }, 60_000);

  it('deleting a cover removes its row and files (a cover without author or subtitle is drawn too)', async () => {
    const { coverId } = await (
      await t.request('/api/covers/generate', {
        method: 'POST',
        cookie: owner,
        json: { ...DETAILS, author: '', subtitle: '' },
      })
    ).json();
    await run(coverId);
    expect((await cover(coverId)).cover.status).toBe('ready');
    const files = await t.storage.list(`covers/`);
    expect(files.filter((f) => f.includes(coverId))).toHaveLength(3);
    expect((await t.request(`/api/covers/${coverId}`, { method: 'DELETE', cookie: owner })).status).toBe(204);
    expect((await t.storage.list('covers/')).filter((f) => f.includes(coverId))).toEqual([]);
    expect((await t.request(`/api/covers/${coverId}`, { cookie: owner })).status).toBe(404);
  }, 60_000);
});
