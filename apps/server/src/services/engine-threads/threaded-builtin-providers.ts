import type { ImageProvider, ImageRequest, TextProvider } from '@bookloom/ai';
import type { EngineRequest } from './builtin-engine-worker';
import { startEngineThread } from './start-engine-thread';
import { type ThreadClient, threadClient } from './thread-client';

/**
 * CPU priority of the engine's threads: below the API's thread (nice 0), so a request is answered while
 * books are drawn, but above the gallery seeders (19), since a person is waiting for the book.
 */
export const ENGINE_THREAD_NICE = 5;

export type ThreadedBuiltin = {
  text: TextProvider;
  image: ImageProvider;
  /** Starts every thread now (each loads the engine, ~1 s), so the first book after boot does not wait. */
  warm(): void;
  close(): Promise<void>;
};

/**
 * The builtin engine's text and picture providers, served by `threads` worker threads (DRAWING_THREADS).
 * Measured: 20 users making 8-page books held the API's event loop ~10 ms per picture in resvg's pixel
 * copy, plus the SVG building and planning, and GET /api/books p99 went over 500 ms. Each request goes to
 * the least busy thread; threads start on first use and a dead one is replaced on the next request.
 */
export function threadedBuiltinProviders(threads: number): ThreadedBuiltin {
  const slots: (ThreadClient | undefined)[] = Array.from({ length: Math.max(1, threads) });
  const startAll = () => {
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i];
      if (!s || s.ended)
        slots[i] = threadClient(
          startEngineThread({ folder: 'engine-threads', name: 'builtin-engine-worker' }, ENGINE_THREAD_NICE),
          'builtin engine',
        );
    }
    return slots as ThreadClient[];
  };
  const pick = () => startAll().reduce((best, s) => (s.pending < best.pending ? s : best));
  const ask = async <T>(request: Omit<EngineRequest, 'id'>, signal?: AbortSignal) => {
    signal?.throwIfAborted();
    const answer = pick().ask<T>(request);
    if (!signal) return answer;
    // The thread finishes what it started; an aborted caller just stops waiting for it.
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
  return {
    text: {
      name: 'builtin',
      planStory: (request, signal) => ask({ kind: 'plan', request }, signal),
    },
    image: {
      name: 'builtin',
      supportsReference: false,
      generate: (request: ImageRequest, signal) => ask({ kind: 'picture', request }, signal),
    },
    warm: () => void startAll(),
    close: async () => {
      await Promise.all(slots.map((s) => s?.close()));
    },
  };
}
