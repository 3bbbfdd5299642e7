import type { Database } from '@bookloom/db';
import { errorForLog } from '../error-for-log';
import type { Logger } from '../logger';

type Pool = NonNullable<Database['pool']>;

/**
 * Holds one pooled connection LISTENing on a Postgres channel (book progress, account revocations):
 * every notification's payload goes to `onPayload`. A lost connection is re-opened every second until it
 * comes back; `onReconnect` then runs, since whatever was sent meanwhile was missed.
 */
export async function listenChannel(
  pool: Pool,
  log: Logger,
  channel: string,
  handlers: { onPayload(payload: string): void; onReconnect?(): void },
): Promise<{ close(): Promise<void> }> {
  let releaseCurrent: (() => Promise<void>) | undefined;
  let closed = false;
  const connect = async () => {
    const c = await pool.connect();
    // A connection can report several errors (a server message, then the socket closing), and can
    // report one after close() has handed it back to the pool: release it once, and only while ours.
    let released = false;
    const onNotification = (msg: { channel: string; payload?: string }) => {
      if (msg.channel === channel && msg.payload) handlers.onPayload(msg.payload);
    };
    const onError = (err: Error) => {
      if (released) return;
      released = true;
      c.off('notification', onNotification);
      c.release(err);
      if (closed) return;
      log.warn(`${channel} connection lost; reconnecting`, { ...errorForLog(err) });
      reconnect();
    };
    c.on('notification', onNotification);
    c.on('error', onError);
    try {
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      // The caller (first connect, or the reconnect loop) decides what comes next.
      if (!released) {
        released = true;
        c.off('notification', onNotification);
        c.release(err as Error);
      }
      throw err;
    }
    if (closed) {
      // close() ran while LISTEN was on its way: hand the connection straight back.
      released = true;
      c.off('notification', onNotification);
      c.off('error', onError);
      c.release();
      return;
    }
    releaseCurrent = async () => {
      if (released) return;
      await c.query(`UNLISTEN ${channel}`).catch(() => {});
      if (released) return;
      released = true;
      c.off('notification', onNotification);
      c.off('error', onError);
      c.release();
    };
  };
  const reconnect = () => {
    if (!closed)
      setTimeout(
        () =>
          void connect().then(
            () => {
              if (!closed) handlers.onReconnect?.();
            },
            () => reconnect(),
          ),
        1000,
      );
  };
  await connect();
  return {
    async close() {
      closed = true;
      await releaseCurrent?.();
    },
  };
}
