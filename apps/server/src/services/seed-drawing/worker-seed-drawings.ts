import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DrawRequest } from './seed-draw-worker';
import type { SeedDrawings } from './seed-drawings';

/** Set by scripts/build-server.mjs: the bundled server runs the bundled worker (plain JavaScript). */
declare const BOOKLOOM_BUNDLE: boolean | undefined;

/**
 * Background work: the worker's thread drops to the lowest CPU priority before it loads anything (Linux
 * threads have their own nice value; /proc/thread-self names this thread), so on a busy machine requests
 * and sign-up's scrypt go first, even while the engine's modules load.
 */
const LOWER_PRIORITY = `try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) require('node:os').setPriority(tid, 19);
} catch {}`;

function startWorker() {
  let load: string;
  if (typeof BOOKLOOM_BUNDLE !== 'undefined') {
    // import.meta.url is this source file's (the bundle keeps it): dist/ is apps/server/dist.
    load = `import(${JSON.stringify(new URL('../../../dist/seed-draw-worker.mjs', import.meta.url).href)})`;
  } else {
    // Sources (tests, `npm run dev`): register tsx's loader, then import the TypeScript entry
    // (Node 20 does not apply `--import` from a worker's execArgv).
    const tsx = pathToFileURL(
      createRequire(import.meta.url)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
    const entry = new URL('./seed-draw-worker.ts', import.meta.url).href;
    load = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
  }
  return new Worker(`${LOWER_PRIORITY}\n${load};`, { eval: true });
}

/**
 * The gallery seeders' drawing on a worker thread (decision 0025): at first start, 72 covers and 30
 * characters are drawn while the first people sign up; in the API's thread, the engine's module
 * loading, story planning and SVG building held the event loop (and with it PGlite and sign-up).
 * One request at a time, in order; the worker is ended by `close()` (and never keeps the process up).
 */
export function workerSeedDrawings(): SeedDrawings {
  const worker = startWorker();
  worker.unref();
  let next = 0;
  const waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.on('message', (m: { id: number; result?: never; error?: string }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error !== undefined) w?.reject(new Error(m.error));
    else w?.resolve(m.result as never);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`seed drawing worker exited (${code})`)));
  const ask = <T>(req: Omit<DrawRequest, 'id'>) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (v: never) => void, reject });
      worker.ref();
      worker.postMessage({ ...req, id });
    }).finally(() => {
      if (!waiting.size) worker.unref();
    });
  return {
    cover: (entry, seed) => ask({ kind: 'cover', entry, seed }),
    character: (entry, seed) => ask({ kind: 'character', entry, seed }),
    close: async () => {
      await worker.terminate();
    },
  };
}
