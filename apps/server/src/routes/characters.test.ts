import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { AiError, createBuiltinTextProvider, type ImageProvider } from '@bookloom/ai';
import { debitCredits, insertCharacter } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failStuckCharacters } from '../services/characters/fail-stuck-characters';
import { generateCompletedBook } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

const png = (w = 16, h = 16) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#e8514a' } })
    .png()
    .toBuffer();

/** A real PNG per call; `failing` turns every call into a non-retryable provider error. */
function switchableImages() {
  const state = { failing: false, calls: 0, refs: [] as (Uint8Array | undefined)[] };
  const image: ImageProvider = {
    name: 'test-png',
    // Takes a reference picture, like gpt-image models: the tests see what it was given.
    supportsReference: true,
    async generate(req) {
      state.calls++;
      state.refs.push(req.referenceImage);
      if (state.failing) throw new AiError('unauthorized', 'broken: invalid API key', false);
      return { png: new Uint8Array(await png(64, 64)), usage: { provider: 'test', model: 'x', ms: 0 } };
    },
  };
  return { image, state };
}

async function waitForCharacter(t: App, cookie: string, id: string) {
  const end = Date.now() + 30_000;
  for (;;) {
    const body = await (await t.request(`/api/characters/${id}`, { cookie })).json();
    if (body.character?.status !== 'generating') return body;
    if (Date.now() > end) throw new Error(`character ${id} still generating`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const balanceOf = async (t: App, cookie: string) =>
  (await (await t.request('/api/me', { cookie })).json()).credits;

/** A real small PNG whose header claims 30000 × 30000 pixels (a decompression bomb's shape). */
async function bombPng() {
  const bytes = Buffer.from(await png(1, 1));
  bytes.writeUInt32BE(30000, 16);
  bytes.writeUInt32BE(30000, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

const CHAR = { name: 'Pip', description: 'A little fox who loves maps and starry nights' };

describe.each(testDatabases())('characters API on $name', (target) => {
  let t: App;
  const images = switchableImages();
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp(
      target,
      { RATE_LIMIT: 'false' },
      { work: true, providers: { text: createBuiltinTextProvider(), image: images.image } },
    );
    // The first account outside production is the admin.
    admin = await t.signUp('admin@example.com');
  });
  afterAll(async () => t?.close());

  it('creates a character: 202, 10 credits with a ledger row, bible with defaults, picture, history', async () => {
    const cookie = await t.signUp('maker@example.com');
    const before = await balanceOf(t, cookie);
    const res = await t.request('/api/characters', {
      method: 'POST',
      cookie,
      json: { ...CHAR, savePrompt: true },
    });
    expect(res.status).toBe(202);
    const { character } = await res.json();
    expect(character).toMatchObject({ name: 'Pip', status: 'generating' });
    expect(character.appearance).toMatch(/smile/);
    expect(character.personality).toMatch(/Kind/);
    expect(character.bible.promptPrefix).toContain('Pip');
    expect(character.bible.styleTags.length).toBeGreaterThan(0);
    expect(await balanceOf(t, cookie)).toBe(before - 10);
    const done = await waitForCharacter(t, cookie, character.id);
    expect(done.character.status).toBe('ready');
    expect(done.images).toHaveLength(1);
    const img = await t.request(`/api/characters/${character.id}/image`, { cookie });
    expect(img.status).toBe(200);
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(1024);
    const tx = await (await t.request('/api/transactions', { cookie })).json();
    const rows = tx.transactions ?? tx.items;
    expect(rows.filter((r: { type: string }) => r.type === 'character_generation')).toHaveLength(1);
    const history = await (await t.request('/api/prompt-history?kind=character', { cookie })).json();
    expect(history.items[0]).toMatchObject({ title: 'Pip', promptData: { name: 'Pip' } });
    const saved = await t.request(`/api/characters/${character.id}/save-prompt`, { method: 'POST', cookie });
    expect(saved.status).toBe(201);
    const mine = await (await t.request('/api/characters', { cookie })).json();
    expect(mine.characters.map((c: { id: string }) => c.id)).toEqual([character.id]);
    const pickable = await (await t.request('/api/characters/pickable', { cookie })).json();
    expect(pickable.characters.map((c: { id: string }) => c.id)).toContain(character.id);
  });

  it('is owner-only: another user gets 404 for the character, its picture, new pictures and delete', async () => {
    const owner = await t.signUp('owner@example.com');
    const other = await t.signUp('other@example.com');
    const { character } = await (
      await t.request('/api/characters', { method: 'POST', cookie: owner, json: CHAR })
    ).json();
    await waitForCharacter(t, owner, character.id);
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/characters/${character.id}`],
      ['GET', `/api/characters/${character.id}/image`],
      ['POST', `/api/characters/${character.id}/images`, {}],
      ['POST', `/api/characters/${character.id}/save-prompt`],
      ['DELETE', `/api/characters/${character.id}`],
    ];
    for (const [method, path, json] of paths) {
      expect((await t.request(path, { method, cookie: other, json })).status).toBe(404);
      expect((await t.request(path, { method, json })).status).toBe(method === 'GET' ? 404 : 401);
    }
    const del = await t.request(`/api/characters/${character.id}`, { method: 'DELETE', cookie: owner });
    expect(del.status).toBe(204);
    expect((await t.storage.list(`characters/${character.id}/`)).length).toBe(0);
  });

  it('refuses bad input with the spec’s messages and charges nothing', async () => {
    const cookie = await t.signUp('bad@example.com');
    const before = await balanceOf(t, cookie);
    const missing = await t.request('/api/characters', { method: 'POST', cookie, json: { name: 'Pip' } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toContain(
      'Please provide at least a name and description for your character',
    );
    const form = (file: Blob) => {
      const f = new FormData();
      f.set('name', 'Pip');
      f.set('description', 'A fox');
      f.set('reference', file, 'ref.png');
      return f;
    };
    const notImage = await t.request('/api/characters', {
      method: 'POST',
      cookie,
      body: form(new Blob(['<svg onload="alert(1)"></svg>'])),
    });
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).error.message).toMatch(/^Please select an image file/);
    // A tiny PNG claiming 30000 × 30000 pixels: refused before it is decoded.
    const bomb = await bombPng();
    const r = await t.request('/api/characters', { method: 'POST', cookie, body: form(new Blob([bomb])) });
    expect(r.status).toBe(400);
    expect((await r.json()).error.message).toMatch(
      /^Please select an image file \(the picture has too many pixels\)/,
    );
    const truncated = (await png(64, 64)).subarray(0, 60);
    const cut = await t.request('/api/characters', {
      method: 'POST',
      cookie,
      body: form(new Blob([truncated])),
    });
    expect(cut.status).toBe(400);
    const big = await t.request('/api/characters', {
      method: 'POST',
      cookie,
      body: form(new Blob([new Uint8Array(11 * 1024 * 1024)])),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toBe('Please select an image under 10MB');
    const gallery = await t.request('/api/characters', {
      method: 'POST',
      cookie,
      json: { ...CHAR, gallery: true },
    });
    expect(gallery.status).toBe(403);
    expect(await balanceOf(t, cookie)).toBe(before);
  });

  it('only admins add gallery characters; the gallery is public and read-only', async () => {
    const res = await t.request('/api/characters', {
      method: 'POST',
      cookie: admin,
      json: { ...CHAR, name: 'Gallery Pip', gallery: true },
    });
    expect(res.status).toBe(202);
    const { character } = await res.json();
    await waitForCharacter(t, admin, character.id);
    const page = await (await t.request('/api/character-gallery?search=gallery%20pip')).json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 12 });
    expect(page.items[0]).toMatchObject({ id: character.id, isPublic: true });
    expect((await t.request(`/api/characters/${character.id}/image`)).status).toBe(200);
    const visitor = await t.signUp('visitor@example.com');
    expect(
      (await t.request(`/api/characters/${character.id}`, { method: 'DELETE', cookie: visitor })).status,
    ).toBe(404);
    const images = await t.request(`/api/characters/${character.id}/images`, {
      method: 'POST',
      cookie: visitor,
      json: {},
    });
    expect(images.status).toBe(404);
  });

  it('image → image keeps the re-encoded reference; a double click charges once', async () => {
    const cookie = await t.signUp('ref@example.com');
    const before = await balanceOf(t, cookie);
    const send = () => {
      const f = new FormData();
      f.set('name', 'Pip');
      f.set('description', 'A fox');
      return png(40, 30).then((bytes) => {
        f.set('reference', new Blob([new Uint8Array(bytes)]), 'me.png');
        return t.request('/api/characters', {
          method: 'POST',
          cookie,
          body: f,
          headers: { 'idempotency-key': 'one-click' },
        });
      });
    };
    // The second click either finds the first one's character (same key) or is refused while the first
    // upload is still being processed (one upload per user at a time): one character, one charge.
    const answers = await Promise.all([send(), send()]);
    const made = answers.filter((r) => r.status === 202);
    expect(made.length).toBeGreaterThan(0);
    expect(answers.every((r) => r.status === 202 || r.status === 409)).toBe(true);
    const [ja, jb] = await Promise.all(made.map((r) => r.json()));
    if (jb) expect(jb.character.id).toBe(ja.character.id);
    expect(ja.character.bible.hasReference).toBe(true);
    expect(await balanceOf(t, cookie)).toBe(before - 10);
    await waitForCharacter(t, cookie, ja.character.id);
  });

  it('a book made with the character hands its reference picture to the provider for every picture', async () => {
    const cookie = await t.signUp('book@example.com');
    const f = new FormData();
    f.set('name', 'Zara');
    f.set('description', 'A girl astronaut');
    f.set('reference', new Blob([new Uint8Array(await png(32, 32))]), 'zara.png');
    const { character } = await (
      await t.request('/api/characters', { method: 'POST', cookie, body: f })
    ).json();
    await waitForCharacter(t, cookie, character.id);
    const stored = await t.storage.get(`characters/${character.id}/reference.png`);
    expect(stored).toBeTruthy();
    images.state.refs.length = 0;
    await generateCompletedBook(t, cookie, { characterId: character.id, pages: 4 });
    expect(images.state.refs).toHaveLength(5);
    for (const ref of images.state.refs) expect(Buffer.from(ref!).equals(Buffer.from(stored!))).toBe(true);
  });

  it('a character stuck in generating for 30 minutes is failed and refunded once by the sweeper', async () => {
    const cookie = await t.signUp('stuck@example.com');
    const me = await (await t.request('/api/me', { cookie })).json();
    const id = randomUUID();
    const { db } = t.database;
    await insertCharacter(db, {
      id,
      userId: me.id,
      name: 'Lost',
      status: 'generating',
      updatedAt: new Date(Date.now() - 3_600_000),
    });
    await debitCredits(db, {
      userId: me.id,
      amount: 10,
      reference: `character:${id}`,
      type: 'character_generation',
      description: 'x',
    });
    expect(await balanceOf(t, cookie)).toBe(me.credits - 10);
    expect(await failStuckCharacters(t.services)).toBeGreaterThanOrEqual(1);
    expect(await failStuckCharacters(t.services)).toBe(0);
    expect(await balanceOf(t, cookie)).toBe(me.credits);
    expect((await (await t.request(`/api/characters/${id}`, { cookie })).json()).character.status).toBe(
      'failed',
    );
  });

  it('a failed picture refunds once and marks the character failed', async () => {
    const cookie = await t.signUp('fail@example.com');
    const before = await balanceOf(t, cookie);
    images.state.failing = true;
    try {
      const { character } = await (
        await t.request('/api/characters', { method: 'POST', cookie, json: CHAR })
      ).json();
      const done = await waitForCharacter(t, cookie, character.id);
      expect(done.character).toMatchObject({ status: 'failed' });
      expect(await balanceOf(t, cookie)).toBe(before);
    } finally {
      images.state.failing = false;
    }
  });
});
