import type { Worker } from 'node:worker_threads';
import { AiError } from '@bookloom/ai';

/** What a worker answers to a request: its result, or the error that request met (an AiError keeps its code). */
export type ThreadAnswer =
  | { id: number; result: unknown }
  | { id: number; error: { message: string; code?: AiError['code']; retryable?: boolean } };

/** The worker side: turns a thrown error into what can cross the thread boundary. */
export const answerOfError = (id: number, e: unknown): ThreadAnswer => ({
  id,
  error:
    e instanceof AiError
      ? { message: e.message, code: e.code, retryable: e.retryable }
      : { message: e instanceof Error ? e.message : String(e) },
});

export type ThreadClient = {
  /** Requests sent and not yet answered (the pool sends the next one to the least busy thread). */
  readonly pending: number;
  /** Whether the thread has ended (crashed or terminated): its pending requests were rejected. */
  readonly ended: boolean;
  ask<T>(request: Record<string, unknown>, transfer?: ArrayBuffer[]): Promise<T>;
  close(): Promise<void>;
};

/**
 * Requests to one worker thread, each answered by id, in any order. The thread never keeps the process
 * up while nothing is asked of it; if it dies, what was asked of it fails (a book job then retries).
 */
export function threadClient(worker: Worker, label: string): ThreadClient {
  let next = 0;
  let ended = false;
  const waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error) => {
    ended = true;
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.unref();
  worker.on('message', (m: ThreadAnswer) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (!waiting.size) worker.unref();
    if (!w) return;
    if ('error' in m)
      w.reject(
        m.error.code
          ? new AiError(m.error.code, m.error.message, m.error.retryable ?? true)
          : new Error(m.error.message),
      );
    else w.resolve(m.result as never);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`${label} thread exited (${code})`)));
  return {
    get pending() {
      return waiting.size;
    },
    get ended() {
      return ended;
    },
    ask: <T>(request: Record<string, unknown>, transfer: ArrayBuffer[] = []) =>
      new Promise<T>((resolve, reject) => {
        if (ended) return reject(new Error(`${label} thread has ended`));
        const id = next++;
        waiting.set(id, { resolve: resolve as (v: never) => void, reject });
        worker.ref();
        worker.postMessage({ ...request, id }, transfer);
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}
