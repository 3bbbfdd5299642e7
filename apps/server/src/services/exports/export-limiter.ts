import { AppError } from '../../http/app-error';

/**
 * Bounds the CPU- and memory-heavy export builds of this process: `concurrency` run at once, up to
 * `maxQueued` wait; beyond that a request is turned away with 503 rather than slowing every other
 * request (PDF typesetting runs on the main thread).
 */
export function createLimiter(concurrency: number, maxQueued: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxQueued)
          throw new AppError(
            503,
            'export_busy',
            'Too many exports are running. Please try again in a moment.',
          );
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** The export builds of this process: 2 at a time, 8 waiting. */
export const exportBuilds = createLimiter(2, 8);
