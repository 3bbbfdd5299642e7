import type { AppEnv } from '../app-env';
import { isLocalRequest, isLoopback } from './client-address';

type Ctx = Parameters<typeof isLocalRequest>[0] & { var: AppEnv['Variables'] };

/**
 * Whether development helpers (outbox, free credits, the offline test checkout) may answer this
 * request: outside production, on a server that listens on loopback only, from this machine
 * (loopback socket, no proxy headers).
 */
export function devRoutesOpen(c: Ctx): boolean {
  const { env } = c.var.deps;
  return env.NODE_ENV !== 'production' && isLoopback(env.HOST ?? '127.0.0.1') && isLocalRequest(c);
}
