import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's client, same origin. Only imported lazily (by the auth flows), so the landing
 * page does not pay for it; the session state itself comes from GET /api/me (see session.ts).
 */
export const authClient = createAuthClient();

/** better-auth returns `{ data, error }`; this turns an error into a thrown Error with its message. */
export async function unwrap<T>(
  p: Promise<{ data: T; error: { message?: string; status?: number } | null }>,
) {
  const { data, error } = await p;
  if (error) throw new Error(error.message || `Request failed (${error.status ?? 'network'})`);
  return data;
}
