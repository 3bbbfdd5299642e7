import { EventEmitter } from 'node:events';

/**
 * In-process signal that an account's balance, name or role changed, so caches of it (the server's
 * /api/me cache) drop their copy at once instead of waiting for their TTL.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(50);

export const profileEvents = {
  changed(userId: string) {
    emitter.emit('changed', userId);
  },
  onChanged(listener: (userId: string) => void): () => void {
    emitter.on('changed', listener);
    return () => emitter.off('changed', listener);
  },
};
