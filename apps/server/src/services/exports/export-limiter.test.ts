import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { createLimiter } from './export-limiter';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('export limiter', () => {
  it('runs 2 at a time, queues 2 more in order, turns the next away with 503, and frees slots on failure', async () => {
    const limit = createLimiter(2, 2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        await g.promise;
        if (i === 0) throw new Error('boom');
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect([limit.running, limit.queued]).toEqual([2, 2]);
    const refused = await limit.run(async () => 9).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'export_busy' });

    gates[0].resolve();
    await expect(runs[0]).rejects.toThrow('boom');
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.resolve();
    expect(await Promise.all(runs.slice(1))).toEqual([1, 2, 3]);
    expect([limit.running, limit.queued]).toEqual([0, 0]);
  });
});
