import { isIP } from 'node:net';

/**
 * Where a request comes from. The socket address is the truth; X-Forwarded-For is believed only as
 * far as TRUST_PROXY says (clients can write anything there).
 */
type ConnEnv = {
  incoming?: { socket?: { remoteAddress?: string } };
  /** Set by tests driving `app.request()`, which has no socket (clients cannot reach `c.env`). */
  remoteAddress?: string;
};
type Ctx = { env?: unknown; req: { header(name: string): string | undefined } };

/** TRUST_PROXY: a hop count (proxies in front of us), or the addresses of the trusted proxies. */
export type TrustProxy = { hops: number } | { addresses: string[] } | undefined;

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim();
  if (!v || v === 'false' || v === '0') return undefined;
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  return { addresses: v.split(',').map((a) => normalise(a.trim())) };
}

const normalise = (a: string) => a.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

export function socketAddress(c: Ctx): string | undefined {
  const env = c.env as ConnEnv | undefined;
  const a = env?.incoming?.socket?.remoteAddress ?? env?.remoteAddress;
  return a ? normalise(a) : undefined;
}

export const isLoopback = (a: string | undefined) =>
  !!a && (a === '::1' || a === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(normalise(a)));

/**
 * The client's address for rate limits. Without TRUST_PROXY the socket address; with a hop count N
 * the Nth address from the right of `X-Forwarded-For, socket`; with a list, the rightmost address
 * that is not a trusted proxy (loopback always counts as one).
 */
export function clientAddress(c: Ctx, trust: TrustProxy): string {
  const socket = socketAddress(c) ?? '127.0.0.1';
  if (!trust) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => normalise(a.trim()))
    .filter((a) => isIP(a));
  const chain = [...forwarded, socket];
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  const trusted = (a: string) => isLoopback(a) || trust.addresses.includes(a);
  for (let i = chain.length - 1; i >= 0; i--) if (!trusted(chain[i]!)) return chain[i]!;
  return chain[0]!;
}

/** A request made on this machine, not relayed by a proxy: only those may use development routes. */
export function isLocalRequest(c: Ctx): boolean {
  const relayed = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => c.req.header(h) !== undefined);
  return !relayed && isLoopback(socketAddress(c));
}
