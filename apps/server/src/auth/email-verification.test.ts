import { testDatabases } from '@bookloom/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
const PRODUCTION = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), RATE_LIMIT: 'false' };

/** Follows the link of the newest verification e-mail to `to`, as the browser would. */
async function clickVerificationLink(t: App, to: string) {
  const mail = (await t.outbox()).find((m) => m.to === to && /Confirm your/.test(m.subject));
  expect(mail).toBeDefined();
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  return t.request(link.pathname + link.search);
}

describe.each(testDatabases())('e-mail verification on $name', (target) => {
  let t: App | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const me = async (cookie: string) => (await t!.request('/api/me', { cookie })).json();

  it('makes an ADMIN_EMAILS address admin only after its verification link is followed', async () => {
    t = await createTestApp(target, { ADMIN_EMAILS: 'boss@example.com', RATE_LIMIT: 'false' });
    await t.signUp('first@example.com');
    const intruder = await t.signUp('Boss@example.com');
    expect(await me(intruder)).toMatchObject({ role: 'user', credits: 100 });
    expect((await t.request('/api/admin/ping', { cookie: intruder })).status).toBe(404);

    const verified = await clickVerificationLink(t, 'boss@example.com');
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/email-verified');
    expect(await me(intruder)).toMatchObject({ role: 'admin', credits: 100 });
    expect(await me(cookieOf(verified))).toMatchObject({ email: 'boss@example.com' });

    const forged = await t.request('/api/auth/verify-email?token=forged&callbackURL=/email-verified');
    expect(forged.headers.get('location')).toBe('/email-verified?error=INVALID_TOKEN');
  });

  it('makes exactly one admin of nine concurrent first sign-ups through the API', async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' });
    const cookies = await Promise.all(
      Array.from({ length: 9 }, (_, i) => t!.signUp(`racer${i}@example.com`)),
    );
    const roles = await Promise.all(cookies.map(async (c) => (await me(c)).role));
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
  });

  it('in production: sign-up answers alike for taken addresses, credits wait for verification', async () => {
    t = await createTestApp(target, PRODUCTION);
    const signUp = (email: string) =>
      t!.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: 'Reader', email, password: 'secret12' },
      });
    const fresh = await signUp('new@example.com');
    const taken = await signUp('new@example.com');
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(200);
    const shape = (b: { token: unknown; user: Record<string, unknown> }) => ({
      token: b.token,
      keys: Object.keys(b.user).sort(),
      email: b.user.email,
    });
    expect(shape(await taken.json())).toEqual(shape(await fresh.json()));
    expect(cookieOf(fresh)).toBe('');
    const mails = (await t.outbox()).filter((m) => m.to === 'new@example.com').map((m) => m.subject);
    expect(mails).toEqual(
      expect.arrayContaining(['Confirm your Bookloom e-mail address', 'You already have a Bookloom account']),
    );

    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'new@example.com', password: 'secret12' },
    });
    expect(await me(cookieOf(signIn))).toMatchObject({ credits: 0, role: 'user' });
    const verified = await clickVerificationLink(t, 'new@example.com');
    expect(await me(cookieOf(verified))).toMatchObject({ credits: 100, role: 'user' });
    await clickVerificationLink(t, 'new@example.com');
    const tx = await (await t.request('/api/transactions', { cookie: cookieOf(verified) })).json();
    expect(tx.items).toHaveLength(1);
  });
});
