import { EventEmitter } from 'node:events';
import type { Database } from '@bookloom/db';
import type { PoolClient } from 'pg';
import type { Logger } from '../../logger';

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
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

type Pool = NonNullable<Database['pool']>;

export async function postgresBookEvents(pool: Pool, log: Logger): Promise<BookEvents> {
  const local = memoryBookEvents();
  let client: PoolClient | undefined;
  let closed = false;
  const connect = async () => {
    const c = await pool.connect();
    c.on('notification', (msg) => {
      if (msg.channel !== BOOK_EVENTS_CHANNEL || !msg.payload) return;
      try {
        void local.publish(JSON.parse(msg.payload) as BookEvent);
      } catch (err) {
        log.warn('bad book event payload', { err: String(err) });
      }
    });
    c.on('error', (err) => {
      log.warn('book events connection lost; reconnecting', { err: String(err) });
      c.release(err);
      client = undefined;
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await c.query(`LISTEN ${BOOK_EVENTS_CHANNEL}`);
    client = c;
  };
  await connect();
  return {
    async publish(e) {
      // Payload limit is 8000 bytes: an error text is cut well below it.
      const payload = JSON.stringify({ ...e, error: e.error?.slice(0, 2000) ?? null });
      await pool.query('select pg_notify($1, $2)', [BOOK_EVENTS_CHANNEL, payload]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      const c = client;
      client = undefined;
      if (c) {
        await c.query(`UNLISTEN ${BOOK_EVENTS_CHANNEL}`).catch(() => {});
        c.release();
      }
      await local.close();
    },
  };
}

export const createBookEvents = (database: Database, log: Logger) =>
  database.kind === 'postgres' && database.pool
    ? postgresBookEvents(database.pool, log)
    : Promise.resolve(memoryBookEvents());
