import { PASSWORD_MIN } from '@bookloom/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { AppError } from '../http/app-error';
import { describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';

const body = z.object({
  token: z.string().min(1).max(200),
  newPassword: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long.`)
    .max(128),
});
describeRoute({
  method: 'post',
  path: '/api/password-reset/complete',
  summary: 'Set a new password from a reset link and sign in',
  body,
});

const invalidLink = () =>
  new AppError(400, 'invalid_token', 'This reset link is invalid or has expired. Please ask for a new one.');

/**
 * better-auth's reset does not sign the user in; the spec sends them to /dashboard afterwards, so we
 * reset with better-auth, then open a session with the new password in the same request.
 */
export const passwordResetRoutes = new Hono<AppEnv>().post('/password-reset/complete', async (c) => {
  const { token, newPassword } = await readJson(c, body);
  const { auth } = c.var.deps;
  const ctx = await auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) throw invalidLink();
  const user = await ctx.internalAdapter.findUserById(verification.value);
  if (!user) throw invalidLink();
  await auth.api.resetPassword({ body: { token, newPassword } }).catch(() => {
    throw invalidLink();
  });
  await c.var.deps.accountEvents.revoke(user.id);
  const res = await auth.api.signInEmail({
    body: { email: user.email, password: newPassword },
    asResponse: true,
    headers: c.req.raw.headers,
  });
  const out = c.json({ ok: true });
  for (const cookie of res.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
  return out;
});
