import { Worker } from 'node:worker_threads';
import { AiError, type BookRequest, createProviders } from '@bookloom/ai';
import { afterAll, describe, expect, it } from 'vitest';
import { threadNices } from '../../testing/thread-nices';
import { threadClient } from './thread-client';
import { ENGINE_THREAD_NICE, threadedBuiltinProviders } from './threaded-builtin-providers';

const request: BookRequest = {
  title: 'Pip and the Stars',
  author: 'Ada',
  type: 'space',
  description: 'A little robot learns to fly to the moon.',
  pages: 4,
  language: 'en',
  trim: '8x8',
  bleed: false,
  quality: 'standard',
  seed: 2,
};

describe('the builtin engine on worker threads', () => {
  const threaded = threadedBuiltinProviders(2);
  afterAll(() => threaded.close());

  it('plans and draws exactly what this thread would, on two threads at once', async () => {
    const here = await createProviders({ AI_TEXT_PROVIDER: 'builtin', AI_IMAGE_PROVIDER: 'builtin' });
    try {
      const { plan } = await threaded.text.planStory(request);
      expect(plan).toEqual((await here.text.planStory(request)).plan);
      const ask = (i: number) => ({
        prompt: plan.pages[i]!.scene,
        width: 600,
        height: 600,
        page: plan.pages[i],
        character: plan.character,
        bookType: request.type,
        seed: 2,
      });
      const [a, b] = await Promise.all([threaded.image.generate(ask(0)), threaded.image.generate(ask(1))]);
      const same = await here.image.generate(ask(0));
      expect(a.png).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(a.png).equals(Buffer.from(same.png))).toBe(true);
      expect(Buffer.from(b.png).equals(Buffer.from(a.png))).toBe(false);
      expect(a.usage).toMatchObject({ provider: 'builtin', images: 1 });
    } finally {
      await here.close();
    }
  }, 120_000);

  it.runIf(process.platform === 'linux')(
    'draws below the API thread’s CPU priority, which keeps its own',
    async () => {
      await Promise.all([0, 1].map(() => threaded.text.planStory(request)));
      const nices = threadNices();
      expect(nices.filter((n) => n === ENGINE_THREAD_NICE).length).toBeGreaterThanOrEqual(2);
      expect(nices[0]).toBe(0);
    },
    120_000,
  );

  it('an aborted caller stops waiting at once, and the threads go on serving', async () => {
    const ac = new AbortController();
    const planning = threaded.text.planStory({ ...request, pages: 24 }, ac.signal);
    ac.abort(new Error('book deleted'));
    await expect(planning).rejects.toThrow('book deleted');
    const before = new AbortController();
    before.abort(new Error('already gone'));
    await expect(threaded.text.planStory(request, before.signal)).rejects.toThrow('already gone');
    expect((await threaded.text.planStory(request)).plan.pages).toHaveLength(4);
  }, 120_000);
});

describe.runIf(process.platform === 'linux')('warm engine threads', () => {
  it('start (at their priority) before anything is asked of them', async () => {
    const before = threadNices().filter((n) => n === ENGINE_THREAD_NICE).length;
    const pool = threadedBuiltinProviders(2);
    try {
      pool.warm();
      const t0 = Date.now();
      while (
        threadNices().filter((n) => n === ENGINE_THREAD_NICE).length < before + 2 &&
        Date.now() - t0 < 20_000
      )
        await new Promise((r) => setTimeout(r, 50));
      // At least the two engine threads: a thread they start (a libuv or libvips worker) inherits
      // their nice on Linux, so the count may be higher, never lower.
      expect(threadNices().filter((n) => n === ENGINE_THREAD_NICE).length).toBeGreaterThanOrEqual(before + 2);
    } finally {
      await pool.close();
    }
  }, 30_000);
});

describe('a thread client', () => {
  const worker = (body: string) =>
    new Worker(`const { parentPort } = require('node:worker_threads');\n${body}`, { eval: true });

  it('keeps an AiError’s code and retryability across the thread boundary', async () => {
    const client = threadClient(
      worker(`parentPort.on('message', (m) => parentPort.postMessage({ id: m.id, error: {
        message: 'no such engine', code: 'provider_unavailable', retryable: false } }));`),
      'test',
    );
    try {
      const err = await client.ask({ kind: 'x' }).catch((e) => e);
      expect(err).toBeInstanceOf(AiError);
      expect(err).toMatchObject({
        code: 'provider_unavailable',
        retryable: false,
        message: 'no such engine',
      });
    } finally {
      await client.close();
    }
  });

  it('fails what was asked of a thread that dies, and says it has ended', async () => {
    const client = threadClient(worker(`parentPort.on('message', () => process.exit(3));`), 'test');
    await expect(client.ask({ kind: 'x' })).rejects.toThrow('test thread exited (3)');
    expect(client.ended).toBe(true);
    await expect(client.ask({ kind: 'x' })).rejects.toThrow('test thread has ended');
  });
});
