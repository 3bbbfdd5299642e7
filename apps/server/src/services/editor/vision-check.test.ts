import { type FakeServer, startFakeServer } from '@bookloom/ai';
import { recordPageCheck } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompletedBook } from '../../testing/completed-book';
import { createTestApp } from '../../testing/test-app';
import { VISION_CHECKS_PER_HOUR } from './run-vision-check';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Page = { id: number; version: number; check: string; checkReason?: string; page: { image?: string } };

/** The editor's consistency check with a vision model: real HTTP to the local fake OpenAI server. */
describe.each(testDatabases())('consistency check with a vision model on $name', (target) => {
  let t: App;
  let fake: FakeServer;
  let cookie: string;
  let bookId: string;
  let page1: Buffer;
  const editor = async () =>
    (await (await t.request(`/api/books/${bookId}/editor`, { cookie })).json()).pages as Page[];
  const credits = async () => (await (await t.request('/api/me', { cookie })).json()).credits as number;
  const visionCalls = () =>
    fake.requests.filter((r) => r.kind === 'text' && JSON.stringify(r.body).includes('image_url')).length;
  const upload = async (pageId: number, png: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mine.png');
    const res = await t.request(`/api/books/${bookId}/pages/${pageId}/image`, {
      method: 'POST',
      cookie,
      body: form,
    });
    expect(res.status).toBe(200);
    return ((await res.json()).pages as Page[]).find((p) => p.id === pageId);
  };
  /** The verdict arrives from the job (polls like the editor does while a page says "checking"). */
  const settled = async (pageId: number) => {
    const end = Date.now() + 30_000;
    for (;;) {
      const page = (await editor()).find((p) => p.id === pageId);
      if (page?.check !== 'checking' || Date.now() > end) return page;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const solid = (r: number, g: number, b: number) =>
    sharp({ create: { width: 300, height: 400, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    fake = await startFakeServer();
    t = await createTestApp(
      target,
      { RATE_LIMIT: 'false' },
      {
        work: true,
        aiSettings: {
          OPENAI_BASE_URL: fake.baseUrl,
          OPENAI_API_KEY: 'sk-fake',
          OPENAI_VISION_MODEL: 'gpt-4o-mini',
          // Pictures by an AI image provider (the fake's), which the builtin rule cannot judge.
          AI_IMAGE_PROVIDER: 'openai',
        },
      },
    );
    cookie = await t.signUp('vision-owner@example.com');
    bookId = await generateCompletedBook(t, cookie);
    const pages = await editor();
    page1 = Buffer.from((await t.storage.get(`books/${bookId}/${pages[0].page.image}`)) ?? []);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('judges an uploaded picture against page 1: the same figure is consistent, another one differs, free', async () => {
    expect((await editor()).map((p) => p.check)).toEqual(['ok', 'ok', 'ok', 'ok']); // builtin pictures
    const before = await credits();
    const calls = visionCalls();

    const same = await upload(3, page1);
    expect(same).toMatchObject({ check: 'checking', version: 2 });
    expect(await settled(3)).toMatchObject({ check: 'ok', version: 2, checkReason: expect.any(String) });

    const { channels } = await sharp(page1).stats();
    const [r, g, b] = channels.map((c) => 255 - Math.round(c.mean));
    await upload(4, await solid(r, g, b));
    const differs = await settled(4);
    expect(differs).toMatchObject({ check: 'differs', version: 2 });
    expect(differs?.checkReason).toMatch(/Colours differ/);

    expect(visionCalls()).toBe(calls + 2);
    expect(await credits()).toBe(before);
    // The verdict is not an edit: a save with the version the editor holds is accepted.
    const saved = await t.request(`/api/books/${bookId}/pages/4`, {
      method: 'PATCH',
      cookie,
      json: { version: 2, text: 'Rex waves.' },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).page as Page).toMatchObject({ id: 4, check: 'differs' });
  });

  it("checks a page the provider redrew: the regeneration's 5 credits, nothing more", async () => {
    const before = await credits();
    const res = await t.request(`/api/books/${bookId}/pages/2/regenerate`, {
      method: 'POST',
      cookie,
      json: { what: 'image', instruction: 'make it night' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()).pages as Page[]).find((p) => p.id === 2)?.check).toBe('checking');
    expect(await settled(2)).toMatchObject({ check: 'ok', checkReason: expect.any(String) });
    expect(await credits()).toBe(before - 5);
  });

  it('a failed call leaves the page "not checked" and the edit made; a spent budget makes no call', async () => {
    fake.fail('text', { type: 'status', status: 500 }, 5);
    await upload(2, page1);
    expect((await settled(2))?.check).toBe('not_checked');
    expect((await editor()).find((p) => p.id === 2)?.page.image).toMatch(/^p2-u/);

    for (let i = 0; i < VISION_CHECKS_PER_HOUR; i++)
      await recordPageCheck(t.database.db, {
        bookId,
        pageId: 3,
        image: 'old.png',
        reference: 'page:old.png',
        status: 'same',
      });
    const calls = visionCalls();
    await upload(3, await solid(10, 200, 10));
    expect((await settled(3))?.check).toBe('not_checked');
    expect(visionCalls()).toBe(calls);
  });
});
