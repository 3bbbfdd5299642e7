import { api } from '../../lib/api';

const TOKEN_KEY = (userId: string) => `bookloom.export-test-token.${userId}`;

/** An export API token for this page, made once per browser (POST /api/api-tokens) and kept locally. */
export async function exportTestToken(userId: string, fresh = false): Promise<string> {
  const saved = fresh ? null : localStorage.getItem(TOKEN_KEY(userId));
  if (saved) return saved;
  const made = await api<{ token: string }>('/api/api-tokens', {
    method: 'POST',
    body: { name: 'Admin export test' },
  });
  localStorage.setItem(TOKEN_KEY(userId), made.token);
  return made.token;
}

export type Exchange = {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
  json?: Record<string, unknown>;
};

/** One request with everything the log and the error dialog show. */
export async function exchange(url: string, init: RequestInit): Promise<Exchange> {
  const res = await fetch(url, { ...init, credentials: 'omit' });
  const body = await res.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  return {
    ok: res.ok,
    status: res.status,
    statusText: res.statusText,
    headers: Object.fromEntries(res.headers.entries()),
    body,
    json,
  };
}

/** The dialog's message: the answer's error, or its detail, or the HTTP status (spec §8). */
export function failureMessage(x: Exchange): string {
  const err = x.json?.error;
  if (typeof err === 'string' && err) return err;
  const detail = x.json?.detail;
  if (typeof detail === 'string' && detail) return detail;
  if (detail) return JSON.stringify(detail);
  return `HTTP ${x.status}${x.statusText ? ` ${x.statusText}` : ''}`;
}
