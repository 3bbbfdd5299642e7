import { uploadFailed } from './upload-error';
import { MAX_PARALLEL_DECODES } from './upload-limits';

/**
 * One upload at a time per user (a second one while the first runs is refused, nothing stored), and
 * at most MAX_PARALLEL_DECODES decodes per process so memory stays bounded; later ones wait briefly.
 */
export function createUploadGate(parallel = MAX_PARALLEL_DECODES, waitMs = 10_000) {
  const busyUsers = new Set<string>();
  let running = 0;
  const waiting: (() => void)[] = [];

  async function slot() {
    if (running < parallel) {
      running++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        running++;
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(uploadFailed('the server is busy', 503));
      }, waitMs);
      waiting.push(go);
    });
  }

  return {
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      if (busyUsers.has(userId)) throw uploadFailed('another upload of yours is still running', 409);
      busyUsers.add(userId);
      try {
        await slot();
        try {
          return await work();
        } finally {
          running--;
          waiting.shift()?.();
        }
      } finally {
        busyUsers.delete(userId);
      }
    },
  };
}
export type UploadGate = ReturnType<typeof createUploadGate>;

/** The process's gate (uploads of covers and of character references share it). */
export const uploadGate = createUploadGate();
