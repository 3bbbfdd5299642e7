import { EventEmitter } from 'node:events';
import { type Database, profileEvents } from '@bookloom/db';
import type { Logger } from '../logger';
import { listenChannel } from '../services/listen-channel';

/** An account whose cached sessions and profile must go now; `*` is every account. */
export type Revocation = { userId: string };

/**
 * Session revocations (sign-out, password reset/change, deleted user) for every process at once: each
 * one caches validated sessions for 30 s (auth/session.ts). In-process on PGlite (one process); on
 * Postgres through LISTEN/NOTIFY on `account_events`, as book-events.ts does for book progress.
 */
export type AccountEvents = {
  revoke(userId: string): Promise<void>;
  onRevoked(listener: (r: Revocation) => void): () => void;
  /** Runs once at close (caches unhook from in-process signals there). */
  onClose(fn: () => void): void;
  close(): Promise<void>;
};

export const ACCOUNT_EVENTS_CHANNEL = 'account_events';
/** Committed balance, role or name changes, notified by a trigger (migration 0008): /api/me caches drop them. */
export const PROFILE_EVENTS_CHANNEL = 'profile_events';

export function memoryAccountEvents(): AccountEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    revoke: async (userId) => void emitter.emit('revoked', { userId }),
    onRevoked(listener) {
      emitter.on('revoked', listener);
      return () => emitter.off('revoked', listener);
    },
    onClose: (fn) => void emitter.once('close', fn),
    close: async () => {
      emitter.emit('close');
      emitter.removeAllListeners();
    },
  };
}

type Pool = NonNullable<Database['pool']>;

export async function postgresAccountEvents(pool: Pool, log: Logger): Promise<AccountEvents> {
  const local = memoryAccountEvents();
  const listener = await listenChannel(pool, log, ACCOUNT_EVENTS_CHANNEL, {
    onPayload: (userId) => void local.revoke(userId),
    // Revocations sent while disconnected were missed: every cached session goes once back.
    onReconnect: () => void local.revoke('*'),
  });
  // Another process's ledger write reaches this one's /api/me cache at once (within the 5 s TTL otherwise).
  const profiles = await listenChannel(pool, log, PROFILE_EVENTS_CHANNEL, {
    onPayload: (userId) => profileEvents.changed(userId),
  });
  return {
    async revoke(userId) {
      // This process drops its copies at once (its next request must not see the session); the others
      // through the channel (this one hears its own notification too, harmlessly).
      await local.revoke(userId);
      await pool.query('select pg_notify($1, $2)', [ACCOUNT_EVENTS_CHANNEL, userId]);
    },
    onRevoked: local.onRevoked,
    onClose: local.onClose,
    async close() {
      await profiles.close();
      await listener.close();
      await local.close();
    },
  };
}

export const createAccountEvents = (database: Database, log: Logger) =>
  database.kind === 'postgres' && database.pool
    ? postgresAccountEvents(database.pool, log)
    : Promise.resolve(memoryAccountEvents());
