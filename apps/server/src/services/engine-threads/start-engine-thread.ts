import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Set by scripts/build-server.mjs: the bundled server runs the bundled workers (plain JavaScript). */
declare const BOOKLOOM_BUNDLE: boolean | undefined;

/**
 * Starts a worker thread for the builtin engine's heavy work. Its thread drops to the CPU priority `nice`
 * before it loads anything (Linux threads have their own nice value; /proc/thread-self names this thread),
 * so on a busy machine the API's thread (requests, PGlite, sign-up's scrypt) goes first, even while the
 * engine's modules load.
 *
 * `entry`: the worker's file name without extension, beside this folder's siblings in the sources
 * (`services/<folder>/<name>.ts`) and in apps/server/dist (`<name>.mjs`, built by scripts/build-server.mjs).
 */
export function startEngineThread(entry: { folder: string; name: string }, nice: number): Worker {
  const lower = `try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) require('node:os').setPriority(tid, ${Math.trunc(nice)});
} catch {}`;
  let load: string;
  if (typeof BOOKLOOM_BUNDLE !== 'undefined') {
    // import.meta.url is this source file's (the bundle keeps it): dist/ is apps/server/dist.
    const url = new URL(`../../../dist/${entry.name}.mjs`, import.meta.url).href;
    load = `import(${JSON.stringify(url)})`;
  } else {
    // Sources (tests, `npm run dev`): register tsx's loader, then import the TypeScript entry
    // (Node 20 does not apply `--import` from a worker's execArgv).
    const tsx = pathToFileURL(
      createRequire(import.meta.url)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
    const url = new URL(`../${entry.folder}/${entry.name}.ts`, import.meta.url).href;
    load = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(url)}); })`;
  }
  return new Worker(`${lower}\n${load};`, { eval: true });
}
