import { createHmac } from 'node:crypto';
import { CREDIT_PACKS, type CreditPack } from '@bookloom/core';
import Stripe from 'stripe';
import type { AppDeps } from '../../app-env';
import type { Env } from '../../env';

const clients = new WeakMap<Env, Stripe>();

/** The Stripe API client when STRIPE_SECRET_KEY is set; undefined means the test-mode checkout. */
export function stripeClient(env: Env): Stripe | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const known = clients.get(env);
  if (known) return known;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });
  clients.set(env, client);
  return client;
}

const localSecrets = new WeakMap<object, string>();

/**
 * The secret webhooks are verified with: STRIPE_WEBHOOK_SECRET, or (test mode) one derived from the
 * auth secret, so the test checkout signs its events exactly as Stripe would and nobody else can.
 */
export async function webhookSecret(deps: AppDeps): Promise<string> {
  if (deps.env.STRIPE_WEBHOOK_SECRET) return deps.env.STRIPE_WEBHOOK_SECRET;
  const known = localSecrets.get(deps.auth);
  if (known) return known;
  const { secret } = await deps.auth.$context;
  const derived = `whsec_${createHmac('sha256', secret).update('bookloom:test-checkout-webhook:v1').digest('base64url')}`;
  localSecrets.set(deps.auth, derived);
  return derived;
}

export const packById = (id: unknown): CreditPack | undefined => CREDIT_PACKS.find((p) => p.id === id);
/** Prices are in US dollars in the pack table; Stripe wants the smallest unit. */
export const packCents = (pack: CreditPack) => Math.round(pack.price * 100);
export const PACK_CURRENCY = 'usd';
