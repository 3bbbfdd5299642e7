import {
  createBuiltinTextProvider,
  createProviders,
  type ImageProvider,
  parseAiSettings,
} from '@bookloom/ai';
import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { GENERATE_BOOK_JOB } from './job-names';

const BOOK = {
  title: 'Deleted Midway',
  author: 'Ada Reyes',
  type: 'bedtime-books',
  description: 'A sleepy fox counts the clouds until the moon comes out.',
  pages: 4,
  quality: 'standard',
  trimSize: '8x8',
  includeBleed: false,
};
const COST = 30 + 5 * 4;

/** The builtin engine's pictures; every one after the first waits for `open()`, so the test can delete in between. */
function gatedBuiltin(builtin: ImageProvider) {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  let calls = 0;
  const image: ImageProvider = {
    name: 'gated-builtin',
    supportsReference: builtin.supportsReference,
    async generate(r) {
      if (calls++ > 0) await gate;
      return builtin.generate(r);
    },
  };
  return { image, open: release };
}

const until = async (check: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
};

describe.each(testDatabases())('deleting a book while it generates on $name', (target) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let gated: ReturnType<typeof gatedBuiltin>;
  let providers: Awaited<ReturnType<typeof createProviders>>;
  const stopped: string[] = [];
  beforeAll(async () => {
    providers = await createProviders(parseAiSettings({}));
    gated = gatedBuiltin(providers.image);
    t = await createTestApp(
      target,
      { RATE_LIMIT: 'false' },
      { work: true, providers: { text: createBuiltinTextProvider(), image: gated.image } },
    );
    const info = t.services.log.info;
    t.services.log.info = (msg, data) => {
      if (msg.startsWith('book deleted during generation')) stopped.push(String(data?.bookId));
      info(msg, data);
    };
  });
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  it('cancels the job, refunds once, and leaves no file, even for pictures finished after the delete', async () => {
    const cookie = await t.signUp('deleter@example.com');
    const { bookId, jobId } = await (
      await t.request('/api/generate', { method: 'POST', cookie, json: BOOK })
    ).json();
    const prefix = `books/${bookId}/`;
    // One picture is stored, the others are being drawn: delete now.
    expect(await until(async () => (await t.storage.list(prefix)).length > 0)).toBe(true);
    const del = await t.request(`/api/books/${bookId}`, { method: 'DELETE', cookie });
    expect(del.status).toBe(204);
    expect(await t.storage.list(prefix)).toEqual([]);
    expect((await t.jobs.boss.getJobById(GENERATE_BOOK_JOB, jobId))?.state).toBe('cancelled');

    gated.open(); // the pictures in flight finish and are handed to the job after the delete
    await until(() => stopped.includes(bookId));
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.storage.list(prefix)).toEqual([]);
    expect((await t.request(`/api/books/${bookId}`, { cookie })).status).toBe(404);

    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.credits).toBe(100);
    const tx = await (await t.request('/api/transactions', { cookie })).json();
    const refunds = tx.items.filter((i: { type: string }) => i.type === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toBe(COST);
    // Deleting again (a double click) is a 404 and refunds nothing more.
    expect((await t.request(`/api/books/${bookId}`, { method: 'DELETE', cookie })).status).toBe(404);
    expect((await (await t.request('/api/me', { cookie })).json()).credits).toBe(100);
  }, 60_000);
});
