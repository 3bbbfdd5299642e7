import type { SSEStreamingApi } from 'hono/streaming';
import type { BookEvent, BookEvents } from './book-events';

export const HEARTBEAT_MS = 15_000;

/**
 * Runs an SSE stream until the client leaves or `handle` returns true (done): events of the bus go
 * to `handle` in order, a comment line every 15 s keeps proxies from closing the connection.
 * Subscribes before `first` runs, so nothing that happens meanwhile is lost.
 */
export async function pipeBookEvents(
  stream: SSEStreamingApi,
  events: BookEvents,
  filter: (e: BookEvent) => boolean,
  first: () => Promise<boolean>,
  handle: (e: BookEvent) => Promise<boolean>,
) {
  const queue: BookEvent[] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = events.subscribe((e) => {
    if (!filter(e)) return;
    queue.push(e);
    wake?.();
  });
  const heartbeat = setInterval(() => {
    void stream.write(': heartbeat\n\n').catch(() => {});
  }, HEARTBEAT_MS);
  let aborted = false;
  const end = () => {
    aborted = true;
    wake?.();
  };
  stream.onAbort(end);
  const offClose = events.onClose(end);
  try {
    if (await first()) return;
    while (!aborted) {
      const e = queue.shift();
      if (e) {
        if (await handle(e)) return;
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
    offClose();
  }
}
