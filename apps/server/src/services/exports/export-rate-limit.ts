import { AppError } from '../../http/app-error';

/** New export builds a user may start per window (reused exports are free and not counted). */
export const EXPORT_BUILDS_PER_WINDOW = 10;
export const EXPORT_WINDOW_MS = 10 * 60_000;

/**
 * Per-user sliding window of export builds, in this process (each build is bounded process-wide by the export
 * limiter; the storage quota bounds the disk across processes). Turned off with RATE_LIMIT=false, like sign-in's.
 */
export function createExportRateLimit(limit = EXPORT_BUILDS_PER_WINDOW, windowMs = EXPORT_WINDOW_MS) {
  const starts = new Map<string, number[]>();
  return {
    /** Counts one build for the user, or throws 429 `export_rate_limited` with the seconds to wait. */
    take(userId: string, now = Date.now()) {
      const recent = (starts.get(userId) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        const retryAfter = Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
        starts.set(userId, recent);
        throw new AppError(
          429,
          'export_rate_limited',
          `You have made ${limit} exports in the last ${windowMs / 60_000} minutes. Please wait ${retryAfter} seconds before exporting again.`,
          undefined,
          { retryAfter },
        );
      }
      recent.push(now);
      starts.set(userId, recent);
      if (starts.size > 10_000)
        for (const [k, v] of starts) if (now - v[v.length - 1] >= windowMs) starts.delete(k);
    },
  };
}

/** The export builds of this process. */
export const exportRateLimit = createExportRateLimit();
