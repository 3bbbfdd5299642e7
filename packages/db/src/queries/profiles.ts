import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { profileEvents } from '../profile-events';
import { firstAdminClaim, profiles, user } from '../schema';
import { creditCredits } from './credits';

export type EnsureProfileOptions = {
  userId: string;
  email: string;
  /** Whether the provider vouched for the address (social sign-in) — e-mail sign-ups start unverified. */
  emailVerified: boolean;
  /** Addresses that become admin, once verified (an unverified address proves nothing). */
  adminEmails: string[];
  /** Outside production the first account becomes admin (exactly one, even under concurrent sign-ups). */
  firstAccountIsAdmin: boolean;
  welcomeCredits: number;
  /** In production the welcome credits wait for the verified address (no farming with fake e-mails). */
  welcomeNeedsVerification: boolean;
};

const welcomeEntry = (userId: string, amount: number) => ({
  userId,
  amount,
  reference: `welcome:${userId}`,
  type: 'welcome_bonus' as const,
  description: 'Welcome credits',
});

/**
 * Creates the profile of a new account (idempotent) and grants the welcome credits as a ledger row.
 * The role is decided here, on the server, never by the browser. The first-account claim is one
 * statement: `insert … on conflict do nothing` on a single-row table makes concurrent first sign-ups
 * wait for the winner instead of all seeing an empty table.
 */
export async function ensureProfile(db: DbOrTx, o: EnsureProfileOptions) {
  await db.execute(sql`
    with claim as (
      insert into ${firstAdminClaim} (singleton, user_id)
      select true, ${o.userId}
      where ${o.firstAccountIsAdmin} and not exists (select 1 from ${profiles})
      on conflict do nothing
      returning user_id
    )
    insert into ${profiles} (user_id, credits, role)
    values (${o.userId}, 0, case when exists (select 1 from claim) then 'admin' else 'user' end)
    on conflict (user_id) do nothing`);
  if (o.emailVerified && isListedAdmin(o.email, o.adminEmails))
    await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, o.userId));
  profileEvents.changed(o.userId);
  if (o.welcomeCredits > 0 && (o.emailVerified || !o.welcomeNeedsVerification))
    await creditCredits(db, welcomeEntry(o.userId, o.welcomeCredits));
}

const isListedAdmin = (email: string, adminEmails: string[]) => adminEmails.includes(email.toLowerCase());

/**
 * The account proved its address: an ADMIN_EMAILS address becomes admin now, and the welcome
 * credits held back in production are granted (once: the ledger reference is per account).
 */
export async function onEmailVerified(
  db: DbOrTx,
  o: { userId: string; email: string; adminEmails: string[]; welcomeCredits: number },
) {
  if (isListedAdmin(o.email, o.adminEmails))
    await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, o.userId));
  profileEvents.changed(o.userId);
  if (o.welcomeCredits > 0) await creditCredits(db, welcomeEntry(o.userId, o.welcomeCredits));
}

export type Me = { id: string; email: string; name: string; role: 'user' | 'admin'; credits: number };

export async function getMe(db: DbOrTx, userId: string): Promise<Me | undefined> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: profiles.role,
      credits: profiles.credits,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return row;
}

export async function getRole(db: DbOrTx, userId: string): Promise<'user' | 'admin' | undefined> {
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId));
  return row?.role;
}

export async function renameUser(db: DbOrTx, userId: string, name: string): Promise<void> {
  await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
  profileEvents.changed(userId);
}
