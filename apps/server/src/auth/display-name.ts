import { requiredText } from '@bookloom/core';
import { APIError } from 'better-auth/api';

export const NAME_MAX = 100;
/** The display name rule, the same for sign-up, better-auth's update-user and PATCH /api/me. */
export const displayName = requiredText({ label: 'Display name', max: NAME_MAX });

/**
 * better-auth's user hooks: the name is normalised and held to the rule before any row is written
 * (better-auth itself accepts any string, a 900 KB one included).
 */
export function checkedName<T extends { name?: string | null }>(user: T): { data: T } {
  if (user.name === undefined || user.name === null) return { data: user };
  const r = displayName.safeParse(user.name);
  if (!r.success) {
    const message = r.error.issues[0]?.message ?? 'Display name is invalid';
    throw new APIError('BAD_REQUEST', { message, code: 'INVALID_NAME' });
  }
  return { data: { ...user, name: r.data } };
}
