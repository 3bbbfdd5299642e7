import { describe, expect, it } from 'vitest';
import { clientAddress, isLocalRequest, parseTrustProxy } from './client-address';

const ctx = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({
  env: { incoming: { socket: { remoteAddress } } },
  req: { header: (n: string) => headers[n] },
});

describe('client address', () => {
  it('is the socket address unless TRUST_PROXY is set, whatever X-Forwarded-For says', () => {
    const c = ctx('::ffff:10.0.0.5', { 'x-forwarded-for': '6.6.6.6' });
    expect(clientAddress(c, parseTrustProxy(undefined))).toBe('10.0.0.5');
    expect(clientAddress(c, parseTrustProxy(''))).toBe('10.0.0.5');
  });

  it('with a hop count, is that many hops from the right (a spoofed left part is ignored)', () => {
    const c = ctx('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' });
    expect(clientAddress(c, parseTrustProxy('1'))).toBe('203.0.113.9');
    expect(clientAddress(c, parseTrustProxy('2'))).toBe('6.6.6.6');
    expect(clientAddress(ctx('10.0.0.5'), parseTrustProxy('1'))).toBe('10.0.0.5');
  });

  it('with proxy addresses, is the rightmost address that is not a trusted proxy', () => {
    const c = ctx('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.7' });
    expect(clientAddress(c, parseTrustProxy('10.0.0.7'))).toBe('203.0.113.9');
    expect(clientAddress(ctx('127.0.0.1', { 'x-forwarded-for': 'junk' }), parseTrustProxy('10.0.0.7'))).toBe(
      '127.0.0.1',
    );
  });

  it('counts only unrelayed loopback connections as local', () => {
    expect(isLocalRequest(ctx('127.0.0.1'))).toBe(true);
    expect(isLocalRequest(ctx('::1'))).toBe(true);
    expect(isLocalRequest(ctx('::ffff:127.0.0.1'))).toBe(true);
    expect(isLocalRequest(ctx('192.0.2.2'))).toBe(false);
    expect(isLocalRequest(ctx(undefined))).toBe(false);
    expect(isLocalRequest(ctx('127.0.0.1', { 'x-forwarded-for': '6.6.6.6' }))).toBe(false);
  });
});
