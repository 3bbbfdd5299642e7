import { startEngineThread } from '../engine-threads/start-engine-thread';
import { threadClient } from '../engine-threads/thread-client';
import type { DrawRequest } from './seed-draw-worker';
import type { SeedDrawings } from './seed-drawings';

/**
 * The gallery seeders' drawing on a worker thread (decision 0025): at first start, 72 covers and 30
 * characters are drawn while the first people sign up; in the API's thread, the engine's module
 * loading, story planning and SVG building held the event loop (and with it PGlite and sign-up).
 * One request at a time, in order; the worker is ended by `close()` (and never keeps the process up).
 */
export function workerSeedDrawings(): SeedDrawings {
  // Background work: the lowest CPU priority, so requests and sign-up's scrypt go first.
  const worker = startEngineThread({ folder: 'seed-drawing', name: 'seed-draw-worker' }, 19);
  const thread = threadClient(worker, 'seed drawing');
  const ask = <T>(req: Omit<DrawRequest, 'id'>) => thread.ask<T>(req);
  return {
    cover: (entry, seed) => ask({ kind: 'cover', entry, seed }),
    character: (entry, seed) => ask({ kind: 'character', entry, seed }),
    close: () => thread.close(),
  };
}
