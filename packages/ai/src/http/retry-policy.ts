/** Backoff and Retry-After rules shared by every provider call. */

export type RetryPolicy = {
  timeoutMs: number;
  maxRetries: number;
  /** First backoff step; doubles each attempt (tests use a few ms). */
  baseDelayMs?: number;
  /** Upper bound for one wait, including a server's Retry-After. */
  maxDelayMs?: number;
};

export const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Exponential backoff with "full jitter" (random in [base·2^n / 2, base·2^n]) so many workers that
 * hit a 429 together do not retry in lockstep; a server's Retry-After wins when longer.
 */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  retryAfterMs?: number,
  random = Math.random,
) {
  const base = policy.baseDelayMs ?? 500;
  const max = policy.maxDelayMs ?? 30_000;
  const exp = base * 2 ** attempt;
  const jittered = exp / 2 + random() * (exp / 2);
  return Math.min(max, Math.max(jittered, retryAfterMs ?? 0));
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
