import { EventEmitter } from 'node:events';
import type { Database } from '@bookloom/db';
import { errorForLog } from '../../error-for-log';
import type { Logger } from '../../logger';
import { listenChannel } from '../listen-channel';

export type BookEvent = {
  userId: string;
  bookId: string;
  status: 'generating' | 'generating_images' | 'completed' | 'failed';
  progress: { done: number; total: number; stage: string } | null;
  error: string | null;
};

/**
 * Book changes for live progress. In-process on PGlite (one process); on Postgres through
 * LISTEN/NOTIFY on `book_events`, so an API process sees what a worker process does. On Postgres a
 * publisher hears its own notification, so listeners are only called from the channel.
 */
export type BookEvents = {
  publish(e: BookEvent): Promise<void>;
  subscribe(listener: (e: BookEvent) => void): () => void;
  /** Called once when the process stops: live streams end so a graceful stop is not held open. */
  onClose(listener: () => void): () => void;
  close(): Promise<void>;
};

export const BOOK_EVENTS_CHANNEL = 'book_events';

export function memoryBookEvents(): BookEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (e) => {
      emitter.emit('book', e);
    },
    subscribe(listener) {
      emitter.on('book', listener);
      return () => emitter.off('book', listener);
    },
    onClose(listener) {
      emitter.once('close', listener);
      return () => emitter.off('close', listener);
    },
    close: async () => {
      emitter.emit('close');
      emitter.removeAllListeners();
    },
  };
}

type Pool = NonNullable<Database['pool']>;

export async function postgresBookEvents(pool: Pool, log: Logger): Promise<BookEvents> {
  const local = memoryBookEvents();
  const listener = await listenChannel(pool, log, BOOK_EVENTS_CHANNEL, {
    onPayload(payload) {
      try {
        void local.publish(JSON.parse(payload) as BookEvent);
      } catch (err) {
        log.warn('bad book event payload', { ...errorForLog(err) });
      }
    },
  });
  return {
    async publish(e) {
      // Payload limit is 8000 bytes: an error text is cut well below it.
      const payload = JSON.stringify({ ...e, error: e.error?.slice(0, 2000) ?? null });
      await pool.query('select pg_notify($1, $2)', [BOOK_EVENTS_CHANNEL, payload]);
    },
    subscribe: local.subscribe,
    onClose: local.onClose,
    async close() {
      await listener.close();
      await local.close();
    },
  };
}

export const createBookEvents = (database: Database, log: Logger) =>
  database.kind === 'postgres' && database.pool
    ? postgresBookEvents(database.pool, log)
    : Promise.resolve(memoryBookEvents());
