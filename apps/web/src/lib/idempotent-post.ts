import { useRef } from 'react';
import { ApiError } from './api';

/** An API error that also carries the server's per-field messages (400 `validation_error`). */
export class ApiFieldError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(status, code, message);
  }
}

/** `crypto.randomUUID` exists only in secure contexts; plain-http hosts fall back to random bytes. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST JSON with an `Idempotency-Key`; errors come back as `ApiFieldError` (fields may be empty). */
export async function postIdempotent<T>(path: string, body: unknown, key: string, language: string) {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, 'accept-language': language },
    body: JSON.stringify(body),
  });
  if (res.ok) return (await res.json()) as T;
  const data = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: Record<string, string> };
  } | null;
  throw new ApiFieldError(
    res.status,
    data?.error?.code ?? 'http_error',
    data?.error?.message ?? res.statusText,
    data?.error?.fields ?? {},
  );
}

/**
 * One key per submission attempt. The same body sent again after a lost answer (network error or
 * 5xx) reuses the key, so the server answers with the first book instead of charging twice; a
 * changed body or a settled attempt (success or a definite 4xx) gets a fresh key.
 */
export class IdempotencyAttempt {
  private current: { key: string; body: string } | null = null;
  constructor(private readonly makeKey: () => string = newKey) {}

  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.current?.body !== text) this.current = { key: this.makeKey(), body: text };
    return this.current.key;
  }

  settle(error?: unknown) {
    const retryable = error !== undefined && !(error instanceof ApiError && error.status < 500);
    if (!retryable) this.current = null;
  }
}

/** The component's attempt, kept across renders. */
export function useIdempotencyKey(): IdempotencyAttempt {
  const ref = useRef<IdempotencyAttempt | null>(null);
  ref.current ??= new IdempotencyAttempt();
  return ref.current;
}
