import { AppError } from './app-error';

/** A 429 that tells the client when to come back (the error handler sends it as `Retry-After`). */
export const rateLimited = (message: string, retryAfterMs: number, code = 'rate_limited') =>
  new AppError(429, code, message, undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

/**
 * A per-key request budget in this process (fixed one-window counters). For cheap, unauthenticated
 * endpoints such as /api/client-log, where a database-backed limiter would cost more than the request.
 */
export function fixedWindowLimit(
  max: number,
  windowMs: number,
  maxKeys = 10_000,
  message = 'Too many attempts. Please wait a moment and try again.',
) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string, now = Date.now()) => {
    let w = windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (windows.size >= maxKeys) windows.clear(); // bounded memory under an address-spraying flood
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    if (++w.count > max) throw rateLimited(message, w.start + windowMs - now);
  };
}
