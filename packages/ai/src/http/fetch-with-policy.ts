import { AiError } from '../types';
import { backoffDelay, isRetryableStatus, parseRetryAfter, type RetryPolicy, sleep } from './retry-policy';

/**
 * fetch with a per-attempt timeout, retries with backoff on 429/5xx/network errors/timeouts
 * (honouring Retry-After), and typed AiErrors: a 4xx is final, never retried.
 * Returns only a 2xx Response. Usable as the `fetch` of the Vercel AI SDK.
 */
export function createPolicyFetch(policy: RetryPolicy, label: string) {
  return async function policyFetch(
    input: string | URL | Request,
    init: RequestInit = {},
  ): Promise<Response> {
    const outer = init.signal ?? undefined;
    let last: AiError | undefined;
    for (let attempt = 0; attempt <= policy.maxRetries; attempt++) {
      if (attempt > 0) await sleep(backoffDelay(attempt - 1, policy, last?.retryAfterMs), outer);
      const timeout = AbortSignal.timeout(policy.timeoutMs);
      const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
      let res: Response;
      try {
        res = await fetch(input, { ...init, signal });
      } catch (e) {
        if (outer?.aborted) throw outer.reason;
        last = timeout.aborted
          ? new AiError('timeout', `${label}: no answer within ${policy.timeoutMs} ms`, true)
          : new AiError('provider_unavailable', `${label}: cannot connect (${(e as Error).message})`, true);
        continue;
      }
      if (res.ok) return res;
      const body = await readErrorBody(res);
      last = statusError(label, res.status, body, parseRetryAfter(res.headers.get('retry-after')));
      if (!last.retryable) throw last;
    }
    throw last ?? new AiError('provider_unavailable', `${label}: failed`, true);
  };
}

async function readErrorBody(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const j = JSON.parse(text) as { error?: { message?: string } | string; detail?: string };
    const m = typeof j.error === 'string' ? j.error : (j.error?.message ?? j.detail);
    if (m) return m.slice(0, 300);
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 300);
}

export function statusError(label: string, status: number, body: string, retryAfterMs?: number): AiError {
  const msg = `${label}: HTTP ${status}${body ? ` — ${body}` : ''}`;
  if (status === 429) return new AiError('rate_limited', msg, true, retryAfterMs);
  if (isRetryableStatus(status)) return new AiError('provider_unavailable', msg, true, retryAfterMs);
  if (status === 401 || status === 403) return new AiError('unauthorized', msg, false);
  return new AiError('bad_request', msg, false);
}

/** Reads a 2xx body as JSON or throws a typed, retryable malformed_response. */
export async function readJson<T>(res: Response, label: string): Promise<T> {
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new AiError('malformed_response', `${label}: answer is not JSON (${text.slice(0, 80)}…)`, true);
  }
}
