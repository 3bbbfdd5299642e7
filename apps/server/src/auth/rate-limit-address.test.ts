import { testDatabases } from '@bookloom/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

/** Twelve bad sign-ins through one proxy (socket 10.0.0.1), from the given X-Forwarded-For values. */
async function statuses(env: Record<string, string>, forwardedFor: (i: number) => string) {
  const t = await createTestApp(testDatabases()[0]!, env);
  try {
    const out: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor(i) },
        json: { email: 'x@example.com', password: 'wrong12' },
      });
      out.push(r.status);
    }
    return out;
  } finally {
    await t.close();
  }
}

describe('sign-in limits behind a reverse proxy', () => {
  it('without TRUST_PROXY key on the socket: X-Forwarded-For cannot dodge the limit', async () => {
    expect((await statuses({}, (i) => `203.0.113.${i}`)).at(-1)).toBe(429);
  });

  it('with TRUST_PROXY key on the real client: one client is limited, the others are not', async () => {
    const many = await statuses({ TRUST_PROXY: '1' }, (i) => `6.6.6.6, 203.0.113.${i}`);
    expect(many.every((s) => s === 401)).toBe(true);
    const one = await statuses({ TRUST_PROXY: '10.0.0.1' }, (i) => `198.51.100.${i}, 203.0.113.7`);
    expect(one.at(-1)).toBe(429);
  });
});
