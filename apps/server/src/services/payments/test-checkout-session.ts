import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';

/** A test-mode Checkout Session: signed by us, so it needs no table and cannot be forged. */
export type TestSession = { id: string; userId: string; packageId: string; exp: number };

const TTL_MS = 60 * 60 * 1000;
const shape = z.object({ id: z.string(), userId: z.string(), packageId: z.string(), exp: z.number() });
const keys = new WeakMap<object, Buffer>();

async function key(deps: AppDeps) {
  const known = keys.get(deps.auth);
  if (known) return known;
  const { secret } = await deps.auth.$context;
  const k = createHmac('sha256', secret).update('bookloom:test-checkout-session:v1').digest();
  keys.set(deps.auth, k);
  return k;
}

export async function signTestSession(deps: AppDeps, userId: string, packageId: string, now = Date.now()) {
  const s: TestSession = {
    id: `cs_test_local_${randomUUID().replaceAll('-', '')}`,
    userId,
    packageId,
    exp: now + TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(s)).toString('base64url');
  return {
    session: s,
    token: `${body}.${createHmac('sha256', await key(deps))
      .update(body)
      .digest('base64url')}`,
  };
}

/** The session a token stands for, or undefined when it is tampered with, not ours or expired. */
export async function readTestSession(deps: AppDeps, token: string, now = Date.now()) {
  const [body, mac] = token.split('.');
  if (!body || !mac) return undefined;
  const expected = Buffer.from(
    createHmac('sha256', await key(deps))
      .update(body)
      .digest('base64url'),
  );
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const s = shape.safeParse(parsed);
  return s.success && s.data.exp > now ? s.data : undefined;
}
