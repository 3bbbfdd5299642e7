import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { profileEvents } from '../profile-events';
import { profiles, user } from '../schema';
import { creditCredits } from './credits';

export type EnsureProfileOptions = {
  userId: string;
  email: string;
  adminEmails: string[];
  /** Outside production the first account becomes admin. */
  firstAccountIsAdmin: boolean;
  welcomeCredits: number;
};

/**
 * Creates the profile of a new account (idempotent) and grants the welcome credits as a ledger row.
 * The role is decided here, on the server, never by the browser.
 */
export async function ensureProfile(db: DbOrTx, o: EnsureProfileOptions) {
  const listed = o.adminEmails.includes(o.email.toLowerCase());
  const role = listed
    ? sql`'admin'`
    : o.firstAccountIsAdmin
      ? sql`case when exists (select 1 from ${profiles}) then 'user' else 'admin' end`
      : sql`'user'`;
  await db.execute(
    sql`insert into ${profiles} (user_id, credits, role) values (${o.userId}, 0, ${role}) on conflict (user_id) do nothing`,
  );
  if (listed) await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, o.userId));
  profileEvents.changed(o.userId);
  if (o.welcomeCredits > 0) {
    await creditCredits(db, {
      userId: o.userId,
      amount: o.welcomeCredits,
      reference: `welcome:${o.userId}`,
      type: 'welcome_bonus',
      description: 'Welcome credits',
    });
  }
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
