import { afterAll, describe, expect, it } from 'vitest';
import { threadNices } from '../../testing/thread-nices';
import { GALLERY_CHARACTERS } from '../characters/gallery-characters';
import { GALLERY_TEMPLATES } from '../templates/gallery-catalog';
import { inThreadSeedDrawings } from './seed-drawings';
import { workerSeedDrawings } from './worker-seed-drawings';

describe('gallery seed drawings on a worker thread', () => {
  const worker = workerSeedDrawings();
  afterAll(() => worker.close());

  it('draws exactly what the API thread would draw (covers and characters), one after another', async () => {
    const here = await inThreadSeedDrawings();
    try {
      const entry = GALLERY_TEMPLATES[0]!;
      const [a, b] = await Promise.all([worker.cover(entry, 7), worker.cover(GALLERY_TEMPLATES[1]!, 8)]);
      const same = await here.cover(entry, 7);
      expect(Buffer.from(a.art).equals(Buffer.from(same.art))).toBe(true);
      expect(a.prompt).toBe(same.prompt);
      expect(Buffer.from(b.art).equals(Buffer.from(a.art))).toBe(false);
      const who = GALLERY_CHARACTERS[0]!;
      const c = await worker.character(who, 3);
      const cHere = await here.character(who, 3);
      expect(c.bible).toEqual(cHere.bible);
      expect(Buffer.from(c.full).equals(Buffer.from(cHere.full))).toBe(true);
    } finally {
      await here.close();
    }
  }, 120_000);

  it.runIf(process.platform === 'linux')(
    'draws on a thread at the lowest CPU priority (nice 19)',
    async () => {
      await worker.cover(GALLERY_TEMPLATES[3]!, 1);
      const nices = threadNices();
      expect(nices).toContain(19);
      expect(nices[0]).toBe(0); // the process's main thread keeps its priority
    },
    120_000,
  );

  it('answers a drawing error as a rejected promise, and keeps working', async () => {
    await expect(
      worker.cover({ ...GALLERY_TEMPLATES[0]!, type: 'no-such-type' as never }, 1),
    ).rejects.toThrow();
    expect((await worker.cover(GALLERY_TEMPLATES[2]!, 1)).art.length).toBeGreaterThan(1000);
  }, 120_000);
});
