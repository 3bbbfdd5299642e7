import { type TestDatabase, testDatabases } from '@bookloom/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
const ENV = { RATE_LIMIT: 'false' };

describe.each(testDatabases())('session revocation on $name', (target) => {
  const apps: App[] = [];
  afterEach(async () => {
    for (const a of apps.reverse()) await a.close();
    apps.length = 0;
  });
  const open = async (t: TestDatabase = target) => {
    const a = await createTestApp(t, ENV);
    apps.push(a);
    return a;
  };
  const status = async (t: App, cookie: string) => (await t.request('/api/me', { cookie })).status;
  /** Two sessions of one account, each validated once (so both sit in the 30 s session cache). */
  async function twoSessions(t: App, email: string) {
    const first = await t.signUp(email, 'oldpass1');
    const again = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'oldpass1' },
    });
    const second = cookieOf(again);
    expect([await status(t, first), await status(t, second)]).toEqual([200, 200]);
    return [first, second] as const;
  }

  it('a password reset ends every session of the account', async () => {
    const t = await open();
    const [first, second] = await twoSessions(t, 'reset@example.com');
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'reset@example.com', redirectTo: '/reset-password' },
    });
    const mail = (await t.outbox()).find((m) => m.to === 'reset@example.com')!;
    const token = /reset-password\/([^?\s]+)/.exec(mail.text)![1];
    const done = await t.request('/api/password-reset/complete', {
      method: 'POST',
      json: { token, newPassword: 'newpass1' },
    });
    expect(done.status).toBe(200);
    expect([await status(t, first), await status(t, second)]).toEqual([401, 401]);
    expect(await status(t, cookieOf(done))).toBe(200);
  });

  it('a password change ends the other sessions, even when the client does not ask', async () => {
    const t = await open();
    const [first, second] = await twoSessions(t, 'change@example.com');
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: first,
      json: { currentPassword: 'oldpass1', newPassword: 'newpass1', revokeOtherSessions: false },
    });
    expect(changed.status).toBe(200);
    expect(await status(t, second)).toBe(401);
    expect(await status(t, cookieOf(changed))).toBe(200);
  });

  it.runIf(target.name === 'postgres')('a sign-out on one process is seen by another at once', async () => {
    const a = await open();
    // A second app instance (its own caches and LISTEN connection) on the same database.
    const shared: TestDatabase = {
      name: 'postgres',
      open: async () => ({ ...a.database, drop: async () => {} }),
    };
    const b = await open(shared);
    const cookie = await a.signUp('two@example.com');
    expect(await status(b, cookie)).toBe(200); // now cached on b
    expect((await a.request('/api/auth/sign-out', { method: 'POST', cookie })).status).toBe(200);
    await expect.poll(() => status(b, cookie), { timeout: 500, interval: 20 }).toBe(401);
  });
});
