// The builtin engine's thread (threaded-builtin-providers.ts): story planning, SVG building and rasterising
// run here, so the API's thread (requests, PGlite, sign-up) is not held by a book being made.
import { parentPort } from 'node:worker_threads';
import { type BookRequest, createProviders, type ImageRequest } from '@bookloom/ai';
import { answerOfError } from './thread-client';

export type EngineRequest =
  | { id: number; kind: 'plan'; request: BookRequest }
  | { id: number; kind: 'picture'; request: ImageRequest };

// resvg renders on this thread (imageInThread): its pixels never cross to the API's thread, where copying
// the 300-ppi bitmap out of resvg took ~10 ms per picture with the event loop held.
const providers = createProviders(
  { AI_TEXT_PROVIDER: 'builtin', AI_IMAGE_PROVIDER: 'builtin' },
  { imageConcurrency: 1, imageInThread: true },
);

parentPort?.on('message', async (m: EngineRequest) => {
  try {
    const p = await providers;
    if (m.kind === 'plan') {
      parentPort?.postMessage({ id: m.id, result: await p.text.planStory(m.request) });
      return;
    }
    const made = await p.image.generate(m.request);
    // The PNG's own buffer moves to the API's thread (no copy) unless it is a view of a larger one.
    const own = made.png.byteOffset === 0 && made.png.byteLength === made.png.buffer.byteLength;
    const png = own ? made.png : made.png.slice();
    parentPort?.postMessage({ id: m.id, result: { ...made, png } }, [png.buffer as ArrayBuffer]);
  } catch (e) {
    parentPort?.postMessage(answerOfError(m.id, e));
  }
});
