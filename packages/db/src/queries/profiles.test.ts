import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../schema';
import { type TestDatabase, testDatabases } from '../testing/test-databases';
import { getCredits } from './credits';
import { type EnsureProfileOptions, ensureProfile, getRole, onEmailVerified } from './profiles';

type Opened = Awaited<ReturnType<TestDatabase['open']>>;

describe.each(testDatabases())('profiles on $name', (target) => {
  let database: Opened;
  beforeEach(async () => {
    database = await target.open();
  });
  afterEach(async () => database?.drop());

  let n = 0;
  async function signUp(o: Partial<EnsureProfileOptions> & { email?: string } = {}) {
    const id = `user-${++n}-${Math.random().toString(36).slice(2)}`;
    const email = o.email ?? `${id}@example.com`;
    await database.db.insert(user).values({ id, name: 'Test', email });
    await ensureProfile(database.db, {
      userId: id,
      email,
      emailVerified: false,
      adminEmails: [],
      firstAccountIsAdmin: true,
      welcomeCredits: 100,
      welcomeNeedsVerification: false,
      ...o,
    });
    return id;
  }

  it('makes exactly one admin of nine concurrent first sign-ups on a fresh database', async () => {
    // Each sign-up in its own transaction that stays open a moment after the profile insert (as a
    // sign-up request's would): none of them sees another's uncommitted profile.
    const ids = Array.from({ length: 9 }, (_, i) => `racer-${i}-${Math.random().toString(36).slice(2)}`);
    await Promise.all(
      ids.map((id) =>
        database.db.transaction(async (tx) => {
          await tx.insert(user).values({ id, name: 'Racer', email: `${id}@example.com` });
          await ensureProfile(tx, {
            userId: id,
            email: `${id}@example.com`,
            emailVerified: false,
            adminEmails: [],
            firstAccountIsAdmin: true,
            welcomeCredits: 0,
            welcomeNeedsVerification: false,
          });
          await new Promise((r) => setTimeout(r, 50));
        }),
      ),
    );
    const roles = await Promise.all(ids.map((id) => getRole(database.db, id)));
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
  });

  it('makes an ADMIN_EMAILS address admin only once it is verified', async () => {
    await signUp(); // the first account
    const adminEmails = ['boss@example.com'];
    const boss = await signUp({ email: 'boss@example.com', adminEmails });
    expect(await getRole(database.db, boss)).toBe('user');
    await onEmailVerified(database.db, {
      userId: boss,
      email: 'boss@example.com',
      adminEmails,
      welcomeCredits: 100,
    });
    expect(await getRole(database.db, boss)).toBe('admin');
    expect(await getCredits(database.db, boss)).toBe(100); // not granted twice
    const social = await signUp({
      email: 'Chief@example.com',
      adminEmails: ['chief@example.com'],
      emailVerified: true,
    });
    expect(await getRole(database.db, social)).toBe('admin');
  });

  it('holds back the welcome credits until verification when asked to (production)', async () => {
    const id = await signUp({ welcomeNeedsVerification: true, firstAccountIsAdmin: false });
    expect(await getCredits(database.db, id)).toBe(0);
    expect(await getRole(database.db, id)).toBe('user');
    const verify = { userId: id, email: 'x@example.com', adminEmails: [], welcomeCredits: 100 };
    await onEmailVerified(database.db, verify);
    await onEmailVerified(database.db, verify);
    expect(await getCredits(database.db, id)).toBe(100);
  });
});
