// The drawing worker's entry: the builtin engine's story planner, SVG building and rasterising run on
// this thread, so the API's thread (where PGlite, sign-up and every request run) stays free.
import { parentPort } from 'node:worker_threads';
import type { GalleryCharacter } from '../characters/gallery-characters';
import { answerOfError } from '../engine-threads/thread-client';
import type { GalleryEntry } from '../templates/gallery-catalog';
import { inThreadSeedDrawings } from './seed-drawings';

export type DrawRequest =
  | { id: number; kind: 'cover'; entry: GalleryEntry; seed: number }
  | { id: number; kind: 'character'; entry: GalleryCharacter; seed: number };

// Started by worker-seed-drawings.ts (start-engine-thread.ts has already lowered this thread's CPU priority).
const drawings = inThreadSeedDrawings({ rasteriseHere: true });
parentPort?.on('message', async (req: DrawRequest) => {
  try {
    const d = await drawings;
    const result =
      req.kind === 'cover' ? await d.cover(req.entry, req.seed) : await d.character(req.entry, req.seed);
    // Copied, not transferred: a few hundred kB, and sharp's buffers may share their memory.
    parentPort?.postMessage({ id: req.id, result });
  } catch (e) {
    parentPort?.postMessage(answerOfError(req.id, e));
  }
});
