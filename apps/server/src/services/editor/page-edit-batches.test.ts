import type { PageEdit } from '@bookloom/db';
import { describe, expect, it } from 'vitest';
import { type BatchTarget, PageEditBatches } from './page-edit-batches';

const edit = (pageId: number, version = 1): PageEdit => ({
  pageId,
  version,
  patch: { text: `p${pageId}` },
  change: 'text',
});
const tick = () => new Promise((r) => setTimeout(r, 5));

/** A batch runner that records its batches and writes every edit whose version is 1 (as a CAS on version 1). */
function recorder() {
  const runs: { target: BatchTarget; pages: number[] }[] = [];
  const batches = new PageEditBatches<string>(async (target, edits) => {
    runs.push({ target, pages: edits.map((e) => e.pageId) });
    await tick();
    const written = new Set(edits.filter((e) => e.version === 1).map((e) => e.pageId));
    return written.size ? { answer: `batch ${runs.length}`, written } : undefined;
  });
  return { runs, batches };
}

describe('page edit batches (group commit per book)', () => {
  it('runs the edits received together in one batch, and those arriving meanwhile together in the next', async () => {
    const { runs, batches } = recorder();
    const book = { userId: 'u', bookId: 'b' };
    const first = [1, 2, 3].map((p) => batches.submit(book, edit(p)));
    await new Promise((r) => setImmediate(r)); // the first batch is in flight
    const next = [4, 5, 6].map((p) => batches.submit(book, edit(p)));
    const answers = await Promise.all([...first, ...next]);
    expect(runs.map((r) => r.pages)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(answers).toEqual(['batch 1', 'batch 1', 'batch 1', 'batch 2', 'batch 2', 'batch 2']);
    // Idle again: the next edit runs alone.
    expect(await batches.submit(book, edit(7))).toBe('batch 3');
    expect(runs[2].pages).toEqual([7]);
  });

  it('waits a few turns for edits announced while their bodies are read, so they share one batch', async () => {
    const { runs, batches } = recorder();
    const book = { userId: 'u', bookId: 'b' };
    const [second, third] = [2, 3].map(() => batches.announce(book));
    const turn = () => new Promise((r) => setImmediate(r));
    const answers = [batches.submit(book, edit(1))];
    await turn();
    answers.push(batches.submit(book, edit(2)));
    second();
    await turn();
    await turn();
    answers.push(batches.submit(book, edit(3)));
    third();
    expect(await Promise.all(answers)).toEqual(['batch 1', 'batch 1', 'batch 1']);
    expect(runs.map((r) => r.pages)).toEqual([[1, 2, 3]]);
    // Another book's announced edits do not hold this one; an announced edit that never comes holds a batch
    // only a few turns.
    batches.announce({ userId: 'u', bookId: 'other' });
    const lost = batches.announce(book);
    expect(await batches.submit(book, edit(4))).toBe('batch 2');
    lost();
    lost();
    expect(await batches.submit(book, edit(5))).toBe('batch 3');
  });

  it('never puts two edits of one page in one batch; an edit not written is answered undefined', async () => {
    const { runs, batches } = recorder();
    const book = { userId: 'u', bookId: 'b' };
    const answers = await Promise.all([
      batches.submit(book, edit(1)),
      batches.submit(book, edit(2)),
      batches.submit(book, edit(2, 1)),
      batches.submit(book, edit(3, 7)),
      batches.submit(book, edit(2, 1)),
    ]);
    expect(runs.map((r) => r.pages)).toEqual([[1, 2, 3], [2], [2]]);
    expect(answers).toEqual(['batch 1', 'batch 1', 'batch 2', undefined, 'batch 3']);
  });

  it('keeps books and users apart, and a failed batch fails only its own edits', async () => {
    const runs: string[] = [];
    const batches = new PageEditBatches<string>(async ({ bookId }, edits) => {
      runs.push(`${bookId}:${edits.map((e) => e.pageId).join(',')}`);
      await tick();
      if (bookId === 'broken') throw new Error('statement failed');
      return { answer: bookId, written: new Set(edits.map((e) => e.pageId)) };
    });
    const results = await Promise.allSettled([
      batches.submit({ userId: 'u', bookId: 'a' }, edit(1)),
      batches.submit({ userId: 'u', bookId: 'broken' }, edit(1)),
      batches.submit({ userId: 'v', bookId: 'a' }, edit(2)),
      batches.submit({ userId: 'u', bookId: 'a' }, edit(3)),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'a',
      'statement failed',
      'a',
      'a',
    ]);
    expect(runs).toEqual(['a:1,3', 'broken:1', 'a:2']);
  });
});
