import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The client's address from the socket (never from a header a client could set); tests have none. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local-test';
  }
}
